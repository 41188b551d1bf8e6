import type { Language } from '@museum-shop/contract';
import type { Db } from '../db/database.ts';
import { insertMail } from './outbox.repository.ts';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  lang: Language;
}

/**
 * Writes a message to the outbox, due at once; call it inside the transaction of what caused the
 * message. The worker (worker.ts) sends it once that transaction has committed.
 */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<void> {
  await insertMail(db, { ...mail, nextAttemptAt: now, createdAt: now });
}
