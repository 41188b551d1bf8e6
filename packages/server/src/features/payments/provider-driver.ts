import type { Database } from '../../db/database.ts';
import type { PaymentProvider, WebhookRequest } from './provider.ts';

/**
 * Tests only: plays the payer and the provider's side for the provider contract tests
 * (`packages/server/src/payment-providers.test.ts`), which run the same journeys against the sandbox, Stripe and
 * Mollie. Stripe's and Mollie's drivers talk to a local fake of the provider's HTTP API (no test
 * reaches the internet); the sandbox's to its own book of payments.
 *
 * A driver never delivers a notification itself: it answers the notifications the provider would
 * send, as they would reach `/payment-webhooks/<name>` (headers and bytes, signed as the
 * provider signs them), and the test delivers them once, twice or in another order.
 */
export interface ProviderDriver {
  readonly name: string;
  /** Starts the fake (if any) and answers the provider under test, talking to it. */
  start(options: { db: Database; publicUrl: string }): Promise<PaymentProvider>;
  /** The payer completes the payment on the provider's page; a SEPA debit is then confirmed by the bank. */
  payerPays(ref: string): Promise<WebhookRequest[]>;
  /** The payment fails on the provider's page (card declined). */
  payerFails(ref: string): Promise<WebhookRequest[]>;
  /** The payer cancels on the provider's page. */
  payerCancels(ref: string): Promise<WebhookRequest[]>;
  /** Refunds the provider accepted but has not finished are finished now (succeeded). */
  settleRefunds(): Promise<WebhookRequest[]>;
  /** Refunds the provider accepted but has not finished fail (the bank returned them). */
  refusePendingRefunds(): Promise<WebhookRequest[]>;
  /** The provider's next `times` refund calls fail with a 5xx (a refund that fails and is retried). */
  failRefunds(times: number): void;
  /** Cents the provider has given back of a payment (refunds succeeded). */
  refunded(ref: string): Promise<number>;
  /** A notification that looks like the provider's but is not (bad signature, unknown payment). */
  forgedNotification(ref: string): WebhookRequest;
  /** Stops the fake. */
  stop(): Promise<void>;
}
