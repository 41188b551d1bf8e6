import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { mailOutbox } from '../db/schema/mail.ts';

/** How long a sent message is kept when the museum sets nothing (MAIL_RETENTION_DAYS). */
export const DEFAULT_MAIL_RETENTION_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * Deletes the messages sent (or expired unsent) more than `days` before `now`, their attachments
 * with them (a foreign key that cascades): an outbox keeps personal data and tickets only as long
 * as the museum needs them for questions about delivery. Pending messages are never deleted.
 * Answers how many went.
 */
export async function deleteOldMail(db: Db, now: Date, days: number): Promise<number> {
  const before = new Date(now.getTime() - days * DAY_MS);
  const deleted = await db
    .delete(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'sent'), lt(mailOutbox.sentAt, before)),
        and(eq(mailOutbox.status, 'expired'), lt(mailOutbox.createdAt, before)),
      ),
    )
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
