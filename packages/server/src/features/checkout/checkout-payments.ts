import type { Language, PaymentKind, Wallet } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import type { StatementPart } from '../../db/prepared.ts';
import type { QueuedJob } from '../../jobs/queue.ts';
import type { CartRow } from './checkout.repository.ts';

/**
 * What checkout asks of payments (features/payments implements it; app.ts hands it over, as
 * features meet only there). Money moves only through these calls: an attempt per payment start,
 * voiding and refunding as jobs queued in checkout's own transactions, so a crash loses neither.
 */
export interface CheckoutPayments {
  /** The configured provider's name, kept with each cart. */
  readonly providerName: string;
  /** Records an attempt and starts its payment at the provider. */
  start(input: PaymentRequest): Promise<{ attemptId: string; ref: string; redirect: string }>;
  /**
   * `start` in the steps of a payment start, whose statements checkout sends with its own: the
   * attempt to record before the provider hears of it (start_hold records it with the hold)…
   */
  newAttempt(
    input: Pick<PaymentRequest, 'shopId' | 'cartId' | 'amount' | 'payartId' | 'language'>,
  ): AttemptRecord;
  /** …its payment started at the provider, once it is recorded… */
  startRecorded(attemptId: string, input: PaymentRequest): Promise<{ ref: string; redirect: string }>;
  /** …and the reference written (`pending`), here when checkout could not write it with the cart. */
  recordStarted(attemptId: string, ref: string): Promise<void>;
  /** Asks the provider how a cart's payment stands and takes it in; undefined without an attempt. */
  sync(cartId: string, ids?: PaymentSessionIds): Promise<AttemptState | undefined>;
  /** Queues voiding a cart's open payment, in the transaction that cancels the cart. */
  requestVoid(tx: Db, cartId: string): Promise<QueuedJob | null>;
  /** Records and queues giving a cart's whole payment back, in the transaction that found it unbookable. */
  requestRefund(
    tx: Db,
    cartId: string,
    refund: { cause: 'places_gone' | 'cart_canceled'; reason: string },
  ): Promise<QueuedJob | null>;
  /**
   * Records and queues giving back `amount` of a booked cart's payment on a person's decision, in
   * the transaction that decides it. Undefined when the cart took no payment.
   */
  requestStaffRefund(
    tx: Db,
    cartId: string,
    refund: { amount: number; reason: string },
  ): Promise<{ refundId: string; job: QueuedJob | null } | undefined>;
  /** Runs queued jobs now, after their transaction committed. */
  runJobs(jobs: readonly (QueuedJob | null)[]): Promise<void>;
  /**
   * Registers how checkout books a paid cart in the statement that takes a paid notification in
   * (`inStatement`: CTEs after the attempt's move, see payments' paid-at-once.ts), or in its
   * transaction where that cannot be (`inTx`); undefined: not simply held, the notification's job
   * settles it. Answers the unregistration.
   */
  onPaidAtOnce(listeners: {
    inStatement: (
      paid: { attemptId: string; cart: CartRow; cartVersion: string },
      moved: StatementPart,
    ) => Promise<
      | { ctes: StatementPart[]; answer: StatementPart; after(answer: unknown): void }
      | 'in transaction'
      | undefined
    >;
    inTx: (tx: Db, paid: { attemptId: string; cartId: string }) => Promise<{ after(): void } | undefined>;
  }): () => void;
  /** Registers how checkout settles a decided payment; answers the unregistration. */
  onOutcome(listener: (outcome: AttemptOutcome) => Promise<void>): () => void;
  /** Registers how checkout settles a decided refund; answers the unregistration. */
  onRefundSettled(listener: (settled: RefundSettled) => Promise<void>): () => void;
  /**
   * Sends a staff refund the provider refused once more, in staff's transaction; undefined when
   * it is not failed. Answers the job to run after the commit.
   */
  retryRefund(tx: Db, refundId: string): Promise<QueuedJob | null | undefined>;
  /**
   * Records a refused staff refund as paid back another way (staff's reference), in staff's
   * transaction; undefined when it is not failed. Answers the settling job to run after the commit.
   */
  recordManualRefund(tx: Db, refundId: string, reference: string): Promise<QueuedJob | null | undefined>;
}

/** What a payment is started with. */
export interface PaymentRequest {
  shopId: number;
  cartId: string;
  amount: number;
  payartId: number;
  kind: PaymentKind;
  wallets: readonly Wallet[];
  details: { accountHolder?: string; iban?: string };
  description: string;
  language: Language;
  returnUrl: string;
  cancelUrl: string;
}

/** An attempt as payments records it before its payment starts (status `created`, no reference yet). */
export interface AttemptRecord {
  id: string;
  shopId: number;
  cartId: string;
  provider: string;
  amount: number;
  payartId: number;
  lang: Language;
  createdAt: Date;
}

/** A refund the provider decided, or staff recorded as paid by hand: with its reason and amount. */
export interface RefundSettled {
  refundId: string;
  status: 'succeeded' | 'failed';
  reason: string;
  amount: number;
  /** Staff's reference of the bank transfer that paid a refused refund; null through the provider. */
  manualReference: string | null;
}

export type AttemptState = 'created' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface AttemptOutcome {
  attemptId: string;
  cartId: string;
  status: 'paid' | 'failed' | 'canceled' | 'expired';
}

/** The spec's payment session ids (§7 execPayment: us, sessionUs, srcURL). */
export interface PaymentSessionIds {
  us?: string | undefined;
  sessionUs?: string | undefined;
  srcUrl?: string | undefined;
}
