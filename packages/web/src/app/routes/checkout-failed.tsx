import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShop } from '../../features/config/shop-context.ts';
import { routePath } from '../route-table.ts';
import styles from './checkout.module.css';
import { CheckoutFrame, CheckoutHold, useCheckoutSession } from './checkout-shared.tsx';
import screens from './screens.module.css';

/** checkout/failed (spec §2, §8): the payment did not go through; the basket is kept to try again. */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  useCheckoutSession(lang);
  return (
    <CheckoutFrame step="payment">
      <p role="alert" className={styles.alert}>
        {tCommon('errors.codes.PAYMENT_FAILED')}
      </p>
      <CheckoutHold />
      <div className={styles.actions}>
        <Link className={screens.cta} to={routePath('checkout', lang)}>
          {t('tryAgain')}
        </Link>
      </div>
    </CheckoutFrame>
  );
}
