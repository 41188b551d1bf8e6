import { isOn, shippedLines, shouldRequestShipping } from '@museum-shop/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { login } from '../../features/account/api/login.ts';
import { useShippingCosts } from '../../features/cart/api/get-shipping-costs.ts';
import { useCartSuggestion } from '../../features/cart/api/suggest-cart.ts';
import {
  type CartLine,
  cartPayload,
  forgetPayment,
  readCart,
  rememberPayment,
  removeFromCart,
  type StoredCart,
} from '../../features/cart/cart.ts';
import { CartLines } from '../../features/cart/components/CartLines.tsx';
import { CartOptions } from '../../features/cart/components/CartOptions.tsx';
import {
  CartTotals,
  type ShippingState,
  shippingCents,
  totalPending,
} from '../../features/cart/components/CartTotals.tsx';
import { VoucherCodeForm } from '../../features/cart/components/VoucherCodeForm.tsx';
import { knownShippingCountry, problemsByIndex, shownTotals } from '../../features/cart/rules.ts';
import { useCustomerAttributes } from '../../features/checkout/api/get-customer-attributes.ts';
import { PaymentStep } from '../../features/checkout/components/PaymentStep.tsx';
import { ShippingAddressStep } from '../../features/checkout/components/ShippingAddressStep.tsx';
import { SignInStep } from '../../features/checkout/components/SignInStep.tsx';
import { usePaymentStart } from '../../features/checkout/hooks/use-payment-start.ts';
import { readShippingAddress } from '../../features/checkout/shipping-address.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { TourAnswers } from '../../features/tours/components/TourAnswers.tsx';
import { forgetWaitingPass, readWaitingPass } from '../../features/waiting-room/waiting-room-storage.ts';
import { track } from '../../lib/analytics.ts';
import { errorCodeOf } from '../../lib/api-client.ts';
import { messageKeyFor } from '../../lib/error-messages.ts';
import { formatMoney } from '../../lib/format.ts';
import { routePath } from '../route-table.ts';
import styles from './checkout.module.css';
import { CheckoutHold, type CheckoutSession, useLegalHrefs } from './checkout-shared.tsx';

/** The cart feature keeps the started payment's cart id and hold. */
const STORED_PAYMENT = {
  current: () => readCart().cartId,
  forget: forgetPayment,
  remember: rememberPayment,
};

/**
 * The basket with lines in it (spec §2 `checkout`): lines, vouchers, totals, sign-in, shipping,
 * payment. Its own chunk: an empty basket shows none of it, and the forms are most of checkout's
 * code (issue 37). `cart` has lines: checkout.tsx shows the empty basket itself.
 */
export function CheckoutCart({ session, cart }: { session: CheckoutSession; cart: StoredCart }) {
  const { lang, config } = useShop();
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const payload = cartPayload(cart);
  const suggestion = useCartSuggestion(lang, payload);
  const [formCountry, setFormCountry] = useState<string | null>(null);
  const [savedAddress, setSavedAddress] = useState(readShippingAddress);
  // The saved address counts once someone is signed in: its step is shown only then.
  const shippingAddress = session.customer ? savedAddress : null;
  const country = knownShippingCountry(session.customer, formCountry, shippingAddress?.country);
  const needsShipping = shippedLines(payload.items).length > 0;
  const shippingCosts = useShippingCosts(
    lang,
    payload,
    country,
    session.token,
    shouldRequestShipping(payload.items, country),
  );
  const shipping: ShippingState = !needsShipping
    ? { status: 'none' }
    : country === null
      ? { status: 'unknownCountry' }
      : shippingCosts.isError
        ? {
            status: 'failed',
            message: tCommon(messageKeyFor(errorCodeOf(shippingCosts.error), 'errors.codes.INTERNAL_ERROR')),
          }
        : shippingCosts.data === undefined
          ? { status: 'loading' }
          : shippingCosts.isPlaceholderData
            ? { status: 'loading', cents: shippingCosts.data }
            : { status: 'known', cents: shippingCosts.data };
  const attributes = useCustomerAttributes(lang);
  const legal = useLegalHrefs();
  const navigate = useNavigate();
  const location = useLocation();

  const cartHeading = useRef<HTMLHeadingElement>(null);
  const total =
    suggestion.data && !totalPending(shipping)
      ? shownTotals(suggestion.data.totals, shippingCents(shipping)).total
      : null;
  const origin = window.location.origin;
  const start = usePaymentStart({
    lang,
    cart: payload,
    token: session.token,
    shippingStep: needsShipping && Boolean(session.customer),
    shippingAddress: needsShipping ? shippingAddress : null,
    total,
    returnUrls: {
      continue: `${origin}${routePath('checkoutAccepted', lang)}`,
      cancel: `${origin}${routePath('checkoutCanceled', lang)}`,
    },
    storedPayment: STORED_PAYMENT,
    // A busy sale's waiting room (issue 38): its pass goes with the payment; without one the
    // visitor waits for their turn and comes back to this checkout.
    waitingRoom: {
      pass: readWaitingPass,
      enter: () => {
        forgetWaitingPass();
        const next = `${location.pathname}${location.search}`;
        navigate(`${routePath('waitingRoom', lang)}?${new URLSearchParams({ next })}`);
      },
    },
    endGuest: session.endGuest,
    onNotBookable: () => {
      void suggestion.refetch();
      cartHeading.current?.focus();
    },
  });
  const paymentProblems = useMemo(() => problemsByIndex(start.problems), [start.problems]);

  const remove = (line: CartLine) => {
    removeFromCart(line.key);
    track({ type: 'remove_from_cart', item: line.item.type, value: line.total });
    start.resetProblems();
  };

  const steps = useRef<HTMLDivElement>(null);
  const [focusNextStep, setFocusNextStep] = useState(false);
  // After "continue as guest" or signing in, the form that had the focus is gone: the focus goes to
  // the next step's heading (the shipping address or the payment), never back to the page's start.
  useEffect(() => {
    if (!focusNextStep || !session.customer) return;
    const heading = steps.current?.querySelector<HTMLElement>('h2[tabindex="-1"]');
    if (!heading) return;
    heading.focus();
    setFocusNextStep(false);
  });
  const signInWithAccount = (values: { email: string; password: string }) =>
    login(lang, values.email, values.password);
  const signIn = (signed: Parameters<typeof session.signIn>[0]) => {
    setFocusNextStep(true);
    session.signIn(signed);
  };
  const expressTypes = (session.payments.data ?? []).filter((type) => type.kind === 'express');
  const money = (cents: number) => formatMoney(cents, lang);
  return (
    <>
      {/* Places held for a payment under way (back from the provider's page): the time left to pay. */}
      <div className={styles.holdSlot}>
        <CheckoutHold retry={null} />
      </div>
      <div className={styles.layout}>
        <section className={styles.cart} aria-labelledby="cart-heading">
          <h2 id="cart-heading" ref={cartHeading} tabIndex={-1}>
            {t('cart.heading', { count: cart.lines.length })}
          </h2>
          {start.notBookable && (
            <p role="alert" className={styles.alert}>
              {tCommon('errors.codes.CART_NOT_BOOKABLE')} {t('cart.fixProblems')}
            </p>
          )}
          {suggestion.isError && (
            <p role="alert" className={styles.alert}>
              {tCommon(messageKeyFor(errorCodeOf(suggestion.error), 'errors.codes.INTERNAL_ERROR'))}
            </p>
          )}
          {suggestion.data && !suggestion.data.bookable && !start.notBookable && (
            <p className={styles.alert}>{t('cart.notBookable')}</p>
          )}
          <CartLines
            lang={lang}
            lines={cart.lines}
            suggestion={suggestion.data}
            paymentProblems={paymentProblems}
            onRemove={remove}
            lineDetails={(line) =>
              line.item.type === 'guidedTour' && line.item.answers.length > 0 ? (
                <TourAnswers lang={lang} tourId={line.item.tourId} answers={line.item.answers} />
              ) : null
            }
          />
        </section>
        <aside className={styles.summary} aria-labelledby="summary-heading">
          <h2 id="summary-heading">{t('totals.heading')}</h2>
          {suggestion.data ? (
            <CartTotals lang={lang} suggestion={suggestion.data} shipping={shipping} />
          ) : (
            <p role="status">{t('totals.checking')}</p>
          )}
          {isOn(config.has_voucher_code) && <VoucherCodeForm lang={lang} />}
          <CartOptions cart={cart} />
        </aside>
      </div>

      <div className={styles.steps} ref={steps}>
        {session.customer ? (
          <>
            <p className={styles.signedIn}>
              {t(session.customer.isGuest ? 'signIn.asGuest' : 'signIn.asCustomer', {
                name: `${session.customer.fname} ${session.customer.lname}`.trim(),
                email: session.customer.email,
              })}
            </p>
            {needsShipping && attributes.data && (
              <ShippingAddressStep
                customer={session.customer}
                countries={attributes.data.countries}
                onReadyChange={start.onShippingReady}
                onAddressChange={setSavedAddress}
                error={start.shippingError}
                defaultCountry={config.default_user_country_key}
              />
            )}
            {session.payments.data && (
              <PaymentStep
                heading={t('payment.heading')}
                types={session.payments.data}
                total={total === null ? '' : money(total)}
                nothingToPay={total === 0}
                busy={start.busy}
                error={start.payError}
                termsHref={legal.terms}
                privacyHref={legal.privacy}
                onSubmit={start.pay}
              />
            )}
            {session.payments.isError && <p role="alert">{t('payment.typesUnavailable')}</p>}
          </>
        ) : (
          <>
            <SignInStep
              lang={lang}
              sendInvoice={cart.requestInvoice}
              onSignedIn={signIn}
              onCountryChange={setFormCountry}
              defaultCountry={config.default_user_country_key}
              savedGuest={session.guestDetails()}
              onGuestDetails={session.rememberGuest}
              notice={start.guestNotice}
              login={signInWithAccount}
            />
            {expressTypes.length > 0 && (
              <PaymentStep
                heading={t('payment.expressHeading')}
                types={expressTypes}
                total={total === null ? '' : money(total)}
                busy={start.busy}
                error={start.payError}
                termsHref={legal.terms}
                privacyHref={legal.privacy}
                onSubmit={start.pay}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
