import { ERROR_CODES, type ErrorCode } from '@museum-shop/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { clearCart, forgetPayment, useStoredCart } from '../../features/cart/cart.ts';
import { useExecPayment } from '../../features/checkout/api/exec-payment.ts';
import { rememberBooking } from '../../features/checkout/booking.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { track } from '../../lib/analytics.ts';
import { statusOf } from '../../lib/api-client.ts';
import { messageKeyFor } from '../../lib/error-messages.ts';
import { errorResponseOf } from '../../lib/error-response.ts';
import { routePath } from '../route-table.ts';
import styles from './checkout.module.css';
import { CheckoutFrame, CheckoutHold, useCheckoutSession } from './checkout-shared.tsx';
import screens from './screens.module.css';

const asErrorCode = (value: string | undefined): ErrorCode | undefined =>
  (ERROR_CODES as readonly string[]).includes(value ?? '') ? (value as ErrorCode) : undefined;

/**
 * checkout/accepted: the provider sent the visitor back; execPayment confirms the payment and books
 * the cart (spec §4). Then the success screen; a failed payment goes to checkout/failed; a gone
 * cart (410) and the other refusals (422 `error`, 400 `message`) are told here (spec §8).
 */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const { endGuest } = useCheckoutSession(lang);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const cart = useStoredCart();
  const cartId = params.get('cartId') ?? cart.cartId;
  const exec = useExecPayment(lang);
  const started = useRef(false);

  useEffect(() => {
    if (!cartId || started.current) return;
    started.current = true;
    exec.mutate(cartId, {
      onSuccess: (booking) => {
        rememberBooking(booking, null);
        track({ type: 'purchase', bookingId: booking.booking_id, value: null });
        clearCart();
        // A guest token books once (spec §6): the next order asks the guest's details again.
        endGuest();
        navigate(routePath('checkoutSuccess', lang), { replace: true });
      },
      onError: (error) => {
        const status = statusOf(error);
        if (status === 410) forgetPayment();
        if (status === 422 && errorResponseOf(error)?.error === 'PAYMENT_FAILED')
          navigate(`${routePath('checkoutFailed', lang)}?${new URLSearchParams({ cartId })}`, {
            replace: true,
          });
      },
    });
  }, [cartId, endGuest, exec, lang, navigate]);

  if (!cartId)
    return (
      <CheckoutFrame step="payment">
        <p>{t('accepted.nothing')}</p>
        <Link className={screens.cta} to={routePath('checkout', lang)}>
          {t('backToCart')}
        </Link>
      </CheckoutFrame>
    );

  const failedPayment =
    statusOf(exec.error) === 422 && errorResponseOf(exec.error)?.error === 'PAYMENT_FAILED';
  // A failed payment goes on to checkout/failed: no flash of its message here first.
  if (exec.isError && !failedPayment) {
    const status = statusOf(exec.error);
    const body = errorResponseOf(exec.error);
    // 422: the error is in `error`; 400: in `message` (spec §8); otherwise the code of the answer.
    const code =
      status === 422
        ? (body?.error ?? body?.code)
        : status === 400
          ? (asErrorCode(body?.message) ?? body?.code)
          : body?.code;
    const message = tCommon(messageKeyFor(code, 'errors.codes.INTERNAL_ERROR'));
    const canAskAgain = status !== 410 && code !== 'PLACES_GONE_REFUND';
    return (
      <CheckoutFrame step="payment">
        <p role="alert" className={styles.alert}>
          {message}
        </p>
        {status !== 410 && <CheckoutHold />}
        <div className={styles.actions}>
          {canAskAgain && <Button onClick={() => exec.mutate(cartId)}>{t('accepted.checkAgain')}</Button>}
          <Link className={status === 410 ? screens.cta : styles.secondary} to={routePath('checkout', lang)}>
            {t('backToCart')}
          </Link>
        </div>
      </CheckoutFrame>
    );
  }

  return (
    <CheckoutFrame step="payment">
      <Spinner label={t('accepted.confirming')} padded />
      <CheckoutHold />
    </CheckoutFrame>
  );
}
