import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { reservedSums } from '../../db/repositories/reservations.repository.ts';
import { venues } from '../../db/schema/catalog.ts';
import { carts, orders } from '../../db/schema/checkout.ts';
import { eventSlots, events, ticketTypes } from '../../db/schema/events.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { reservationItems, reservations } from '../../db/schema/reservations.ts';
import { tourPrices, tourQuestions, tourSlots, tours, tourTickets } from '../../db/schema/tours.ts';
import { voucherCodes, voucherProducts } from '../../db/schema/vouchers.ts';
import type { InventoryNeed } from './pricing.ts';

/**
 * Sums of `value` per inventory id over the reservations that count, leaving out one cart's own
 * (a cart being booked must not compete with its own hold).
 */
async function takenPer(
  db: Db,
  target: AnyPgColumn,
  value: AnyPgColumn,
  ids: number[],
  now: Date,
  exceptCartId?: string,
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { sold, held } = reservedSums(value, now);
  const rows = await db
    .select({ id: sql<number>`${target}`, taken: sql<number>`(${sold} + ${held})::int` })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(
      and(
        inArray(target, ids),
        exceptCartId === undefined ? undefined : sql`${reservations.cartId} IS DISTINCT FROM ${exceptCartId}`,
      ),
    )
    .groupBy(target);
  return new Map(rows.map((row) => [Number(row.id), row.taken]));
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

export async function findTourSlots(db: Db, tourIds: number[], dates: string[], now: Date) {
  if (tourIds.length === 0) return [];
  const slots = await db
    .select()
    .from(tourSlots)
    .where(and(inArray(tourSlots.tourId, tourIds), inArray(tourSlots.date, dates)));
  const ids = slots.map((slot) => slot.id);
  const [places, wholeTours] = await Promise.all([
    takenPer(db, reservationItems.tourSlotId, reservationItems.places, ids, now),
    takenPer(db, reservationItems.tourSlotId, reservationItems.tours, ids, now),
  ]);
  return slots.map((slot) => ({
    ...slot,
    taken: places.get(slot.id) ?? 0,
    toursTaken: wholeTours.get(slot.id) ?? 0,
  }));
}

export async function findTicketTypes(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return { tickets: [], subtickets: [] };
  const [ticketRows, subRows] = await Promise.all([
    db
      .select({ ticket: ticketTypes, eventName: events.name, venue: venues.name })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .innerJoin(venues, eq(venues.id, events.venueId))
      .where(and(eq(events.shopId, shopId), inArray(ticketTypes.id, ids), isNull(ticketTypes.parentId))),
    db.select().from(ticketTypes).where(inArray(ticketTypes.parentId, ids)),
  ]);
  return { tickets: ticketRows, subtickets: subRows };
}

export async function findEventSlots(db: Db, eventIds: number[], dates: string[], now: Date) {
  if (eventIds.length === 0) return [];
  const slots = await db
    .select()
    .from(eventSlots)
    .where(and(inArray(eventSlots.eventId, eventIds), inArray(eventSlots.date, dates)));
  const taken = await takenPer(
    db,
    reservationItems.eventSlotId,
    reservationItems.places,
    slots.map((slot) => slot.id),
    now,
  );
  return slots.map((slot) => ({ ...slot, taken: taken.get(slot.id) ?? 0 }));
}

export async function findArticles(db: Db, shopId: number, ids: number[], now: Date) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(merchandise)
    .where(and(eq(merchandise.shopId, shopId), inArray(merchandise.id, ids)));
  const taken = await takenPer(db, reservationItems.merchandiseId, reservationItems.places, ids, now);
  return rows.map((row) => ({ ...row, taken: taken.get(row.id) ?? 0 }));
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
  const rows = await db
    .select()
    .from(voucherCodes)
    .where(and(eq(voucherCodes.shopId, shopId), inArray(voucherCodes.code, codes)));
  const taken = await takenPer(
    db,
    reservationItems.voucherCodeId,
    reservationItems.amount,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({ ...row, taken: row.usedAmount + (taken.get(row.id) ?? 0) }));
}

type Kind = InventoryNeed['kind'];
/** The reservation_items column that points at each kind of inventory. */
const itemColumn: Record<Kind, AnyPgColumn> = {
  tourSlot: reservationItems.tourSlotId,
  eventSlot: reservationItems.eventSlotId,
  article: reservationItems.merchandiseId,
  voucherCode: reservationItems.voucherCodeId,
};
/** The one order in which inventory rows are locked, so two carts never wait for each other in a circle. */
const LOCK_ORDER: Kind[] = ['tourSlot', 'eventSlot', 'article', 'voucherCode'];

export interface Shortfall {
  need: InventoryNeed;
  available: number;
}

/**
 * Locks the rows of everything the needs take (sorted: kind, then id) and says what does not fit
 * any more, counting every other cart's sold and held places. Call inside a transaction; the locks
 * last until it ends.
 */
export async function lockAndCheck(
  tx: Db,
  needs: readonly InventoryNeed[],
  now: Date,
  exceptCartId?: string,
): Promise<Shortfall[]> {
  const shortfalls: Shortfall[] = [];
  for (const kind of LOCK_ORDER) {
    const mine = needs.filter((need) => need.kind === kind).sort((a, b) => a.id - b.id);
    if (mine.length === 0) continue;
    const ids = mine.map((need) => need.id);
    const item = itemColumn[kind];
    const rows = await lockRows(tx, kind, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const value = kind === 'voucherCode' ? reservationItems.amount : reservationItems.places;
    const [taken, toursTaken] = await Promise.all([
      takenPer(tx, item, value, ids, now, exceptCartId),
      kind === 'tourSlot'
        ? takenPer(tx, item, reservationItems.tours, ids, now, exceptCartId)
        : Promise.resolve(new Map<number, number>()),
    ]);
    for (const need of mine) {
      const row = byId.get(need.id);
      const left = row ? row.capacity - (row.used ?? 0) - (taken.get(need.id) ?? 0) : 0;
      const asked =
        need.kind === 'article' ? need.pieces : need.kind === 'voucherCode' ? need.amount : need.places;
      if (asked > left) shortfalls.push({ need, available: Math.max(0, left) });
      else if (need.kind === 'tourSlot' && need.tours > 0) {
        const toursLeft = (row?.tours ?? 0) - (toursTaken.get(need.id) ?? 0);
        if (need.tours > toursLeft) shortfalls.push({ need, available: Math.max(0, toursLeft) });
      }
    }
  }
  return shortfalls;
}

interface LockedRow {
  id: number;
  capacity: number;
  /** Whole tours of a tour slot. */
  tours?: number;
  /** A voucher code's amount used outside checkout. */
  used?: number;
}

/** Each kind's inventory table and the columns a hold is checked against. */
const inventoryRows: Record<Kind, { table: PgTable; id: AnyPgColumn; counts: Record<string, AnyPgColumn> }> =
  {
    tourSlot: {
      table: tourSlots,
      id: tourSlots.id,
      counts: { capacity: tourSlots.capacity, tours: tourSlots.tours },
    },
    eventSlot: { table: eventSlots, id: eventSlots.id, counts: { capacity: eventSlots.capacity } },
    article: { table: merchandise, id: merchandise.id, counts: { capacity: merchandise.stock } },
    voucherCode: {
      table: voucherCodes,
      id: voucherCodes.id,
      counts: { capacity: voucherCodes.amount, used: voucherCodes.usedAmount },
    },
  };

/** SELECT … FOR UPDATE on one kind of inventory rows, in id order. */
async function lockRows(tx: Db, kind: Kind, ids: number[]): Promise<LockedRow[]> {
  const { table, id, counts } = inventoryRows[kind];
  const rows = await tx
    .select({ id, ...counts })
    .from(table)
    .where(inArray(id, ids))
    .orderBy(asc(id))
    .for('update');
  return rows as unknown as LockedRow[];
}

/**
 * A held reservation of a cart and its items, written in one statement: it runs under the
 * inventory locks, where every round trip to the database keeps the other buyers of a busy slot
 * waiting. The reservation's id is made here so that the items need not wait for it.
 */
export async function insertHold(
  tx: Db,
  hold: { shopId: number; cartId: string; expiresAt: Date; needs: readonly InventoryNeed[] },
) {
  const reservationId = crypto.randomUUID();
  const insertReservation = sql`insert into ${reservations} (id, shop_id, cart_id, status, expires_at) values (${reservationId}, ${hold.shopId}, ${hold.cartId}, 'held', ${hold.expiresAt.toISOString()})`;
  if (hold.needs.length === 0) {
    await tx.execute(insertReservation);
    return;
  }
  const reservation = tx.$with('new_reservation', {}).as(insertReservation);
  await tx
    .with(reservation)
    .insert(reservationItems)
    .values(
      hold.needs.map((need) => ({
        reservationId,
        tourSlotId: need.kind === 'tourSlot' ? need.id : null,
        eventSlotId: need.kind === 'eventSlot' ? need.id : null,
        merchandiseId: need.kind === 'article' ? need.id : null,
        voucherCodeId: need.kind === 'voucherCode' ? need.id : null,
        places:
          need.kind === 'tourSlot' || need.kind === 'eventSlot'
            ? need.places
            : need.kind === 'article'
              ? need.pieces
              : 0,
        tours: need.kind === 'tourSlot' ? need.tours : 0,
        amount: need.kind === 'voucherCode' ? need.amount : 0,
      })),
    );
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
 * Sells a cart's hold if it has not lapsed. Its places were counted under the inventory locks when
 * they were taken and count for nobody else while it lasts, so selling it needs no inventory lock:
 * bookings on one busy slot do not queue behind each other. False when the hold has lapsed or is
 * gone (the sweep released it, or another booking sold it).
 */
export async function sellValidHold(tx: Db, cartId: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(reservations)
    .set({ status: 'sold', expiresAt: null })
    .where(
      and(eq(reservations.cartId, cartId), eq(reservations.status, 'held'), gt(reservations.expiresAt, now)),
    )
    .returning({ id: reservations.id });
  return rows.length > 0;
}

/** Turns a cart's reservation into a sale (or releases it); the places then count for ever (or never). */
export async function setReservationStatus(tx: Db, cartId: string, status: 'sold' | 'released') {
  await tx.update(reservations).set({ status, expiresAt: null }).where(eq(reservations.cartId, cartId));
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
 * Releases the holds that have expired and marks their carts expired. Idempotent and safe in
 * every process at once: each statement only moves rows still in the earlier state.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const released = await db
    .update(reservations)
    .set({ status: 'released' })
    .where(and(eq(reservations.status, 'held'), lt(reservations.expiresAt, now)))
    .returning({ id: reservations.id });
  await db
    .update(carts)
    .set({ status: 'expired' })
    .where(and(eq(carts.status, 'held'), lt(carts.expiresAt, now)));
  return released.length;
}

export async function findOrderById(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findCartByPaymentRef(db: Db, paymentRef: string) {
  const [row] = await db.select().from(carts).where(eq(carts.paymentRef, paymentRef));
  return row;
}
