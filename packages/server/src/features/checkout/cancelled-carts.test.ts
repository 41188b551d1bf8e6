import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders, sandboxPayments } from '../../db/schema/checkout.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { testToday } from '../../test-support/clock.ts';
import { markHeldCartCanceled } from './checkout.repository.ts';
import {
  cancelCart,
  EXPRESS,
  execPayment,
  hotSlot,
  initPayment,
  paymentsNeitherBookedNorRefunded,
  sandboxAction,
} from './checkout.test-support.ts';
import { releaseHold } from './inventory/inventory.repository.ts';

/**
 * A cancelled cart takes no money and books nothing (issue 22's double payment): cancelling voids
 * its payment at the provider, and a payment that still goes through is refunded, never booked.
 */
describe('a cancelled cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t?.close());

  const start = async (client: string) => {
    const slot = await hotSlot(t.db, 5, testToday());
    const response = await initPayment(t, [slot.item(1)], { payart: EXPRESS, client });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { cartId: string; redirect: string };
  };
  const paymentOf = async (cartId: string) => {
    const [cart] = await t.db.select().from(carts).where(eq(carts.id, cartId));
    const [payment] = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, cart?.paymentRef ?? ''));
    const booked = await t.db.select().from(orders).where(eq(orders.cartId, cartId));
    return { cart, payment, booked };
  };

  it('has its payment voided: its payment page can no longer pay it', async () => {
    const { cartId, redirect } = await start('10.7.0.1');
    expect((await cancelCart(t, cartId)).statusCode).toBe(200);
    await sandboxAction(t, redirect, 'pay');
    const { cart, payment, booked } = await paymentOf(cartId);
    expect(cart?.status).toBe('canceled');
    expect(payment?.status).toBe('canceled');
    expect(booked).toEqual([]);
    expect((await execPayment(t, cartId)).statusCode).toBe(410);
  });

  it('refunds a payment that went through anyway, and books nothing', async () => {
    const { cartId, redirect } = await start('10.7.0.2');
    // Cancelled without the provider hearing of it (a void that failed, say): the payer still pays.
    await t.db.transaction(async (tx) => {
      expect(await markHeldCartCanceled(tx, cartId)).toBe(true);
      await releaseHold(tx, cartId);
    });
    await sandboxAction(t, redirect, 'pay');
    const { cart, payment, booked } = await paymentOf(cartId);
    expect(payment?.status).toBe('paid');
    expect(cart?.status).toBe('refund');
    expect(booked).toEqual([]);
    expect(payment?.refundedAmount).toBe(cart?.amount);
    expect(await paymentsNeitherBookedNorRefunded(t.db)).toEqual([]);
  });
});
