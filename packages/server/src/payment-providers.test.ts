import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, orders } from './db/schema/checkout.ts';
import { paymentAttempts, providerEvents, refunds } from './db/schema/payments.ts';
import { markHeldCartCanceled } from './features/checkout/checkout.repository.ts';
import {
  cancelCart,
  EXPRESS,
  execPayment,
  guestToken,
  hotSlot,
  paymentsNeitherBookedNorRefunded,
  RETURN_URLS,
} from './features/checkout/checkout.test-support.ts';
import { releaseHold } from './features/checkout/inventory/inventory.repository.ts';
import { mollieDriver } from './features/payments/mollie/mollie.driver.ts';
import { sandboxDriver } from './features/payments/sandbox/sandbox.driver.ts';
import { stripeDriver } from './features/payments/stripe/stripe.driver.ts';
import type { TestApp } from './test-support/build.ts';
import { testToday } from './test-support/clock.ts';
import { providerTestApp } from './test-support/provider-app.ts';

const SEPA = 74;

/**
 * The provider contract (issue 22): the same journeys through checkout, its webhook route and its
 * jobs, against the sandbox, Stripe's fake and Mollie's fake alike. Whatever the provider, a paid
 * attempt ends booked or refunded, a notification counts once, and money given back is confirmed
 * by the provider.
 */
describe.each([
  { provider: 'sandbox', makeDriver: sandboxDriver },
  { provider: 'Stripe (a local fake of its API)', makeDriver: stripeDriver },
  { provider: 'Mollie (a local fake of its API)', makeDriver: mollieDriver },
])('the payment provider contract: $provider', ({ makeDriver }) => {
  const shop = providerTestApp(makeDriver);
  const { driver, deliver } = shop;
  let t: TestApp;
  beforeAll(() => {
    t = shop.t;
  });

  let client = 0;
  /** A payment start for one place of a fresh slot; SEPA as a guest (a SEPA debit can fail at every provider). */
  async function start(options: { sepa?: boolean } = {}) {
    client += 1;
    const slot = await hotSlot(t.db, 5, testToday());
    const token = options.sepa ? await guestToken(t, `10.9.${client}.1`) : undefined;
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/en/checkout/initPayment${token ? `?_=${token}` : ''}`,
      remoteAddress: `10.9.${client}.1`,
      payload: {
        payart: options.sepa ? SEPA : EXPRESS,
        ...(options.sepa ? { aux: { accountHolder: 'Greta Guest', iban: 'DE89370400440532013000' } } : {}),
        cart: { ver: 1, items: [slot.item(1)] },
        url: RETURN_URLS,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { cartId } = response.json().data as { cartId: string };
    const [attempt] = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cartId));
    if (!attempt?.providerRef) throw new Error('no attempt was recorded');
    return { cartId, ref: attempt.providerRef, amount: attempt.amount, attemptId: attempt.id };
  }
  const cartOf = async (cartId: string) => (await t.db.select().from(carts).where(eq(carts.id, cartId)))[0];
  const ordersOf = (cartId: string) => t.db.select().from(orders).where(eq(orders.cartId, cartId));
  const attemptOf = async (cartId: string) =>
    (await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.cartId, cartId)))[0];
  /** Lets the money settle: pending refunds finish at the provider, and the jobs' back-off passes. */
  async function settleMoney() {
    for (let round = 0; round < 3; round += 1) {
      await deliver(await driver.settleRefunds());
      await t.app.jobs.runOnce({ evenIfNotDue: true });
    }
  }

  it('pays: a verified notification books the cart once, with the shop’s order number', async () => {
    const { cartId, ref } = await start();
    await deliver(await driver.payerPays(ref));
    expect((await cartOf(cartId))?.status).toBe('booked');
    const response = await execPayment(t, cartId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.order_number).toMatch(/^\d{4}-\d{5}$/);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect((await attemptOf(cartId))?.status).toBe('paid');
  });

  it('fails: execPayment says so, nothing is booked, and the cart may be paid anew', async () => {
    const { cartId, ref } = await start({ sepa: true });
    await deliver(await driver.payerFails(ref));
    const response = await execPayment(t, cartId);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'PAYMENT_FAILED' });
    expect(await ordersOf(cartId)).toEqual([]);
    expect((await attemptOf(cartId))?.status).toBe('failed');
  });

  it('cancels: the cart gives its places back, its payment is voided and can no longer be paid', async () => {
    const { cartId, ref } = await start();
    await deliver(await driver.payerCancels(ref));
    const cancelled = await cancelCart(t, cartId);
    // The sandbox's and Mollie's cancel already reached checkout; Stripe's payer only goes back.
    expect([200, 410]).toContain(cancelled.statusCode);
    expect((await cartOf(cartId))?.status).toBe('canceled');
    expect(['canceled', 'expired']).toContain((await attemptOf(cartId))?.status);
    await deliver(await driver.payerPays(ref).catch(() => []));
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await driver.refunded(ref)).toBe(0);
    expect(await paymentsNeitherBookedNorRefunded(t.db)).toEqual([]);
  });

  it('refunds a late payment for a cart cancelled meanwhile, and books nothing', async () => {
    const { cartId, ref, amount } = await start();
    // Cancelled without the provider hearing of it (the void was lost): the payer still pays.
    await t.db.transaction(async (tx) => {
      expect(await markHeldCartCanceled(tx, cartId)).toBe(true);
      await releaseHold(tx, cartId);
    });
    await deliver(await driver.payerPays(ref));
    await settleMoney();
    expect((await cartOf(cartId))?.status).toBe('refund');
    expect(await ordersOf(cartId)).toEqual([]);
    expect(await driver.refunded(ref)).toBe(amount);
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(eq(refunds.attemptId, (await attemptOf(cartId))?.id ?? ''));
    expect(refund).toMatchObject({ status: 'succeeded', amount, cause: 'cart_canceled' });
    expect((await execPayment(t, cartId)).json()).toMatchObject({ code: 'PLACES_GONE_REFUND' });
    expect(await paymentsNeitherBookedNorRefunded(t.db)).toEqual([]);
  });

  it('retries a refund the provider refused until it goes through', async () => {
    const { cartId, ref, amount, attemptId } = await start();
    await t.db.transaction(async (tx) => {
      await markHeldCartCanceled(tx, cartId);
      await releaseHold(tx, cartId);
    });
    driver.failRefunds(1);
    await deliver(await driver.payerPays(ref));
    const [first] = await t.db.select().from(refunds).where(eq(refunds.attemptId, attemptId));
    expect(first?.status).toBe('requested');
    expect(await driver.refunded(ref)).toBe(0);
    await settleMoney();
    const [after] = await t.db.select().from(refunds).where(eq(refunds.attemptId, attemptId));
    expect(after?.status).toBe('succeeded');
    expect(await driver.refunded(ref)).toBe(amount);
    // The refund's job failed once and was retried: pg-boss keeps it, completed, in its table.
    const jobs = await t.db.execute(
      sql`select state, retry_count from pgboss.job where name = 'refund' and data->>'refundId' = ${after?.id ?? ''}`,
    );
    const [job, ...others] = (jobs as unknown as { rows: { state: string; retry_count: number }[] }).rows;
    expect(others).toEqual([]);
    expect(job?.state).toBe('completed');
    // Once for the refusal; a provider whose refunds are pending at first (Mollie) is asked again.
    expect(job?.retry_count).toBeGreaterThanOrEqual(1);
  });

  it('the double payment of issue 22: one paid order, and the first payment refused or refunded', async () => {
    // The same visitor starts, goes back, orders again (the shop replaces the first cart), pays the
    // second, then goes back to the first payment page and pays that one too.
    client += 1;
    const visitor = `10.10.${client}.1`;
    const slot = await hotSlot(t.db, 5, testToday());
    const startAgain = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPayment',
        remoteAddress: visitor,
        payload: { payart: EXPRESS, cart: { ver: 1, items: [slot.item(2)] }, url: RETURN_URLS },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { cartId } = response.json().data as { cartId: string };
      const attempt = await attemptOf(cartId);
      return { cartId, ref: attempt?.providerRef ?? '', amount: attempt?.amount ?? 0 };
    };
    const first = await startAgain();
    const second = await startAgain();
    expect((await cartOf(first.cartId))?.status).toBe('canceled');
    await deliver(await driver.payerPays(second.ref));
    expect((await execPayment(t, second.cartId)).statusCode).toBe(200);
    // The first page: refused where the void reached the provider, paid where it could not.
    await deliver(await driver.payerPays(first.ref).catch(() => []));
    await settleMoney();
    const paidOrders = await t.db.select().from(orders).where(eq(orders.cartId, second.cartId));
    expect(paidOrders).toHaveLength(1);
    expect(await ordersOf(first.cartId)).toEqual([]);
    const firstAttempt = await attemptOf(first.cartId);
    if (firstAttempt?.status === 'paid') expect(await driver.refunded(first.ref)).toBe(first.amount);
    else expect(await driver.refunded(first.ref)).toBe(0);
    expect(await paymentsNeitherBookedNorRefunded(t.db)).toEqual([]);
  });

  it('takes a duplicated, replayed and out-of-order notification once', async () => {
    const { cartId, ref } = await start();
    const notifications = await driver.payerPays(ref);
    await deliver([...notifications].reverse());
    await deliver(notifications);
    await deliver([...notifications, ...notifications]);
    expect(await ordersOf(cartId)).toHaveLength(1);
    expect((await cartOf(cartId))?.status).toBe('booked');
    const stored = await t.db.select().from(providerEvents).where(eq(providerEvents.paymentRef, ref));
    expect(new Set(stored.map((event) => event.eventId)).size).toBe(stored.length);
    expect(await paymentsNeitherBookedNorRefunded(t.db)).toEqual([]);
  });

  it('refuses a notification the provider does not vouch for, and records nothing', async () => {
    const { ref } = await start();
    const before = await t.db.select().from(providerEvents);
    const response = await t.app.inject({
      method: 'POST',
      url: `/payment-webhooks/${driver.name}`,
      headers: driver.forgedNotification(ref).headers as Record<string, string>,
      payload: driver.forgedNotification(ref).rawBody,
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(providerEvents)).toHaveLength(before.length);
    const other = await t.app.inject({
      method: 'POST',
      url: '/payment-webhooks/no-such-provider',
      payload: '{}',
    });
    expect(other.statusCode).toBe(404);
  });
});
