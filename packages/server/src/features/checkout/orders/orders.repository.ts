import type { RefundLineState } from '@museum-shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { preparedFor, type StatementPart } from '../../../db/prepared.ts';
import { carts, type InventoryNeed, orders } from '../../../db/schema/checkout.ts';
import { paymentAttempts, refunds } from '../../../db/schema/payments.ts';
import { reservationItems, reservations } from '../../../db/schema/reservations.ts';
import { orderCancellations, orderRefundLines } from '../../../db/schema/staff.ts';
import { voucherCodes } from '../../../db/schema/vouchers.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function insertOrder(tx: Db, order: typeof orders.$inferInsert) {
  const [row] = await tx.insert(orders).values(order).returning();
  if (!row) throw new Error('the order was not created');
  return row;
}

/**
 * The next order number of a shop, in the booking's transaction (the database function
 * `next_order_number`, inventory.sql): the museum's year of `now` and a counter per shop and year
 * (`2026-00042`), its row locked until the booking commits, so numbers have no gaps and are never
 * given twice. A booking of a valid hold takes it in `book_valid_hold`.
 */
export async function nextOrderNumber(tx: Db, shopId: number, now: Date): Promise<string> {
  const result = (await tx.execute(
    sql`select next_order_number(${shopId}::integer, ${now.toISOString()}::timestamptz) as number`,
  )) as unknown as { rows: { number: string }[] };
  const number = result.rows[0]?.number;
  if (!number) throw new Error('no order number was given');
  return number;
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

type OrderDraft = Omit<typeof orders.$inferInsert, 'orderNumber'> & { id: string };
type VoucherCodeRow = typeof voucherCodes.$inferInsert;

/**
 * `insertOrder` and `insertVoucherCodes` as CTEs of a statement of the caller's (a booking in one
 * statement, `runComposed`), `order_booked` answering the order's id, its number an expression of
 * the statement. The order's fields and each code's are placeholders.
 */
export function bookedOrderCtes(
  db: Db,
  order: OrderDraft,
  orderNumber: StatementPart,
  codes: readonly VoucherCodeRow[],
): StatementPart[] {
  const fields = (Object.keys(order) as (keyof OrderDraft)[]).filter((field) => order[field] !== undefined);
  const orderKey = `order-booked(${fields.join()};${orderNumber.key})`;
  const ctes: StatementPart[] = [
    {
      key: orderKey,
      sql: () => {
        const values = Object.fromEntries(fields.map((field) => [field, sql.placeholder(`order_${field}`)]));
        const insert = db
          .insert(orders)
          .values({ ...values, orderNumber: orderNumber.sql() } as unknown as typeof orders.$inferInsert)
          .returning({ id: orders.id })
          .getSQL();
        return sql`order_booked as (${insert})`;
      },
      values: {
        ...orderNumber.values,
        ...Object.fromEntries(fields.map((field) => [`order_${field}`, order[field]])),
      },
    },
  ];
  if (codes.length === 0) return ctes;
  // A shape per number of codes: a cart's count limit bounds them.
  const codeFields = Object.keys(codes[0] ?? {}) as (keyof VoucherCodeRow)[];
  const codesKey = `codes-bought(${codes.length};${codeFields.join()})`;
  ctes.push({
    key: codesKey,
    sql: () => {
      const rows = codes.map((_, index) =>
        Object.fromEntries(codeFields.map((field) => [field, sql.placeholder(`code${index}_${field}`)])),
      );
      return sql`codes_bought as (${db
        .insert(voucherCodes)
        .values(rows as unknown as VoucherCodeRow[])
        .getSQL()})`;
    },
    values: Object.fromEntries(
      codes.flatMap((code, index) => codeFields.map((field) => [`code${index}_${field}`, code[field]])),
    ),
  });
  return ctes;
}

export async function insertVoucherCodes(tx: Db, codes: (typeof voucherCodes.$inferInsert)[]) {
  if (codes.length > 0) await tx.insert(voucherCodes).values(codes);
}

const orderById = preparedFor((db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('orderId')))
    .prepare('order_by_id'),
);

export async function findOrderById(db: Db, orderId: string) {
  const [row] = await orderById(db).execute({ orderId });
  return row;
}

/**
 * Whether staff cancelled an order (an unpaid one: its places are given back and it is paid no
 * more). With `lock`, the order's row stays locked until the transaction ends, as the staff
 * cancellation locks it, so a payment and a cancellation of one order are decided one after the other.
 */
export async function isOrderCanceled(db: Db, orderId: string, options: { lock?: boolean } = {}) {
  if (options.lock)
    await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const rows = await db
    .select({ id: orderCancellations.orderId })
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, orderId));
  return rows.length > 0;
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

/** The cart an order was booked from: its items and how they were priced (line indexes). */
export async function findCartOfOrder(db: Db, cartId: string) {
  const [row] = await db
    .select({ shopId: carts.shopId, cart: carts.cart, priced: carts.priced })
    .from(carts)
    .where(eq(carts.id, cartId));
  return row;
}

/** The lines of an order a person's refund gave back, in any state of that refund. */
export function listRefundLines(db: Db, orderId: string) {
  return db.select().from(orderRefundLines).where(eq(orderRefundLines.orderId, orderId));
}

/** The order lines one refund gives back (none for an automatic refund of a cart nobody booked). */
export function listLinesOfRefund(db: Db, refundKey: string) {
  return db
    .select()
    .from(orderRefundLines)
    .where(eq(orderRefundLines.refundKey, refundKey))
    .orderBy(orderRefundLines.lineIndex);
}

/** Moves the lines of one refund to `state` (the provider confirmed or refused it). */
export async function setRefundLinesState(tx: Db, refundKey: string, state: RefundLineState) {
  await tx.update(orderRefundLines).set({ state }).where(eq(orderRefundLines.refundKey, refundKey));
}

export async function insertRefundLines(tx: Db, rows: (typeof orderRefundLines.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(orderRefundLines).values(rows);
}

/**
 * Money a person's refunds of a cart's payment give back or owe: a refund the provider refused
 * still owes its money (staff send it again or pay it by hand, decision 0024).
 */
export async function staffRefundedMoney(db: Db, cartId: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${refunds.amount})` })
    .from(refunds)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, refunds.attemptId))
    .where(and(eq(paymentAttempts.cartId, cartId), eq(refunds.cause, 'staff')));
  return Number(row?.sum ?? 0);
}

/** Locks the inventory rows a cart's reservations take, in the one fixed order (decision 0012). */
async function lockInventoryOfCart(tx: Db, cartId: string) {
  await tx.execute(sql`select lock_inventory(
      array_agg(i.tour_slot_id) filter (where i.tour_slot_id is not null),
      array_agg(i.event_slot_id) filter (where i.event_slot_id is not null),
      array_agg(i.merchandise_id) filter (where i.merchandise_id is not null),
      array_agg(i.voucher_code_id) filter (where i.voucher_code_id is not null))
    from ${reservationItems} i join ${reservations} r on r.id = i.reservation_id
    where r.cart_id = ${cartId}`);
}

/**
 * Gives back everything a booked cart's sale took: its reservation is released, and the triggers
 * lower the taken counters (places, stock, voucher amounts), after the inventory rows were locked.
 */
export async function releaseSale(tx: Db, cartId: string) {
  await lockInventoryOfCart(tx, cartId);
  await tx
    .update(reservations)
    .set({ status: 'released', expiresAt: null })
    .where(and(eq(reservations.cartId, cartId), eq(reservations.status, 'sold')));
}

/**
 * Gives back part of a booked cart's sale: `needs` (places, whole tours, pieces) off its items, and
 * `voucherAmount` cents off the amounts its voucher codes paid. Never below 0; the triggers move
 * the taken counters by the difference.
 */
export async function giveBackNeeds(
  tx: Db,
  cartId: string,
  needs: readonly InventoryNeed[],
  voucherAmount: number,
) {
  await lockInventoryOfCart(tx, cartId);
  const sold = sql`(select ${reservations.id} from ${reservations} where ${reservations.cartId} = ${cartId} and ${reservations.status} = 'sold')`;
  for (const need of needs) {
    const column =
      need.kind === 'tourSlot'
        ? reservationItems.tourSlotId
        : need.kind === 'eventSlot'
          ? reservationItems.eventSlotId
          : need.kind === 'article'
            ? reservationItems.merchandiseId
            : reservationItems.voucherCodeId;
    const places = need.kind === 'article' ? need.pieces : need.kind === 'voucherCode' ? 0 : need.places;
    const tours = need.kind === 'tourSlot' ? need.tours : 0;
    await tx
      .update(reservationItems)
      .set({
        places: sql`greatest(0, ${reservationItems.places} - ${places})`,
        tours: sql`greatest(0, ${reservationItems.tours} - ${tours})`,
      })
      .where(and(sql`${reservationItems.reservationId} in ${sold}`, eq(column, need.id)));
  }
  let left = voucherAmount;
  if (left <= 0) return;
  const codes = await tx
    .select({ id: reservationItems.id, amount: reservationItems.amount })
    .from(reservationItems)
    .where(
      and(
        sql`${reservationItems.reservationId} in ${sold}`,
        sql`${reservationItems.voucherCodeId} is not null`,
      ),
    )
    .orderBy(reservationItems.id);
  for (const code of codes) {
    if (left <= 0) break;
    const back = Math.min(left, code.amount);
    left -= back;
    await tx
      .update(reservationItems)
      .set({ amount: code.amount - back })
      .where(eq(reservationItems.id, code.id));
  }
}

/**
 * Locks the voucher codes `codes` of a shop for the rest of the transaction, in id order as the
 * inventory is locked (decision 0012), so that no cart takes one while a refund decides on it.
 */
export async function lockVoucherCodes(tx: Db, shopId: number, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return tx
    .select({ id: voucherCodes.id, code: voucherCodes.code })
    .from(voucherCodes)
    .where(and(eq(voucherCodes.shopId, shopId), inArray(voucherCodes.code, [...codes])))
    .orderBy(asc(voucherCodes.id))
    .for('update');
}

/**
 * Disables voucher codes (decision 0022): no lookup finds them, and their whole amount counts as
 * used, so take_inventory, which gives a cart at most amount − used − taken under the lock above,
 * gives none of it to a cart that read the code before.
 */
export async function disableVoucherCodes(tx: Db, ids: readonly number[], now: Date) {
  if (ids.length === 0) return;
  await tx
    .update(voucherCodes)
    .set({ disabledAt: now, usedAmount: sql`${voucherCodes.amount}` })
    .where(inArray(voucherCodes.id, [...ids]));
}
