import { and, asc, desc, eq, getTableColumns, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { joinReservations, reservedSums } from '../../db/repositories/reservations.repository.ts';
import { venues } from '../../db/schema/catalog.ts';
import { carts, orderCounters, orders } from '../../db/schema/checkout.ts';
import { shops } from '../../db/schema/config.ts';
import { eventSlots, events, ticketTypes } from '../../db/schema/events.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { reservationItems, reservations } from '../../db/schema/reservations.ts';
import { tourPrices, tourQuestions, tourSlots, tours, tourTickets } from '../../db/schema/tours.ts';
import { voucherCodes, voucherProducts } from '../../db/schema/vouchers.ts';
import type { InventoryNeed } from './pricing.ts';

/**
 * What the reservations that count (sold, or held and not lapsed at `countAt`) take of an
 * inventory row: a column of a query over the rows joined to their reservations (`countedRows`),
 * so the rows and their counts come in one round trip. Without `countAt` it is 0 and nothing is
 * joined: initPayment counts under the locks instead (`takeInventory`), so a count here would
 * only be done twice.
 */
function taken(value: AnyPgColumn, countAt: Date | null): SQL<number> {
  if (!countAt) return sql<number>`0`;
  const { sold, held } = reservedSums(value, countAt);
  return sql<number>`(${sold} + ${held})::int`;
}

/** Joins inventory rows to the reservations `taken` counts, grouped by the row; nothing without `countAt`. */
function countedRows<T extends PgSelect>(
  query: T,
  link: AnyPgColumn,
  inventoryId: AnyPgColumn,
  countAt: Date | null,
) {
  return countAt ? joinReservations(query, link, inventoryId).groupBy(inventoryId) : query;
}

export async function findTours(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return { tours: [], prices: [], tickets: [], questions: [] };
  const [tourRows, priceRows, ticketRows, questionRows] = await Promise.all([
    db
      .select({ tour: tours, venue: venues.name })
      .from(tours)
      .innerJoin(venues, eq(venues.id, tours.venueId))
      .where(and(eq(tours.shopId, shopId), inArray(tours.id, ids))),
    db.select().from(tourPrices).where(inArray(tourPrices.tourId, ids)),
    db.select().from(tourTickets).where(inArray(tourTickets.tourId, ids)),
    db
      .select()
      .from(tourQuestions)
      .where(inArray(tourQuestions.tourId, ids))
      .orderBy(asc(tourQuestions.sequenceNo)),
  ]);
  return { tours: tourRows, prices: priceRows, tickets: ticketRows, questions: questionRows };
}

export async function findTourSlots(db: Db, tourIds: number[], dates: string[], countAt: Date | null) {
  if (tourIds.length === 0) return [];
  const slots = db
    .select({
      ...getTableColumns(tourSlots),
      taken: taken(reservationItems.places, countAt),
      toursTaken: taken(reservationItems.tours, countAt),
    })
    .from(tourSlots)
    .$dynamic();
  return countedRows(slots, reservationItems.tourSlotId, tourSlots.id, countAt).where(
    and(inArray(tourSlots.tourId, tourIds), inArray(tourSlots.date, dates)),
  );
}

/** The ticket types asked for (with their event and venue) and their sub-tickets, in one query. */
export async function findTicketTypes(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return { tickets: [], subtickets: [] };
  const rows = await db
    .select({ ticket: ticketTypes, eventName: events.name, venue: venues.name })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(events.shopId, shopId),
        or(
          and(inArray(ticketTypes.id, ids), isNull(ticketTypes.parentId)),
          inArray(ticketTypes.parentId, ids),
        ),
      ),
    );
  return {
    tickets: rows.filter((row) => row.ticket.parentId === null),
    subtickets: rows.flatMap((row) => (row.ticket.parentId === null ? [] : [row.ticket])),
  };
}

export async function findEventSlots(db: Db, eventIds: number[], dates: string[], countAt: Date | null) {
  if (eventIds.length === 0) return [];
  const slots = db
    .select({ ...getTableColumns(eventSlots), taken: taken(reservationItems.places, countAt) })
    .from(eventSlots)
    .$dynamic();
  return countedRows(slots, reservationItems.eventSlotId, eventSlots.id, countAt).where(
    and(inArray(eventSlots.eventId, eventIds), inArray(eventSlots.date, dates)),
  );
}

export async function findArticles(db: Db, shopId: number, ids: number[], countAt: Date | null) {
  if (ids.length === 0) return [];
  const articles = db
    .select({ ...getTableColumns(merchandise), taken: taken(reservationItems.places, countAt) })
    .from(merchandise)
    .$dynamic();
  return countedRows(articles, reservationItems.merchandiseId, merchandise.id, countAt).where(
    and(eq(merchandise.shopId, shopId), inArray(merchandise.id, ids)),
  );
}

export async function findVoucherProducts(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(voucherProducts)
    .where(and(eq(voucherProducts.shopId, shopId), inArray(voucherProducts.id, ids)));
}

/** Voucher codes by code, with `taken`: used elsewhere plus what orders and holds take of them. */
export async function findVoucherCodes(db: Db, shopId: number, codes: string[], now: Date) {
  if (codes.length === 0) return [];
  const query = db
    .select({ ...getTableColumns(voucherCodes), reserved: taken(reservationItems.amount, now) })
    .from(voucherCodes)
    .$dynamic();
  // Always counted: how much of a code is left decides how much of it the cart gets.
  const rows = await countedRows(query, reservationItems.voucherCodeId, voucherCodes.id, now).where(
    and(eq(voucherCodes.shopId, shopId), inArray(voucherCodes.code, codes)),
  );
  return rows.map(({ reserved, ...row }) => ({ ...row, taken: row.usedAmount + reserved }));
}

export interface Shortfall {
  need: InventoryNeed;
  available: number;
}

/** A hold to write when everything fits: the cart's, for `holdMs` from the instant the database decides. */
export interface NewHold {
  shopId: number;
  cartId: string;
  holdMs: number;
}

/** What `takeInventory` answers: the needs that do not fit, and until when a hold written lasts. */
export interface TakenInventory {
  shortfalls: Shortfall[];
  /** The new hold's expiry by the database's clock; null when nothing was held. */
  heldUntil: Date | null;
}

/**
 * Locks the inventory rows `needs` take (in one fixed order), counts every other cart's sold and
 * held places, and answers what does not fit any more; when everything fits and `hold` is given,
 * holds the needs for that cart. One statement, the database function `take_inventory` (migrations
 * 0006, 0009; decisions 0011, 0016), so no lock waits for a round trip to this process. Whether a
 * hold has lapsed, and when the new one lapses, is the database's clock's to say, not this
 * process's. Inside a transaction the locks last until it ends.
 */
export async function takeInventory(
  db: Db,
  needs: readonly InventoryNeed[],
  options: { exceptCartId?: string; hold?: NewHold } = {},
): Promise<TakenInventory> {
  const { exceptCartId = null, hold } = options;
  const holdJson = hold
    ? JSON.stringify({ shopId: hold.shopId, cartId: hold.cartId, holdMs: hold.holdMs })
    : null;
  const result = (await db.execute(
    sql`select shortfalls, held_until from take_inventory(${JSON.stringify(needs)}::jsonb, ${exceptCartId}::text, ${holdJson}::jsonb)`,
  )) as unknown as {
    rows: {
      shortfalls: { kind: InventoryNeed['kind']; id: number; available: number }[];
      held_until: Date | string | null;
    }[];
  };
  const [row] = result.rows;
  const shortfalls = (row?.shortfalls ?? []).flatMap((shortfall) => {
    const need = needs.find(
      (candidate) => candidate.kind === shortfall.kind && candidate.id === shortfall.id,
    );
    return need ? [{ need, available: shortfall.available }] : [];
  });
  const heldUntil = row?.held_until ?? null;
  return { shortfalls, heldUntil: heldUntil === null ? null : new Date(heldUntil) };
}

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
 * Gives back the held reservations `held` selects (their ids) through the database function
 * `release_holds` (migration 0007): it locks their inventory rows before the reservations, as holds
 * and bookings do, so a release never waits in a circle with them. Answers how many it released.
 */
async function releaseHolds(db: Db, held: SQL): Promise<number> {
  const result = (await db.execute(sql`select release_holds(array(${held})) as released`)) as unknown as {
    rows: { released: number }[];
  };
  return result.rows[0]?.released ?? 0;
}

/** Gives back what a cart still holds; a sale stays sold. */
export async function releaseHold(db: Db, cartId: string) {
  await releaseHolds(
    db,
    sql`select ${reservations.id} from ${reservations} where ${reservations.cartId} = ${cartId} and ${reservations.status} = 'held'`,
  );
}

/**
 * Sells a cart's hold if it has not lapsed by the database's clock, through the database function
 * `sell_valid_hold` (migration 0009, decision 0016). Its places were counted under the inventory
 * locks when they were taken and count for nobody else while it lasts, so selling it needs no
 * inventory lock: bookings on one busy slot do not queue behind each other. It locks the hold
 * before it reads the clock, as `take_inventory` locks a lapsed hold before it counts it as free,
 * so the two never both have it. False when the hold has lapsed or is gone (the sweep released
 * it, or another booking sold it).
 */
export async function sellValidHold(tx: Db, cartId: string): Promise<boolean> {
  const result = (await tx.execute(sql`select sell_valid_hold(${cartId}::text) as sold`)) as unknown as {
    rows: { sold: boolean }[];
  };
  return result.rows[0]?.sold === true;
}

/** Turns a cart's reservation, held or lapsed, into a sale: its places then count for ever. */
export async function sellReservation(tx: Db, cartId: string) {
  await tx
    .update(reservations)
    .set({ status: 'sold', expiresAt: null })
    .where(eq(reservations.cartId, cartId));
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

/**
 * Releases the holds that have expired by the database's clock (`hold_clock()`, decision 0016) and
 * marks their carts expired. Idempotent and safe in every process at once: each statement only
 * moves rows still in the earlier state.
 */
export async function releaseExpiredHolds(db: Db): Promise<number> {
  const databaseNow = sql`(select hold_clock())`;
  const released = await releaseHolds(
    db,
    sql`select ${reservations.id} from ${reservations} where ${reservations.status} = 'held' and ${reservations.expiresAt} < ${databaseNow}`,
  );
  await db
    .update(carts)
    .set({ status: 'expired' })
    .where(and(eq(carts.status, 'held'), lt(carts.expiresAt, databaseNow)));
  return released;
}

export async function findOrderById(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findCartByPaymentRef(db: Db, paymentRef: string) {
  const [row] = await db.select().from(carts).where(eq(carts.paymentRef, paymentRef));
  return row;
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

/** Whether a customer (a guest) has an order: a guest books once (spec §6). */
export async function customerHasOrder(db: Db, customerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .limit(1);
  return rows.length > 0;
}
