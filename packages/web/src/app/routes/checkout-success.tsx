import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readBooking } from '../../features/checkout/booking.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { routePath } from '../route-table.ts';
import styles from './checkout.module.css';
import { CheckoutFrame, useCheckoutSession } from './checkout-shared.tsx';
import screens from './screens.module.css';

/** checkout/success: the booking stored after execPayment, with the way to its order review. */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('checkout');
  useCheckoutSession(lang);
  const [booking] = useState(readBooking);
  if (!booking)
    return (
      <CheckoutFrame step="complete">
        <p>{t('success.nothing')}</p>
        <Link className={screens.cta} to={routePath('home', lang)}>
          {t('cart.continueShopping')}
        </Link>
      </CheckoutFrame>
    );
  return (
    <CheckoutFrame step="complete">
      <p className={screens.lead}>{t('success.intro')}</p>
      <p>
        {t('success.bookingId')} <span className={styles.bookingId}>{booking.booking_id}</span>
      </p>
      <p>{t(booking.has_tickets ? 'success.tickets' : 'success.confirmation')}</p>
      <div className={styles.actions}>
        <Link className={screens.cta} to={routePath('orderReview', lang, { id: booking.booking_id })}>
          {t('success.review')}
        </Link>
        <Link className={styles.secondary} to={routePath('home', lang)}>
          {t('cart.continueShopping')}
        </Link>
      </div>
    </CheckoutFrame>
  );
}
