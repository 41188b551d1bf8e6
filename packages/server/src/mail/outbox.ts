import type { Language } from '@museum-shop/contract';
import type { Db } from '../db/database.ts';
import type { JobQueue, QueuedJob } from '../jobs/queue.ts';
import { insertMail } from './outbox.repository.ts';

export interface OutgoingMail {
  recipient: string;
  subject: string;
  text: string;
  lang: Language;
}

/** The job that sends one message of the outbox. */
export const SEND_MAIL = 'send-mail';

/** How the app queues e-mail: written first, sent by a job (decision 0017). */
export interface Mailer {
  /**
   * Writes a message to the outbox and queues its sending, in `tx`: the transaction of what caused
   * the message, so both are written or neither.
   */
  queue(tx: Db, mail: OutgoingMail, now: Date): Promise<QueuedJob | null>;
  /**
   * Sends queued messages soon, once their transaction committed, without waiting: a request must
   * neither wait for the SMTP server nor show by its time whether it sent a message.
   */
  sendSoon(queued: readonly (QueuedJob | null)[]): void;
}

export function mailerOn(jobs: JobQueue): Mailer {
  return {
    async queue(tx, mail, now) {
      const mailId = await insertMail(tx, { ...mail, nextAttemptAt: now, createdAt: now });
      return jobs.enqueue(tx, { kind: SEND_MAIL, payload: { mailId }, dedupeKey: `mail:${mailId}` });
    },
    sendSoon(queued) {
      // runNow never throws: a failure is retried by the queue.
      void jobs.runNow(queued);
    },
  };
}
