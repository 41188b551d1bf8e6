import { NO_MORE_TIMES } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import {
  applyTicketCount,
  EMPTY_TICKET_COUNTS,
  eventDayKind,
  familyComponentsMissing,
  filterEvents,
  maxTicketsAt,
  setSubticketCount,
  sortEvents,
  ticketCartItems,
  ticketProblems,
  ticketsTotal,
  visibleTickets,
} from './ticket-rules.ts';

const entry = (datetime: string, max_tickets: number) => ({ datetime, datetime_end: datetime, max_tickets });
const sub = (id: number, min_quantity: number, max_quantity: number, price = 0) => ({
  id,
  name: `s${id}`,
  price,
  vat_value: 7,
  min_quantity,
  max_quantity,
});
/** Neon Nights' family ticket: 1–2 adults and 1–3 children. */
const family = {
  id: 9,
  mode: 1 as const,
  price: 3600,
  family: true,
  subtickets: [sub(10, 1, 2), sub(11, 1, 3)],
  schedule: [entry('2026-11-24 11:00', 3)],
};

describe('event order and filters (spec §2, §9)', () => {
  const event = (
    name: string,
    sequence_no: number,
    sorting_datetime: string,
    venue = 1,
    groups: number[] = [],
  ) => ({
    name,
    sequence_no,
    sorting_datetime,
    venue: { id: venue, name: `v${venue}` },
    custom_groups: groups.map((id) => ({ id, name: `g${id}` })),
  });

  it('sorts by sequence_no, sequence 0 after the others by sorting_datetime', () => {
    const sorted = sortEvents([
      event('day ticket', 0, '2025-10-19 10:00'),
      event('observatory', 2, '2026-11-26 21:00'),
      event('winter', 0, '2025-07-26 10:00'),
      event('neon', 1, '2026-11-03 10:00'),
    ]);
    expect(sorted.map((found) => found.name)).toEqual(['neon', 'observatory', 'winter', 'day ticket']);
  });

  it('filters by venue and custom group', () => {
    const events = [event('a', 1, '', 1, [6]), event('b', 2, '', 2, [5, 6]), event('c', 3, '', 1)];
    expect(filterEvents(events, { venue: 1 }).map((found) => found.name)).toEqual(['a', 'c']);
    expect(filterEvents(events, { group: 5 }).map((found) => found.name)).toEqual(['b']);
    expect(filterEvents(events, {}).length).toBe(3);
  });
});

describe('ticket visibility and counts (spec §5)', () => {
  it('hides modes 1 and 5 without a schedule entry with places; day tickets stay', () => {
    const tickets = [
      { id: 1, mode: 1 as const, schedule: [entry('2026-11-27 21:00', 0)] },
      { id: 2, mode: 5 as const, schedule: [] },
      { id: 3, mode: 5 as const, schedule: [entry('2026-11-24 10:00', 0), entry('2026-11-24 11:00', 3)] },
      { id: 4, mode: 3 as const, schedule: [entry('2026-11-24 10:00', 0)] },
    ];
    expect(visibleTickets(tickets).map((ticket) => ticket.id)).toEqual([3, 4]);
  });

  it('ignores a count above the time’s max_tickets; non-numeric is 0; exactly max is fine', () => {
    expect(applyTicketCount(2, '4', 3)).toBe(2);
    expect(applyTicketCount(2, '3', 3)).toBe(3);
    expect(applyTicketCount(2, 'many', 3)).toBe(0);
    expect(applyTicketCount(1, '1', 0)).toBe(1);
    expect(maxTicketsAt(family, '2026-11-24 11:00')).toBe(3);
    expect(maxTicketsAt(family, '2026-11-24 12:00')).toBe(0);
  });
});

describe('sub-tickets (spec §4)', () => {
  it('sets the parent count to 1 when any sub-ticket is chosen, else 0', () => {
    let counts = setSubticketCount(EMPTY_TICKET_COUNTS, family, 10, '2');
    expect(counts.tickets[9]).toBe(1);
    counts = setSubticketCount(counts, family, 10, '0');
    expect(counts.tickets[9]).toBe(0);
  });

  it('ignores a sub-count above its max_quantity', () => {
    const counts = setSubticketCount(
      setSubticketCount(EMPTY_TICKET_COUNTS, family, 11, '3'),
      family,
      11,
      '4',
    );
    expect(counts.subtickets[9]?.[11]).toBe(3);
  });

  it('toggles fixed sub-tickets between 0 and their maximum with the others', () => {
    const withFixed = { id: 20, subtickets: [sub(21, 2, 2), sub(22, 0, 4)] };
    let counts = setSubticketCount(EMPTY_TICKET_COUNTS, withFixed, 22, '1');
    expect(counts.subtickets[20]).toEqual({ 21: 2, 22: 1 });
    // A fixed count is not typed: it follows the others.
    expect(setSubticketCount(counts, withFixed, 21, '0')).toBe(counts);
    counts = setSubticketCount(counts, withFixed, 22, '0');
    expect(counts.subtickets[20]).toEqual({ 21: 0, 22: 0 });
    expect(counts.tickets[20]).toBe(0);
  });

  it('a family ticket needs a quantity for every component', () => {
    const adultsOnly = setSubticketCount(EMPTY_TICKET_COUNTS, family, 10, '2');
    expect(familyComponentsMissing(family, adultsOnly)).toBe(true);
    expect(ticketProblems([family], adultsOnly, { left: 3 })).toEqual([
      { code: 'COMPONENT_QUANTITY_MISSING' },
    ]);
    const both = setSubticketCount(adultsOnly, family, 11, '1');
    expect(familyComponentsMissing(family, both)).toBe(false);
    expect(ticketProblems([family], both, { left: 3 })).toEqual([]);
  });

  it('counts the persons of a family ticket against the places left, naming both numbers', () => {
    const counts = setSubticketCount(
      setSubticketCount(EMPTY_TICKET_COUNTS, family, 10, '2'),
      family,
      11,
      '2',
    );
    expect(ticketProblems([family], counts, { left: 3 })).toEqual([
      { code: 'NOT_ENOUGH_PLACES', requested: 4, available: 3 },
    ]);
    expect(ticketProblems([family], EMPTY_TICKET_COUNTS, { left: 3 })).toEqual([{ code: 'NOTHING_CHOSEN' }]);
  });

  it('prices and sends the lines as the server reads them', () => {
    const audio = { id: 3, mode: 5 as const, price: 400, subtickets: [], schedule: family.schedule };
    const day = {
      id: 4,
      mode: 3 as const,
      price: 1200,
      subtickets: [],
      schedule: [entry('2026-11-24 10:00', 400)],
    };
    let counts = setSubticketCount(setSubticketCount(EMPTY_TICKET_COUNTS, family, 10, '1'), family, 11, '2');
    counts = { ...counts, tickets: { ...counts.tickets, 3: 2, 4: 1 } };
    expect(ticketsTotal([family, audio, day], counts)).toBe(3600 + 2 * 400 + 1200);
    expect(ticketCartItems([family, audio, day], counts, '2026-11-24 11:00')).toEqual([
      {
        type: 'ticket',
        id: 9,
        count: 1,
        datetime: '2026-11-24 11:00',
        subtickets: [
          { id: 10, count: 1 },
          { id: 11, count: 2 },
        ],
      },
      { type: 'ticket', id: 3, count: 2, datetime: '2026-11-24 11:00' },
      { type: 'dayTicket', id: 4, count: 1, datetime: '2026-11-24 10:00' },
    ]);
  });
});

describe('calendar days of an event', () => {
  const lifetime = { first: '2026-11-24', last: '2027-01-22' };
  it.each([
    ['2026-11-22', 0, 'past'],
    ['2026-11-23', undefined, 'notOnSale'],
    ['2027-01-23', 240, 'notOnSale'],
    ['2026-11-30', undefined, 'closed'],
    ['2026-11-26', 0, 'soldOut'],
    ['2026-11-27', 10, 'few'],
    ['2026-11-28', 240, 'available'],
  ] as const)('%s with %s places is %s', (date, places, kind) => {
    expect(eventDayKind(date, '2026-11-23', lifetime, places)).toBe(kind);
  });

  it('tells today after its last time (NO_MORE_TIMES) from a sold-out day, before the first bookable date', () => {
    // This evening: the first bookable date is tomorrow, and the calendar answers -1 for today.
    expect(eventDayKind('2026-11-23', '2026-11-23', lifetime, NO_MORE_TIMES)).toBe('noMoreTimes');
    expect(eventDayKind('2026-11-23', '2026-11-23', { ...lifetime, first: '2026-11-23' }, 0)).toBe('soldOut');
    // On the last day of the event, after its last time, there is no bookable date at all.
    expect(eventDayKind('2026-11-23', '2026-11-23', { first: null, last: null }, NO_MORE_TIMES)).toBe(
      'noMoreTimes',
    );
    // A server whose clock is a day ahead of the browser's: that day is over.
    expect(eventDayKind('2026-11-24', '2026-11-23', lifetime, NO_MORE_TIMES)).toBe('past');
  });
});
