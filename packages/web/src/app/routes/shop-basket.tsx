import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addToCart, type NewCartLine } from '../../features/cart/cart.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { routePath } from '../route-table.ts';
import styles from './shop.module.css';

interface Added {
  name: string;
  /** Counts the additions, so adding the same thing again is announced again. */
  serial: number;
}

/** The shop screens' "add to basket": the line goes into the stored cart, the screen says so. */
export function useAddToBasket() {
  const [added, setAdded] = useState<Added>();
  const add = useCallback((line: NewCartLine) => {
    addToCart(line);
    setAdded((previous) => ({ name: line.name, serial: (previous?.serial ?? 0) + 1 }));
  }, []);
  return { add, added };
}

/**
 * A polite live region, present from the start so that screen readers announce what appears in
 * it: what was added, and the way to the basket.
 */
export function AddedToBasket({ added }: { added: Added | undefined }) {
  const { t } = useTranslation('shop');
  const { lang } = useShop();
  return (
    <div role="status" className={styles.addedRegion}>
      {added && (
        <p key={added.serial} className={styles.added}>
          {t('added.message', { name: added.name })}{' '}
          <Link to={routePath('checkout', lang)}>{t('added.link')}</Link>
        </p>
      )}
    </div>
  );
}
