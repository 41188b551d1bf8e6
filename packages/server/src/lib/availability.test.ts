import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Availability, availability, publicState } from './availability.ts';

const now = '2026-06-01 12:00';
/** The rule gets what is left from the database's count: here, capacity less sold and held. */
const counted = (capacity: number, sold: number, held: number) => ({
  capacity,
  left: capacity - sold - held,
});
const later = '2026-06-01 12:01';

describe('availability', () => {
  // name, capacity, sold, held, closing minute (null: never) → state, places left
  it.each<[string, number, number, number, string | null, Availability['state'], number]>([
    ['nothing taken', 25, 0, 0, later, 'available', 25],
    ['sold and held both count', 25, 10, 5, later, 'available', 10],
    ['one more than a fifth left', 25, 19, 0, later, 'available', 6],
    ['exactly a fifth left is few', 25, 20, 0, later, 'few_left', 5],
    ['the last place', 25, 23, 1, later, 'few_left', 1],
    ['a small slot with one place left', 3, 2, 0, later, 'few_left', 1],
    ['a small slot with two left', 3, 1, 0, later, 'available', 2],
    ['exactly full', 25, 20, 5, later, 'sold_out', 0],
    ['overbooked never goes below 0', 25, 30, 2, later, 'sold_out', 0],
    ['no capacity at all', 0, 0, 0, later, 'sold_out', 0],
    ['closes this very minute', 25, 0, 0, now, 'expired', 0],
    ['closed earlier, even when full', 25, 25, 0, '2026-05-31 18:00', 'expired', 0],
    ['an article never closes', 5, 3, 1, null, 'few_left', 1],
    ['an article out of stock', 0, 0, 0, null, 'sold_out', 0],
  ])('%s', (_, capacity, sold, held, closesAt, state, left) => {
    expect(availability({ ...counted(capacity, sold, held), closesAt, now })).toEqual({ state, left });
  });

  // An article's few left is a number of pieces (issue 36), not a fifth of its stock.
  it.each<[string, number, number, Availability['state']]>([
    ['two of two pieces', 2, 2, 'few_left'],
    ['five of a hundred', 100, 5, 'few_left'],
    ['six of ten', 10, 6, 'available'],
    ['none', 10, 0, 'sold_out'],
  ])('an article with %s left', (_, stock, left, state) => {
    expect(availability({ capacity: stock, left, now, closesAt: null, fewLeftAt: 5 }).state).toBe(state);
  });

  // Closed by staff (issue 25): name, capacity, sold, held, closing minute → state, places left
  it.each<[string, number, number, number, string | null, Availability['state'], number]>([
    ['closed with every place free', 25, 0, 0, later, 'closed', 0],
    ['closed with places sold and held', 25, 10, 5, later, 'closed', 0],
    ['closed when also sold out: closed says why', 25, 25, 0, later, 'closed', 0],
    ['closed once its time is over: expired', 25, 0, 0, now, 'expired', 0],
  ])('%s', (_, capacity, sold, held, closesAt, state, left) => {
    expect(availability({ ...counted(capacity, sold, held), closesAt, now, closed: true })).toEqual({
      state,
      left,
    });
  });

  it('says a closed slot to the contract as sold out, and every other state as it is', () => {
    expect(publicState('closed')).toBe('sold_out');
    for (const state of ['available', 'few_left', 'sold_out', 'expired'] as const)
      expect(publicState(state)).toBe(state);
  });

  const counts = fc.record({
    capacity: fc.nat({ max: 10_000 }),
    sold: fc.nat({ max: 10_000 }),
    held: fc.nat({ max: 10_000 }),
  });

  it('never promises more than capacity minus sold and held, nor less than 0', () => {
    fc.assert(
      fc.property(counts, ({ capacity, sold, held }) => {
        const { left, state } = availability({ ...counted(capacity, sold, held), now, closesAt: later });
        expect(left).toBe(Math.max(0, capacity - sold - held));
        expect(state === 'sold_out').toBe(left === 0);
        expect(left).toBeLessThanOrEqual(capacity);
      }),
    );
  });

  it('taking one more place never leaves more places or a better state', () => {
    const rank = { available: 0, few_left: 1, sold_out: 2, closed: 2, expired: 3 } as const;
    fc.assert(
      fc.property(counts, fc.boolean(), ({ capacity, sold, held }, asHold) => {
        const before = availability({ ...counted(capacity, sold, held), now, closesAt: later });
        const after = availability({
          ...counted(capacity, asHold ? sold : sold + 1, asHold ? held + 1 : held),
          now,
          closesAt: later,
        });
        expect(after.left).toBeLessThanOrEqual(before.left);
        expect(rank[after.state]).toBeGreaterThanOrEqual(rank[before.state]);
      }),
    );
  });

  it('is expired with nothing left from the closing minute on, whatever the counts', () => {
    fc.assert(
      fc.property(counts, fc.integer({ min: 0, max: 59 }), ({ capacity, sold, held }, minute) => {
        const at = `2026-06-01 13:${String(minute).padStart(2, '0')}`;
        expect(
          availability({ ...counted(capacity, sold, held), now: at, closesAt: '2026-06-01 13:00' }),
        ).toEqual({
          state: 'expired',
          left: 0,
        });
      }),
    );
  });
});
