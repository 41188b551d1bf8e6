import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orderCounters, orders } from '../../../db/schema/checkout.ts';
import { shops } from '../../../db/schema/config.ts';
import { voucherCodes } from '../../../db/schema/vouchers.ts';

export async function insertOrder(tx: Db, order: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('the order was not created');
  return row;
}

/**
 * The next order number of a shop, in the booking's transaction: the museum's year of `now` and a
 * counter per shop and year (`2026-00042`). The counter's row stays locked until the booking
 * commits, so numbers follow each other without gaps and are never given twice; a booking that
 * rolls back gives its number back with it.
 */
export async function nextOrderNumber(tx: Db, shopId: number, now: Date): Promise<string> {
  const timeZone = sql`coalesce((select ${shops.config}->>'time_zone' from ${shops} where ${shops.id} = ${shopId}), 'Europe/Berlin')`;
  const year = sql`extract(year from (${now.toISOString()}::timestamptz at time zone ${timeZone}))::int`;
  const [row] = await tx
    .insert(orderCounters)
    .values({ shopId, year: sql`${year}` as unknown as number, last: 1 })
    .onConflictDoUpdate({
      target: [orderCounters.shopId, orderCounters.year],
      set: { last: sql`${orderCounters.last} + 1` },
    })
    .returning({ year: orderCounters.year, last: orderCounters.last });
  if (!row) throw new Error('no order number was given');
  return `${row.year}-${String(row.last).padStart(5, '0')}`;
}

export async function findOrderByCart(db: Db, cartId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartId));
  return row;
}

export async function findOrderByPublicId(db: Db, shopId: number, publicId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.publicId, publicId)));
  return row;
}

export async function updateOrder(db: Db, orderId: string, values: Partial<typeof orders.$inferInsert>) {
  await db.update(orders).set(values).where(eq(orders.id, orderId));
}

/** New voucher codes for vouchers bought. */
export async function insertVoucherCodes(tx: Db, codes: (typeof voucherCodes.$inferInsert)[]) {
  if (codes.length > 0) await tx.insert(voucherCodes).values(codes);
}

export async function findOrderById(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

/** Whether a customer (a guest) has an order: a guest books once (spec §6). */
export async function customerHasOrder(db: Db, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .limit(1);
  return rows.length > 0;
}
