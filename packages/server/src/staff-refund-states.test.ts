import type { StaffOrderDetail } from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from './db/schema/checkout.ts';
import { mailOutbox } from './db/schema/mail.ts';
import { paymentAttempts } from './db/schema/payments.ts';
import { EXPRESS, guestToken, hotSlot, RETURN_URLS } from './features/checkout/checkout.test-support.ts';
import { mollieDriver } from './features/payments/mollie/mollie.driver.ts';
import type { WebhookRequest } from './features/payments/provider.ts';
import type { ProviderDriver } from './features/payments/provider-driver.ts';
import { stripeDriver } from './features/payments/stripe/stripe.driver.ts';
import { staffToken } from './features/staff/staff.test-support.ts';
import { findMailAttachments } from './mail/outbox.repository.ts';
import type { TestApp } from './test-support/build.ts';
import { testToday } from './test-support/clock.ts';
import { providerTestApp } from './test-support/provider-app.ts';

const SEPA = 74;

/** A test app on a provider's fake, with a driver that plays the payer, the bank and the provider. */
function providerApp<Driver extends ProviderDriver>(makeDriver: () => Driver) {
  const shop = providerTestApp(makeDriver);
  const { driver } = shop;
  const state = {} as { t: TestApp; owner: string };
  beforeAll(async () => {
    state.t = shop.t;
    state.owner = await staffToken(state.t, 'owner');
  });

  let client = 0;
  const api = {
    driver,
    state,
    /** A guest's paid order of two places on a fresh slot, by SEPA debit (its refunds wait for the bank). */
    async paidOrder(options: { sepa: boolean } = { sepa: true }) {
      const { t } = state;
      client += 1;
      const ip = `10.41.${client}.1`;
      const slot = await hotSlot(t.db, 5, testToday());
      const token = await guestToken(t, ip);
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/en/checkout/initPayment?_=${token}`,
        remoteAddress: ip,
        payload: {
          payart: options.sepa ? SEPA : EXPRESS,
          ...(options.sepa ? { aux: { accountHolder: 'Greta Guest', iban: 'DE89370400440532013000' } } : {}),
          cart: { ver: 1, items: [slot.item(2)], request_invoice: true },
          url: RETURN_URLS,
        },
      });
      expect(started.statusCode, started.body).toBe(200);
      const { cartId } = started.json().data as { cartId: string };
      const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cartId));
      if (!attempt?.providerRef) throw new Error('no attempt was recorded');
      await api.deliver(await driver.payerPays(attempt.providerRef));
      const [order] = await t.db.select().from(orders).where(eq(orders.cartId, cartId));
      if (!order) throw new Error('the payment booked no order');
      return { order, ref: attempt.providerRef, amount: attempt.amount };
    },
    /** The provider's notifications reach the webhook, and the jobs they set off run. */
    async deliver(notifications: WebhookRequest[]) {
      await shop.deliver(notifications);
      await state.t.app.jobs.runOnce({ evenIfNotDue: true });
    },
    post: (path: string, payload: Record<string, unknown> = {}, token = state.owner) =>
      state.t.app.inject({ method: 'POST', url: `/api/en/${path}?_=${token}`, payload }),
    async detail(number: string): Promise<StaffOrderDetail> {
      const response = await state.t.app.inject({
        method: 'GET',
        url: `/api/en/staff/orders/${number}?_=${state.owner}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
    /** The numbers of the orders the staff search lists as having a refused refund. */
    async needingAPerson(): Promise<string[]> {
      const response = await state.t.app.inject({
        method: 'GET',
        url: `/api/en/staff/orders?state=refund_failed&limit=100&_=${state.owner}`,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.items.map((item: { order_number: string }) => item.order_number);
    },
    refundMails: (orderId: string) =>
      state.t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.orderId, orderId), eq(mailOutbox.kind, 'order-refund'))),
  };
  return api;
}

const refundStates = (detail: StaffOrderDetail) => detail.line_states.map((line) => line.refund_state);
const creditNotes = (detail: StaffOrderDetail) =>
  detail.documents.filter((document) => document.kind === 'credit_note');
const actions = (detail: StaffOrderDetail) => detail.audit.map((entry) => entry.action);

/**
 * A refund is a state machine the money drives (issue 40, decision 0024), against the fakes of
 * Stripe and Mollie: a refunded line is pending until the provider confirms; then, and only
 * then, it counts as refunded, the credit note is issued and the customer is told. A refund the
 * provider refuses leaves its lines failed (still out of the order) until staff send it again or
 * record a bank transfer.
 */
describe.each([
  { provider: 'Stripe (a local fake of its API)', makeDriver: stripeDriver },
  { provider: 'Mollie (a local fake of its API)', makeDriver: mollieDriver },
])('a staff refund the provider decides: $provider', ({ makeDriver }) => {
  const shop = providerApp(makeDriver);

  it('counts a refund only once the provider confirms it, and sends a refused one again', async () => {
    const { order, ref, amount } = await shop.paidOrder();
    const number = order.orderNumber;
    const refund = await shop.post(`staff/orders/${number}/refund`, { reason: 'Visit cancelled' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().data).toMatchObject({ amount, pending: true, credit_note: null });

    let detail = await shop.detail(number);
    expect(refundStates(detail)).toEqual(['pending']);
    expect(detail.line_states[0]).toMatchObject({ refunded: false, refundable: false });
    expect(detail.summary).toMatchObject({ state: 'paid', refunded: 0 });
    expect(creditNotes(detail)).toEqual([]);
    expect(await shop.refundMails(order.id)).toEqual([]);

    // The bank returns the refund: nothing was given back, nobody was told it was.
    await shop.deliver(await shop.driver.refusePendingRefunds());
    detail = await shop.detail(number);
    expect(detail.refunds).toMatchObject([{ status: 'failed', amount, tries: 0 }]);
    expect(refundStates(detail)).toEqual(['failed']);
    expect(detail.summary).toMatchObject({ state: 'paid', refunded: 0 });
    expect(creditNotes(detail)).toEqual([]);
    expect(await shop.refundMails(order.id)).toEqual([]);
    expect(actions(detail)).toContain('order.refund.failed');
    expect(await shop.driver.refunded(ref)).toBe(0);
    // Staff find it among the orders that need a person.
    expect(await shop.needingAPerson()).toContain(number);
    // The lines are out of the order: a second refund of them is refused.
    expect((await shop.post(`staff/orders/${number}/refund`, { reason: 'again' })).statusCode).toBe(409);

    const refundId = detail.refunds[0]?.id ?? '';
    const retried = await shop.post(`staff/orders/${number}/refunds/${refundId}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(refundStates(retried.json().data)).toEqual(['pending']);
    expect(retried.json().data.refunds).toMatchObject([
      { status: expect.stringMatching(/requested|pending/), tries: 1 },
    ]);
    // Sent again once only: the refund is no longer refused.
    expect((await shop.post(`staff/orders/${number}/refunds/${refundId}/retry`)).statusCode).toBe(409);

    await shop.deliver(await shop.driver.settleRefunds());
    detail = await shop.detail(number);
    expect(detail.refunds).toMatchObject([{ status: 'succeeded', tries: 1 }]);
    expect(refundStates(detail)).toEqual(['refunded']);
    expect(detail.summary).toMatchObject({ state: 'refund', refunded: amount });
    expect(creditNotes(detail)).toHaveLength(1);
    expect(actions(detail)).toEqual(
      expect.arrayContaining([
        'order.refund',
        'order.refund.failed',
        'order.refund.retry',
        'order.refund.confirmed',
      ]),
    );
    expect(await shop.driver.refunded(ref)).toBe(amount);
    expect(await shop.needingAPerson()).not.toContain(number);
    const mails = await shop.refundMails(order.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Hello Greta Guest,');
    expect(mails[0]?.subject).toBe(`Refund for your order ${number}`);
    // The credit note goes with it, as the confirmation carries the invoice.
    const attached = await findMailAttachments(shop.state.t.db, mails[0]?.id ?? 0);
    expect(attached.map((file) => [file.filename, file.contentType])).toEqual([
      [`credit-note-${creditNotes(detail)[0]?.number}.pdf`, 'application/pdf'],
    ]);
  });

  it('records a refused refund paid by bank transfer: refunded, with its credit note and e-mail', async () => {
    const { order, ref, amount } = await shop.paidOrder();
    const number = order.orderNumber;
    expect(
      (await shop.post(`staff/orders/${number}/refund`, { reason: 'Closed for works' })).statusCode,
    ).toBe(200);
    await shop.deliver(await shop.driver.refusePendingRefunds());
    const refundId = (await shop.detail(number)).refunds[0]?.id ?? '';

    const box = await staffToken(shop.state.t, 'box_office');
    const asBox = await shop.post(
      `staff/orders/${number}/refunds/${refundId}/manual`,
      { reference: 'TR-1' },
      box,
    );
    expect(asBox.statusCode).toBe(403);
    const manual = await shop.post(`staff/orders/${number}/refunds/${refundId}/manual`, {
      reference: 'Transfer 2026-118',
    });
    expect(manual.statusCode, manual.body).toBe(200);
    await shop.state.t.app.jobs.runOnce({ evenIfNotDue: true });

    const detail = await shop.detail(number);
    expect(detail.refunds).toMatchObject([{ status: 'succeeded', manual_reference: 'Transfer 2026-118' }]);
    expect(refundStates(detail)).toEqual(['refunded']);
    expect(detail.summary).toMatchObject({ state: 'refund', refunded: amount });
    expect(creditNotes(detail)).toHaveLength(1);
    expect(actions(detail)).toEqual(
      expect.arrayContaining(['order.refund.manual', 'order.refund.confirmed']),
    );
    // The provider gave nothing back; the museum did, by transfer.
    expect(await shop.driver.refunded(ref)).toBe(0);
    const [mail] = await shop.refundMails(order.id);
    expect(mail?.text).toContain('We have sent the money to you by bank transfer.');
    // Paid by hand: neither sent again nor recorded twice.
    expect((await shop.post(`staff/orders/${number}/refunds/${refundId}/retry`)).statusCode).toBe(409);
    expect(
      (await shop.post(`staff/orders/${number}/refunds/${refundId}/manual`, { reference: 'again' }))
        .statusCode,
    ).toBe(409);
  });

  it('answers 404 for a refund of another order', async () => {
    const first = await shop.paidOrder();
    const second = await shop.paidOrder();
    await shop.post(`staff/orders/${first.order.orderNumber}/refund`, { reason: 'x' });
    await shop.deliver(await shop.driver.refusePendingRefunds());
    const refundId = (await shop.detail(first.order.orderNumber)).refunds[0]?.id ?? '';
    const response = await shop.post(`staff/orders/${second.order.orderNumber}/refunds/${refundId}/retry`);
    expect(response.statusCode).toBe(404);
  });
});

describe('a refund Stripe confirmed and then failed', () => {
  const shop = providerApp(stripeDriver);

  it('tells the customer it came back, and the line waits for a person again', async () => {
    // A card refund Stripe confirms at once.
    const { order, amount } = await shop.paidOrder({ sepa: false });
    const number = order.orderNumber;
    expect((await shop.post(`staff/orders/${number}/refund`, { reason: 'Double booking' })).statusCode).toBe(
      200,
    );
    await shop.deliver([]);
    let detail = await shop.detail(number);
    expect(refundStates(detail)).toEqual(['refunded']);
    expect(detail.summary.state).toBe('refund');
    expect(await shop.refundMails(order.id)).toHaveLength(1);

    await shop.deliver(await shop.driver.takeBackRefunds());
    detail = await shop.detail(number);
    expect(detail.refunds).toMatchObject([{ status: 'failed', amount }]);
    expect(refundStates(detail)).toEqual(['failed']);
    expect(detail.summary).toMatchObject({ state: 'paid', refunded: 0 });
    const corrections = await shop.state.t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.orderId, order.id), eq(mailOutbox.kind, 'order-refund-correction')));
    expect(corrections).toHaveLength(1);
    expect(corrections[0]?.subject).toBe(`Correction: the refund for your order ${number}`);
    // The credit note stays: the museum still owes the money, and pays it again or by transfer.
    expect(creditNotes(detail)).toHaveLength(1);
  });
});
