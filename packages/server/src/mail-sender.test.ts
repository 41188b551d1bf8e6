import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { shops } from './db/schema/config.ts';
import { mailAttachments, mailOutbox } from './db/schema/mail.ts';
import { createShop } from './features/staff/setup/new-shop.ts';
import type { OutgoingMail } from './mail/outbox.ts';
import { build, type TestApp } from './test-support/build.ts';
import { type SmtpServerOptions, startSmtpServer, type TestSmtpServer } from './test-support/smtp.ts';

describe('sending the outbox', () => {
  // Each test its own outbox and mail server: a message one test leaves pending would be sent or
  // counted by the next.
  let t: TestApp | undefined;
  let smtp: TestSmtpServer | undefined;
  let now = new Date('2030-05-04T10:00:00Z');
  /** The shop the messages are sent for, made with each app. */
  let shopId = 0;
  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
    now = new Date('2030-05-04T10:00:00Z');
  });

  /**
   * The app sending to a test SMTP server: plain delivery allowed, unless `tls` says otherwise
   * (`{}`: the app's default, STARTTLS required).
   */
  async function start(
    server: SmtpServerOptions = {},
    tls: { requireTls?: boolean } = { requireTls: false },
  ): Promise<{ t: TestApp; smtp: TestSmtpServer }> {
    smtp = await startSmtpServer(server);
    t = await build({
      seed: false,
      app: { clock: () => now, mail: { smtpUrl: smtp.url, from: 'shop@museum.example', ...tls } },
    });
    await t.app.ready();
    shopId = await createShop(t.db, { lang: 'en', siteName: 'Museum of Light' });
    return { t, smtp };
  }

  const mail = (subject: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
    shopId,
    recipient: 'visitor@example.org',
    subject,
    text: 'Hello',
    lang: 'en' as const,
    ...extra,
  });
  const queue = async (app: TestApp, subject: string, extra: Partial<OutgoingMail> = {}) =>
    app.db.transaction((tx) => app.app.mailer.queue(tx, mail(subject, extra), now));
  const outbox = (app: TestApp) => app.db.select().from(mailOutbox);
  const jobStates = async (app: TestApp) =>
    (
      (await app.db.execute(sql`select state from pgboss.job where name = 'send-mail'`)) as unknown as {
        rows: { state: string }[];
      }
    ).rows.map((row) => row.state);

  it('finishes the message in progress when the queue stops, then sends nothing more', async () => {
    const { t, smtp } = await start();
    const held = smtp.hold();
    const first = await queue(t, 'before stop');
    t.app.mailer.sendSoon([first]);
    // The message is inside the SMTP exchange when the queue stops.
    await held.arrived;
    const stopped = t.app.jobs.stop();
    held.release();
    await stopped;
    const [sent] = await outbox(t);
    expect(sent?.status).toBe('sent');
    expect(smtp.received.map((received) => received.subject)).toEqual(['before stop']);

    const second = await queue(t, 'after stop');
    t.app.mailer.sendSoon([second]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(smtp.received.map((received) => received.subject)).toEqual(['before stop']);
    const pending = (await outbox(t)).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.subject)).toEqual(['after stop']);
  });

  it('keeps messages in the outbox, their jobs waiting, when no SMTP server is configured', async () => {
    t = await build({ seed: false, app: { clock: () => now } });
    await t.app.ready();
    shopId = await createShop(t.db, { lang: 'en' });
    const queued = await queue(t, 'no server');
    expect(queued?.kind).toBe('send-mail');
    t.app.mailer.sendSoon([queued]);
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    const pending = (await outbox(t)).filter((row) => row.status === 'pending');
    expect(pending.map((row) => row.subject)).toEqual(['no server']);
    expect(await jobStates(t)).toEqual(['created']);
  });

  it('sends the HTML part and the attachments; the parsed message has them intact', async () => {
    const { t, smtp } = await start();
    // Every byte value, so a transfer encoding that lost or changed one would show.
    const pdf = Uint8Array.from({ length: 4096 }, (_, index) => (index * 7 + 3) % 256);
    pdf.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n';
    const text = 'Grüße aus dem Museum: Ihre Bestellung 2030-00042.';
    const html = '<!doctype html><html lang="de"><body><h1>Grüße aus dem Museum</h1></body></html>';
    const queued = await queue(t, 'Ihre Bestellung 2030-00042 – Museum des Lichts', {
      text,
      html,
      kind: 'order-confirmation',
      orderId: '6f1c9a52-3d7e-4a0b-9c55-1f2e3d4c5b6a',
      attachments: [
        { filename: 'tickets-2030-00042.pdf', contentType: 'application/pdf', content: pdf },
        {
          filename: 'museum-visit.ics',
          contentType: 'text/calendar; method=PUBLISH',
          content: new TextEncoder().encode(ics),
        },
      ],
    });
    const [row] = await outbox(t);
    expect(row).toMatchObject({ kind: 'order-confirmation', html, status: 'pending' });
    const stored = await t.db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, row?.id ?? 0));
    expect(stored.map((attachment) => [attachment.position, attachment.filename])).toEqual([
      [0, 'tickets-2030-00042.pdf'],
      [1, 'museum-visit.ics'],
    ]);

    t.app.mailer.sendSoon([queued]);
    await t.app.jobs.runOnce();
    expect((await outbox(t))[0]?.status).toBe('sent');
    const [received, ...more] = smtp.received;
    expect(more).toEqual([]);
    expect(received?.to).toEqual(['visitor@example.org']);
    expect(received?.from).toBe('shop@museum.example');
    expect(received?.subject).toBe('Ihre Bestellung 2030-00042 – Museum des Lichts');
    expect(received?.text.trim()).toBe(text);
    expect(received?.html).toContain('<h1>Grüße aus dem Museum</h1>');
    expect(received?.headers.get('content-type')).toMatchObject({ value: 'multipart/mixed' });
    expect(received?.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      ['tickets-2030-00042.pdf', 'application/pdf'],
      ['museum-visit.ics', 'text/calendar'],
    ]);
    expect(Buffer.compare(received?.attachments[0]?.content ?? Buffer.alloc(0), Buffer.from(pdf))).toBe(0);
    expect(received?.attachments[1]?.content.toString('utf8')).toBe(ics);
    expect(received?.raw.toString('latin1')).toContain('method=PUBLISH');
  });

  it('with STARTTLS required, sends nothing to a server that does not offer it and keeps the message', async () => {
    const { t, smtp } = await start({}, {});
    const queued = await queue(t, 'needs TLS');
    t.app.mailer.sendSoon([queued]);
    await t.app.jobs.runOnce();
    expect(smtp.received).toEqual([]);
    const [row] = await outbox(t);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.lastError).toMatch(/STARTTLS/i);
    expect(row?.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);
    expect(await jobStates(t)).toEqual(['retry']);
  });

  it('with STARTTLS required, sends to a server that offers it, over TLS', async () => {
    const { t, smtp } = await start({ startTls: true }, {});
    const queued = await queue(t, 'over TLS', { html: '<p>over TLS</p>' });
    t.app.mailer.sendSoon([queued]);
    await t.app.jobs.runOnce();
    expect((await outbox(t))[0]).toMatchObject({ status: 'sent', lastError: null });
    expect(smtp.received.map((received) => [received.subject, received.secure])).toEqual([
      ['over TLS', true],
    ]);
  });

  it('does not send a message whose link has expired, and does not retry it', async () => {
    const { t, smtp } = await start();
    const expiresAt = new Date(now.getTime() + 60 * 60_000);
    // Queued while the SMTP server refuses: the first attempt fails and is retried later.
    smtp.refuse(true);
    const queued = await queue(t, 'Set a new password', { kind: 'password-reset', expiresAt });
    t.app.mailer.sendSoon([queued]);
    await t.app.jobs.runOnce();
    expect((await outbox(t))[0]).toMatchObject({ status: 'pending', attempts: 1, expiresAt });
    // The server answers again only after the link has run out.
    smtp.refuse(false);
    now = new Date(expiresAt.getTime());
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    expect(smtp.received).toEqual([]);
    expect((await outbox(t))[0]).toMatchObject({ status: 'expired', attempts: 1, sentAt: null });
    // The job ended without an error: nothing is tried again.
    expect(await jobStates(t)).toEqual(['completed']);
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    expect(smtp.received).toEqual([]);

    // A link still valid is sent as usual.
    const fresh = await queue(t, 'Another link', {
      kind: 'password-reset',
      expiresAt: new Date(now.getTime() + 1000),
    });
    t.app.mailer.sendSoon([fresh]);
    await t.app.jobs.runOnce();
    expect(smtp.received.map((received) => received.subject)).toEqual(['Another link']);
  });

  /** The shop's e-mail sender as the setup stores it in its configuration. */
  async function setSender(app: TestApp, sender: { name?: string; reply_to?: string }) {
    const [row] = await app.db.select({ config: shops.config }).from(shops).where(eq(shops.id, shopId));
    if (!row) throw new Error('no shop');
    await app.db
      .update(shops)
      .set({ config: { ...row.config, mail_sender: sender } })
      .where(eq(shops.id, shopId));
  }

  it("sends from the shop's sender name at MAIL_FROM's address, with its reply-to", async () => {
    const { t, smtp } = await start();
    await setSender(t, { name: 'Museum des Lichts – "Shop"', reply_to: 'besucherservice@museum.example' });
    const queued = await queue(t, 'named sender');
    t.app.mailer.sendSoon([queued]);
    await t.app.jobs.runOnce();
    const [received] = smtp.received;
    expect(received?.headers.get('from')).toMatchObject({
      value: [{ name: 'Museum des Lichts – "Shop"', address: 'shop@museum.example' }],
    });
    expect(received?.headers.get('reply-to')).toMatchObject({
      value: [{ address: 'besucherservice@museum.example' }],
    });
    // The envelope's sender stays MAIL_FROM's address, the one the SMTP server may send for.
    expect(received?.envelopeFrom).toBe('shop@museum.example');
  });

  it('reads the sender when the message is sent, so a waiting message goes out under the current name', async () => {
    const { t, smtp } = await start();
    await setSender(t, { name: 'Old name', reply_to: 'old@museum.example' });
    // Queued under the old name, sent after the museum renamed its sender and dropped the reply-to.
    await queue(t, 'waited');
    await setSender(t, { name: 'Museum of Light' });
    await t.app.jobs.runOnce();
    const [received] = smtp.received;
    expect(received?.headers.get('from')).toMatchObject({
      value: [{ name: 'Museum of Light', address: 'shop@museum.example' }],
    });
    expect(received?.headers.get('reply-to')).toBeUndefined();
  });
});
