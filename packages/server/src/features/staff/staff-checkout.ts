import type { TicketCheck } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import type { QueuedJob } from '../../jobs/queue.ts';

/** What a refund did, as checkout's `refundOrder` answers it. */
export interface StaffRefundOutcome {
  refundId: string | null;
  creditNote: { number: string } | null;
  amount: number;
  lines: number[];
  complete: boolean;
  /** The provider has still to confirm the money. */
  pending: boolean;
}

/**
 * What the staff feature asks of checkout (app.ts hands it over, as features meet only there):
 * refunds through the payment records and jobs, the confirmation sent again, places given back.
 */
export interface StaffCheckout {
  refundOrder(
    orderId: string,
    reason: string,
    options: {
      lines?: readonly number[];
      within?: (tx: Db, refund: StaffRefundOutcome) => Promise<readonly (QueuedJob | null)[]>;
    },
  ): Promise<StaffRefundOutcome | undefined>;
  /**
   * Sends a staff refund the provider refused once more, in `tx`: its lines are pending again.
   * Undefined when it is not refused; else the job to run after the commit.
   */
  retryRefund(tx: Db, refundId: string): Promise<QueuedJob | null | undefined>;
  /**
   * Records a refused staff refund as paid by bank transfer, in `tx`; undefined when it is not
   * refused; else the job that settles it, to run after the commit.
   */
  recordManualRefund(tx: Db, refundId: string, reference: string): Promise<QueuedJob | null | undefined>;
  /** Queues a paid order's confirmation once more, in `tx`. */
  queueConfirmationAgain(tx: Db, orderId: string): Promise<QueuedJob | null>;
  /** Cancels the payments started for an unpaid order and queues voiding them, in `tx`. */
  voidOrderPayments(tx: Db, orderId: string): Promise<(QueuedJob | null)[]>;
  /** Gives back everything an order's cart took (places, stock, voucher amounts), in `tx`. */
  releaseOrderPlaces(tx: Db, cartId: string): Promise<void>;
  /** The door's question: may the holder of a ticket's code come in to this shop today (the museum's date)? */
  checkTicket(shopId: number, code: string, today: string): Promise<TicketCheck>;
  /** The door's reading of a member card's QR code or typed number: its number, or why it is none of this shop's. */
  readMemberCard(
    shopId: number,
    code: string,
  ): Promise<
    | { ok: true; number: string }
    | { ok: false; reason: 'malformed' | 'forged' | 'other-shop' | 'check-digit' }
  >;
  /** Runs jobs a committed transaction queued. */
  runJobs(jobs: readonly (QueuedJob | null)[]): Promise<void>;
}
