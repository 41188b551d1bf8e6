import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  constantPart,
  joinParts,
  perDatabaseAndKey,
  preparedFor,
  runComposed,
  type StatementPart,
} from '../../db/prepared.ts';
import { carts } from '../../db/schema/checkout.ts';
import {
  type AttemptStatus,
  paymentAttempts,
  providerEvents,
  type RefundStatus,
  refunds,
} from '../../db/schema/payments.ts';
import type { JobInsertParts } from '../../jobs/queue.ts';

export type AttemptRow = typeof paymentAttempts.$inferSelect;
/** The cart an attempt pays, as a paid notification reads it for checkout to book at once. */
export type PaidCart = typeof carts.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type ProviderEventRow = typeof providerEvents.$inferSelect;

export async function insertAttempt(db: Db, attempt: typeof paymentAttempts.$inferInsert): Promise<void> {
  await db.insert(paymentAttempts).values(attempt);
}

export async function updateAttempt(
  db: Db,
  id: string,
  values: Partial<typeof paymentAttempts.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ ...values, updatedAt: now })
    .where(eq(paymentAttempts.id, id));
}

/** An attempt's move from the state it was read in (`moveAttemptSeen`). */
export interface AttemptMove {
  id: string;
  from: AttemptStatus;
  to: AttemptStatus;
  method: string | null;
  now: Date;
}
/** The provider event that showed a move, stored with it. */
export type SeenEvent = Pick<
  typeof providerEvents.$inferInsert,
  'provider' | 'eventId' | 'type' | 'paymentRef' | 'payload'
>;

/**
 * The CTEs of `moveAttemptSeen`: `moved` (the attempt's id when it moved), the `seen` event stored
 * with it, and the notification `processedEvent` marked processed with it. Built once: what
 * changes is in placeholders (`attemptSeen`).
 */
const ATTEMPT_SEEN_CTES = sql`
    moved as (
      update ${paymentAttempts}
        set status = ${sql.placeholder('moveTo')}, updated_at = ${sql.placeholder('moveAt')}::timestamptz,
            method = coalesce(${sql.placeholder('moveMethod')}::text, ${paymentAttempts.method})
        where ${paymentAttempts.id} = ${sql.placeholder('moveAttempt')} and ${paymentAttempts.status} = ${sql.placeholder('moveFrom')}
        returning ${paymentAttempts.id}
    ),
    stored as (
      insert into ${providerEvents} (provider, event_id, type, payment_ref, payload, processed_at)
        select ${sql.placeholder('seenProvider')}, ${sql.placeholder('seenEventId')}, ${sql.placeholder('seenType')},
               ${sql.placeholder('seenPaymentRef')}, ${sql.placeholder('seenPayload')}::jsonb,
               ${sql.placeholder('moveAt')}::timestamptz
          from moved
        on conflict (provider, event_id) do nothing
    ),
    processed as (
      update ${providerEvents} set processed_at = ${sql.placeholder('moveAt')}::timestamptz
        where ${providerEvents.id} = ${sql.placeholder('processedEvent')}::bigint and processed_at is null
          and exists (select 1 from moved)
    )`;

/** `ATTEMPT_SEEN_CTES` with the values of one move. */
function attemptSeen(move: AttemptMove, seen: SeenEvent, processedEvent: number | null): StatementPart {
  return {
    key: 'attempt-seen',
    sql: () => ATTEMPT_SEEN_CTES,
    values: {
      moveTo: move.to,
      moveAt: move.now.toISOString(),
      moveMethod: move.method,
      moveAttempt: move.id,
      moveFrom: move.from,
      seenProvider: seen.provider,
      seenEventId: seen.eventId,
      seenType: seen.type,
      seenPaymentRef: seen.paymentRef,
      seenPayload: JSON.stringify(seen.payload),
      processedEvent,
    },
  };
}

/**
 * Moves an attempt from `from` to `to` and, when it moved, stores the provider event that showed it
 * (`seen`), in one statement: false when another process moved it first.
 */
export async function moveAttemptSeen(
  db: Db,
  move: AttemptMove,
  seen: SeenEvent,
  /** The stored notification this move acts on, marked processed with it (the paid path at once). */
  processedEvent: number | null = null,
): Promise<boolean> {
  const ctes = attemptSeen(move, seen, processedEvent);
  const [row] = await runComposed<{ moved: number }>(db, {
    ...ctes,
    key: `${ctes.key}|moved`,
    sql: () => sql`with ${ctes.sql()} select count(*)::int as moved from moved`,
  });
  return Number(row?.moved ?? 0) > 0;
}

/** What the other CTEs of `moveAttemptSeenWith`'s statement see of the move: true when it moved. */
export const ATTEMPT_MOVED = constantPart('attempt-moved', sql`exists (select 1 from moved)`);

/**
 * `moveAttemptSeen` with what follows from it in the same statement, without BEGIN and COMMIT: `ctes`
 * (which may read `ATTEMPT_MOVED`) and `answer`, an expression the statement answers. The
 * statement is all or nothing: a CTE that raises writes nothing of it. It is prepared once per
 * shape of its parts (`runComposed`).
 */
export async function moveAttemptSeenWith(
  db: Db,
  move: AttemptMove,
  seen: SeenEvent,
  processedEvent: number,
  ctes: readonly StatementPart[],
  answer: StatementPart,
): Promise<unknown> {
  const whole = joinParts([attemptSeen(move, seen, processedEvent), ...ctes], sql`, `);
  const [row] = await runComposed<{ answer: unknown }>(db, {
    key: `${whole.key}|${answer.key}`,
    sql: () => sql`with ${whole.sql()} select ${answer.sql()} as answer`,
    values: { ...whole.values, ...answer.values },
  });
  return row?.answer;
}

// The attempt reads of every payment's notification, built once per database (`preparedFor`).
const attemptById = preparedFor((db) =>
  db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.id, sql.placeholder('id')))
    .prepare('attempt_by_id'),
);
const attemptByRef = preparedFor((db) =>
  db
    .select()
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.provider, sql.placeholder('provider')),
        eq(paymentAttempts.providerRef, sql.placeholder('providerRef')),
      ),
    )
    .prepare('attempt_by_ref'),
);

export async function findAttempt(db: Db, id: string): Promise<AttemptRow | undefined> {
  const [row] = await attemptById(db).execute({ id });
  return row;
}

export async function findAttemptOfCart(db: Db, cartId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cartId));
  return row;
}

export async function findAttemptByRef(
  db: Db,
  provider: string,
  providerRef: string,
): Promise<AttemptRow | undefined> {
  const [row] = await attemptByRef(db).execute({ provider, providerRef });
  return row;
}

/**
 * The statement of `storeProviderEvent` around `jobInsert` (the job queue's insert, the same for
 * every job of its kind), built once per database and insert: the notification's statement,
 * whose building cost the server about a millisecond a payment (issue 38).
 */
function storeStatement(db: Db, jobInsert: JobInsertParts) {
  return storeStatements(db, jobInsert.text, (count) =>
    buildStoreStatement(db, jobInsert, `store_provider_event_${count}`),
  );
}

function buildStoreStatement(db: Db, jobInsert: JobInsertParts, name: string) {
  const stored = db.$with('stored').as(
    db
      .insert(providerEvents)
      .values({
        provider: sql.placeholder('provider'),
        eventId: sql.placeholder('eventId'),
        type: sql.placeholder('type'),
        paymentRef: sql.placeholder('paymentRef'),
        refundRef: sql.placeholder('refundRef'),
        payload: sql.placeholder('payload'),
      })
      .onConflictDoNothing({ target: [providerEvents.provider, providerEvents.eventId] })
      .returning({ id: providerEvents.id }),
  );
  const queued = db
    .$with('queued', { id: sql<string>`id`.as('id') })
    .as(jobInsert.insert(eventJobRows(sql`${sql.placeholder('jobRows')}::jsonb`)));
  return db
    .with(stored, queued)
    .select({
      eventId: stored.id,
      jobId: sql<string | null>`queued.id`,
      attempt: paymentAttempts,
      cart: carts,
      cartVersion: sql<string | null>`${carts}.xmin::text`,
    })
    .from(stored)
    .leftJoin(queued, sql`true`)
    .leftJoin(
      paymentAttempts,
      and(
        eq(paymentAttempts.provider, sql.placeholder('provider')),
        eq(paymentAttempts.providerRef, sql.placeholder('paymentRef')),
      ),
    )
    .leftJoin(carts, eq(carts.id, paymentAttempts.cartId))
    .prepare(name);
}
/** Built store statements by database and job insert (one name, one text). */
const storeStatements = perDatabaseAndKey<ReturnType<typeof buildStoreStatement>>();

/**
 * Stores a provider event unless one with its id is stored, with its job (`jobInsert`: the job
 * queue's insert of it, `JobQueue.enqueueParts`, its rows made by `eventJobRows`), in one statement
 * without BEGIN and COMMIT: answers its row id, its job's id (null when a job of its key waits
 * already) and the attempt of its payment with the cart it pays, read by the same statement (a
 * paid notification acts on them at once), or undefined for a replay or a duplicate, which queues
 * nothing.
 */
export async function storeProviderEvent(
  db: Db,
  event: Pick<
    typeof providerEvents.$inferInsert,
    'provider' | 'eventId' | 'type' | 'paymentRef' | 'refundRef' | 'payload'
  >,
  jobInsert: JobInsertParts,
): Promise<
  | {
      eventId: number;
      jobId: string | null;
      attempt: AttemptRow | null;
      cart: PaidCart | null;
      /** The cart row's version as read (its xmin), for a booking that needs it unchanged. */
      cartVersion: string | null;
    }
  | undefined
> {
  const [row] = await storeStatement(db, jobInsert).execute({
    provider: event.provider,
    eventId: event.eventId,
    type: event.type,
    paymentRef: event.paymentRef,
    refundRef: event.refundRef ?? null,
    payload: event.payload,
    jobRows: jobInsert.rows,
  });
  return row;
}

/**
 * The rows of a stored event's `payment-event` job (`storeProviderEvent`), from the job queue's
 * `template` of it: the job names the event's row id, and is queued once per row (its dedupe key
 * `event:<row id>`); none when nothing was stored.
 */
export const eventJobRows = (template: SQL) =>
  sql`select jsonb_build_array(jsonb_set(jsonb_set(${template} -> 0, '{data,eventId}', to_jsonb(stored.id)), '{singletonKey}', to_jsonb('event:' || stored.id))) from stored`;

export async function findProviderEvent(db: Db, id: number): Promise<ProviderEventRow | undefined> {
  const [row] = await db.select().from(providerEvents).where(eq(providerEvents.id, id));
  return row;
}

export async function markEventProcessed(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(providerEvents)
    .set({ processedAt: now })
    .where(and(eq(providerEvents.id, id), isNull(providerEvents.processedAt)));
}

/**
 * Records a refund to make unless the attempt has one of this cause already (an automatic refund
 * is made once, however often it is found necessary). Answers the refund's id, or null.
 */
export async function insertRefund(db: Db, refund: typeof refunds.$inferInsert): Promise<string | null> {
  const rows = await db
    .insert(refunds)
    .values(refund)
    .onConflictDoNothing({
      target: refunds.attemptId,
      where: sql`${refunds.cause} <> 'staff'`,
    })
    .returning({ id: refunds.id });
  return rows[0]?.id ?? null;
}

export async function findRefund(db: Db, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}

export async function findRefundByRef(db: Db, attemptId: string, providerRef: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.attemptId, attemptId), eq(refunds.providerRef, providerRef)));
  return row;
}

/**
 * Moves a refund from the state it was read in to `to`, with `values`; false when another process
 * moved it first (then nothing is written).
 */
export async function moveRefund(
  tx: Db,
  id: string,
  from: RefundStatus,
  to: RefundStatus,
  values: Partial<typeof refunds.$inferInsert>,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(refunds)
    .set({ ...values, status: to, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, from)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/**
 * A failed staff refund asked of the provider once more: requested again, without the refused
 * refund's reference, with one more try. Answers the refund, or undefined when it is not failed.
 */
export async function reopenFailedRefund(tx: Db, id: string, now: Date): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'requested', providerRef: null, tries: sql`${refunds.tries} + 1`, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'failed'), eq(refunds.cause, 'staff')))
    .returning();
  return row;
}

/**
 * A failed staff refund paid back another way (a bank transfer), with staff's reference: succeeded
 * from then on, whatever the provider says of the refused one. Undefined when it is not failed.
 */
export async function recordRefundPaidByHand(
  tx: Db,
  id: string,
  reference: string,
  now: Date,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ status: 'succeeded', manualReference: reference, updatedAt: now })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'failed'), eq(refunds.cause, 'staff')))
    .returning();
  return row;
}

export async function updateRefund(
  db: Db,
  id: string,
  values: Partial<typeof refunds.$inferInsert>,
  now: Date,
): Promise<void> {
  await db
    .update(refunds)
    .set({ ...values, updatedAt: now })
    .where(eq(refunds.id, id));
}
