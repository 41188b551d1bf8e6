import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/database.ts';
import { findShopConfig } from '../db/repositories/shops.repository.ts';
import { retryDelayMs } from '../jobs/backoff.ts';
import type { JobQueue } from '../jobs/queue.ts';
import {
  findMail,
  findMailAttachments,
  markMailExpired,
  markMailFailed,
  markMailSent,
} from './outbox.repository.ts';
import { SEND_MAIL } from './outbox.ts';

export interface MailSendingOptions {
  db: Database;
  /** smtp:// or smtps://; without it messages stay in the outbox, their jobs waiting. */
  smtpUrl: string | undefined;
  /**
   * smtp:// only: the connection must be upgraded with STARTTLS before anything is sent (default
   * true). False allows plain delivery, for a relay on the same machine or network (SMTP_REQUIRE_TLS).
   * smtps:// is TLS from the first byte either way.
   */
  requireTls?: boolean | undefined;
  from: string;
  clock: () => Date;
  log: FastifyBaseLogger;
}

/** MAIL_FROM's address alone: `"Name" <a@b>` or `Name <a@b>` → `a@b`; a bare address as it is. */
export function addressOf(mailFrom: string): string {
  const angle = /<([^<>]+)>\s*$/.exec(mailFrom);
  return (angle?.[1] ?? mailFrom).trim();
}

/**
 * From and Reply-To of a message of `shopId`, from the shop's configuration as it is when the
 * message is sent (one source of truth: a message waiting for its SMTP server goes out under the
 * name the museum gives now). The address is always MAIL_FROM's, the one the SMTP server may send
 * for (SPF, DKIM); a shop's sender name only replaces its display name. Without a shop or a name:
 * MAIL_FROM as it is.
 */
export async function senderOf(db: Database, shopId: number | null, mailFrom: string) {
  const sender = shopId === null ? undefined : (await findShopConfig(db, shopId))?.mail_sender;
  return {
    from: sender?.name ? { name: sender.name, address: addressOf(mailFrom) } : mailFrom,
    ...(sender?.reply_to ? { replyTo: sender.reply_to } : {}),
  };
}

/** A message waits this long for an SMTP server, retried at most hourly, before a person is needed. */
const MAIL_WAITS_DAYS = 30;

/**
 * Sends the outbox's messages as jobs (`send-mail`): one job a message, with its HTML part and its
 * attachments, retried with back-off (30 s, doubling, at most an hour) while the SMTP server
 * refuses. A message whose link has run out (`expires_at` passed) is marked `expired` instead and
 * never sent. Without SMTP_URL this process sends nothing and the jobs wait, for up to 30 days, for
 * a process that has it. Answers how to close the SMTP connection, after the queue has stopped.
 */
export function registerMailSending(jobs: JobQueue, options: MailSendingOptions): { close(): void } {
  const { db, smtpUrl, from, clock, log } = options;
  const requireTls = options.requireTls ?? true;
  if (!smtpUrl) log.info('SMTP_URL is not set: e-mails stay in the outbox');
  // nodemailer loads with the first message to send, not at every start (about 30 ms).
  let transport: Transporter | undefined;
  const smtp = async () => {
    // The URL's own options (e.g. ?tls.rejectUnauthorized=false) apply beside requireTLS.
    transport ??= (await import('nodemailer')).default.createTransport({
      url: smtpUrl,
      requireTLS: requireTls && smtpUrl?.startsWith('smtp:') === true,
    });
    return transport;
  };
  jobs.handle(
    SEND_MAIL,
    async (payload) => {
      const mail = await findMail(db, Number(payload.mailId));
      if (mail?.status !== 'pending') return;
      const now = clock();
      if (mail.expiresAt && mail.expiresAt.getTime() <= now.getTime()) {
        await markMailExpired(db, mail.id);
        log.info(
          { mailId: mail.id, kind: mail.kind, expiresAt: mail.expiresAt },
          'e-mail not sent: its link has expired',
        );
        return;
      }
      try {
        const attachments = await findMailAttachments(db, mail.id);
        await (await smtp()).sendMail({
          ...(await senderOf(db, mail.shopId, from)),
          to: mail.recipient,
          subject: mail.subject,
          text: mail.text,
          ...(mail.html === null ? {} : { html: mail.html }),
          attachments: attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content),
          })),
        });
      } catch (error) {
        const failedAttempts = mail.attempts + 1;
        const retryAt = new Date(clock().getTime() + retryDelayMs(failedAttempts));
        const reason = error instanceof Error ? error.message : String(error);
        await markMailFailed(db, mail.id, retryAt, reason);
        log.warn({ mailId: mail.id, failedAttempts, retryAt, reason }, 'e-mail not sent, will retry');
        throw error;
      }
      await markMailSent(db, mail.id, clock());
      log.info({ mailId: mail.id, kind: mail.kind }, 'e-mail sent');
    },
    // About 30 days of hourly tries: as long as a message waits for its server.
    { maxAttempts: MAIL_WAITS_DAYS * 24, runsHere: smtpUrl !== undefined, keepWaitingDays: MAIL_WAITS_DAYS },
  );
  return { close: () => transport?.close() };
}
