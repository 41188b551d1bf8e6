import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type OutboxWorker, startOutboxWorker } from '../mail/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: OutboxWorker;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  pollMs?: number;
}

/** Runs the outbox worker while the app runs; closing the app waits for the message being sent. */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const worker = startOutboxWorker({
      db: app.db,
      smtpUrl: options.smtpUrl,
      from: options.from,
      clock: () => app.clock(),
      log: app.log,
      ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    });
    app.decorate('mailOutbox', worker);
    // Runs before the database plugin's onClose (hooks run in reverse order of registration).
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'mail', dependencies: ['database'] },
);
