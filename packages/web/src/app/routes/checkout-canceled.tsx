import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { clearCart, forgetPayment, readCart, useStoredCart } from '../../features/cart/cart.ts';
import { useCancelPayment } from '../../features/checkout/api/cancel-payment.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { routePath } from '../route-table.ts';
import styles from './checkout.module.css';
import { CheckoutFrame, useCheckoutSession } from './checkout-shared.tsx';
import screens from './screens.module.css';

/**
 * checkout/canceled (spec §4): the payment is cancelled with the server (its places released) and
 * the cart id forgotten; the visitor keeps the basket or clears it.
 */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('checkout');
  useCheckoutSession(lang);
  const [params] = useSearchParams();
  const cart = useStoredCart();
  const cancel = useCancelPayment(lang);
  const [cleared, setCleared] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const cartId = params.get('cartId') ?? readCart().cartId;
    forgetPayment();
    // A 410 needs no word: the provider's cancel notification has usually released the cart
    // already, and either way nothing is held any more.
    if (cartId) cancel.mutate(cartId);
  }, [params, cancel]);

  return (
    <CheckoutFrame step="payment">
      <p className={screens.lead}>{t('canceled.intro')}</p>
      <div role="status">
        {cleared ? (
          <p>{t('canceled.cleared')}</p>
        ) : (
          cart.lines.length > 0 && <p>{t('canceled.kept', { count: cart.lines.length })}</p>
        )}
      </div>
      <div className={styles.actions}>
        {cart.lines.length > 0 ? (
          <>
            <Link className={screens.cta} to={routePath('checkout', lang)}>
              {t('canceled.keep')}
            </Link>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                clearCart();
                setCleared(true);
              }}
            >
              {t('canceled.clear')}
            </button>
          </>
        ) : (
          <Link className={screens.cta} to={routePath('home', lang)}>
            {t('cart.continueShopping')}
          </Link>
        )}
      </div>
    </CheckoutFrame>
  );
}
