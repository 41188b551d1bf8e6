import type { Translations } from '@museum-shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventSlots, events } from '../../db/schema/events.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { tourSlots, tours } from '../../db/schema/tours.ts';

/** An event or tour of the shop as other modules name it: its kind, id and name. */
export interface CatalogItemName {
  kind: 'event' | 'tour';
  id: number;
  name: Translations;
}

/**
 * The shop's events and tours, whatever their state, by id and name: what another module offers to
 * choose from (a voucher code's limit) and checks a choice against.
 */
export async function catalogItemNames(db: Db, shopId: number): Promise<CatalogItemName[]> {
  const [eventRows, tourRows] = await Promise.all([
    db.select({ id: events.id, name: events.name }).from(events).where(eq(events.shopId, shopId)),
    db.select({ id: tours.id, name: tours.name }).from(tours).where(eq(tours.shopId, shopId)),
  ]);
  return [
    ...eventRows.map((row) => ({ kind: 'event' as const, ...row })),
    ...tourRows.map((row) => ({ kind: 'tour' as const, ...row })),
  ];
}

/** The shop's products (articles and annual passes) of `ids`, whatever their state, by id and name: what reports label. */
export async function productNames(db: Db, shopId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, Translations>();
  const rows = await db
    .select({ id: merchandise.id, name: merchandise.name })
    .from(merchandise)
    .where(and(eq(merchandise.shopId, shopId), inArray(merchandise.id, [...ids])));
  return new Map(rows.map((row) => [row.id, row.name]));
}

interface NamedSlot {
  date: string;
  time: string;
  /** The event's or the tour's name. */
  name: Translations;
}

/**
 * Event and tour slots of `ids` with their event's or tour's name: what a member card's bookings
 * name (issue 36).
 */
export async function slotNames(
  db: Db,
  ids: { event: readonly number[]; tour: readonly number[] },
): Promise<{ event: Map<number, NamedSlot>; tour: Map<number, NamedSlot> }> {
  const [eventRows, tourRows] = await Promise.all([
    ids.event.length === 0
      ? []
      : db
          .select({ id: eventSlots.id, date: eventSlots.date, time: eventSlots.time, name: events.name })
          .from(eventSlots)
          .innerJoin(events, eq(events.id, eventSlots.eventId))
          .where(inArray(eventSlots.id, [...ids.event])),
    ids.tour.length === 0
      ? []
      : db
          .select({ id: tourSlots.id, date: tourSlots.date, time: tourSlots.time, name: tours.name })
          .from(tourSlots)
          .innerJoin(tours, eq(tours.id, tourSlots.tourId))
          .where(inArray(tourSlots.id, [...ids.tour])),
  ]);
  const byId = (rows: (NamedSlot & { id: number })[]) => new Map(rows.map(({ id, ...slot }) => [id, slot]));
  return { event: byId(eventRows), tour: byId(tourRows) };
}
