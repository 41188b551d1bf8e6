import { DIRECT_DEBIT_PAYARTS, type Language } from '@museum-shop/contract';
import type { Stripe } from 'stripe';
import {
  DEFAULT_PROVIDER_TIMEOUTS,
  type PaymentProvider,
  type PaymentRequest,
  type ProviderEvent,
  type ProviderFailure,
  type ProviderPaymentState,
  type ProviderPaymentStatus,
  type ProviderRefund,
  type ProviderRefundStatus,
  type ProviderTimeouts,
  ProviderUnavailable,
  WebhookRejected,
} from '../provider.ts';
import type { StripeSettings } from './stripe.settings.ts';

type StripeMethod = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;

/**
 * The shop's payment kinds as Stripe Checkout's payment method types. Apple Pay and Google Pay are
 * no types of their own at Stripe: Checkout offers them with `card` on devices that have them, so a
 * wallet payment asks for `card`. Express is Stripe's one-click buttons (its Express Checkout: the
 * wallets, and Link). Payart ids 74 and 164 are SEPA direct debits whatever their kind says.
 */
export const STRIPE_METHODS_BY_KIND: Readonly<Record<PaymentRequest['kind'], readonly StripeMethod[]>> = {
  card: ['card'],
  direct_debit: ['sepa_debit'],
  wallet: ['card'],
  express: ['card', 'link'],
};

/** The Stripe payment method types a Checkout Session of this payment type allows. */
export function stripePaymentMethodTypes(request: Pick<PaymentRequest, 'kind' | 'payartId'>): StripeMethod[] {
  if ((DIRECT_DEBIT_PAYARTS as readonly number[]).includes(request.payartId)) return ['sepa_debit'];
  return [...STRIPE_METHODS_BY_KIND[request.kind]];
}

/** Every interface language is a locale of Stripe's Checkout page under the same code. */
const CHECKOUT_LOCALES: Readonly<Record<Language, Stripe.Checkout.SessionCreateParams.Locale>> = {
  en: 'en',
  de: 'de',
  fr: 'fr',
  it: 'it',
  nl: 'nl',
  es: 'es',
  sv: 'sv',
  da: 'da',
};

/** Stripe's metadata values hold at most 500 characters. */
const METADATA_VALUE_MAX = 500;
/** Stripe's own default tolerance for a signature's age (seconds). */
const WEBHOOK_TOLERANCE_S = 300;

/**
 * A Checkout Session's state for checkout. Stripe has no failed session: a declined card leaves
 * the session open for another try; a SEPA debit the bank rejects leaves it complete and unpaid,
 * its PaymentIntent back to `requires_payment_method`.
 */
export function sessionPaymentStatus(session: Stripe.Checkout.Session): ProviderPaymentStatus {
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (session.status === 'expired') return 'expired';
  if (session.payment_status === 'paid' || intent?.status === 'succeeded') return 'paid';
  if (session.status === 'complete') {
    if (intent?.status === 'requires_payment_method' || intent?.status === 'canceled') return 'failed';
    return 'pending'; // processing: a SEPA debit waits for the bank
  }
  return 'pending';
}

/** A Stripe refund's status as checkout's. */
export function refundStatus(status: Stripe.Refund['status']): ProviderRefundStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return 'pending'; // pending, requires_action
  }
}

/** The method the payer used (card, sepa_debit, link, …), null until one is known. */
function paymentMethodType(intent: Stripe.PaymentIntent | null): string | null {
  if (!intent) return null;
  const method = intent.payment_method ?? intent.last_payment_error?.payment_method ?? null;
  return method && typeof method === 'object' ? method.type : null;
}

const SESSION_EVENTS: readonly string[] = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
];
// charge.refund.updated is Stripe's older twin of refund.updated (sent for some methods only).
const REFUND_EVENTS: readonly string[] = [
  'refund.created',
  'refund.updated',
  'refund.failed',
  'charge.refund.updated',
];

/** The events the shop's webhook endpoint at Stripe's dashboard listens to; it ignores any other. */
export const STRIPE_WEBHOOK_EVENTS: readonly string[] = [...SESSION_EVENTS, ...REFUND_EVENTS];

type StripeSdk = typeof import('stripe').Stripe;
// The SDK takes ~0.2 s to import: loaded on the first call, not at the server's start.
let sdkLoading: Promise<StripeSdk> | undefined;
function loadSdk(): Promise<StripeSdk> {
  sdkLoading ??= import('stripe').then((module) => module.Stripe);
  return sdkLoading;
}

/**
 * Whether a failed call is Stripe being unavailable (ProviderUnavailable), and why: no connection
 * or no answer in time, a refused key (401, or 403 for a restricted key without the permission),
 * Stripe's own failure (5xx) or its rate limit (429). Anything else (a 400, a 404) is Stripe
 * refusing the request itself, passed on as it is.
 */
function unavailability(
  errors: StripeSdk['errors'],
  error: unknown,
): { failure: ProviderFailure; detail: string } | undefined {
  if (error instanceof errors.StripeConnectionError) {
    const code = (error.detail as { code?: unknown } | undefined)?.code;
    return code === 'ETIMEDOUT'
      ? { failure: 'timeout', detail: 'ETIMEDOUT' }
      : { failure: 'unreachable', detail: typeof code === 'string' ? code : 'no connection' };
  }
  if (!(error instanceof errors.StripeError)) return undefined;
  const status = error.statusCode ?? 0;
  const detail = `HTTP ${status}`;
  if (error instanceof errors.StripeRateLimitError || status === 429)
    return { failure: 'rate_limited', detail };
  if (
    error instanceof errors.StripeAuthenticationError ||
    error instanceof errors.StripePermissionError ||
    status === 401 ||
    status === 403
  )
    return { failure: 'refused', detail };
  if (status >= 500) return { failure: 'server_error', detail };
  return undefined;
}

function clientOptions(settings: StripeSettings, timeouts: ProviderTimeouts): Stripe.StripeConfig {
  if (!settings.STRIPE_API_URL) return { timeout: timeouts.callMs };
  const url = new URL(settings.STRIPE_API_URL);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return {
    host: url.hostname,
    port: url.port || (protocol === 'https' ? 443 : 80),
    protocol,
    // A fake answers at once; its injected failures should reach the caller, not be retried.
    maxNetworkRetries: 0,
    timeout: timeouts.callMs,
  };
}

/**
 * Payments through Stripe's hosted Checkout page: one Checkout Session (mode `payment`) per
 * attempt, its id the payment's ref. Refunds go to the session's PaymentIntent.
 */
export function createStripeProvider(
  settings: StripeSettings,
  timeouts: ProviderTimeouts = DEFAULT_PROVIDER_TIMEOUTS,
): PaymentProvider {
  let clientLoading: Promise<{ sdk: StripeSdk; stripe: Stripe }> | undefined;
  const client = () => {
    clientLoading ??= loadSdk().then((sdk) => ({
      sdk,
      stripe: new sdk(settings.STRIPE_SECRET_KEY, clientOptions(settings, timeouts)),
    }));
    return clientLoading;
  };

  /**
   * Runs one call of the API: failures that may pass (network, timeout, a refused key, 5xx, 429)
   * become ProviderUnavailable, saying why.
   */
  async function call<T>(what: string, run: (stripe: Stripe) => Promise<T>): Promise<T> {
    const { sdk, stripe } = await client();
    try {
      return await run(stripe);
    } catch (error) {
      const unavailable = unavailability(sdk.errors, error);
      if (unavailable) {
        const why = error instanceof Error ? error.message : String(error);
        throw new ProviderUnavailable(`Stripe could not ${what}: ${why}`, { cause: error, ...unavailable });
      }
      throw error;
    }
  }

  // The PaymentIntent and its method, for the status and the method's type.
  const expand = ['payment_intent.payment_method'];
  const retrieveSession = (ref: string) =>
    call('read the Checkout Session', (stripe) => stripe.checkout.sessions.retrieve(ref, { expand }));

  const stateOf = (session: Stripe.Checkout.Session): ProviderPaymentState => ({
    ref: session.id,
    status: sessionPaymentStatus(session),
    amount: session.amount_total ?? 0,
    method: paymentMethodType(typeof session.payment_intent === 'object' ? session.payment_intent : null),
  });

  const refundOf = (refund: Stripe.Refund): ProviderRefund => ({
    ref: refund.id,
    status: refundStatus(refund.status),
    amount: refund.amount,
  });

  return {
    name: 'stripe',
    testMode: /^(sk|rk)_test_/.test(settings.STRIPE_SECRET_KEY),

    async createPayment(request) {
      const metadata = { attempt_id: request.attemptId, shop_id: String(request.shopId) };
      // Every parameter comes from the request: Stripe answers a repeated key with different
      // parameters with an idempotency error, so nothing here may vary between two calls.
      // Checkout collects the IBAN and the mandate itself: request.details has no parameter there.
      const session = await call('create the Checkout Session', (stripe) =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            // Since API 2026-09-30.endive Checkout takes allowed_payment_method_types (a filter on
            // the methods enabled at the dashboard) instead of payment_method_types.
            allowed_payment_method_types: stripePaymentMethodTypes(request),
            success_url: request.returnUrl,
            cancel_url: request.cancelUrl,
            locale: CHECKOUT_LOCALES[request.language],
            client_reference_id: request.attemptId,
            metadata,
            payment_intent_data: { metadata },
          },
          // The payer waits: one try within the start's time, no retries behind it (the payer may
          // try again; an attempt is a new key, and a session made after all expires unpaid).
          { idempotencyKey: request.idempotencyKey, timeout: timeouts.startMs, maxNetworkRetries: 0 },
        ),
      );
      if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a page`);
      return { ref: session.id, redirectUrl: session.url };
    },

    async getPayment(ref) {
      return stateOf(await retrieveSession(ref));
    },

    async cancelPayment(ref) {
      const session = await retrieveSession(ref);
      if (session.status !== 'open') return stateOf(session);
      try {
        return stateOf(
          await call('expire the Checkout Session', (stripe) =>
            stripe.checkout.sessions.expire(ref, { expand }),
          ),
        );
      } catch (error) {
        // The payer completed it between the two calls: then it is answered as it is now.
        if (error instanceof ProviderUnavailable) throw error;
        const now = await retrieveSession(ref);
        if (now.status === 'open') throw error;
        return stateOf(now);
      }
    },

    async refund({ paymentRef, amount, idempotencyKey, reason }) {
      const session = await retrieveSession(paymentRef);
      const intent = session.payment_intent;
      if (!intent) throw new Error(`Checkout Session ${paymentRef} has no payment to refund`);
      const refund = await call('create the refund', (stripe) =>
        stripe.refunds.create(
          {
            payment_intent: typeof intent === 'string' ? intent : intent.id,
            amount,
            metadata: { payment_ref: paymentRef, reason: reason.slice(0, METADATA_VALUE_MAX) },
          },
          { idempotencyKey },
        ),
      );
      // A repeated key replays the first answer, with the status of then: ask for the one of now.
      if (refund.lastResponse?.headers['idempotent-replayed'] === 'true') {
        return refundOf(await call('read the refund', (stripe) => stripe.refunds.retrieve(refund.id)));
      }
      return refundOf(refund);
    },

    async getRefund(paymentRef, refundRef) {
      const refund = await call('read the refund', (stripe) => stripe.refunds.retrieve(refundRef));
      if (refund.metadata?.payment_ref !== undefined && refund.metadata.payment_ref !== paymentRef) {
        throw new Error(`Refund ${refundRef} belongs to ${refund.metadata.payment_ref}, not ${paymentRef}`);
      }
      return refundOf(refund);
    },

    async verifyWebhook({ headers, rawBody }) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') {
        throw new WebhookRejected('The notification has no stripe-signature header');
      }
      const sdk = await loadSdk();
      let event: Stripe.Event;
      try {
        event = await sdk.webhooks.constructEventAsync(
          rawBody,
          signature,
          settings.STRIPE_WEBHOOK_SECRET,
          WEBHOOK_TOLERANCE_S,
        );
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new WebhookRejected(`The notification's signature does not hold: ${why}`, { cause: error });
      }
      return eventsOf(event);
    },
  };
}

/** What a verified Stripe event is about, for checkout: a Checkout Session, or a refund of one. */
function eventsOf(event: Stripe.Event): ProviderEvent[] {
  if (SESSION_EVENTS.includes(event.type)) {
    const session = event.data.object as Stripe.Checkout.Session;
    // Sessions the shop did not create (a payment link on the same account) are none of its business.
    if (!session.metadata?.attempt_id) return [];
    return [{ eventId: event.id, type: event.type, paymentRef: session.id, payload: event }];
  }
  if (REFUND_EVENTS.includes(event.type)) {
    const refund = event.data.object as Stripe.Refund;
    const paymentRef = refund.metadata?.payment_ref;
    if (!paymentRef) return [];
    return [{ eventId: event.id, type: event.type, paymentRef, refundRef: refund.id, payload: event }];
  }
  return [];
}
