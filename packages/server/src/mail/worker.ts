import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/database.ts';
import { retryDelayMs } from '../jobs/backoff.ts';
import { claimDueMail, markMailFailed, markMailSent, releaseMail } from './outbox.repository.ts';

export interface OutboxWorkerOptions {
  db: Database;
  /** smtp:// or smtps://; without it messages stay in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** How often the worker looks for due messages besides being woken (default 5 s). */
  pollMs?: number;
}

export interface OutboxWorker {
  /** Sends what is due now; resolves when this round is done. */
  runOnce(): Promise<void>;
  /** Asks for a round soon, e.g. after a message was queued. */
  wake(): void;
  /** Stops polling and waits for the round in progress. */
  stop(): Promise<void>;
}

const LEASE_MS = 2 * 60_000;
const BATCH = 20;

/** Sends the outbox over SMTP, oldest first, retrying failures with back-off (jobs/backoff.ts). */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, smtpUrl, from, clock, log } = options;
  if (!smtpUrl) {
    log.info('SMTP_URL is not set: e-mails stay in the outbox');
    return { runOnce: async () => {}, wake: () => {}, stop: async () => {} };
  }
  // nodemailer loads with the first message to send, not at every start (about 30 ms).
  let transport: Transporter | undefined;
  const smtp = async () => {
    transport ??= (await import('nodemailer')).default.createTransport(smtpUrl);
    return transport;
  };
  let current: Promise<void> = Promise.resolve();
  let stopped = false;

  async function round(): Promise<void> {
    while (!stopped) {
      const batch = await claimDueMail(db, clock(), LEASE_MS, BATCH);
      for (const [index, mail] of batch.entries()) {
        if (stopped) {
          // Stopping: the message being sent was finished; hand the rest back at once, not after the lease.
          await releaseMail(
            db,
            batch.slice(index).map((unsent) => unsent.id),
            clock(),
          );
          return;
        }
        try {
          await (await smtp()).sendMail({ from, to: mail.recipient, subject: mail.subject, text: mail.text });
          await markMailSent(db, mail.id, clock());
          log.info({ mailId: mail.id }, 'e-mail sent');
        } catch (error) {
          const failedAttempts = mail.attempts + 1;
          const retryAt = new Date(clock().getTime() + retryDelayMs(failedAttempts));
          const reason = error instanceof Error ? error.message : String(error);
          await markMailFailed(db, mail.id, retryAt, reason);
          log.warn({ mailId: mail.id, failedAttempts, retryAt, reason }, 'e-mail not sent, will retry');
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  // Rounds run one after another, never two at once in one process.
  const runOnce = () => {
    current = current.then(round).catch((error: unknown) => log.error({ err: error }, 'outbox round failed'));
    return current;
  };
  const timer = setInterval(() => void runOnce(), options.pollMs ?? 5_000);
  timer.unref();
  // Whatever an earlier process left behind is sent first.
  void runOnce();

  return {
    runOnce,
    wake: () => {
      if (!stopped) void runOnce();
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await current;
      transport?.close();
    },
  };
}
