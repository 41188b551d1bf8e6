import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail.ts';
import { build, type TestApp } from '../test-support/build.ts';
import { startSmtpServer, type TestSmtpServer } from '../test-support/smtp.ts';

describe('sending the outbox', () => {
  // Each test its own outbox and mail server: a message one test leaves pending would be sent or
  // counted by the next.
  let t: TestApp | undefined;
  let smtp: TestSmtpServer;
  const now = new Date('2030-05-04T10:00:00Z');
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await t?.close();
    await smtp.close();
  });

  const mail = (subject: string) => ({
    recipient: 'visitor@example.org',
    subject,
    text: 'Hello',
    lang: 'en' as const,
  });
  const queue = async (app: TestApp, subject: string) =>
    app.db.transaction((tx) => app.app.mailer.queue(tx, mail(subject), now));

  it('finishes the message in progress when the queue stops, then sends nothing more', async () => {
    t = await build({
      seed: false,
      app: { clock: () => now, mail: { smtpUrl: smtp.url, from: 'shop@museum.example' } },
    });
    await t.app.ready();
    const held = smtp.hold();
    const first = await queue(t, 'before stop');
    t.app.mailer.sendSoon([first]);
    // The message is inside the SMTP exchange when the queue stops.
    await held.arrived;
    const stopped = t.app.jobs.stop();
    held.release();
    await stopped;
    const [sent] = await t.db.select().from(mailOutbox);
    expect(sent?.status).toBe('sent');
    expect(smtp.received.map((received) => received.subject)).toEqual(['before stop']);

    const second = await queue(t, 'after stop');
    t.app.mailer.sendSoon([second]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received.map((received) => received.subject)).toEqual(['before stop']);
    const pending = (await t.db.select().from(mailOutbox)).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.subject)).toEqual(['after stop']);
  });

  it('keeps messages in the outbox, their jobs waiting, when no SMTP server is configured', async () => {
    t = await build({ seed: false, app: { clock: () => now } });
    await t.app.ready();
    const queued = await queue(t, 'no server');
    expect(queued?.kind).toBe('send-mail');
    t.app.mailer.sendSoon([queued]);
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    const pending = (await t.db.select().from(mailOutbox)).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.subject)).toEqual(['no server']);
    const waiting = (await t.db.execute(
      sql`select state from pgboss.job where name = 'send-mail'`,
    )) as unknown as { rows: { state: string }[] };
    expect(waiting.rows).toEqual([{ state: 'created' }]);
  });
});
