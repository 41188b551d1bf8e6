import type { Translations } from '@museum-shop/contract';
import { and, asc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inventoryCounts } from '../../db/repositories/inventory-counts.repository.ts';
import {
  tourCategories,
  tourPrices,
  tourQuestions,
  tourSlots,
  tours,
  tourTickets,
} from '../../db/schema/tours.ts';
import type { VisibleStatuses } from '../../lib/catalog-preview.ts';

/** A tour with its category's name (joined: every answer about a tour names its category). */
export type TourRow = typeof tours.$inferSelect & { categoryName: Translations };

const tourWithCategory = { ...getTableColumns(tours), categoryName: tourCategories.name };

/** The published tours (issue 35: drafts and archived ones are staff only). */
export function listTours(db: Db, shopId: number): Promise<TourRow[]> {
  return db
    .select(tourWithCategory)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .where(and(eq(tours.shopId, shopId), eq(tours.status, 'published')))
    .orderBy(asc(tours.sequenceNo), asc(tours.id));
}

/** The shop's tour of that id, if its status is one of `statuses` (lib/catalog-preview.ts). */
export async function findTour(
  db: Db,
  shopId: number,
  tourId: number,
  statuses: VisibleStatuses,
): Promise<TourRow | undefined> {
  const [row] = await db
    .select(tourWithCategory)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .where(and(eq(tours.shopId, shopId), eq(tours.id, tourId), inArray(tours.status, [...statuses])));
  return row;
}

export function listCategories(db: Db, shopId: number) {
  return db
    .select()
    .from(tourCategories)
    .where(eq(tourCategories.shopId, shopId))
    .orderBy(asc(tourCategories.sequenceNo), asc(tourCategories.id));
}

/** The price lists of several tours at once, each in sequence_no order. */
export function listPrices(db: Db, tourIds: number[]) {
  if (tourIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tourPrices)
    .where(and(inArray(tourPrices.tourId, tourIds), eq(tourPrices.retired, false)))
    .orderBy(asc(tourPrices.sequenceNo), asc(tourPrices.id));
}

export function listTickets(db: Db, tourId: number) {
  return db
    .select()
    .from(tourTickets)
    .where(and(eq(tourTickets.tourId, tourId), eq(tourTickets.retired, false)))
    .orderBy(asc(tourTickets.sequenceNo), asc(tourTickets.id));
}

export function listQuestions(db: Db, tourId: number) {
  return db
    .select()
    .from(tourQuestions)
    .where(eq(tourQuestions.tourId, tourId))
    .orderBy(asc(tourQuestions.sequenceNo), asc(tourQuestions.id));
}

export interface SlotCounts {
  id: number;
  tourId: number;
  date: string;
  time: string;
  capacity: number;
  closed: boolean;
  tours: number;
  soldPlaces: number;
  heldPlaces: number;
  /** Places that can still be booked: 0 when closed. */
  leftPlaces: number;
  soldTours: number;
  heldTours: number;
  leftTours: number;
}

/**
 * The slots of some tours between two dates, with their sold, held and left places and whole tours
 * (the database's one count, `inventory_count`); only of tours whose status is one of `statuses`.
 */
export function listSlotCounts(
  db: Db,
  filter: { shopId: number; statuses: VisibleStatuses; tourId?: number; start: string; end: string },
): Promise<SlotCounts[]> {
  const counts = inventoryCounts(db, 'tourSlot', tourSlots.id);
  const { id, tourId, date, time, capacity } = tourSlots;
  return db
    .select({
      id,
      tourId,
      date,
      time,
      capacity,
      closed: tourSlots.closed,
      tours: tourSlots.tours,
      soldPlaces: counts.sold,
      heldPlaces: counts.held,
      leftPlaces: counts.left,
      soldTours: counts.toursSold,
      heldTours: counts.toursHeld,
      leftTours: counts.toursLeft,
    })
    .from(tourSlots)
    .innerJoin(tours, eq(tours.id, tourSlots.tourId))
    .innerJoinLateral(counts, sql`true`)
    .where(
      and(
        eq(tours.shopId, filter.shopId),
        inArray(tours.status, [...filter.statuses]),
        filter.tourId === undefined ? undefined : eq(tourSlots.tourId, filter.tourId),
        gte(tourSlots.date, filter.start),
        lte(tourSlots.date, filter.end),
      ),
    )
    .orderBy(asc(tourSlots.date), asc(tourSlots.time), asc(tourSlots.tourId));
}

/** First and last date with a start still ahead of `localNow` (YYYY-MM-DD HH:mm). */
export async function findSlotDateSpan(db: Db, tourId: number, localNow: string) {
  const [row] = await db
    .select({
      first: sql<string | null>`min(${tourSlots.date})::text`,
      last: sql<string | null>`max(${tourSlots.date})::text`,
    })
    .from(tourSlots)
    .where(
      and(
        eq(tourSlots.tourId, tourId),
        sql`(${tourSlots.date}::text || ' ' || ${tourSlots.time}) > ${localNow}`,
      ),
    );
  return { first: row?.first ?? null, last: row?.last ?? null };
}
