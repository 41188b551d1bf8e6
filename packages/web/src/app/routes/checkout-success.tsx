import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readBooking } from '../../features/checkout/booking.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { routePath } from '../route-table.ts';
import styles from './checkout.module.css';
import { CheckoutFrame, useCheckoutSession } from './checkout-shared.tsx';
import screens from './screens.module.css';

/**
 * checkout/success: the booking stored after execPayment, with its order number when the back-end
 * gives one, and the way to its order review.
 */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('checkout');
  useCheckoutSession(lang);
  const [booking] = useState(readBooking);
  // The number to quote; booking_id is the unguessable review id and is never shown as a number.
  const number = booking?.order_number?.trim();
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
      {number ? (
        <>
          <p className={screens.lead}>{t('success.intro')}</p>
          <p>
            {t('success.orderNumber')} <span className={styles.orderNumber}>{number}</span>
          </p>
        </>
      ) : (
        // A back-end without order numbers: the order is confirmed, and its review link is the way back.
        <p className={screens.lead}>{t('success.confirmedWithoutNumber')}</p>
      )}
      {booking.has_tickets ? <p>{t('success.tickets')}</p> : number && <p>{t('success.confirmation')}</p>}
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
