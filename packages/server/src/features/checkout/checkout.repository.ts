import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { constantPart, preparedFor, type StatementPart } from '../../db/prepared.ts';
import { carts, orders } from '../../db/schema/checkout.ts';

/** A cart as stored: what was asked, how it was priced, and the payment it waits for. */
export type CartRow = typeof carts.$inferSelect;

/**
 * The first step of booking a cart whose hold is valid, through the database function
 * `book_valid_hold` (inventory.sql): marks the cart booked if it still is held and is not the
 * payment of an existing order, taking the cart row's lock first, as the locking path's
 * `findCart(…, { lock: true })` does, so the two paths never wait for each other in a circle;
 * sells its hold if it has not lapsed, and gives the order its number (dated `now`). `lapsed`
 * leaves the cart marked: the caller rolls its transaction back.
 */
export async function bookValidHold(
  tx: Db,
  cart: { id: string; shopId: number },
  now: Date,
): Promise<{ booked: 'not held' } | { booked: 'lapsed' } | { booked: 'sold'; orderNumber: string }> {
  const result = (await tx.execute(
    sql`select booked, order_number from book_valid_hold(${cart.id}::text, ${cart.shopId}::integer, ${now.toISOString()}::timestamptz)`,
  )) as unknown as { rows: { booked: 'not held' | 'lapsed' | 'sold'; order_number: string | null }[] };
  const [row] = result.rows;
  if (row?.booked === 'sold' && row.order_number) return { booked: 'sold', orderNumber: row.order_number };
  return row?.booked === 'lapsed' ? { booked: 'lapsed' } : { booked: 'not held' };
}

/**
 * `bookValidHold` of a cart read in the same statement (a paid notification's booking): the cart as
 * it was before the call, which the order is made of, and what the call answered. Undefined for
 * no such cart.
 */
export async function bookValidHoldOfCart(tx: Db, cartId: string, now: Date) {
  const [row] = await tx
    .select({
      cart: carts,
      booked: sql<'not held' | 'lapsed' | 'sold'>`b.booked`,
      orderNumber: sql<string | null>`b.order_number`,
    })
    .from(carts)
    .crossJoin(
      sql`lateral book_valid_hold(${carts.id}, ${carts.shopId}, ${now.toISOString()}::timestamptz) b`,
    )
    .where(eq(carts.id, cartId));
  return row;
}

/**
 * `book_paid_hold` (inventory.sql) as the CTE `paid_hold` of a paid notification's statement: books
 * the cart as `bookValidHold` does, once `paid` (a part: true when the statement moved the payment's
 * attempt) and if the cart is still the row read as `version`; answers the order's `order_number`,
 * or raises MS038 and the statement writes nothing.
 */
export function bookPaidHoldCte(
  cart: { id: string; shopId: number },
  version: string,
  now: Date,
  paid: StatementPart,
): StatementPart {
  return {
    key: `paid-hold(${paid.key})`,
    sql: () =>
      sql`paid_hold as (select book_paid_hold(${sql.placeholder('holdCart')}::text, ${sql.placeholder('holdVersion')}::text, ${sql.placeholder('holdShop')}::integer, ${sql.placeholder('holdAt')}::timestamptz, ${paid.sql()}) as order_number)`,
    values: {
      ...paid.values,
      holdCart: cart.id,
      holdVersion: version,
      holdShop: cart.shopId,
      holdAt: now.toISOString(),
    },
  };
}

/** The order number `bookPaidHoldCte` gives, as an expression of its statement. */
export const PAID_HOLD_ORDER_NUMBER = constantPart(
  'paid-hold-order-number',
  sql`(select order_number from paid_hold)`,
);

/**
 * Marks a held cart cancelled, if it still is held: the first step of giving its places back. It
 * takes the cart row's lock first, as booking does, so that a cancel and a booking of one cart
 * never wait for each other in a circle.
 */
export async function markHeldCartCanceled(tx: Db, cartId: string): Promise<boolean> {
  const rows = await tx
    .update(carts)
    .set({ status: 'canceled' })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'held')))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/**
 * Cancels the held payment carts of an order (initPaymentOrder's, which hold no places of their
 * own: the order has them) and answers their ids.
 */
export async function cancelOrdersHeldPaymentCarts(tx: Db, orderId: string): Promise<string[]> {
  const rows = await tx
    .update(carts)
    .set({ status: 'canceled' })
    .where(and(eq(carts.orderId, orderId), eq(carts.status, 'held')))
    .returning({ id: carts.id });
  return rows.map((row) => row.id);
}

export function insertCart(tx: Db, cart: typeof carts.$inferInsert) {
  return tx.insert(carts).values(cart);
}

const cartById = preparedFor((db) =>
  db
    .select()
    .from(carts)
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('cart_by_id'),
);

export async function findCart(db: Db, cartId: string, options: { lock?: boolean } = {}) {
  if (!options.lock) return (await cartById(db).execute({ cartId }))[0];
  const [row] = await db.select().from(carts).where(eq(carts.id, cartId)).for('update');
  return row;
}

const cartWithBooking = preparedFor((db) =>
  db
    .select({
      cart: carts,
      booking: { publicId: orders.publicId, hasTickets: orders.hasTickets, orderNumber: orders.orderNumber },
    })
    .from(carts)
    .leftJoin(
      orders,
      or(eq(orders.id, carts.orderId), and(isNull(carts.orderId), eq(orders.cartId, carts.id))),
    )
    .where(eq(carts.id, sql.placeholder('cartId')))
    .prepare('cart_with_booking'),
);

/**
 * A cart with what its order answers a booking with (the order it booked, or the order it pays),
 * in one statement: a visitor's return after paying mostly finds the cart booked already.
 */
export async function findCartWithBooking(db: Db, cartId: string) {
  const [row] = await cartWithBooking(db).execute({ cartId });
  if (!row) return undefined;
  return { cart: row.cart, booking: row.booking?.publicId ? row.booking : undefined };
}

export async function updateCart(db: Db, cartId: string, values: Partial<typeof carts.$inferInsert>) {
  await db.update(carts).set(values).where(eq(carts.id, cartId));
}

/**
 * Keeps the owner `ownerKey` (a session or a client, `carts.owner_key`) one live cart, through the
 * database function `keep_one_live_cart` (inventory.sql): every other held cart of the owner but
 * the latest written (by `created_at`, then id) is cancelled and its places given back. A payment
 * start does it when it writes its cart (`write_held_cart`), so that two starts of one owner at once
 * leave one cart, and both agree which. Answers the carts it cancelled: their payments are to be
 * voided at the provider.
 */
export async function keepOneLiveCart(db: Db, ownerKey: string): Promise<string[]> {
  const result = (await db.execute(
    sql`select keep_one_live_cart(${ownerKey}::text) as canceled`,
  )) as unknown as {
    rows: { canceled: string[] | null }[];
  };
  return result.rows[0]?.canceled ?? [];
}
