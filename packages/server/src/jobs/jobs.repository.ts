import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { jobs } from '../db/schema/jobs.ts';

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = Pick<
  typeof jobs.$inferInsert,
  'kind' | 'payload' | 'dedupeKey' | 'maxAttempts' | 'runAt'
>;

/** Queues a job; with a dedupe key that is taken already, nothing is queued and null is answered. */
export async function insertJob(db: Db, job: NewJob): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values(job)
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}

/**
 * Claims due jobs of the given kinds for one worker: moves their next run forward by `leaseMs`,
 * so every other process skips them while this one works, and takes them over if this one dies.
 * With `ids`, only those.
 */
export async function claimDueJobs(
  db: Db,
  options: { now: Date; leaseMs: number; batch: number; kinds: string[]; ids?: number[] },
): Promise<JobRow[]> {
  const { now, leaseMs, batch, kinds, ids } = options;
  if (kinds.length === 0 || ids?.length === 0) return [];
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'queued'),
        lte(jobs.runAt, now),
        inArray(jobs.kind, kinds),
        ids ? inArray(jobs.id, ids) : undefined,
      ),
    )
    .orderBy(asc(jobs.runAt), asc(jobs.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ runAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(jobs.id, due))
    .returning();
}

export async function markJobDone(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', finishedAt: now, attempts: sql`${jobs.attempts} + 1`, lastError: null })
    .where(eq(jobs.id, id));
}

/** A failed attempt: the job runs again at `retryAt`, or with none it is `failed` (a person is needed). */
export async function markJobAttemptFailed(
  db: Db,
  id: number,
  options: { retryAt: Date | null; error: string; now: Date },
): Promise<void> {
  await db
    .update(jobs)
    .set({
      attempts: sql`${jobs.attempts} + 1`,
      lastError: options.error.slice(0, 1000),
      ...(options.retryAt ? { runAt: options.retryAt } : { status: 'failed', finishedAt: options.now }),
    })
    .where(eq(jobs.id, id));
}

/** Gives claimed jobs back to every worker, due now (a worker that stops). */
export async function releaseJobs(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length > 0) await db.update(jobs).set({ runAt: now }).where(inArray(jobs.id, ids));
}
