import type { Language, PaymentKind, PaymentProviderFailure, Wallet } from '@museum-shop/contract';

/**
 * A payment provider behind checkout: one folder per provider under `features/payments/`
 * (sandbox, stripe, mollie), each exporting a factory that takes its settings and answers this
 * interface. Checkout keeps its own records of attempts, refunds and provider events
 * (`payments.repository.ts`); a provider only talks to its service.
 *
 * Checkout never trusts a notification's body or the browser's return: after a verified
 * notification it asks `getPayment` (or `getRefund`) for the state, so a notification that comes
 * twice, late or out of order changes nothing twice.
 */
export interface PaymentProvider {
  /** The setting's name: `sandbox`, `stripe`, `mollie`. Kept with each attempt. */
  readonly name: string;
  /** True when it takes no real money (the sandbox; a provider's test keys): the shop says "test mode". */
  readonly testMode: boolean;
  /** Starts a payment the payer completes on the provider's page. */
  createPayment(request: PaymentRequest): Promise<ProviderPayment>;
  /** The payment's state as the provider knows it now. */
  getPayment(ref: string): Promise<ProviderPaymentState>;
  /**
   * Voids a payment that is still open, so the payer can no longer complete it (a cancelled or
   * replaced cart). A payment already paid stays paid (checkout then refunds it); one the
   * provider cannot cancel any more (it is being processed) is answered as it is. Answers the
   * state after the call.
   */
  cancelPayment(ref: string): Promise<ProviderPaymentState>;
  /** Gives (part of) a paid payment back. The same idempotency key asks for the same refund. */
  refund(request: RefundRequest): Promise<ProviderRefund>;
  /** A refund's state as the provider knows it now. */
  getRefund(paymentRef: string, refundRef: string): Promise<ProviderRefund>;
  /**
   * Checks that a notification posted to `/payment-webhooks/<name>` comes from the provider, the
   * way the provider says (Stripe: the signature with its time tolerance; Mollie: fetching the
   * payment by the id it names), and answers what it is about. Throws `WebhookRejected` for a
   * notification that is not the provider's. An event the shop does not act on answers [].
   */
  verifyWebhook(request: WebhookRequest): Promise<ProviderEvent[]>;
}

/** What checkout asks a provider to collect. */
export interface PaymentRequest {
  shopId: number;
  /** Checkout's id of the attempt; providers keep it as metadata, for support. */
  attemptId: string;
  /** One payment per attempt: asking again with the same key gives the same payment back. */
  idempotencyKey: string;
  /** Cents, EUR; a positive safe integer. */
  amount: number;
  /** The spec's payment type: its id (payart) and kind; each provider maps them onto its methods. */
  payartId: number;
  kind: PaymentKind;
  /** The wallets of a wallet payment (spec §7 aux.wallets). */
  wallets: readonly Wallet[];
  /** Shown on the provider's page: the museum and what is paid for. */
  description: string;
  /** A SEPA mandate's account holder and IBAN, when the payment type asked for them. */
  details: { accountHolder?: string; iban?: string };
  /** The visitor's language, for the provider's page. */
  language: Language;
  /** Where the provider sends the browser after a payment that went through, or failed. */
  returnUrl: string;
  /** Where the provider sends the browser when the payer cancels. */
  cancelUrl: string;
  /**
   * Where the provider posts its notifications about this payment (`/payment-webhooks/<name>`
   * under the shop's public address). Providers that take it per payment (Mollie) use it; the
   * others have it configured at their dashboard.
   */
  webhookUrl: string;
}

export interface ProviderPayment {
  /** The provider's id of the payment. */
  ref: string;
  /** The provider's page to send the browser to. */
  redirectUrl: string;
}

/**
 * A payment's state as checkout's state machine knows it: `pending` until it is `paid`,
 * `failed`, `canceled` or `expired` (a pending SEPA debit stays `pending` until the bank answers).
 */
export type ProviderPaymentStatus = 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface ProviderPaymentState {
  ref: string;
  status: ProviderPaymentStatus;
  /** Cents the payer paid or is paying. */
  amount: number;
  /** The provider's name of the method used (card, sepa_debit, ideal, …), null until chosen. */
  method: string | null;
}

export interface RefundRequest {
  paymentRef: string;
  /** Cents, at most what was paid. */
  amount: number;
  /** Checkout's refund id: asking again gives the same refund back, never a second one. */
  idempotencyKey: string;
  /** Why, for the provider's records (e.g. "the places were taken while the payment was open"). */
  reason: string;
}

export type ProviderRefundStatus = 'pending' | 'succeeded' | 'failed';

export interface ProviderRefund {
  ref: string;
  status: ProviderRefundStatus;
  amount: number;
}

/** A notification as it reached the webhook route: the bytes as they came (signatures cover them). */
export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
}

/** A verified notification. */
export interface ProviderEvent {
  /**
   * Unique per event at the provider (Stripe's `evt_…`). A provider whose notifications carry no
   * id of their own (Mollie) makes one of what it fetched, so the same news is the same event.
   */
  eventId: string;
  /** The provider's type of event, for the record (e.g. `checkout.session.completed`). */
  type: string;
  /** The payment it is about; checkout asks `getPayment` for its state. */
  paymentRef: string;
  /** The refund it is about, if it is about one; checkout asks `getRefund`. */
  refundRef?: string;
  /** What the provider sent (or, for fetch-by-id, what it answered), kept as it is. */
  payload: unknown;
  /**
   * The payment's state as verifying the notification just read it from the provider (a
   * fetch-by-id provider): checkout acts on it at once instead of asking `getPayment` again. A
   * provider that only checks a signature leaves it out, and checkout asks.
   */
  state?: ProviderPaymentState;
}

/** A notification that is not the provider's (bad signature, too old, unknown payment): answered 400. */
export class WebhookRejected extends Error {}

/**
 * Why a provider could not be used: it could not be reached, did not answer in time, refused the
 * shop's key (401/403: a wrong or revoked key, a person must fix the settings), failed itself (5xx)
 * or asked to slow down (429). A provider's refusal of the request itself (a 400: an invalid
 * parameter, a method not enabled) is none of these: it is thrown as the provider's own error.
 */
export type ProviderFailure = PaymentProviderFailure;

/**
 * A provider's call that failed and may go through later (network, timeout, 5xx, rate limit, or a
 * key the provider refuses until a person fixes it): retried by a job; a payer's payment start
 * answers 503 PAYMENT_PROVIDER_UNAVAILABLE. `failure` says why and `detail` what was seen (an HTTP
 * status, a network error code): both are safe to log and to show staff. The message may quote the
 * provider's answer, which can name part of a key: it is never shown.
 */
export class ProviderUnavailable extends Error {
  readonly failure: ProviderFailure;
  readonly detail: string | undefined;

  constructor(message: string, options: ErrorOptions & { failure?: ProviderFailure; detail?: string } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.failure = options.failure ?? 'unreachable';
    this.detail = options.detail;
  }
}

/**
 * How long a provider's calls may take (ms). A payer waits for the payment start, and the shop's
 * web client gives up after 10 s: the start has less, so the payer reads that payment is not
 * available instead of a timeout. The other calls run in jobs and webhooks, which can wait longer.
 */
export interface ProviderTimeouts {
  /** A payment start (createPayment), the payer waiting, retries included. */
  startMs: number;
  /** Any other call. */
  callMs: number;
}
export const DEFAULT_PROVIDER_TIMEOUTS: ProviderTimeouts = { startMs: 8_000, callMs: 20_000 };
