import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Mailer, mailerOn } from '../mail/outbox.ts';
import { registerMailSending } from '../mail/sender.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailPluginOptions {
  smtpUrl: string | undefined;
  from: string;
  /** smtp:// must upgrade with STARTTLS (default true); false allows a plain local relay (SMTP_REQUIRE_TLS). */
  requireTls?: boolean | undefined;
}

/**
 * E-mail: messages are written to the outbox and sent by the job queue's `send-mail` jobs.
 * Closing the app lets the message being sent finish, then closes the SMTP connection.
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, options: MailPluginOptions) => {
    const sending = registerMailSending(app.jobs, {
      db: app.db,
      smtpUrl: options.smtpUrl,
      requireTls: options.requireTls,
      from: options.from,
      clock: () => app.clock(),
      log: app.log,
    });
    app.decorate('mailer', mailerOn(app.jobs));
    app.addHook('onClose', async () => {
      await app.jobs.stop();
      sending.close();
    });
  },
  { name: 'mail', dependencies: ['database', 'jobs'] },
);
