import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database.ts';
import type { StatementPart } from '../../db/prepared.ts';
import type { JobQueue, QueuedJob } from '../../jobs/queue.ts';
import { nextAttemptStatus } from './attempt-states.ts';
import {
  ATTEMPT_MOVED,
  type AttemptRow,
  moveAttemptSeen,
  moveAttemptSeenWith,
  type PaidCart,
} from './payments.repository.ts';
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

/**
 * Checkout's booking of a paid cart in the one statement that moves the attempt to paid and
 * completes the notification's job (issue 38): CTEs that book the cart as read with the
 * notification, once `moved` (true when the attempt moved), and raise MS038 when it is not
 * simply held with a valid hold (then nothing of the statement is written); what the statement
 * answers for `after`, run once it committed. Undefined: not simply held, the job's path;
 * 'in transaction': a booking that needs the transaction (`PaidInTxListener`).
 */
export type PaidInStatementListener = (
  paid: { attemptId: string; cart: PaidCart; cartVersion: string },
  moved: StatementPart,
) => Promise<
  | { ctes: StatementPart[]; answer: StatementPart; after(answer: unknown): void }
  | 'in transaction'
  | undefined
>;

/** How checkout books a paid cart at once: in one statement, or in a transaction when it must. */
export interface PaidAtOnceListeners {
  inStatement: PaidInStatementListener;
  inTx: PaidInTxListener;
}

/** The SQLSTATE with which `book_paid_hold` (inventory.sql) says a paid cart is not simply held. */
const NOT_SIMPLY_HELD = 'MS038';

/** The SQLSTATE of a database error, through the wrappers of drizzle and the drivers. */
function sqlStateOf(error: unknown): string | undefined {
  for (let next = error, depth = 0; next instanceof Error && depth < 5; depth += 1) {
    const code = (next as { code?: unknown }).code;
    if (typeof code === 'string') return code;
    next = next.cause;
  }
  return undefined;
}

export interface PaidAtOnceDeps {
  db: Database;
  jobs: Pick<JobQueue, 'completeIn' | 'completeSql'>;
  providerName: string;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/** A notification stored with its job (decision 0017), and the attempt it names as read then. */
export interface StoredNotification {
  eventId: number;
  attempt: AttemptRow | null;
  /** The cart the attempt pays, as read with the notification, and its row's version then. */
  cart: PaidCart | null;
  cartVersion: string | null;
  /** Its `payment-event` job, queued `runAtOnce`: the path a crash or a refusal here falls back to. */
  job: QueuedJob;
}

/** Thrown inside the transaction to roll it back: the job's path takes the notification. */
class NotAtOnce extends Error {}

/**
 * The common paid notification at once (issue 38), once it is stored with its job: the attempt
 * moves to paid (with the `seen` event and the notification marked processed), checkout books the
 * held cart into its order, and the job completes, all or nothing: in one statement, or in one
 * transaction when checkout's booking needs it (member cards). Before, that was the job, a
 * `settle-attempt` job and their reads: about 20 round trips, now 1 (or 8). Only a payment whose
 * state verifying just read (`state`), paid in full, from an attempt not decided yet, goes this
 * way. Answers false when it did not (the caller runs the job now, the old path). A failure
 * leaves the job queued: it runs once its lease has passed, as after a crash, and books then.
 */
export async function settlePaidAtOnce(
  deps: PaidAtOnceDeps,
  listeners: PaidAtOnceListeners | undefined,
  stored: StoredNotification,
  state: ProviderPaymentState,
): Promise<boolean> {
  const { attempt, cart, cartVersion, job } = stored;
  if (!listeners || !job.payload || !attempt || attempt.provider !== deps.providerName) return false;
  if (state.status !== 'paid' || state.ref !== attempt.providerRef || state.amount !== attempt.amount)
    return false;
  if (nextAttemptStatus(attempt.status, 'paid') !== 'paid') return false;
  if (!cart || cartVersion === null || cart.id !== attempt.cartId) return false;
  const now = deps.clock();
  const move = { id: attempt.id, from: attempt.status, to: 'paid' as const, method: state.method, now };
  const seen = {
    provider: deps.providerName,
    eventId: `seen:${state.ref}:paid`,
    type: 'seen.paid',
    paymentRef: state.ref,
    payload: state,
  };
  const fails = (error: unknown) => {
    deps.log.warn(
      { err: error, attemptId: attempt.id },
      'booking a paid notification at once failed; its job books it once its lease has passed',
    );
    return true;
  };
  const booking = await listeners.inStatement({ attemptId: attempt.id, cart, cartVersion }, ATTEMPT_MOVED);
  if (booking === undefined) return false;
  if (booking !== 'in transaction') {
    try {
      const completion = await deps.jobs.completeSql(job);
      const done: StatementPart = {
        ...completion,
        key: `completed(${completion.key})`,
        sql: () => sql`completed as (${completion.sql()})`,
      };
      const answer = await moveAttemptSeenWith(
        deps.db,
        move,
        seen,
        stored.eventId,
        [...booking.ctes, done],
        booking.answer,
      );
      booking.after(answer);
      return true;
    } catch (error) {
      return sqlStateOf(error) === NOT_SIMPLY_HELD ? false : fails(error);
    }
  }
  try {
    const booked = await deps.db.transaction(async (tx) => {
      if (!(await moveAttemptSeen(tx, move, seen, stored.eventId))) throw new NotAtOnce();
      const done = await listeners.inTx(tx, { attemptId: attempt.id, cartId: attempt.cartId });
      if (!done) throw new NotAtOnce();
      await deps.jobs.completeIn(tx, job);
      return done;
    });
    booked.after();
    return true;
  } catch (error) {
    return error instanceof NotAtOnce ? false : fails(error);
  }
}
