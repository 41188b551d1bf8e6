import { describe, expect, it } from 'vitest';
import { toCount } from './counts.ts';
import {
  setTourSubticket,
  type TourCounts,
  ticketsAboveTours,
  tourCartItem,
  tourCountProblems,
  tourPlaces,
  tourTotal,
} from './tours.ts';

/** The cases of the tour booking screen (spec §5), as the web app and the server both read them. */

const counts = (prices: Record<number, number>, tickets: Record<number, number> = {}): TourCounts => ({
  prices,
  tickets,
  subtickets: {},
});

/** The demo museum's tours: Highlights (per place), Colours of Light (whole tours), lantern tour (no tickets). */
const perPlace = {
  max_participants: 25,
  single_ticketing: 1,
  book_complete_tour: 0,
  booking_without_tickets: 0,
} as const;
const wholeTour = {
  max_participants: 30,
  single_ticketing: 0,
  book_complete_tour: 1,
  booking_without_tickets: 0,
} as const;
const wholeSingle = { ...wholeTour, single_ticketing: 1 } as const;
const noTickets = {
  max_participants: 15,
  single_ticketing: 0,
  book_complete_tour: 0,
  booking_without_tickets: 1,
} as const;
const slot = (places: number, tours = 1) => ({ places, tours });

describe('toCount', () => {
  it.each([
    ['3', 3],
    [' 2 ', 2],
    ['', 0],
    ['abc', 0],
    ['-4', 0],
    ['2.7', 2],
    [Number.NaN, 0],
    [undefined, 0],
    [7, 7],
  ] as const)('%j → %i (non-numeric counts become 0)', (input, expected) => {
    expect(toCount(input)).toBe(expected);
  });
});

describe('tour counts (spec §5)', () => {
  it('asks for something to be chosen', () => {
    expect(tourCountProblems(perPlace, slot(25), counts({}))).toEqual([{ code: 'NOTHING_CHOSEN' }]);
  });

  it('accepts exactly max_participants places with as many tickets', () => {
    expect(tourCountProblems(perPlace, slot(25), counts({ 1: 20, 2: 5 }, { 1: 25 }))).toEqual([]);
  });

  it('refuses one place above max_participants, naming both numbers', () => {
    expect(tourCountProblems(perPlace, slot(30), counts({ 1: 26 }, { 1: 26 }))).toEqual([
      { code: 'OVER_MAX_PARTICIPANTS', requested: 26, available: 25 },
    ]);
  });

  it('is limited by the places left at the chosen time, and names them', () => {
    expect(tourCountProblems(perPlace, slot(2), counts({ 1: 3 }, { 1: 3 }))).toEqual([
      { code: 'NOT_ENOUGH_PLACES', requested: 3, available: 2 },
    ]);
    expect(tourCountProblems(perPlace, slot(2), counts({ 1: 2 }, { 1: 2 }))).toEqual([]);
  });

  it('says sold out when nothing is left (remaining = 0)', () => {
    expect(tourCountProblems(perPlace, slot(0, 0), counts({ 1: 1 }, { 1: 1 }))).toEqual([
      { code: 'SOLD_OUT' },
    ]);
  });

  it('without complete-tour booking and with tickets, ticket and tour counts must match', () => {
    expect(tourCountProblems(perPlace, slot(25), counts({ 1: 2 }, { 1: 1 }))).toEqual([
      { code: 'TICKETS_TOURS_MISMATCH', requested: 1, available: 2 },
    ]);
  });

  it('booking without tickets needs only tour places', () => {
    expect(tourCountProblems(noTickets, slot(15), counts({ 4: 2 }))).toEqual([]);
    expect(tourCountProblems(noTickets, slot(2), counts({ 4: 3 }))).toEqual([
      { code: 'NOT_ENOUGH_PLACES', requested: 3, available: 2 },
    ]);
  });

  it('complete tours: no more tours than the time has, and tickets capped at max_participants × tours', () => {
    expect(tourCountProblems(wholeTour, slot(60, 2), counts({ 3: 2 }, { 5: 60 }))).toEqual([]);
    expect(tourCountProblems(wholeTour, slot(30, 1), counts({ 3: 2 }))).toEqual([
      { code: 'NOT_ENOUGH_TOURS', requested: 2, available: 1 },
    ]);
    expect(tourCountProblems(wholeTour, slot(60, 2), counts({ 3: 1 }, { 5: 31 }))).toEqual([
      { code: 'OVER_MAX_PARTICIPANTS', requested: 31, available: 30 },
    ]);
    // Tickets without a tour are not a booking of a whole tour.
    expect(tourCountProblems(wholeTour, slot(30), counts({}, { 5: 4 }))).toEqual([
      { code: 'NOTHING_CHOSEN' },
    ]);
  });

  it('complete tours with single ticketing: at least as many tickets as tours', () => {
    expect(tourCountProblems(wholeSingle, slot(60, 2), counts({ 3: 2 }, { 5: 1 }))).toEqual([
      { code: 'TICKETS_BELOW_TOURS', requested: 1, available: 2 },
    ]);
    expect(tourCountProblems(wholeSingle, slot(60, 2), counts({ 3: 2 }, { 5: 2 }))).toEqual([]);
    expect(ticketsAboveTours(counts({ 3: 2 }, { 5: 3 }))).toBe(true);
    expect(ticketsAboveTours(counts({ 3: 2 }, { 5: 2 }))).toBe(false);
  });

  it('a whole tour booked without naming participants takes all its places', () => {
    expect(tourPlaces(wholeTour, counts({ 3: 1 })).places).toBe(30);
    expect(tourPlaces(wholeTour, counts({ 3: 1 }, { 5: 12 })).places).toBe(12);
    expect(tourPlaces(perPlace, counts({ 1: 2 }, { 1: 2 })).places).toBe(2);
  });
});

describe('tour sub-tickets (spec §4)', () => {
  it('sets the ticket count to 1 when any sub-ticket is chosen, else 0; participants count the sub-tickets', () => {
    let chosen = setTourSubticket(counts({}), 7, 8, '2');
    chosen = setTourSubticket(chosen, 7, 9, '1');
    expect(chosen.tickets[7]).toBe(1);
    expect(tourCountProblems(perPlace, slot(25), { ...chosen, prices: { 6: 3 } })).toEqual([]);
    chosen = setTourSubticket(setTourSubticket(chosen, 7, 8, '0'), 7, 9, 'x');
    expect(chosen.tickets[7]).toBe(0);
  });

  it('adds the ticket and its sub-tickets into the total, as the server does', () => {
    const chosen = setTourSubticket({ ...counts({ 6: 2 }) }, 7, 8, 2);
    const total = tourTotal(
      {
        ...perPlace,
        priceList: [{ id: 6, price: 500, vat_value: 19 }],
        tickets: [{ id: 7, price: 3200, vat_value: 7, subtickets: [{ id: 8, price: 1100 }] }],
      },
      chosen,
    );
    expect(total).toBe(2 * 500 + 3200 + 2 * 1100);
  });

  it('makes a cart line without prices, leaving out zero counts', () => {
    const chosen = setTourSubticket({ prices: { 6: 2, 7: 0 }, tickets: {}, subtickets: {} }, 7, 8, 2);
    expect(tourCartItem(4, '2026-11-28', '11:00', chosen, [])).toEqual({
      type: 'guidedTour',
      tourId: 4,
      datetime: '2026-11-28 11:00',
      prices: [{ id: 6, count: 2 }],
      tickets: [{ id: 7, count: 1, subtickets: [{ id: 8, count: 2 }] }],
      answers: [],
    });
  });
});
