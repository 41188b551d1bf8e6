import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export type JobStatus = 'queued' | 'done' | 'failed';

/**
 * Work that must not be lost (booking after a confirmed payment, refunds, voiding a payment,
 * e-mail): written in the transaction that made it necessary, then done by any process's worker
 * (`jobs/worker.ts`), retried with back-off until it succeeds or needs a person (`failed`).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do: a handler's name (`payment-event`, `refund`, `void-payment`, …). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** At most one queued or done job per key: asking twice for the same work queues it once. */
    dedupeKey: text('dedupe_key').unique(),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** After this many failed attempts the job is `failed`: a person is needed. */
    maxAttempts: integer('max_attempts').notNull(),
    /** When a worker may (re)try; a worker that claims the job moves it forward as a lease. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx').on(table.runAt).where(sql`${table.status} = 'queued'`),
    check('jobs_status', sql`${table.status} IN ('queued', 'done', 'failed')`),
  ],
);
