import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from './db/job-schema.ts';
import { carts, orders } from './db/schema/checkout.ts';
import { paymentAttempts, providerEvents, refunds } from './db/schema/payments.ts';
import { voucherCodes, voucherProducts } from './db/schema/vouchers.ts';
import { demoToday } from './db/seed/catalog.ts';
import {
  EXPRESS,
  execPayment,
  guestToken,
  hotSlot,
  initPayment,
  paymentsNeitherBookedNorRefunded,
  sandboxAction,
} from './features/checkout/checkout.test-support.ts';
import { sandboxNotification } from './features/payments/sandbox/sandbox.provider.ts';
import { settleSandboxPayment } from './features/payments/sandbox/sandbox.repository.ts';
import { build, type TestApp } from './test-support/build.ts';
import { testClock } from './test-support/clock.ts';
import { setDatabaseClock } from './test-support/database-clock.ts';

const HOLD_MS = 20 * 60_000;

/**
 * Issue 38: a paid notification is stored with its job, then its attempt moved and its cart booked
 * in one transaction (payments/paid-at-once.ts). These tests fail if that path books twice, books
 * what it must refund, or loses a booking when the transaction does not commit.
 */
describe('a paid notification booked at once', () => {
  let t: TestApp;
  let now = testClock();
  const today = demoToday(now);
  let client = 0;
  beforeAll(async () => {
    t = await build({
      app: {
        clock: () => now,
        checkout: { holdMs: HOLD_MS, paymentStartsPerClient: { limit: 10_000, windowMs: 60_000 } },
      },
    });
  });
  afterEach(async () => {
    expect(await paymentsNeitherBookedNorRefunded(t.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const setNow = async (at: Date) => {
    now = at;
    await setDatabaseClock(t.db, { at });
  };
  async function start(slot: Awaited<ReturnType<typeof hotSlot>>, places = 1) {
    client += 1;
    const answer = await initPayment(t, [slot.item(places)], {
      payart: EXPRESS,
      client: `10.38.0.${client}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { cartId, redirect } = answer.json().data as { cartId: string; redirect: string };
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cartId));
    return { cartId, redirect, ref: attempt?.providerRef ?? '', attemptId: attempt?.id ?? '' };
  }
  const cartOf = async (cartId: string) => (await t.db.select().from(carts).where(eq(carts.id, cartId)))[0];
  const ordersOf = (cartId: string) => t.db.select().from(orders).where(eq(orders.cartId, cartId));
  const attemptOf = async (cartId: string) =>
    (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cartId)))[0];
  /** The sandbox's notification of a payment, posted to the webhook route as a provider would. */
  const notify = async (ref: string) => {
    const { headers, rawBody } = sandboxNotification(ref);
    const response = await t.app.inject({
      method: 'POST',
      url: '/payment-webhooks/sandbox',
      headers: headers as Record<string, string>,
      payload: rawBody,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** The jobs of a kind that wait or run, as pg-boss keeps them. */
  const waitingJobs = async (kind: string) => {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.raw(JOB_SCHEMA)}.job where name = ${kind} and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows: { n: number }[] };
    return Number(result.rows[0]?.n ?? 0);
  };

  it('books in the notification, leaves no job behind, and a replay books nothing more', async () => {
    const slot = await hotSlot(t.db, 3, today);
    const { cartId, redirect, ref } = await start(slot);
    expect((await sandboxAction(t, redirect, 'pay')).statusCode).toBe(303);
    expect((await cartOf(cartId))?.status).toBe('booked');
    expect((await attemptOf(cartId))?.status).toBe('paid');
    expect(await ordersOf(cartId)).toHaveLength(1);
    const stored = await t.db.select().from(providerEvents).where(eq(providerEvents.paymentRef, ref));
    // The notification and the `seen` event, both processed; no job waits to do it again.
    expect(stored.map((event) => event.processedAt !== null)).toEqual([true, true]);
    expect(await waitingJobs('payment-event')).toBe(0);
    expect(await waitingJobs('settle-attempt')).toBe(0);

    // Replayed as it was, and again after the jobs ran: one order.
    await notify(ref);
    await sandboxAction(t, redirect, 'pay');
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    expect(await ordersOf(cartId)).toHaveLength(1);
    const booked = await execPayment(t, cartId);
    expect(booked.statusCode, booked.body).toBe(200);
  });

  it("books a guest's vouchers in the notification, each time with its own codes and confirmation", async () => {
    const [voucher] = await t.db
      .select({ id: voucherProducts.id })
      .from(voucherProducts)
      .where(eq(voucherProducts.variableAmount, false));
    if (!voucher) throw new Error('the demo has a fixed-value voucher');
    /** A guest pays `count` vouchers; answers the order, booked by the notification's statement. */
    const buy = async (count: number) => {
      client += 1;
      const token = await guestToken(t, `10.38.1.${client}`);
      const answer = await initPayment(t, [{ type: 'voucher', id: voucher.id, count }], {
        token,
        client: `10.38.1.${client}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const { cartId, redirect } = answer.json().data as { cartId: string; redirect: string };
      expect((await sandboxAction(t, redirect, 'pay')).statusCode).toBe(303);
      // Booked by the notification itself: no job was left to do it.
      expect(await waitingJobs('payment-event')).toBe(0);
      const [order] = await ordersOf(cartId);
      if (!order) throw new Error(`the cart ${cartId} was not booked`);
      return order;
    };
    // One shape, twice (its statement prepared once), then another: each order has its own codes
    // and its own confirmation.
    const bought = [await buy(1), await buy(1), await buy(2)];
    const codesOf = (order: (typeof bought)[number]) =>
      order.lines.flatMap((line) => (line.type === 'voucher' ? line.codes : []));
    expect(bought.map((order) => codesOf(order).length)).toEqual([1, 1, 2]);
    const codes = bought.flatMap(codesOf);
    expect(new Set(codes).size).toBe(4);
    const stored = await t.db.select().from(voucherCodes).where(inArray(voucherCodes.code, codes));
    expect(stored).toHaveLength(4);
    for (const order of bought) {
      const result = (await t.db.execute(
        sql`select count(*)::int as n from ${sql.raw(JOB_SCHEMA)}.job where name = 'order-confirmation' and data->>'orderId' = ${order.id}`,
      )) as unknown as { rows: { n: number }[] };
      expect(result.rows[0]?.n, order.orderNumber).toBe(1);
    }
    expect(new Set(bought.map((order) => order.orderNumber)).size).toBe(3);
  });

  it('books once when the browser came back first, and the notification comes late', async () => {
    const slot = await hotSlot(t.db, 3, today);
    const { cartId, ref } = await start(slot);
    // Paid at the provider without its notification reaching the shop yet.
    await settleSandboxPayment(t.db, ref, 'paid', now);
    expect((await execPayment(t, cartId)).statusCode).toBe(200);
    await notify(ref);
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect((await cartOf(cartId))?.status).toBe('booked');
  });

  it('refunds a paid cart whose hold lapsed and whose places someone else took', async () => {
    const slot = await hotSlot(t.db, 1, today);
    const started = now;
    const late = await start(slot);
    await setNow(new Date(started.getTime() + HOLD_MS + 1_000));
    try {
      const other = await start(slot);
      await sandboxAction(t, other.redirect, 'pay');
      expect((await cartOf(other.cartId))?.status).toBe('booked');
      await sandboxAction(t, late.redirect, 'pay');
      await t.app.jobs.runOnce({ evenIfNotDue: true });
      expect((await cartOf(late.cartId))?.status).toBe('refund');
      expect(await ordersOf(late.cartId)).toEqual([]);
      const [refund] = await t.db.select().from(refunds).where(eq(refunds.attemptId, late.attemptId));
      expect(refund).toMatchObject({ status: 'succeeded', cause: 'places_gone' });
      expect((await execPayment(t, late.cartId)).json()).toMatchObject({ code: 'PLACES_GONE_REFUND' });
    } finally {
      await setNow(started);
    }
  });

  it('books the cart as it is when it changed after the notification read it', async () => {
    const slot = await hotSlot(t.db, 3, today);
    const { cartId, redirect } = await start(slot);
    // The cart changes while the notification is stored (its statement reads the cart before).
    await t.db.execute(sql`
      create or replace function change_paid_cart() returns trigger language plpgsql as $$
      begin
        update carts c set lang = 'de' from payment_attempts a
          where a.provider_ref = new.payment_ref and c.id = a.cart_id;
        return new;
      end $$`);
    await t.db.execute(
      sql`create trigger change_paid_cart after insert on provider_events for each row when (new.type = 'payment.paid') execute function change_paid_cart()`,
    );
    try {
      expect((await sandboxAction(t, redirect, 'pay')).statusCode).toBe(303);
    } finally {
      await t.db.execute(sql`drop trigger change_paid_cart on provider_events`);
    }
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    // Booked once, and from the cart as it is now, not as the notification read it.
    expect((await cartOf(cartId))?.status).toBe('booked');
    const booked = await ordersOf(cartId);
    expect(booked.map((order) => order.lang)).toEqual(['de']);
    expect((await attemptOf(cartId))?.status).toBe('paid');
    expect(await waitingJobs('payment-event')).toBe(0);
  });

  it('leaves a job that books the cart when its transaction does not commit', async () => {
    const slot = await hotSlot(t.db, 3, today);
    const { cartId, redirect, ref } = await start(slot);
    // The booking's statement fails at its order, as if the process died there: all of it rolls back.
    await t.db.execute(sql`
      create or replace function fail_paid_at_once() returns trigger language plpgsql as $$
      begin raise exception 'the process died here'; end $$`);
    await t.db.execute(
      sql`create trigger fail_paid_at_once before insert on orders for each row execute function fail_paid_at_once()`,
    );
    try {
      expect((await sandboxAction(t, redirect, 'pay')).statusCode).toBe(303);
      expect((await cartOf(cartId))?.status).toBe('held');
      expect((await attemptOf(cartId))?.status).toBe('pending');
      const [event] = await t.db
        .select()
        .from(providerEvents)
        .where(and(eq(providerEvents.paymentRef, ref), eq(providerEvents.type, 'payment.paid')));
      expect(event?.processedAt).toBeNull();
      expect(await waitingJobs('payment-event')).toBe(1);
    } finally {
      await t.db.execute(sql`drop trigger fail_paid_at_once on orders`);
    }
    // The job runs (after its lease, or at once in a test) and books.
    await t.app.jobs.runOnce({ evenIfNotDue: true });
    expect((await cartOf(cartId))?.status).toBe('booked');
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect((await attemptOf(cartId))?.status).toBe('paid');
    expect(await waitingJobs('payment-event')).toBe(0);
  });
});
