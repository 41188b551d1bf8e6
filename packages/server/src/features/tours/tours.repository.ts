import type { Translations } from '@museum-shop/contract';
import { and, asc, eq, getTableColumns, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { joinReservations, reservedSums } from '../../db/repositories/reservations.repository.ts';
import { reservationItems } from '../../db/schema/reservations.ts';
import {
  tourCategories,
  tourPrices,
  tourQuestions,
  tourSlots,
  tours,
  tourTickets,
} from '../../db/schema/tours.ts';

/** A tour with its category's name (joined: every answer about a tour names its category). */
export type TourRow = typeof tours.$inferSelect & { categoryName: Translations };

const tourWithCategory = { ...getTableColumns(tours), categoryName: tourCategories.name };

export function listTours(db: Db, shopId: number): Promise<TourRow[]> {
  return db
    .select(tourWithCategory)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .where(eq(tours.shopId, shopId))
    .orderBy(asc(tours.sequenceNo), asc(tours.id));
}

export async function findTour(db: Db, shopId: number, tourId: number): Promise<TourRow | undefined> {
  const [row] = await db
    .select(tourWithCategory)
    .from(tours)
    .innerJoin(tourCategories, eq(tourCategories.id, tours.categoryId))
    .where(and(eq(tours.shopId, shopId), eq(tours.id, tourId)));
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
    .where(inArray(tourPrices.tourId, tourIds))
    .orderBy(asc(tourPrices.sequenceNo), asc(tourPrices.id));
}

export function listTickets(db: Db, tourId: number) {
  return db
    .select()
    .from(tourTickets)
    .where(eq(tourTickets.tourId, tourId))
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
  soldTours: number;
  heldTours: number;
}

/** The slots of some tours between two dates, with sold and held places and tours summed in the database. */
export function listSlotCounts(
  db: Db,
  filter: { shopId: number; tourId?: number; start: string; end: string; now: Date },
): Promise<SlotCounts[]> {
  const places = reservedSums(reservationItems.places, filter.now);
  const wholeTours = reservedSums(reservationItems.tours, filter.now);
  const { id, tourId, date, time, capacity } = tourSlots;
  const slots = db
    .select({
      id,
      tourId,
      date,
      time,
      capacity,
      closed: tourSlots.closed,
      tours: tourSlots.tours,
      soldPlaces: places.sold,
      heldPlaces: places.held,
      soldTours: wholeTours.sold,
      heldTours: wholeTours.held,
    })
    .from(tourSlots)
    .innerJoin(tours, eq(tours.id, tourSlots.tourId))
    .$dynamic();
  return joinReservations(slots, reservationItems.tourSlotId, tourSlots.id)
    .where(
      and(
        eq(tours.shopId, filter.shopId),
        filter.tourId === undefined ? undefined : eq(tourSlots.tourId, filter.tourId),
        gte(tourSlots.date, filter.start),
        lte(tourSlots.date, filter.end),
      ),
    )
    .groupBy(tourSlots.id)
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
