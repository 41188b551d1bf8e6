import type { Language } from '@museum-shop/contract';
import type { Db } from '../db/database.ts';
import type { MailKind } from '../db/schema/mail.ts';
import type { JobQueue, QueuedJob } from '../jobs/queue.ts';
import { insertMail, type MailAttachment } from './outbox.repository.ts';

export type { MailKind } from '../db/schema/mail.ts';
export type { MailAttachment } from './outbox.repository.ts';

export interface OutgoingMail {
  /**
   * The shop the message is sent for: its sender name and reply-to address are read from the
   * shop's configuration when the message is sent (decision 0023).
   */
  shopId: number;
  recipient: string;
  subject: string;
  /** The plain-text part; every message has one, saying what the HTML part says. */
  text: string;
  /** The HTML part beside the text, where the message has one. */
  html?: string;
  /** Files sent with the message, in this order (tickets, invoice, calendar entry). */
  attachments?: readonly MailAttachment[];
  lang: Language;
  /** What the message is about (default 'account'). */
  kind?: MailKind;
  /** The order a confirmation belongs to. */
  orderId?: string;
  /** When the link the message carries stops working: a message not sent by then is never sent. */
  expiresAt?: Date;
}

/** The job that sends one message of the outbox. */
export const SEND_MAIL = 'send-mail';

/** How the app queues e-mail: written first, sent by a job (decision 0017). */
export interface Mailer {
  /**
   * Writes a message (with its attachments) to the outbox and queues its sending, in `tx`: the
   * transaction of what caused the message, so both are written or neither.
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
      const { attachments = [], html, kind, orderId, expiresAt, ...message } = mail;
      const mailId = await insertMail(
        tx,
        {
          ...message,
          html: html ?? null,
          kind: kind ?? 'account',
          orderId: orderId ?? null,
          expiresAt: expiresAt ?? null,
          nextAttemptAt: now,
          createdAt: now,
        },
        attachments,
      );
      return jobs.enqueue(tx, { kind: SEND_MAIL, payload: { mailId }, dedupeKey: `mail:${mailId}` });
    },
    sendSoon(queued) {
      // runNow never throws: a failure is retried by the queue.
      void jobs.runNow(queued);
    },
  };
}
