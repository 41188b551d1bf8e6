import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inventoryCounts } from '../../db/repositories/inventory-counts.repository.ts';
import { eventSlots, events, ticketGroups, ticketTypes } from '../../db/schema/events.ts';
import type { VisibleStatuses } from '../../lib/catalog-preview.ts';

export type EventRow = typeof events.$inferSelect;

/** The published events (issue 35: drafts and archived ones are staff only). Spec §9: events with a sequence_no come first in its order, those with 0 after, by sorting_datetime. */
export function listEvents(db: Db, shopId: number) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.shopId, shopId), eq(events.status, 'published')))
    .orderBy(
      sql`${events.sequenceNo} = 0`,
      asc(events.sequenceNo),
      asc(events.sortingDatetime),
      asc(events.id),
    );
}

/** The shop's event of that id, if its status is one of `statuses` (lib/catalog-preview.ts). */
export async function findEvent(
  db: Db,
  shopId: number,
  eventId: number,
  statuses: VisibleStatuses,
): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.shopId, shopId), eq(events.id, eventId), inArray(events.status, [...statuses])));
  return row;
}

export function listTicketTypes(db: Db, eventId: number) {
  return db
    .select({ ticket: ticketTypes, groupName: ticketGroups.name })
    .from(ticketTypes)
    .leftJoin(ticketGroups, eq(ticketGroups.id, ticketTypes.groupId))
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.retired, false)))
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
  /** What can still be booked: 0 when closed. */
  left: number;
  /** Of what is sold and held, the places taken with member cards (issue 36). */
  memberTaken: number;
}

/** The end of the slot as local text, comparable with YYYY-MM-DD HH:mm. */
const slotEnd = sql`(${eventSlots.date}::text || ' ' || ${eventSlots.endTime})`;

/**
 * The event's slots between two dates with their sold, held and left places (the database's one
 * count, `inventory_count`); with
 * `firstOpenAfter` (local YYYY-MM-DD HH:mm) instead, the slots of the first date with a slot that
 * has not ended by then, in the same round trip.
 */
export function listEventSlotCounts(
  db: Db,
  filter: { eventId: number } & ({ start: string; end: string } | { firstOpenAfter: string }),
): Promise<EventSlotCounts[]> {
  const counts = inventoryCounts(db, 'eventSlot', eventSlots.id);
  const { id, date, time, endTime, capacity, closed } = eventSlots;
  const { sold, held, left } = counts;
  // Few items are members': a partial index finds them (inventory.sql's member_places_taken).
  const memberTaken = sql<number>`member_places_taken(${eventSlots.id}, hold_clock())`.mapWith(Number);
  return db
    .select({ id, date, time, endTime, capacity, closed, sold, held, left, memberTaken })
    .from(eventSlots)
    .innerJoinLateral(counts, sql`true`)
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
