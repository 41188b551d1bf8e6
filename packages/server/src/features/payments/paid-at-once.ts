import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database.ts';
import type { JobQueue, QueuedJob } from '../../jobs/queue.ts';
import { nextAttemptStatus } from './attempt-states.ts';
import { type AttemptRow, moveAttemptSeen } from './payments.repository.ts';
import type { ProviderPaymentState } from './provider.ts';

/**
 * Checkout's booking of a paid cart inside the transaction that takes the payment in: answers what
 * to do once it committed (run the confirmation), or undefined when the cart is not simply held
 * with a valid hold (then the transaction rolls back and the notification takes the job's path,
 * which decides booking, refund or nothing as before).
 */
export type PaidInTxListener = (
  tx: Db,
  paid: { attemptId: string; cartId: string },
) => Promise<{ after(): void } | undefined>;

export interface PaidAtOnceDeps {
  db: Database;
  jobs: Pick<JobQueue, 'completeIn'>;
  providerName: string;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** A notification stored with its job (decision 0017), and the attempt it names as read then. */
export interface StoredNotification {
  eventId: number;
  attempt: AttemptRow | null;
  /** Its `payment-event` job, queued `runAtOnce`: the path a crash or a refusal here falls back to. */
  job: QueuedJob;
}

/** Thrown inside the transaction to roll it back: the job's path takes the notification. */
class NotAtOnce extends Error {}

/**
 * The common paid notification in one transaction (issue 38), once it is stored with its job: the
 * attempt moves to paid (with the `seen` event and the notification marked processed), checkout
 * books the held cart into its order, and the job completes, all or nothing. Before, that was the
 * job, a `settle-attempt` job and their reads: about 20 round trips, now 8. Only a payment whose
 * state verifying just read (`state`), paid in full, from an attempt not decided yet, goes this
 * way. Answers false when it did not (the caller runs the job now, the old path). A failure
 * leaves the job queued: it runs once its lease has passed, as after a crash, and books then.
 */
export async function settlePaidAtOnce(
  deps: PaidAtOnceDeps,
  listener: PaidInTxListener | undefined,
  stored: StoredNotification,
  state: ProviderPaymentState,
): Promise<boolean> {
  const { attempt, job } = stored;
  if (!listener || !job.payload || !attempt || attempt.provider !== deps.providerName) return false;
  if (state.status !== 'paid' || state.ref !== attempt.providerRef || state.amount !== attempt.amount)
    return false;
  if (nextAttemptStatus(attempt.status, 'paid') !== 'paid') return false;
  const now = deps.clock();
  try {
    const booked = await deps.db.transaction(async (tx) => {
      const move = { id: attempt.id, from: attempt.status, to: 'paid' as const, method: state.method, now };
      const seen = {
        provider: deps.providerName,
        eventId: `seen:${state.ref}:paid`,
        type: 'seen.paid',
        paymentRef: state.ref,
        payload: state,
      };
      if (!(await moveAttemptSeen(tx, move, seen, stored.eventId))) throw new NotAtOnce();
      const done = await listener(tx, { attemptId: attempt.id, cartId: attempt.cartId });
      if (!done) throw new NotAtOnce();
      await deps.jobs.completeIn(tx, job);
      return done;
    });
    booked.after();
    return true;
  } catch (error) {
    if (error instanceof NotAtOnce) return false;
    deps.log.warn(
      { err: error, attemptId: attempt.id },
      'booking a paid notification at once failed; its job books it once its lease has passed',
    );
    return true;
  }
}
