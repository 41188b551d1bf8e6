import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { carts } from '../../db/schema/checkout.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { releaseHolds } from './inventory/inventory.repository.ts';

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

/** A held cart that `cancelOwnersHeldCarts` cancelled: its payment is to be voided at the provider. */
export interface SupersededCart {
  id: string;
  paymentRef: string | null;
}

/**
 * Cancels the held carts of one owner (a session or a client, `carts.owner_key`) and gives their
 * places back: all of them before a new payment start holds anything, or, with `keepLatest`, all
 * but the latest written (by `created_at`, then id), after the new cart is written. The second
 * settles two starts of one owner at once: whichever runs last sees both carts and keeps one, and
 * both agree which. A cart already booked, cancelled or lapsed is left alone, and a booking that
 * holds the cart's row lock is waited for, as `markHeldCartCanceled` does.
 *
 * Two statements, not one transaction: the carts are marked first, then `release_holds` gives
 * their places back. A process that dies in between leaves a hold that lapses at its expiry, as
 * any hold of a dead process does; the common case (nothing to cancel) costs one statement.
 */
export async function cancelOwnersHeldCarts(
  db: Db,
  ownerKey: string,
  options: { keepLatest?: boolean } = {},
): Promise<SupersededCart[]> {
  const owned = and(eq(carts.ownerKey, ownerKey), eq(carts.status, 'held'));
  const latest = db
    .select({ id: carts.id })
    .from(carts)
    .where(owned)
    .orderBy(desc(carts.createdAt), desc(carts.id))
    .limit(1);
  const canceled = await db
    .update(carts)
    .set({ status: 'canceled' })
    .where(options.keepLatest ? and(owned, sql`${carts.id} <> (${latest})`) : owned)
    .returning({ id: carts.id, paymentRef: carts.paymentRef });
  if (canceled.length > 0)
    await releaseHolds(
      db,
      sql`select ${reservations.id} from ${reservations} where ${inArray(
        reservations.cartId,
        canceled.map((cart) => cart.id),
      )} and ${reservations.status} = 'held'`,
    );
  return canceled;
}
