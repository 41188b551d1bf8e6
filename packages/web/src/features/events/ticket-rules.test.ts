import { NO_MORE_TIMES } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { eventDayKind, filterEvents, maxTicketsAt, nextEventDate, sortEvents } from './ticket-rules.ts';

const entry = (datetime: string, max_tickets: number) => ({ datetime, datetime_end: datetime, max_tickets });
/** A ticket whose schedule has one time with 3 places left. */
const timed = { schedule: [entry('2026-11-24 11:00', 3)] };

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

describe('times of a ticket', () => {
  it('reads the places left at a time from its schedule entry; 0 without one', () => {
    expect(maxTicketsAt(timed, '2026-11-24 11:00')).toBe(3);
    expect(maxTicketsAt(timed, '2026-11-24 12:00')).toBe(0);
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

  it('calls a day with 0 places that the calendar lists as closed closed, not sold out (issue 25)', () => {
    const closed = ['2026-11-26'];
    expect(eventDayKind('2026-11-26', '2026-11-23', lifetime, 0, closed)).toBe('staffClosed');
    // Another day with 0 places is sold out; a closed date that is over stays over.
    expect(eventDayKind('2026-11-27', '2026-11-23', lifetime, 0, closed)).toBe('soldOut');
    expect(eventDayKind('2026-11-26', '2026-11-26', lifetime, NO_MORE_TIMES, closed)).toBe('noMoreTimes');
    expect(eventDayKind('2026-11-25', '2026-11-26', lifetime, 0, ['2026-11-25'])).toBe('past');
  });

  it('offers as the next date the first later one with places, skipping sold-out, closed and past days', () => {
    const calendar = {
      places: {
        '2026-11-22': 40, // past
        '2026-11-25': 0, // sold out
        '2026-11-26': 0, // closed by the staff
        '2026-11-27': 3, // few places
        '2026-11-28': 240,
      },
      closedDates: ['2026-11-26'],
    };
    expect(nextEventDate('2026-11-21', calendar, '2026-11-23', lifetime)).toBe('2026-11-27');
    expect(nextEventDate('2026-11-27', calendar, '2026-11-23', lifetime)).toBe('2026-11-28');
    expect(nextEventDate('2026-11-28', calendar, '2026-11-23', lifetime)).toBeUndefined();
    // Days past the event's last day on sale are not offered.
    expect(nextEventDate('2026-11-27', calendar, '2026-11-23', { ...lifetime, last: '2026-11-27' })).toBe(
      undefined,
    );
  });
});
