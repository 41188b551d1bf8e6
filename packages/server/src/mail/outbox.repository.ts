import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export type NewOutboxMail = typeof mailOutbox.$inferInsert;

export async function insertMail(db: Db, mail: NewOutboxMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('the message was not written to the outbox');
  return row.id;
}

export async function findMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt, for whoever reads the outbox: how often, why, and not before when it is tried again. */
export async function markMailFailed(db: Db, id: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
