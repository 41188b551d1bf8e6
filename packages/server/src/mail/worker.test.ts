import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail.ts';
import { build, type TestApp } from '../test-support/build.ts';
import { startSmtpServer, type TestSmtpServer } from '../test-support/smtp.ts';
import { enqueueMail } from './outbox.ts';
import { startOutboxWorker } from './worker.ts';

describe('the outbox worker', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await build({ seed: false });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mail = (subject: string) => ({
    recipient: 'visitor@example.org',
    subject,
    text: 'Hello',
    lang: 'en' as const,
  });

  it('finishes the message in progress when stopped, then sends nothing more', async () => {
    const worker = startOutboxWorker({
      db: t.db,
      smtpUrl: smtp.url,
      from: 'shop@museum.example',
      clock: () => new Date(),
      log: t.app.log,
      pollMs: 10,
    });
    const held = smtp.hold();
    await enqueueMail(t.db, mail('before stop'), new Date());
    worker.wake();
    // The message is inside the SMTP exchange when the app closes.
    await held.arrived;
    const stopped = worker.stop();
    held.release();
    await stopped;
    const [first] = await t.db.select().from(mailOutbox);
    expect(first?.status).toBe('sent');
    expect(smtp.received.map((received) => received.subject)).toEqual(['before stop']);

    await enqueueMail(t.db, mail('after stop'), new Date());
    worker.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received.map((received) => received.subject)).toEqual(['before stop']);
    const pending = (await t.db.select().from(mailOutbox)).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.subject)).toEqual(['after stop']);
  });

  it('keeps messages in the outbox when no SMTP server is configured', async () => {
    const worker = startOutboxWorker({
      db: t.db,
      smtpUrl: undefined,
      from: 'shop@museum.example',
      clock: () => new Date(),
      log: t.app.log,
    });
    await worker.runOnce();
    await worker.stop();
    const pending = (await t.db.select().from(mailOutbox)).filter((row) => row.status === 'pending');
    expect(pending.length).toBe(1);
  });
});
