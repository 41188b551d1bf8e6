import type { CartItem } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/checkout.ts';
import { orderRefundLines } from '../../../db/schema/staff.ts';
import { voucherProducts } from '../../../db/schema/vouchers.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { testToday } from '../../../test-support/clock.ts';
import {
  cancelCart,
  guestToken,
  hotSlot,
  initPayment,
  payForOrder,
  sandboxAction,
  scarceArticle,
} from '../checkout.test-support.ts';

/**
 * Issue 40, case 1: a refunded gift voucher stayed redeemable. A refund now takes back the codes of
 * the vouchers it gives back; a voucher already redeemed, or being paid with, keeps its line
 * (decision 0022).
 */
describe('refunding an order that bought vouchers', () => {
  let t: TestApp;
  let voucher: CartItem;
  beforeAll(async () => {
    t = await build();
    const [fixed] = await t.db
      .select({ id: voucherProducts.id })
      .from(voucherProducts)
      .where(eq(voucherProducts.variableAmount, false))
      .limit(1);
    if (!fixed) throw new Error('the demo has a fixed-value voucher');
    voucher = { type: 'voucher', id: fixed.id, count: 1 };
  });
  afterAll(() => t.close());

  /** A guest buys `items`; the order's row. */
  async function bought(items: CartItem[]) {
    const publicId = await payForOrder(t, items);
    const [order] = await t.db.select().from(orders).where(eq(orders.publicId, publicId));
    if (!order) throw new Error('not booked');
    return order;
  }

  const codesOf = (order: Awaited<ReturnType<typeof bought>>) =>
    order.lines.flatMap((line) => (line.type === 'voucher' ? line.codes : []));

  const lookup = (code: string) => t.app.inject({ method: 'GET', url: `/api/en/voucher?voucher=${code}` });

  /** What paying for a ticket with `code` answers, from a visitor of its own. */
  async function payWith(code: string, client: string) {
    const slot = await hotSlot(t.db, 10, testToday());
    return initPayment(t, [slot.item(1), { type: 'voucherCode', barcode: code }], {
      token: await guestToken(t, client),
      client,
    });
  }

  it('disables the code of a refunded voucher: no lookup finds it and no cart can pay with it', async () => {
    const order = await bought([voucher]);
    const [code] = codesOf(order);
    if (!code) throw new Error('a code was issued');
    expect((await lookup(code)).statusCode).toBe(200);

    const refund = await t.app.refundOrder(order.id, 'Bought by mistake');
    expect(refund?.complete).toBe(true);
    const after = await lookup(code);
    expect(after.statusCode).toBe(422);
    expect(after.json().code).toBe('VOUCHER_NOT_FOUND');
    const spend = await payWith(code, '10.40.0.1');
    expect(spend.statusCode).toBe(422);
    expect(JSON.stringify(spend.json())).toContain('VOUCHER_NOT_FOUND');
  });

  it('refunds the other lines and disables only the voucher lines given back', async () => {
    const article = await scarceArticle(t.db, 5);
    const order = await bought([article.item(1), voucher, voucher]);
    const codes = codesOf(order);
    expect(codes).toHaveLength(2);
    // The article only: both codes stay good.
    expect((await t.app.refundOrder(order.id, 'Damaged', { lines: [0] }))?.lines).toEqual([0]);
    for (const code of codes) expect((await lookup(code)).statusCode).toBe(200);
    // The first voucher line: its code stops, the other voucher's stays.
    expect((await t.app.refundOrder(order.id, 'One voucher back', { lines: [1] }))?.lines).toEqual([1]);
    expect((await lookup(codes[0] ?? '')).statusCode).toBe(422);
    expect((await lookup(codes[1] ?? '')).statusCode).toBe(200);
  });

  it('refuses to give back a voucher that was spent, and changes nothing', async () => {
    const order = await bought([voucher]);
    const [code] = codesOf(order);
    if (!code) throw new Error('a code was issued');
    const slot = await hotSlot(t.db, 10, testToday());
    await payForOrder(t, [slot.item(1), { type: 'voucherCode', barcode: code }]);
    const before = (await lookup(code)).json().data.available_amount;

    await expect(t.app.refundOrder(order.id, 'Changed their mind')).rejects.toMatchObject({
      status: 409,
      code: 'REFUND_VOUCHER_REDEEMED',
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentState).toBe('paid');
    expect(await t.db.select().from(orderRefundLines).where(eq(orderRefundLines.orderId, order.id))).toEqual(
      [],
    );
    expect((await lookup(code)).json().data.available_amount).toBe(before);
  });

  it('refuses while a cart paying now holds the code, and gives it back once that cart is cancelled', async () => {
    const order = await bought([voucher]);
    const [code] = codesOf(order);
    if (!code) throw new Error('a code was issued');
    const held = await payWith(code, '10.40.0.2');
    expect(held.statusCode, held.body).toBe(200);

    await expect(t.app.refundOrder(order.id, 'Changed their mind')).rejects.toMatchObject({
      code: 'REFUND_VOUCHER_REDEEMED',
    });
    const { cartId, redirect } = held.json().data;
    await sandboxAction(t, redirect, 'cancel');
    await cancelCart(t, cartId);
    expect((await t.app.refundOrder(order.id, 'Changed their mind'))?.complete).toBe(true);
    expect((await lookup(code)).statusCode).toBe(422);
  });
});
