import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/checkout.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { demoToday } from '../../../db/seed/catalog.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { testClock } from '../../../test-support/clock.ts';
import { startSmtpServer, type TestSmtpServer } from '../../../test-support/smtp.ts';
import { hotSlot, payForOrder, scarceArticle } from '../checkout.test-support.ts';
import { DEFAULT_RESEND_LIMITS } from './order-confirmation.service.ts';

describe('the order confirmation e-mail', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const now = testClock();
  const today = demoToday(now);
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await build({
      app: {
        clock: () => now,
        localUrl: 'http://localhost:4321',
        mail: { smtpUrl: smtp.url, from: 'shop@museum.example', requireTls: false },
        checkout: { paymentStartsPerClient: { limit: 10_000, windowMs: 60_000 } },
      },
    });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Lets the confirmation's jobs run, then answers the messages the SMTP server got for `to`. */
  const deliveredTo = async (to: string) => {
    await t.app.jobs.runOnce();
    return smtp.received.filter((mail) => mail.to.includes(to));
  };
  /** The address an order's confirmation went to, once its job has run. */
  const recipientOf = async (publicId: string) => {
    await t.app.jobs.runOnce();
    const [row] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.orderId, row?.id ?? ''));
    return mail?.recipient ?? '';
  };

  it('sends one message per booking, in the order’s language, with tickets, invoice and calendar attached', async () => {
    const slot = await hotSlot(t.db, 20, today);
    const id = await payForOrder(t, [slot.item(2)], { lang: 'fr' });
    const to = await recipientOf(id);
    expect(to).toMatch(/@example\.org$/);
    const [mail, ...more] = await deliveredTo(to);
    expect(more).toEqual([]);
    if (!mail) throw new Error('no confirmation arrived');
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, id));
    expect(mail.subject).toContain(order?.orderNumber);
    expect(mail.html).toMatch(/<html[^>]* lang="fr"/);
    // The link back to the order, in its language, on this machine's address.
    expect(mail.text).toContain(`http://localhost:4321/fr/order-review/${id}`);
    expect(mail.html).toContain(`href="http://localhost:4321/fr/order-review/${id}"`);
    expect(mail.attachments.map((file) => file.contentType).sort()).toEqual([
      'application/pdf',
      'application/pdf',
      'text/calendar',
    ]);
    for (const file of mail.attachments.filter((file) => file.contentType === 'application/pdf'))
      expect(file.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const ics = mail.attachments.find((file) => file.contentType === 'text/calendar');
    expect(ics?.filename).toMatch(/\.ics$/);
    expect(ics?.content.toString('utf8')).toContain(
      `DTSTART;TZID=Europe/Berlin:${slot.date.replaceAll('-', '')}T100000`,
    );

    // The job running again (a retry after a crash) writes no second message.
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    expect(await deliveredTo(to)).toHaveLength(1);
  });

  it('attaches neither tickets nor an invoice where there are none to send', async () => {
    const article = await scarceArticle(t.db, 5);
    const id = await payForOrder(t, [article.item(1)], { cart: { request_invoice: false } });
    const [mail] = await deliveredTo(await recipientOf(id));
    expect(mail?.attachments).toEqual([]);
    expect(mail?.html).toMatch(/<html[^>]* lang="en"/);
  });

  it('sends it again to the order’s own address only, a few times an hour', async () => {
    const slot = await hotSlot(t.db, 20, today);
    const id = await payForOrder(t, [slot.item(1)]);
    const to = await recipientOf(id);
    const resend = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/en/order/resendConfirmation',
        remoteAddress: '10.9.9.9',
        payload: body,
      });

    // Nobody can name another address.
    expect((await resend({ id, email: 'thief@example.org' })).statusCode).toBe(422);
    for (let time = 0; time < DEFAULT_RESEND_LIMITS.perOrder.limit; time += 1) {
      const answer = await resend({ id });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ data: { ok: true } });
      await t.app.jobs.runOnce();
    }
    const limited = await resend({ id });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const delivered = await deliveredTo(to);
    expect(delivered).toHaveLength(1 + DEFAULT_RESEND_LIMITS.perOrder.limit);
    expect(new Set(delivered.map((mail) => mail.subject)).size).toBe(1);
    expect(smtp.received.some((mail) => mail.to.includes('thief@example.org'))).toBe(false);
  });

  it('answers 406 for an id that is no paid order, and sends nothing', async () => {
    const before = smtp.received.length;
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/en/order/resendConfirmation',
      remoteAddress: '10.9.9.10',
      payload: { id: 'no-such-order' },
    });
    expect(answer.statusCode).toBe(406);
    expect(answer.json().code).toBe('ORDER_NOT_AVAILABLE');
    await t.app.jobs.runOnce();
    expect(smtp.received.length).toBe(before);
  });
});
