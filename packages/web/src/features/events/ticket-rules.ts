import { type Event, NO_MORE_TIMES, type TicketType } from '@museum-shop/contract';

/**
 * What the event screens show (spec §9 sorting, filters, calendar days). The sale rules (counts,
 * families, add-ons, prices) are the contract's (packages/contract/src/rules/tickets.ts).
 */

/** Spec §9: by sequence_no; events with sequence 0 come after, ordered by sorting_datetime. */
export function sortEvents<E extends Pick<Event, 'sequence_no' | 'sorting_datetime'>>(events: E[]): E[] {
  return [...events].sort((a, b) => {
    const aLast = a.sequence_no === 0;
    const bLast = b.sequence_no === 0;
    if (aLast !== bLast) return aLast ? 1 : -1;
    if (!aLast && a.sequence_no !== b.sequence_no) return a.sequence_no - b.sequence_no;
    return a.sorting_datetime.localeCompare(b.sorting_datetime);
  });
}

export interface EventFilters {
  venue?: number;
  group?: number;
}

export function filterEvents<E extends Pick<Event, 'venue' | 'custom_groups'>>(
  events: E[],
  filters: EventFilters,
): E[] {
  return events.filter(
    (event) =>
      (filters.venue === undefined || event.venue.id === filters.venue) &&
      (filters.group === undefined || event.custom_groups.some((group) => group.id === filters.group)),
  );
}

/** Distinct named things (venues, groups) in first-seen order. */
export function distinctRefs<R extends { id: number; name: string }>(refs: R[]): R[] {
  const seen = new Map<number, R>();
  for (const ref of refs) if (!seen.has(ref.id)) seen.set(ref.id, ref);
  return [...seen.values()];
}

/** The places a ticket has left at a datetime (its schedule entry's max_tickets); 0 without one. */
export function maxTicketsAt(ticket: Pick<TicketType, 'schedule'>, datetime: string | undefined): number {
  return ticket.schedule.find((entry) => entry.datetime === datetime)?.max_tickets ?? 0;
}

export type EventDayKind =
  | 'available'
  | 'few'
  | 'soldOut'
  | 'noMoreTimes'
  | 'closed'
  | 'staffClosed'
  | 'past'
  | 'notOnSale';

/** A day with this many places left or fewer is marked as nearly full. */
export const FEW_PLACES = 10;

/**
 * What a calendar day of an event is: past, today after its last time (the calendar's
 * NO_MORE_TIMES, decision 0013), outside its first and last date, closed (no times), closed by
 * the staff (its 0 places because every time left is closed: the calendar's closed_dates, issue 25),
 * sold out (0 places left), nearly full, or available.
 */
export function eventDayKind(
  date: string,
  today: string,
  lifetime: { first: string | null; last: string | null } | undefined,
  placesLeft: number | undefined,
  closedDates: readonly string[] = [],
): EventDayKind {
  if (date < today) return 'past';
  // Before the lifetime: today after its last time lies before the first bookable date.
  if (placesLeft === NO_MORE_TIMES) return date === today ? 'noMoreTimes' : 'past';
  if (lifetime && (!lifetime.first || date < lifetime.first || (lifetime.last && date > lifetime.last)))
    return 'notOnSale';
  if (placesLeft === undefined) return 'closed';
  if (placesLeft === 0) return closedDates.includes(date) ? 'staffClosed' : 'soldOut';
  return placesLeft <= FEW_PLACES ? 'few' : 'available';
}

/**
 * The first date after `after` that a visitor can book (available, or few places left) in a
 * calendar answer, or undefined where it has none.
 */
export function nextEventDate(
  after: string,
  calendar: { places: Record<string, number>; closedDates: readonly string[] },
  today: string,
  lifetime: { first: string | null; last: string | null } | undefined,
): string | undefined {
  return Object.keys(calendar.places)
    .sort()
    .find((date) => {
      if (date <= after) return false;
      const kind = eventDayKind(date, today, lifetime, calendar.places[date], calendar.closedDates);
      return kind === 'available' || kind === 'few';
    });
}
