import type {
  Locale,
  MollieClient,
  Payment,
  PaymentEmbed,
  PaymentMethod,
  PaymentStatus,
  Refund,
  RefundStatus,
} from '@mollie/api-client';
import { DIRECT_DEBIT_PAYARTS, type Language } from '@museum-shop/contract';
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
import type { MollieSettings } from './mollie.settings.ts';

/** Mollie's method names (the SDK's PaymentMethod enum, as the strings the API takes). */
export type MollieMethod = `${PaymentMethod}`;

/**
 * The shop's payment types as Mollie methods; undefined lets Mollie's hosted page offer every
 * method the museum enabled at its dashboard. A Dutch museum's visitors mostly pay with iDEAL (the
 * Belgians with Bancontact), a German museum's with PayPal, Klarna, cards and bank transfer: that
 * choice is the museum's, made at Mollie, so `express` fixes nothing.
 *
 * - `card` → `creditcard`.
 * - `wallet` → Apple Pay is Mollie's `applepay`; Google Pay is no method of its own on the hosted
 *   page: Mollie shows it inside `creditcard` on devices that have it (docs.mollie.com, Google Pay:
 *   "API method name: creditcard").
 * - `direct_debit` (and payart 74/164 whatever their kind) → `banktransfer`. Mollie's Payments API
 *   takes `directdebit` for a one-off payment only where Mollie support enabled one-off SEPA direct
 *   debits on the account ("not very useful for webshops"); otherwise SEPA direct debit is for
 *   recurring payments after a first payment. Bank transfer is Mollie's bank-account method for a
 *   one-off payment that needs no mandate: the payer transfers with Mollie's reference, and the
 *   payment stays pending until the bank's money arrives, as a debit does. The IBAN the shop asked
 *   for is not sent: a bank transfer has no parameter for it.
 */
export const MOLLIE_METHODS_BY_KIND: Readonly<
  Record<PaymentRequest['kind'], readonly MollieMethod[] | undefined>
> = {
  card: ['creditcard'],
  direct_debit: ['banktransfer'],
  wallet: ['applepay', 'creditcard'],
  express: undefined,
};

const METHOD_BY_WALLET: Readonly<Record<PaymentRequest['wallets'][number], MollieMethod>> = {
  APPLEPAY: 'applepay',
  GOOGLEPAY: 'creditcard',
};

/**
 * The `method` of a Mollie payment for this payment type: one method (the payer goes straight to
 * it), several (the hosted page offers only those) or undefined (the page offers all enabled).
 */
export function mollieMethodFor(
  request: Pick<PaymentRequest, 'kind' | 'payartId' | 'wallets'>,
): MollieMethod | MollieMethod[] | undefined {
  const isDirectDebit = (DIRECT_DEBIT_PAYARTS as readonly number[]).includes(request.payartId);
  let methods = MOLLIE_METHODS_BY_KIND[isDirectDebit ? 'direct_debit' : request.kind];
  if (!isDirectDebit && request.kind === 'wallet' && request.wallets.length > 0) {
    methods = request.wallets.map((wallet) => METHOD_BY_WALLET[wallet]);
  }
  if (!methods) return undefined;
  const unique = [...new Set(methods)];
  return unique.length === 1 ? unique[0] : unique;
}

/** The hosted page's locale for each interface language (Mollie takes xx_XX). */
export const MOLLIE_LOCALES: Readonly<Record<Language, `${Locale}`>> = {
  en: 'en_US',
  de: 'de_DE',
  fr: 'fr_FR',
  it: 'it_IT',
  nl: 'nl_NL',
  es: 'es_ES',
  sv: 'sv_SE',
  da: 'da_DK',
};

/** Mollie's payment statuses as checkout's: open, pending and authorized wait for the payer or the bank. */
export const PAYMENT_STATUSES: Readonly<Record<`${PaymentStatus}`, ProviderPaymentStatus>> = {
  open: 'pending',
  pending: 'pending',
  authorized: 'pending',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/** Mollie's refund statuses as checkout's: a canceled refund gave nothing back, as a failed one. */
export const REFUND_STATUSES: Readonly<Record<`${RefundStatus}`, ProviderRefundStatus>> = {
  queued: 'pending',
  pending: 'pending',
  processing: 'pending',
  refunded: 'succeeded',
  failed: 'failed',
  canceled: 'failed',
};

/** Mollie keeps at most 255 characters of a payment's description (it cuts longer ones), 140 of a refund's. */
const PAYMENT_DESCRIPTION_MAX = 255;
const REFUND_DESCRIPTION_MAX = 140;
/** One page of a payment's refunds: Mollie's largest (a shop's payment has a handful at most). */
const REFUNDS_PAGE_LIMIT = 250;
/** Mollie's ids: a prefix and letters and digits. The SDK puts them into the path unescaped. */
const PAYMENT_ID = /^tr_[A-Za-z0-9]{1,64}$/;
const REFUND_ID = /^re_[A-Za-z0-9]{1,64}$/;
/** A webhook's body is `id=tr_…`: anything much longer is not Mollie's. */
const WEBHOOK_BODY_MAX = 256;

/** Cents as Mollie's amount value, e.g. 1250 → "12.50", with string operations only (no floating point). */
export function mollieValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Not an amount of cents: ${cents}`);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Mollie's amount value as cents, e.g. "12.50" → 1250; only EUR's two decimals are accepted. */
export function centsOf(value: string): number {
  const match = /^(\d+)\.(\d{2})$/.exec(value);
  const cents = match ? Number(`${match[1]}${match[2]}`) : Number.NaN;
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`Not an amount Mollie sends: ${JSON.stringify(value)}`);
  return cents;
}

/** The first `max` characters (code points, so no emoji is cut in half). */
function cut(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

function euros(cents: number) {
  return { currency: 'EUR', value: mollieValue(cents) };
}

function assertPaymentId(ref: string): void {
  if (!PAYMENT_ID.test(ref)) throw new Error(`Not a Mollie payment id: ${JSON.stringify(ref)}`);
}

function assertRefundId(ref: string): void {
  if (!REFUND_ID.test(ref)) throw new Error(`Not a Mollie refund id: ${JSON.stringify(ref)}`);
}

/** The SDK's error: ApiError, with the status of Mollie's answer when there was one. */
function mollieApiError(error: unknown): (Error & { statusCode?: number }) | undefined {
  return error instanceof Error && error.name === 'ApiError'
    ? (error as Error & { statusCode?: number })
    : undefined;
}

/**
 * Whether a failed call may go through later, and why: Mollie's 5xx and 429, its 401 or 403 (the
 * shop's key is wrong or revoked: it goes through once a person fixes the settings), and an
 * ApiError without a status (the request did not reach Mollie, or the answer was no Mollie answer:
 * the SDK wraps fetch's errors so). Any other status is Mollie refusing the request itself. The
 * SDK's own checks of ids never fire here: the ids are checked before.
 */
function unavailability(error: unknown): { failure: ProviderFailure; detail: string } | undefined {
  const apiError = mollieApiError(error);
  if (!apiError) return undefined;
  const status = apiError.statusCode;
  if (status === undefined) {
    // The SDK keeps only fetch's message ("… failed, reason: connect ECONNREFUSED …"): its code is the detail.
    const code = /\b(E[A-Z]{3,})\b/.exec(apiError.message)?.[1];
    return { failure: 'unreachable', detail: code ?? 'no connection' };
  }
  const detail = `HTTP ${status}`;
  if (status === 429) return { failure: 'rate_limited', detail };
  if (status === 401 || status === 403) return { failure: 'refused', detail };
  if (status >= 500) return { failure: 'server_error', detail };
  return undefined;
}

/** The SDK has no timeout of its own: a call waits no longer than `ms` for Mollie, its retries included. */
function withTimeout<T>(work: Promise<T>, what: string, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ProviderUnavailable(`Mollie did not answer in time to ${what}`, {
            failure: 'timeout',
            detail: `${ms} ms`,
          }),
        ),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const importSdk = () => import('@mollie/api-client');
// The SDK takes ~50 ms to import: loaded on the first call, not at the server's start.
let sdkLoading: ReturnType<typeof importSdk> | undefined;
function loadSdk(): ReturnType<typeof importSdk> {
  sdkLoading ??= importSdk();
  return sdkLoading;
}

/**
 * Lets SDK 4.6 reach a fake on this machine over plain http. Its network client sends every
 * request through an https.Agent of its own (node-fetch then refuses an http: address) and has no
 * option for it; but its request function spreads each call's options over that agent, so passing
 * `agent: undefined` lets node-fetch take http's. Only for loopback addresses (see the settings).
 */
function allowPlainHttp(client: MollieClient): void {
  // All binders share one network client; the payments binder holds it as any other.
  const transforming: unknown = Reflect.get(client.payments, 'networkClient');
  const network: unknown =
    typeof transforming === 'object' && transforming && Reflect.get(transforming, 'networkClient');
  const request: unknown = typeof network === 'object' && network && Reflect.get(network, 'request');
  if (typeof network !== 'object' || !network || typeof request !== 'function') {
    throw new Error('This version of @mollie/api-client cannot be pointed at an http:// MOLLIE_API_URL');
  }
  Reflect.set(network, 'request', (pathname: string, init?: Record<string, unknown>) =>
    Reflect.apply(request, network, [pathname, { ...init, agent: undefined }]),
  );
}

/** A status Mollie added after this code was written is an error, not a guess. */
function known<T>(table: Readonly<Record<string, T>>, status: string, what: string): T {
  const mapped = Object.hasOwn(table, status) ? table[status] : undefined;
  if (mapped === undefined) throw new Error(`Mollie answered an unknown ${what} status: ${status}`);
  return mapped;
}

/** What checkout keeps of a Mollie payment. */
function stateOf(payment: Payment): ProviderPaymentState {
  return {
    ref: payment.id,
    status: known(PAYMENT_STATUSES, payment.status, 'payment'),
    amount: centsOf(payment.amount.value),
    method: payment.method ?? null,
  };
}

function refundOf(refund: Refund): ProviderRefund {
  return {
    ref: refund.id,
    status: known(REFUND_STATUSES, refund.status, 'refund'),
    amount: centsOf(refund.amount.value),
  };
}

/**
 * What a notification about this payment may be news of. Mollie's notifications name the payment
 * only and carry no event id, and Mollie calls the payment's webhook when the payment reaches a
 * final status and when one of its refunds reaches processing, refunded, failed or canceled
 * (docs.mollie.com, Webhooks). So each piece of news gets an id made of what it is: the payment's
 * status, and each refund's status. The same state fetched twice is the same event (checkout
 * keeps it once); a state not seen before is a new one.
 */
export function mollieEvents(payment: Payment): ProviderEvent[] {
  const { _embedded, ...paymentData } = payment;
  const events: ProviderEvent[] = [
    {
      eventId: `${payment.id}:${payment.status}`,
      type: `payment.${payment.status}`,
      paymentRef: payment.id,
      payload: paymentData,
    },
  ];
  for (const refund of _embedded?.refunds ?? []) {
    events.push({
      eventId: `${payment.id}:${refund.id}:${refund.status}`,
      type: `refund.${refund.status}`,
      paymentRef: payment.id,
      refundRef: refund.id,
      payload: refund,
    });
  }
  return events;
}

/** The payment id a webhook names: the body is `application/x-www-form-urlencoded`, `id=tr_…` only. */
function webhookPaymentId(headers: Record<string, string | string[] | undefined>, rawBody: Buffer): string {
  const contentType = headers['content-type'];
  if (typeof contentType === 'string' && !contentType.startsWith('application/x-www-form-urlencoded')) {
    throw new WebhookRejected(`A Mollie notification is a form, not ${contentType}`);
  }
  if (rawBody.length > WEBHOOK_BODY_MAX)
    throw new WebhookRejected('The notification is too long to be Mollie’s');
  const form = new URLSearchParams(rawBody.toString('utf8'));
  const ids = form.getAll('id');
  const id = ids[0];
  if (ids.length !== 1 || id === undefined || [...form.keys()].length !== 1 || !PAYMENT_ID.test(id)) {
    throw new WebhookRejected('The notification does not name one payment (id=tr_…)');
  }
  return id;
}

/**
 * Payments through Mollie's hosted checkout (Payments API, one payment per attempt, its `tr_…`
 * id the ref) and refunds through its Refunds API, with the official SDK. Mollie notifies by
 * posting the payment's id to the webhook URL the payment was created with; the notification is
 * verified by fetching that payment.
 */
export function createMollieProvider(
  settings: MollieSettings,
  timeouts: ProviderTimeouts = DEFAULT_PROVIDER_TIMEOUTS,
): PaymentProvider {
  let clientLoading: Promise<MollieClient> | undefined;
  const client = () => {
    clientLoading ??= loadSdk().then(({ createMollieClient }) => {
      const mollie = createMollieClient({
        apiKey: settings.MOLLIE_API_KEY,
        ...(settings.MOLLIE_API_URL ? { apiEndpoint: settings.MOLLIE_API_URL } : {}),
      });
      if (settings.MOLLIE_API_URL?.startsWith('http:')) allowPlainHttp(mollie);
      return mollie;
    });
    return clientLoading;
  };

  /**
   * Runs one call of the API: failures that may pass (network, no answer in time, a refused key,
   * 5xx, 429) become ProviderUnavailable, saying why. The SDK itself tries a 5xx three times before
   * it gives up. A payment start, the payer waiting, has `timeouts.startMs` for all of it.
   */
  async function call<T>(
    what: string,
    run: (mollie: MollieClient) => Promise<T>,
    ms = timeouts.callMs,
  ): Promise<T> {
    const mollie = await client();
    try {
      return await withTimeout(run(mollie), what, ms);
    } catch (error) {
      const unavailable = unavailability(error);
      if (unavailable) {
        const why = error instanceof Error ? error.message : String(error);
        throw new ProviderUnavailable(`Mollie could not ${what}: ${why}`, { cause: error, ...unavailable });
      }
      throw error;
    }
  }

  const fetchPayment = (ref: string) => {
    assertPaymentId(ref);
    return call('read the payment', (mollie) => mollie.payments.get(ref));
  };

  return {
    name: 'mollie',
    testMode: settings.MOLLIE_API_KEY.startsWith('test_'),

    async createPayment(request) {
      const method = mollieMethodFor(request);
      const payment = await call(
        'create the payment',
        (mollie) =>
          mollie.payments.create({
            amount: euros(request.amount),
            description: cut(request.description, PAYMENT_DESCRIPTION_MAX),
            redirectUrl: request.returnUrl,
            cancelUrl: request.cancelUrl,
            webhookUrl: request.webhookUrl,
            locale: MOLLIE_LOCALES[request.language] as Locale,
            ...(method ? { method: method as PaymentMethod | PaymentMethod[] } : {}),
            metadata: { attempt_id: request.attemptId, shop_id: request.shopId },
            // The SDK sends it as Mollie's Idempotency-Key header (and drops it from the body). Mollie
            // answers the same key with the first answer, and a key used for other parameters with 400.
            idempotencyKey: request.idempotencyKey,
          }),
        timeouts.startMs,
      );
      const checkout = payment._links.checkout?.href;
      if (!checkout) throw new Error(`Mollie answered payment ${payment.id} without a checkout page`);
      return { ref: payment.id, redirectUrl: checkout };
    },

    async getPayment(ref) {
      return stateOf(await fetchPayment(ref));
    },

    async cancelPayment(ref) {
      const payment = await fetchPayment(ref);
      if (!payment.isCancelable) return stateOf(payment);
      try {
        return stateOf(await call('cancel the payment', (mollie) => mollie.payments.cancel(ref)));
      } catch (error) {
        // It stopped being cancelable between the two calls (the payer paid): answered as it is now.
        if (mollieApiError(error)?.statusCode !== 422) throw error;
        return stateOf(await fetchPayment(ref));
      }
    },

    async refund({ paymentRef, amount, idempotencyKey, reason }) {
      assertPaymentId(paymentRef);
      // Mollie forgets idempotency keys after a while, and advises to look at the payment's
      // refunds after a refund call that got no answer: a refund made under this key is found by
      // its metadata, however long ago, and only then a new one is asked for.
      const existing = await call('list the refunds', (mollie) =>
        mollie.paymentRefunds.page({ paymentId: paymentRef, limit: REFUNDS_PAGE_LIMIT }),
      );
      const made = existing.find(
        (refund) =>
          (refund.metadata as { idempotency_key?: unknown } | null)?.idempotency_key === idempotencyKey,
      );
      if (made) return refundOf(made);
      const refund = await call('create the refund', (mollie) =>
        mollie.paymentRefunds.create({
          paymentId: paymentRef,
          amount: euros(amount),
          description: cut(reason, REFUND_DESCRIPTION_MAX),
          metadata: { payment_ref: paymentRef, idempotency_key: idempotencyKey },
          idempotencyKey,
        }),
      );
      return refundOf(refund);
    },

    async getRefund(paymentRef, refundRef) {
      assertPaymentId(paymentRef);
      assertRefundId(refundRef);
      return refundOf(
        await call('read the refund', (mollie) =>
          mollie.paymentRefunds.get(refundRef, { paymentId: paymentRef }),
        ),
      );
    },

    async verifyWebhook({ headers, rawBody }) {
      const id = webhookPaymentId(headers, rawBody);
      let payment: Payment;
      try {
        payment = await call('read the notified payment', (mollie) =>
          mollie.payments.get(id, { embed: ['refunds' as PaymentEmbed] }),
        );
      } catch (error) {
        if (mollieApiError(error)?.statusCode === 404) {
          throw new WebhookRejected(`Mollie has no payment ${id}`, { cause: error });
        }
        throw error;
      }
      // Payments the shop did not make (the dashboard's, another app's on the account) are none of its business.
      const metadata = payment.metadata as { attempt_id?: unknown } | null;
      if (typeof metadata?.attempt_id !== 'string') return [];
      return mollieEvents(payment);
    },
  };
}
