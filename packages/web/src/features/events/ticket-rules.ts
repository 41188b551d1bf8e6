import {
  type CartItem,
  type Event,
  type LineProblem,
  NO_MORE_TIMES,
  type Subticket,
  type TicketType,
  type Timeslot,
} from '@museum-shop/contract';

/** The rules of buying event tickets (spec §4 "Sub-tickets", §5 "Event tickets", §9 sorting), as pure functions. */

export type TicketItem = Extract<CartItem, { type: 'ticket' | 'dayTicket' }>;

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

/** Day tickets (mode 3) admit at any time of their day. */
export const isDayTicket = (ticket: Pick<TicketType, 'mode'>) => ticket.mode === 3;

/**
 * Spec §5: tickets of modes 1 and 5 with no schedule entry that has places (max_tickets above 0)
 * are hidden.
 */
export function visibleTickets<T extends Pick<TicketType, 'mode' | 'schedule'>>(tickets: T[]): T[] {
  return tickets.filter(
    (ticket) => isDayTicket(ticket) || ticket.schedule.some((entry) => entry.max_tickets > 0),
  );
}

/** The places a ticket has left at a datetime (its schedule entry's max_tickets); 0 without one. */
export function maxTicketsAt(ticket: Pick<TicketType, 'schedule'>, datetime: string | undefined): number {
  return ticket.schedule.find((entry) => entry.datetime === datetime)?.max_tickets ?? 0;
}

/** The datetime a ticket is booked for: a day ticket's only entry of the day, else the chosen time. */
export function ticketDatetime(
  ticket: Pick<TicketType, 'mode' | 'schedule'>,
  chosenTime: string | undefined,
) {
  return isDayTicket(ticket) ? ticket.schedule[0]?.datetime : chosenTime;
}

/**
 * A typed count (spec §5): non-numeric input counts as 0, and a count above the time's max_tickets
 * is ignored: the previous count stays.
 */
export function applyTicketCount(previous: number, input: string | number, maxTickets: number): number {
  const value = typeof input === 'number' ? input : Number(String(input).trim());
  const count = Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
  return count > maxTickets ? previous : count;
}

/** Counts per ticket id and, for tickets with sub-tickets, per sub-ticket id. */
export interface TicketCounts {
  tickets: Record<number, number>;
  subtickets: Record<number, Record<number, number>>;
}

export const EMPTY_TICKET_COUNTS: TicketCounts = { tickets: {}, subtickets: {} };

/** A sub-ticket with a fixed count (min_quantity equal to max_quantity, spec §9). */
export const isFixed = (sub: Pick<Subticket, 'min_quantity' | 'max_quantity'>) =>
  sub.max_quantity > 0 && sub.min_quantity === sub.max_quantity;

/**
 * Spec §4 "Sub-tickets": setting a sub-ticket's count sets the ticket's own count to 1 if any
 * sub-count is above 0, else 0; sub-tickets with a fixed count toggle between 0 and their maximum
 * depending on whether other sub-tickets are chosen. A count above max_quantity is ignored.
 */
export function setSubticketCount(
  counts: TicketCounts,
  ticket: Pick<TicketType, 'id' | 'subtickets'>,
  subId: number,
  input: string | number,
): TicketCounts {
  const sub = ticket.subtickets.find((candidate) => candidate.id === subId);
  if (!sub || isFixed(sub)) return counts;
  const previous = counts.subtickets[ticket.id] ?? {};
  const limit = sub.max_quantity > 0 ? sub.max_quantity : Number.POSITIVE_INFINITY;
  const chosen = { ...previous, [subId]: applyTicketCount(previous[subId] ?? 0, input, limit) };
  const othersChosen = ticket.subtickets.some((other) => !isFixed(other) && (chosen[other.id] ?? 0) > 0);
  for (const other of ticket.subtickets)
    if (isFixed(other)) chosen[other.id] = othersChosen ? other.max_quantity : 0;
  const any = Object.values(chosen).some((count) => count > 0);
  return {
    tickets: { ...counts.tickets, [ticket.id]: any ? 1 : 0 },
    subtickets: { ...counts.subtickets, [ticket.id]: chosen },
  };
}

/** The persons a ticket admits: its sub-tickets if any are chosen, else its count. */
export function personsOf(counts: TicketCounts, ticketId: number): number {
  const subs = Object.values(counts.subtickets[ticketId] ?? {}).reduce((sum, count) => sum + count, 0);
  return subs > 0 ? subs : (counts.tickets[ticketId] ?? 0);
}

/** A family ticket that is chosen needs a quantity for every component (spec §5). */
export function familyComponentsMissing(
  ticket: Pick<TicketType, 'id' | 'family' | 'subtickets'>,
  counts: TicketCounts,
): boolean {
  if (!ticket.family || (counts.tickets[ticket.id] ?? 0) === 0) return false;
  return ticket.subtickets.some((sub) => (counts.subtickets[ticket.id]?.[sub.id] ?? 0) === 0);
}

/**
 * Every problem of the chosen tickets at one time: nothing chosen, a family ticket without a
 * quantity for each component, more persons than the time has places (naming both numbers).
 */
export function ticketProblems(
  tickets: Pick<TicketType, 'id' | 'family' | 'subtickets' | 'mode'>[],
  counts: TicketCounts,
  timeslot: Pick<Timeslot, 'left'> | undefined,
): LineProblem[] {
  const timed = tickets.filter((ticket) => !isDayTicket(ticket));
  const persons = tickets.reduce((sum, ticket) => sum + personsOf(counts, ticket.id), 0);
  if (persons === 0) return [{ code: 'NOTHING_CHOSEN' }];
  const problems: LineProblem[] = [];
  if (tickets.some((ticket) => familyComponentsMissing(ticket, counts)))
    problems.push({ code: 'COMPONENT_QUANTITY_MISSING' });
  const timedPersons = timed.reduce((sum, ticket) => sum + personsOf(counts, ticket.id), 0);
  if (timeslot && timedPersons > timeslot.left)
    problems.push(
      timeslot.left === 0
        ? { code: 'SOLD_OUT' }
        : { code: 'NOT_ENOUGH_PLACES', requested: timedPersons, available: timeslot.left },
    );
  return problems;
}

/** The total in cents: each ticket and its sub-tickets, as the server adds them. */
export function ticketsTotal(
  tickets: Pick<TicketType, 'id' | 'price' | 'subtickets'>[],
  counts: TicketCounts,
): number {
  return tickets.reduce((total, ticket) => {
    const subs = ticket.subtickets.reduce(
      (sum, sub) => sum + sub.price * (counts.subtickets[ticket.id]?.[sub.id] ?? 0),
      0,
    );
    return total + ticket.price * (counts.tickets[ticket.id] ?? 0) + subs;
  }, 0);
}

/** One cart line per chosen ticket type (never a price: the server prices it). */
export function ticketCartItems(
  tickets: Pick<TicketType, 'id' | 'mode' | 'schedule'>[],
  counts: TicketCounts,
  chosenTime: string | undefined,
): TicketItem[] {
  return tickets.flatMap((ticket) => {
    const count = counts.tickets[ticket.id] ?? 0;
    const datetime = ticketDatetime(ticket, chosenTime);
    if (count === 0 || !datetime) return [];
    const subtickets = Object.entries(counts.subtickets[ticket.id] ?? {})
      .filter(([, subCount]) => subCount > 0)
      .map(([id, subCount]) => ({ id: Number(id), count: subCount }));
    const item: TicketItem = {
      type: isDayTicket(ticket) ? 'dayTicket' : 'ticket',
      id: ticket.id,
      count,
      datetime,
    };
    return [subtickets.length > 0 ? { ...item, subtickets } : item];
  });
}

export type EventDayKind = 'available' | 'few' | 'soldOut' | 'noMoreTimes' | 'closed' | 'past' | 'notOnSale';

/** A day with this many places left or fewer is marked as nearly full. */
export const FEW_PLACES = 10;

/**
 * What a calendar day of an event is: past, today after its last time (the calendar's
 * NO_MORE_TIMES, decision 0013), outside its first and last date, closed (no times), sold out
 * (0 places left), nearly full, or available.
 */
export function eventDayKind(
  date: string,
  today: string,
  lifetime: { first: string | null; last: string | null } | undefined,
  placesLeft: number | undefined,
): EventDayKind {
  if (date < today) return 'past';
  // Before the lifetime: today after its last time lies before the first bookable date.
  if (placesLeft === NO_MORE_TIMES) return date === today ? 'noMoreTimes' : 'past';
  if (lifetime && (!lifetime.first || date < lifetime.first || (lifetime.last && date > lifetime.last)))
    return 'notOnSale';
  if (placesLeft === undefined) return 'closed';
  if (placesLeft === 0) return 'soldOut';
  return placesLeft <= FEW_PLACES ? 'few' : 'available';
}
