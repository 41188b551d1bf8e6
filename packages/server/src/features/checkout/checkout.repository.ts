import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { carts } from '../../db/schema/checkout.ts';

/** A cart as stored: what was asked, how it was priced, and the payment it waits for. */
export type CartRow = typeof carts.$inferSelect;

/**
 * Marks a held cart booked, if it still is held and is not the payment of an existing order: the
 * first step of booking a cart whose hold is valid. It takes the cart row's lock first, as the
 * locking path's `findCart(…, { lock: true })` does, so the two paths never wait for each other
 * in a circle.
 */
export async function markHeldCartBooked(tx: Db, cartId: string): Promise<boolean> {
  const rows = await tx
    .update(carts)
    .set({ status: 'booked' })
    .where(and(eq(carts.id, cartId), eq(carts.status, 'held'), isNull(carts.orderId)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

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

export async function findCart(db: Db, cartId: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(carts).where(eq(carts.id, cartId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
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
