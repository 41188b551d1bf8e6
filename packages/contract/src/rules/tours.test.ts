import { describe, expect, it } from 'vitest';
import {
  type TourCounts,
  type TourFlags,
  type TourRule,
  tourCountProblems,
  tourCountRuleProblems,
  tourCountsOfItem,
  tourLine,
  tourPlaces,
} from './tours.ts';

const singlePlaces: TourFlags = {
  max_participants: 25,
  single_ticketing: 1,
  book_complete_tour: 0,
  booking_without_tickets: 0,
};
const wholeTours: TourFlags = {
  max_participants: 30,
  single_ticketing: 0,
  book_complete_tour: 1,
  booking_without_tickets: 0,
};
/** `tours` tour places (or whole tours) and `tickets` admission tickets. */
const counts = (tours: number, tickets: number): TourCounts => ({
  prices: { 10: tours },
  tickets: { 20: tickets },
  subtickets: {},
});

describe('tour counts (spec §5)', () => {
  it('accepts exactly max_participants places and refuses one more, naming both numbers', () => {
    expect(tourCountRuleProblems(singlePlaces, counts(25, 25))).toEqual([]);
    expect(tourCountRuleProblems(singlePlaces, counts(26, 26))).toContainEqual({
      code: 'OVER_MAX_PARTICIPANTS',
      requested: 26,
      available: 25,
    });
  });

  it('wants as many tickets as tour places, unless the tour is booked without tickets', () => {
    expect(tourCountRuleProblems(singlePlaces, counts(3, 2))).toEqual([
      { code: 'TICKETS_TOURS_MISMATCH', requested: 2, available: 3 },
    ]);
    expect(tourCountRuleProblems({ ...singlePlaces, booking_without_tickets: 1 }, counts(3, 0))).toEqual([]);
  });

  it('caps the tickets of whole tours at max_participants per tour', () => {
    expect(tourCountRuleProblems(wholeTours, counts(2, 60))).toEqual([]);
    expect(tourCountRuleProblems(wholeTours, counts(2, 61))).toEqual([
      { code: 'OVER_MAX_PARTICIPANTS', requested: 61, available: 60 },
    ]);
  });

  it('with single ticketing and complete tours, wants at least one ticket per tour', () => {
    const both: TourFlags = { ...wholeTours, single_ticketing: 1 };
    expect(tourCountRuleProblems(both, counts(2, 1))).toEqual([
      { code: 'TICKETS_BELOW_TOURS', requested: 1, available: 2 },
    ]);
    expect(tourCountRuleProblems(both, counts(2, 2))).toEqual([]);
  });

  it('refuses a line with nothing chosen', () => {
    expect(tourCountRuleProblems(singlePlaces, counts(0, 0))).toEqual([{ code: 'NOTHING_CHOSEN' }]);
  });

  it('takes one place per participant, and a whole tour without named participants takes all its places', () => {
    expect(tourPlaces(singlePlaces, counts(3, 3))).toEqual({ places: 3, tours: 0 });
    expect(tourPlaces(wholeTours, counts(1, 12))).toEqual({ places: 12, tours: 1 });
    expect(tourPlaces({ ...wholeTours, book_complete_tour: 1 }, counts(2, 0))).toEqual({
      places: 60,
      tours: 2,
    });
  });
});

describe('family admissions of a tour (spec §4: the ticket counts 1 when any sub-ticket is chosen)', () => {
  const family: TourRule = {
    ...singlePlaces,
    booking_without_tickets: 1,
    priceList: [{ id: 10, price: 500, vat_value: 19 }],
    tickets: [
      {
        id: 20,
        price: 0,
        vat_value: 7,
        subtickets: [
          { id: 21, price: 1_400 },
          { id: 22, price: 600 },
        ],
      },
    ],
  };
  const chosen = (parent: number, adults: number, children: number): TourCounts => ({
    prices: { 10: adults + children },
    tickets: { 20: parent },
    subtickets: { 20: { 21: adults, 22: children } },
  });

  it('refuses a family sent with parent count 0, or many times over, and prices the one that is right', () => {
    expect(tourCountRuleProblems(family, chosen(0, 2, 3))).toContainEqual({
      code: 'FAMILY_COUNT_MISMATCH',
      requested: 0,
      available: 1,
    });
    expect(tourCountRuleProblems(family, chosen(500, 2, 3))).toContainEqual({
      code: 'FAMILY_COUNT_MISMATCH',
      requested: 500,
      available: 1,
    });
    expect(tourCountRuleProblems(family, chosen(1, 2, 3))).toEqual([]);
    expect(tourLine(family, chosen(1, 2, 3)).total).toBe(5 * 500 + 2 * 1_400 + 3 * 600);
  });

  it('refuses a family admission sent without its sub-tickets', () => {
    const bare: TourCounts = { prices: { 10: 2 }, tickets: { 20: 2 }, subtickets: {} };
    expect(tourCountRuleProblems(family, bare)).toContainEqual({
      code: 'FAMILY_COUNT_MISMATCH',
      requested: 2,
      available: 0,
    });
  });

  it('reads a cart line with an id sent twice as one count', () => {
    const counts = tourCountsOfItem({
      prices: [
        { id: 10, count: 1 },
        { id: 10, count: 2 },
      ],
      tickets: [{ id: 20, count: 1, subtickets: [{ id: 21, count: 3 }] }],
    });
    expect(counts).toEqual({ prices: { 10: 3 }, tickets: { 20: 1 }, subtickets: { 20: { 21: 3 } } });
  });

  it('names unknown price, ticket and sub-ticket ids', () => {
    expect(tourLine(family, { prices: { 99: 1 }, tickets: {}, subtickets: {} }).unknown).toBe(true);
    expect(tourLine(family, { prices: {}, tickets: { 20: 1 }, subtickets: { 20: { 99: 1 } } }).unknown).toBe(
      true,
    );
    expect(tourLine(family, chosen(1, 1, 1)).unknown).toBe(false);
  });
});

describe('counts at a time slot', () => {
  it('answers sold out, too few places and too few tours with their numbers', () => {
    expect(tourCountProblems(singlePlaces, { places: 2, tours: 1 }, counts(3, 3))).toEqual([
      { code: 'NOT_ENOUGH_PLACES', requested: 3, available: 2 },
    ]);
    expect(tourCountProblems(singlePlaces, { places: 0, tours: 0 }, counts(1, 1))).toEqual([
      { code: 'SOLD_OUT' },
    ]);
    expect(tourCountProblems(wholeTours, { places: 60, tours: 1 }, counts(2, 40))).toEqual([
      { code: 'NOT_ENOUGH_TOURS', requested: 2, available: 1 },
    ]);
  });
});
