import type { Cart, Language, LineProblem, PaymentType, ShippingAddress } from '@museum-shop/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../lib/analytics.ts';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { messageKeyFor } from '../../../lib/error-messages.ts';
import { errorResponseOf } from '../../../lib/error-response.ts';
import { cancelPayment } from '../api/cancel-payment.ts';
import { useInitPayment } from '../api/init-payment.ts';
import { readPartner } from '../partner.ts';
import { type PaymentFormValues, paymentAux } from '../payment-form.ts';
import { rememberPaymentProvider } from '../referrer.ts';

/** The problems initPayment found in the cart, each with the index of its line. */
export type PaymentProblems = readonly (LineProblem & { index: number })[];

/** The cart's stored payment (the cart feature keeps it): the cart id of a started payment and its hold. */
export interface StoredPayment {
  /** The cart id of a payment started before, or null. */
  current: () => string | null;
  forget: () => void;
  remember: (cartId: string, holdExpiresAt: string) => void;
}

/**
 * The sale's waiting room (issue 38; the waiting-room feature keeps its pass): while it is on, a
 * payment starts only with the pass a visitor gets once it is their turn.
 */
export interface WaitingRoomGate {
  /** The pass while it lasts, or null: not let in yet, or a shop without a waiting room. */
  pass: () => string | null;
  /** initPayment answered WAITING_ROOM: the visitor waits for their turn, then comes back here. */
  enter: () => void;
}

export interface PaymentStartOptions {
  lang: Language;
  /** The cart as initPayment takes it; null while the basket is empty. */
  cart: Cart | null;
  /** The customer's or guest's token; an express payment goes without. */
  token: string | null;
  /** Whether the shipping address step is shown (merchandise, someone signed in): it must be complete first. */
  shippingStep: boolean;
  /** A shipping address other than the customer's own, sent with the cart; null: the customer's address. */
  shippingAddress: ShippingAddress | null;
  /** The total shown, for the analytics event. */
  total: number | null;
  /** Where the provider sends the visitor back: the accepted and the canceled screens. */
  returnUrls: { continue: string; cancel: string };
  storedPayment: StoredPayment;
  waitingRoom: WaitingRoomGate;
  /** A guest token books once (spec §6): drops it when the server says it has ordered already. */
  endGuest: () => void;
  /** initPayment refused the cart line by line: the route refreshes the prices and shows the lines. */
  onNotBookable: () => void;
  /** Leaves for the provider's payment page; the browser's navigation unless a test says otherwise. */
  goTo?: (url: string) => void;
}

const NO_PROBLEMS: PaymentProblems = [];
const leaveFor = (url: string) => window.location.assign(url);

/**
 * Starting a payment (spec §4 "Payment"): let go of a payment started before, hold the cart with
 * initPayment (with the waiting room's pass, when there is one), and send the browser to the
 * provider. A refused cart, a spent guest token and any other refusal each become state the
 * checkout screen shows; a sale's waiting room sends the visitor to wait for their turn.
 */
export function usePaymentStart(options: PaymentStartOptions) {
  const { lang, cart, token, shippingStep, shippingAddress, total, returnUrls, storedPayment } = options;
  const { waitingRoom, endGuest, onNotBookable, goTo = leaveFor } = options;
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const init = useInitPayment(lang);
  const [problems, setProblems] = useState<PaymentProblems>(NO_PROBLEMS);
  const [notBookable, setNotBookable] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [guestNotice, setGuestNotice] = useState<string | null>(null);
  const [shippingReady, setShippingReady] = useState(true);
  const [shippingError, setShippingError] = useState<string | null>(null);

  /** The cart's lines changed: the indices of initPayment's problems no longer fit them. */
  const resetProblems = useCallback(() => {
    setProblems(NO_PROBLEMS);
    setNotBookable(false);
  }, []);
  const onShippingReady = useCallback((ready: boolean) => {
    setShippingReady(ready);
    if (ready) setShippingError(null);
  }, []);

  const pay = async (values: PaymentFormValues, type: PaymentType) => {
    if (!cart) return;
    setPayError(null);
    if (shippingStep && !shippingReady) {
      setShippingError(t('shipping.incomplete'));
      return;
    }
    track({ type: 'begin_checkout', value: total ?? 0, items: cart.items.length });
    // A payment started before (failed or left) still holds places: let them go before holding anew.
    const previous = storedPayment.current();
    if (previous) {
      await cancelPayment(lang, previous).catch(() => undefined);
      storedPayment.forget();
    }
    try {
      const start = await init.mutateAsync({
        payart: type.payartId,
        aux: paymentAux(values, type, readPartner()),
        cart,
        url: returnUrls,
        ...(shippingAddress ? { shipping_address: shippingAddress } : {}),
        token,
        waitingPass: waitingRoom.pass(),
      });
      storedPayment.remember(start.cartId, start.expires_at);
      const target = new URL(start.redirect, window.location.href).toString();
      rememberPaymentProvider(target);
      goTo(target);
    } catch (error) {
      const body = errorResponseOf(error);
      if (body?.code === 'CART_NOT_BOOKABLE') {
        setProblems(body.problems ?? NO_PROBLEMS);
        setNotBookable(true);
        onNotBookable();
        return;
      }
      if (body?.code === 'WAITING_ROOM') {
        // A busy sale lets visitors in by turns: the waiting room brings the visitor back with a pass.
        waitingRoom.enter();
        return;
      }
      if (body?.code === 'GUEST_ALREADY_ORDERED') {
        // A guest token books once (spec §6): the guest form comes back, filled in as before.
        endGuest();
        setGuestNotice(tCommon('errors.codes.GUEST_ALREADY_ORDERED'));
        return;
      }
      setPayError(tCommon(messageKeyFor(body?.code ?? errorCodeOf(error), 'errors.codes.INTERNAL_ERROR')));
    }
  };

  return {
    pay,
    busy: init.isPending,
    problems,
    notBookable,
    resetProblems,
    payError,
    guestNotice,
    shippingError,
    onShippingReady,
  };
}
