import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { inventoryCounts } from '../../db/repositories/inventory-counts.repository.ts';
import { venues } from '../../db/schema/catalog.ts';
import type { InventoryNeed } from '../../db/schema/checkout.ts';
import { eventSlots, events, ticketTypes } from '../../db/schema/events.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { tourPrices, tourQuestions, tourSlots, tours, tourTickets } from '../../db/schema/tours.ts';
import { voucherCodes, voucherProducts } from '../../db/schema/vouchers.ts';

/**
 * What is left of inventory rows: with `counted`, the database's one count (`inventory_count`) of
 * each row, joined LATERAL, so the rows and their counts come in one round trip; without it all of
 * `capacity` and nothing is joined: initPayment counts under the locks instead (`takeInventory`),
 * so a count here would only be done twice.
 */
function leftOf(db: Db, kind: InventoryNeed['kind'], id: AnyPgColumn, capacity: PgColumn, counted: boolean) {
  const counts = inventoryCounts(db, kind, id);
  return {
    counts: counted ? counts : undefined,
    left: counted ? counts.left : sql<number>`${capacity}`,
    toursLeft: counted ? counts.toursLeft : undefined,
  };
}

export async function findTours(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return { tours: [], prices: [], tickets: [], questions: [] };
  const [tourRows, priceRows, ticketRows, questionRows] = await Promise.all([
    db
      .select({ tour: tours, venue: venues.name, venueAddress: venues.address })
      .from(tours)
      .innerJoin(venues, eq(venues.id, tours.venueId))
      // Only what the shop offers: a draft or archived tour, a retired price or ticket is not sold.
      .where(and(eq(tours.shopId, shopId), inArray(tours.id, ids), eq(tours.status, 'published'))),
    db
      .select()
      .from(tourPrices)
      .where(and(inArray(tourPrices.tourId, ids), eq(tourPrices.retired, false))),
    db
      .select()
      .from(tourTickets)
      .where(and(inArray(tourTickets.tourId, ids), eq(tourTickets.retired, false))),
    db
      .select()
      .from(tourQuestions)
      .where(inArray(tourQuestions.tourId, ids))
      .orderBy(asc(tourQuestions.sequenceNo)),
  ]);
  return { tours: tourRows, prices: priceRows, tickets: ticketRows, questions: questionRows };
}

export async function findTourSlots(db: Db, tourIds: number[], dates: string[], counted: boolean) {
  if (tourIds.length === 0) return [];
  const { counts, left, toursLeft } = leftOf(db, 'tourSlot', tourSlots.id, tourSlots.capacity, counted);
  const slots = db
    .select({ ...getTableColumns(tourSlots), left, toursLeft: toursLeft ?? sql<number>`${tourSlots.tours}` })
    .from(tourSlots)
    .$dynamic();
  return (counts ? slots.innerJoinLateral(counts, sql`true`) : slots).where(
    and(inArray(tourSlots.tourId, tourIds), inArray(tourSlots.date, dates)),
  );
}

/** The ticket types asked for (with their event and venue) and their sub-tickets, in one query. */
export async function findTicketTypes(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return { tickets: [], subtickets: [] };
  const rows = await db
    .select({ ticket: ticketTypes, eventName: events.name, venue: venues.name, venueAddress: venues.address })
    .from(ticketTypes)
    .innerJoin(events, eq(events.id, ticketTypes.eventId))
    .innerJoin(venues, eq(venues.id, events.venueId))
    .where(
      and(
        eq(events.shopId, shopId),
        // Only what the shop offers: a draft or archived event, a retired ticket type is not sold.
        eq(events.status, 'published'),
        eq(ticketTypes.retired, false),
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

export async function findEventSlots(db: Db, eventIds: number[], dates: string[], counted: boolean) {
  if (eventIds.length === 0) return [];
  const { counts, left } = leftOf(db, 'eventSlot', eventSlots.id, eventSlots.capacity, counted);
  const slots = db
    .select({ ...getTableColumns(eventSlots), left })
    .from(eventSlots)
    .$dynamic();
  return (counts ? slots.innerJoinLateral(counts, sql`true`) : slots).where(
    and(inArray(eventSlots.eventId, eventIds), inArray(eventSlots.date, dates)),
  );
}

export async function findArticles(db: Db, shopId: number, ids: number[], counted: boolean) {
  if (ids.length === 0) return [];
  const { counts, left } = leftOf(db, 'article', merchandise.id, merchandise.stock, counted);
  const articles = db
    .select({ ...getTableColumns(merchandise), left })
    .from(merchandise)
    .$dynamic();
  return (counts ? articles.innerJoinLateral(counts, sql`true`) : articles).where(
    // Only what the shop offers: a draft or archived product is not sold.
    and(eq(merchandise.shopId, shopId), inArray(merchandise.id, ids), eq(merchandise.status, 'published')),
  );
}

export async function findVoucherProducts(db: Db, shopId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return (
    db
      .select()
      .from(voucherProducts)
      // A draft or archived product is no longer sold (issue 36): the cart finds it unknown.
      .where(
        and(
          eq(voucherProducts.shopId, shopId),
          inArray(voucherProducts.id, ids),
          eq(voucherProducts.status, 'published'),
        ),
      )
  );
}

/** Voucher codes by code, with `taken`: used elsewhere plus what orders and holds take of them. */
export async function findVoucherCodes(db: Db, shopId: number, codes: string[]) {
  if (codes.length === 0) return [];
  const counts = inventoryCounts(db, 'voucherCode', voucherCodes.id);
  // Always counted: how much of a code is left decides how much of it the cart gets.
  const rows = await db
    .select({
      ...getTableColumns(voucherCodes),
      reserved: sql<number>`(${counts.sold} + ${counts.held})::int`,
    })
    .from(voucherCodes)
    .innerJoinLateral(counts, sql`true`)
    // A disabled code (its voucher was refunded, decision 0022) is no code any more.
    .where(
      and(
        eq(voucherCodes.shopId, shopId),
        inArray(voucherCodes.code, codes),
        isNull(voucherCodes.disabledAt),
      ),
    );
  return rows.map(({ reserved, ...row }) => ({ ...row, taken: row.usedAmount + reserved }));
}
