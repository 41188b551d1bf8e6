import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export type NewOutboxMail = typeof mailOutbox.$inferInsert;

export async function insertMail(db: Db, mail: NewOutboxMail): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

/**
 * Claims due messages for one worker: moves their next attempt forward by `leaseMs`, so another
 * process skips them while this one sends, and takes them over if this one dies.
 */
export async function claimDueMail(db: Db, now: Date, leaseMs: number, batch: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(batch)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}

/** Gives claimed messages back to every worker, due now. */
export async function releaseMail(db: Db, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(mailOutbox).set({ nextAttemptAt: now }).where(inArray(mailOutbox.id, ids));
}
