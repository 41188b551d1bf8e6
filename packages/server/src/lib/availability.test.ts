import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AvailabilityInput, availability } from './availability.ts';

const now = '2026-06-01 12:00';
const later = '2026-06-01 12:01';

describe('availability', () => {
  it.each<[string, Omit<AvailabilityInput, 'now'>, ReturnType<typeof availability>]>([
    ['nothing taken', { capacity: 25, sold: 0, held: 0, closesAt: later }, { state: 'available', left: 25 }],
    [
      'sold and held both count',
      { capacity: 25, sold: 10, held: 5, closesAt: later },
      { state: 'available', left: 10 },
    ],
    [
      'one more than a fifth left',
      { capacity: 25, sold: 19, held: 0, closesAt: later },
      { state: 'available', left: 6 },
    ],
    [
      'exactly a fifth left is few',
      { capacity: 25, sold: 20, held: 0, closesAt: later },
      { state: 'few_left', left: 5 },
    ],
    ['the last place', { capacity: 25, sold: 23, held: 1, closesAt: later }, { state: 'few_left', left: 1 }],
    [
      'a small slot with one place left',
      { capacity: 3, sold: 2, held: 0, closesAt: later },
      { state: 'few_left', left: 1 },
    ],
    [
      'a small slot with two left',
      { capacity: 3, sold: 1, held: 0, closesAt: later },
      { state: 'available', left: 2 },
    ],
    ['exactly full', { capacity: 25, sold: 20, held: 5, closesAt: later }, { state: 'sold_out', left: 0 }],
    [
      'overbooked never goes below 0',
      { capacity: 25, sold: 30, held: 2, closesAt: later },
      { state: 'sold_out', left: 0 },
    ],
    [
      'no capacity at all',
      { capacity: 0, sold: 0, held: 0, closesAt: later },
      { state: 'sold_out', left: 0 },
    ],
    [
      'closes this very minute',
      { capacity: 25, sold: 0, held: 0, closesAt: now },
      { state: 'expired', left: 0 },
    ],
    [
      'closed earlier, even when full',
      { capacity: 25, sold: 25, held: 0, closesAt: '2026-05-31 18:00' },
      { state: 'expired', left: 0 },
    ],
    [
      'an article never closes',
      { capacity: 5, sold: 3, held: 1, closesAt: null },
      { state: 'few_left', left: 1 },
    ],
    [
      'an article out of stock',
      { capacity: 0, sold: 0, held: 0, closesAt: null },
      { state: 'sold_out', left: 0 },
    ],
  ])('%s', (_, input, expected) => {
    expect(availability({ ...input, now })).toEqual(expected);
  });

  const counts = fc.record({
    capacity: fc.nat({ max: 10_000 }),
    sold: fc.nat({ max: 10_000 }),
    held: fc.nat({ max: 10_000 }),
  });

  it('never promises more than capacity minus sold and held, nor less than 0', () => {
    fc.assert(
      fc.property(counts, ({ capacity, sold, held }) => {
        const { left, state } = availability({ capacity, sold, held, now, closesAt: later });
        expect(left).toBe(Math.max(0, capacity - sold - held));
        expect(state === 'sold_out').toBe(left === 0);
        expect(left).toBeLessThanOrEqual(capacity);
      }),
    );
  });

  it('taking one more place never leaves more places or a better state', () => {
    const rank = { available: 0, few_left: 1, sold_out: 2, expired: 3 } as const;
    fc.assert(
      fc.property(counts, fc.boolean(), ({ capacity, sold, held }, asHold) => {
        const before = availability({ capacity, sold, held, now, closesAt: later });
        const after = availability({
          capacity,
          sold: asHold ? sold : sold + 1,
          held: asHold ? held + 1 : held,
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
        expect(availability({ capacity, sold, held, now: at, closesAt: '2026-06-01 13:00' })).toEqual({
          state: 'expired',
          left: 0,
        });
      }),
    );
  });
});
