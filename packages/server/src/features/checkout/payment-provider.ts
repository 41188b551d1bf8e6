import type { PaymentKind } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';

/** What checkout asks a provider to collect. */
export interface PaymentRequest {
  shopId: number;
  /** One payment per attempt: asking again with the same key gives the same payment back. */
  idempotencyKey: string;
  /** Cents, EUR. */
  amount: number;
  kind: PaymentKind;
  /** Shown on the provider's page: the museum and what is paid for. */
  description: string;
  /** Method details the provider needs (account holder and IBAN of a SEPA mandate, the wallets). */
  details: Record<string, string>;
  /** Where the provider sends the browser after a payment that went through, or failed. */
  returnUrl: string;
  /** Where the provider sends the browser when the payer cancels. */
  cancelUrl: string;
}

export type ProviderPaymentStatus = 'open' | 'paid' | 'failed' | 'canceled';

export interface ProviderPayment {
  /** The provider's id of the payment. */
  ref: string;
  /** The provider's page to send the browser to. */
  redirectUrl: string;
}

/**
 * A payment provider behind checkout. The built-in sandbox is one; a Stripe, Mollie or Adyen
 * adapter is another file implementing the same three calls (decision 0009). Checkout never
 * trusts the browser's return: it asks `status` and books only a paid payment.
 */
export interface PaymentProvider {
  readonly name: string;
  createPayment(db: Db, request: PaymentRequest): Promise<ProviderPayment>;
  status(db: Db, ref: string): Promise<{ status: ProviderPaymentStatus; amount: number }>;
  /** Gives a paid amount back (a paid cart whose places were gone). */
  refund(db: Db, ref: string): Promise<void>;
  /**
   * Voids a payment that is still open, so the payer can no longer complete it (a cart a newer
   * payment start of the same session or client replaced). A payment already paid stays paid: its
   * notification then books the cart or refunds it. Optional: without it the payment stays open.
   */
  cancel?(db: Db, ref: string): Promise<void>;
  /** Registers checkout's handler of the provider's notifications (a webhook's, or the sandbox page's). */
  onNotify?(db: Db, callback: PaymentNotification): () => void;
}

/**
 * A provider's notification that a payment changed (a webhook, or the sandbox's own page):
 * checkout books on it, idempotently, whether or not the browser ever comes back.
 */
export type PaymentNotification = (ref: string) => Promise<void>;
