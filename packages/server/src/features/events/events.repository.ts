import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { joinReservations, reservedSums } from '../../db/repositories/reservations.repository.ts';
import { eventSlots, events, ticketGroups, ticketTypes } from '../../db/schema/events.ts';
import { reservationItems } from '../../db/schema/reservations.ts';

export type EventRow = typeof events.$inferSelect;

/** Spec §9: events with a sequence_no come first in its order, those with 0 after, by sorting_datetime. */
export function listEvents(db: Db, shopId: number) {
  return db
    .select()
    .from(events)
    .where(eq(events.shopId, shopId))
    .orderBy(
      sql`${events.sequenceNo} = 0`,
      asc(events.sequenceNo),
      asc(events.sortingDatetime),
      asc(events.id),
    );
}

export async function findEvent(db: Db, shopId: number, eventId: number): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.shopId, shopId), eq(events.id, eventId)));
  return row;
}

export function listTicketTypes(db: Db, eventId: number) {
  return db
    .select({ ticket: ticketTypes, groupName: ticketGroups.name })
    .from(ticketTypes)
    .leftJoin(ticketGroups, eq(ticketGroups.id, ticketTypes.groupId))
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.sequenceNo), asc(ticketTypes.id));
}

export interface EventSlotCounts {
  id: number;
  date: string;
  time: string;
  endTime: string;
  capacity: number;
  closed: boolean;
  sold: number;
  held: number;
}

/** The end of the slot as local text, comparable with YYYY-MM-DD HH:mm. */
const slotEnd = sql`(${eventSlots.date}::text || ' ' || ${eventSlots.endTime})`;

/**
 * The event's slots between two dates with sold and held places summed in the database; with
 * `firstOpenAfter` (local YYYY-MM-DD HH:mm) instead, the slots of the first date with a slot that
 * has not ended by then, in the same round trip.
 */
export function listEventSlotCounts(
  db: Db,
  filter: { eventId: number; now: Date } & ({ start: string; end: string } | { firstOpenAfter: string }),
): Promise<EventSlotCounts[]> {
  const places = reservedSums(reservationItems.places, filter.now);
  const { id, date, time, endTime, capacity, closed } = eventSlots;
  const slots = db
    .select({ id, date, time, endTime, capacity, closed, sold: places.sold, held: places.held })
    .from(eventSlots)
    .$dynamic();
  return joinReservations(slots, reservationItems.eventSlotId, eventSlots.id)
    .where(
      and(
        eq(eventSlots.eventId, filter.eventId),
        ...('firstOpenAfter' in filter
          ? [
              eq(
                eventSlots.date,
                sql`(SELECT min(first.date) FROM ${eventSlots} AS first WHERE first.event_id = ${filter.eventId} AND (first.date::text || ' ' || first.end_time) > ${filter.firstOpenAfter})`,
              ),
            ]
          : [gte(eventSlots.date, filter.start), lte(eventSlots.date, filter.end)]),
      ),
    )
    .groupBy(eventSlots.id)
    .orderBy(asc(eventSlots.date), asc(eventSlots.time));
}

/** First and last date with a slot that has not ended by `localNow` (YYYY-MM-DD HH:mm). */
export async function findEventSlotSpan(db: Db, eventId: number, localNow: string) {
  const [row] = await db
    .select({
      first: sql<string | null>`min(${eventSlots.date})::text`,
      last: sql<string | null>`max(${eventSlots.date})::text`,
    })
    .from(eventSlots)
    .where(and(eq(eventSlots.eventId, eventId), sql`${slotEnd} > ${localNow}`));
  return { first: row?.first ?? null, last: row?.last ?? null };
}
