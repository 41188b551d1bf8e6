import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mailAttachments, mailOutbox } from '../db/schema/mail.ts';

export type NewOutboxMail = typeof mailOutbox.$inferInsert;

/** A file of a message, as it is written and read back. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Uint8Array;
}

/** Writes a message and its attachments (in their order); `db` is the transaction of what caused it. */
export async function insertMail(
  db: Db,
  mail: NewOutboxMail,
  attachments: readonly MailAttachment[] = [],
): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('the message was not written to the outbox');
  if (attachments.length > 0)
    await db.insert(mailAttachments).values(
      attachments.map((attachment, position) => ({
        mailId: row.id,
        position,
        filename: attachment.filename,
        contentType: attachment.contentType,
        content: attachment.content,
      })),
    );
  return row.id;
}

export async function findMail(db: Db, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** A message's attachments in the order they were given. */
export async function findMailAttachments(db: Db, mailId: number): Promise<MailAttachment[]> {
  return db
    .select({
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      content: mailAttachments.content,
    })
    .from(mailAttachments)
    .where(eq(mailAttachments.mailId, mailId))
    .orderBy(asc(mailAttachments.position));
}

export async function markMailSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${mailOutbox.attempts} + 1`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A message whose link ran out before it could be sent: it is never sent (a pending one only). */
export async function markMailExpired(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'expired' })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'pending')));
}

/** A failed attempt, for whoever reads the outbox: how often, why, and not before when it is tried again. */
export async function markMailFailed(db: Db, id: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt, lastError: error.slice(0, 500) })
    .where(eq(mailOutbox.id, id));
}
