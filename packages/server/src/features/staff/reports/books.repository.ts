import type { AppliedVoucher, Cart, OrderLine, RefundLineState, Suggestion } from '@museum-shop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { carts, orders } from '../../../db/schema/checkout.ts';
import { refunds } from '../../../db/schema/payments.ts';
import { orderRefundLines } from '../../../db/schema/staff.ts';
import { museumDay } from '../orders/orders.repository.ts';

/** A paid order as the books read it (decision 0032). */
export interface BookOrder {
  id: string;
  /** The museum day it was paid (created). */
  day: string;
  lines: OrderLine[];
  vouchers: Pick<AppliedVoucher, 'barcode' | 'applied'>[];
  shipping: number;
  /** What was left to pay after voucher codes (without shipping). */
  total: number;
  /** The product id of each order line (annual passes and articles: the merchandise), from its cart. */
  productIds: (number | null)[];
}

/** One refund of an order: the lines it gives back, the museum day it was made, the money it pays back. */
export interface BookRefund {
  key: string;
  orderId: string;
  day: string;
  lineIndexes: number[];
  state: RefundLineState;
  /** Money going back (0 for an order that cost nothing, which has no refund at the provider). */
  money: number;
}

/**
 * The product of each order line: the order's lines are its cart's priced lines without the
 * voucher codes, in order, and each names the cart item it prices (as refunds read them).
 */
function productIdsOf(cart: Cart | null, priced: Suggestion | null, count: number): (number | null)[] {
  const indexes = (priced?.lines ?? []).filter((line) => line.type !== 'voucherCode').map((l) => l.index);
  return Array.from({ length: count }, (_none, orderLine) => {
    const index = indexes[orderLine];
    const item = index === undefined ? undefined : cart?.items[index];
    return item && 'id' in item ? item.id : null;
  });
}

const paid = inArray(orders.paymentState, ['paid', 'refund']);

function selectOrders(db: Db, shopId: number) {
  return db
    .select({
      id: orders.id,
      day: sql<string>`${museumDay(orders.createdAt, shopId)}::text`,
      lines: orders.lines,
      vouchers: orders.vouchers,
      shipping: orders.shipping,
      total: sql<number>`(${orders.totals}->>'total')::int`,
      cart: carts.cart,
      priced: carts.priced,
    })
    .from(orders)
    .leftJoin(carts, eq(carts.id, orders.cartId));
}

const toBookOrder = (row: Awaited<ReturnType<ReturnType<typeof selectOrders>['where']>>[number]) => ({
  id: row.id,
  day: row.day,
  lines: row.lines,
  vouchers: row.vouchers,
  shipping: row.shipping,
  total: Number(row.total),
  productIds: productIdsOf(row.cart, row.priced, row.lines.length),
});

/** The orders paid in a period (museum days of their creation), refunded ones included: they were sold. */
export async function paidOrdersOfPeriod(db: Db, shopId: number, from: string, to: string) {
  const day = museumDay(orders.createdAt, shopId);
  const rows = await selectOrders(db, shopId)
    .where(and(eq(orders.shopId, shopId), paid, sql`${day} between ${from}::date and ${to}::date`))
    .orderBy(orders.createdAt, orders.id);
  return rows.map(toBookOrder);
}

/** Paid orders by id. */
export async function paidOrdersById(db: Db, shopId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await selectOrders(db, shopId).where(
    and(eq(orders.shopId, shopId), paid, inArray(orders.id, [...ids])),
  );
  return rows.map(toBookOrder);
}

/** Paid orders up to a day that paid with voucher codes or bought vouchers: the codes' history. */
export async function ordersWithCodes(db: Db, shopId: number, to: string) {
  const day = museumDay(orders.createdAt, shopId);
  const rows = await selectOrders(db, shopId).where(
    and(
      eq(orders.shopId, shopId),
      paid,
      sql`${day} <= ${to}::date`,
      sql`(jsonb_array_length(${orders.vouchers}) > 0 or ${orders.lines} @> '[{"type":"voucher"}]'::jsonb)`,
    ),
  );
  return rows.map(toBookOrder);
}

/**
 * The refunds of a shop's orders, each with its lines: all made up to a day in any state (what
 * they gave back to voucher codes went back when they were made), or those made in a period in
 * `state` (a refund counts once its money is back, decision 0024).
 */
export async function refundsOf(
  db: Db,
  shopId: number,
  filter: { upTo: string } | { from: string; to: string; state: RefundLineState },
): Promise<BookRefund[]> {
  const day = museumDay(sql`${orderRefundLines.createdAt}`, shopId);
  const rows = await db
    .select({
      key: orderRefundLines.refundKey,
      orderId: orderRefundLines.orderId,
      lineIndex: orderRefundLines.lineIndex,
      state: orderRefundLines.state,
      day: sql<string>`${day}::text`,
      money: sql<number>`coalesce(${refunds.amount}, 0)`,
    })
    .from(orderRefundLines)
    .innerJoin(orders, eq(orders.id, orderRefundLines.orderId))
    .leftJoin(refunds, eq(refunds.id, orderRefundLines.refundKey))
    .where(
      and(
        eq(orders.shopId, shopId),
        'upTo' in filter
          ? sql`${day} <= ${filter.upTo}::date`
          : and(
              eq(orderRefundLines.state, filter.state),
              sql`${day} between ${filter.from}::date and ${filter.to}::date`,
            ),
      ),
    )
    .orderBy(orderRefundLines.createdAt, orderRefundLines.refundKey, orderRefundLines.lineIndex);
  const byKey = new Map<string, BookRefund>();
  for (const row of rows) {
    const refund = byKey.get(row.key) ?? {
      key: row.key,
      orderId: row.orderId,
      day: row.day,
      lineIndexes: [],
      state: row.state,
      money: Number(row.money),
    };
    refund.lineIndexes.push(row.lineIndex);
    byKey.set(row.key, refund);
  }
  return [...byKey.values()];
}
