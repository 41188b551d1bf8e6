import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema/mail.ts';
import { build, type TestApp } from '../test-support/build.ts';
import { startSmtpServer, type TestSmtpServer } from '../test-support/smtp.ts';
import { enqueueMail } from './outbox.ts';
import { startOutboxWorker } from './worker.ts';

describe('the outbox worker', () => {
  // Each test its own outbox and mail server: a message one test leaves pending would be sent or
  // counted by the next. And its own clock.
  let t: TestApp;
  let smtp: TestSmtpServer;
  const now = new Date('2030-05-04T10:00:00Z');
  beforeEach(async () => {
    smtp = await startSmtpServer();
    t = await build({ seed: false });
  });
  afterEach(async () => {
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
      clock: () => now,
      log: t.app.log,
      pollMs: 10,
    });
    const held = smtp.hold();
    await enqueueMail(t.db, mail('before stop'), now);
    worker.wake();
    // The message is inside the SMTP exchange when the app closes.
    await held.arrived;
    const stopped = worker.stop();
    held.release();
    await stopped;
    const [first] = await t.db.select().from(mailOutbox);
    expect(first?.status).toBe('sent');
    expect(smtp.received.map((received) => received.subject)).toEqual(['before stop']);

    await enqueueMail(t.db, mail('after stop'), now);
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
      clock: () => now,
      log: t.app.log,
    });
    await enqueueMail(t.db, mail('no server'), now);
    await worker.runOnce();
    await worker.stop();
    const pending = (await t.db.select().from(mailOutbox)).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.subject)).toEqual(['no server']);
  });
});
