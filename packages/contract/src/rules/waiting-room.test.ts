import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queuePlace, roomProgress, waitSeconds } from './waiting-room.ts';

const room = (change: Partial<{ arrivals: number; perMinute: number; paused: boolean }> = {}) => ({
  arrivals: 10,
  perMinute: 60,
  paused: false,
  ...change,
});
const start = { admitted: 0, countedFromMs: 0 };

describe('the waiting room rule', () => {
  it.each([
    ['nobody before the first turn', room(), 999, 0],
    ['one a second at 60 a minute', room(), 1_000, 1],
    ['three after three seconds', room(), 3_500, 3],
    ['never more than arrived', room({ arrivals: 2 }), 60_000, 2],
    ['nobody while paused', room({ paused: true }), 60_000, 0],
    ['a hundred a second at 6 000 a minute', room({ arrivals: 1_000, perMinute: 6_000 }), 1_000, 100],
  ])('%s', (_, shape, nowMs, admitted) => {
    expect(roomProgress(start, shape, nowMs).admitted).toBe(admitted);
  });

  it('lets nobody in before the sale opens', () => {
    expect(roomProgress({ admitted: 0, countedFromMs: 60_000 }, room(), 59_999)).toEqual({
      admitted: 0,
      countedFromMs: 60_000,
    });
  });

  it('keeps the part of a turn already waited, and piles up no turns while nobody waits', () => {
    expect(roomProgress(start, room(), 1_500)).toEqual({ admitted: 1, countedFromMs: 1_000 });
    expect(roomProgress(start, room({ arrivals: 1 }), 90_000)).toEqual({
      admitted: 1,
      countedFromMs: 90_000,
    });
  });

  it('says who is in and how many are before the others', () => {
    expect(queuePlace(3, 3)).toEqual({ admitted: true, ahead: 0 });
    expect(queuePlace(4, 3)).toEqual({ admitted: false, ahead: 0 });
    expect(queuePlace(10, 3)).toEqual({ admitted: false, ahead: 6 });
  });

  it('estimates the wait from the next turn, and not at all while paused', () => {
    expect(waitSeconds(0, start, room(), 0)).toBe(1);
    expect(waitSeconds(4, start, room(), 500)).toBe(5);
    expect(waitSeconds(0, { admitted: 0, countedFromMs: 300_000 }, room(), 0)).toBe(301);
    expect(waitSeconds(3, start, room({ paused: true }), 0)).toBeNull();
  });

  const shapes = fc.record({
    arrivals: fc.nat({ max: 5_000 }),
    perMinute: fc.integer({ min: 1, max: 100_000 }),
    paused: fc.boolean(),
  });
  const steps = fc.array(fc.record({ ms: fc.nat({ max: 120_000 }), arrive: fc.nat({ max: 50 }) }), {
    maxLength: 30,
  });

  it('never lets in more than arrived, never takes anyone back, and keeps the rate', () => {
    fc.assert(
      fc.property(shapes, steps, (shape, moves) => {
        let progress = { admitted: 0, countedFromMs: 0 };
        let arrivals = shape.arrivals;
        let now = 0;
        for (const move of moves) {
          now += move.ms;
          arrivals += move.arrive;
          const next = roomProgress(progress, { ...shape, arrivals }, now);
          expect(next.admitted).toBeLessThanOrEqual(arrivals);
          expect(next.admitted).toBeGreaterThanOrEqual(progress.admitted);
          // At most one turn per 60 000 / perMinute ms since the next turn was counted from.
          const turns = Math.max(0, Math.floor(((now - progress.countedFromMs) * shape.perMinute) / 60_000));
          expect(next.admitted - progress.admitted).toBeLessThanOrEqual(turns);
          if (shape.paused) expect(next.admitted).toBe(progress.admitted);
          progress = next;
        }
      }),
    );
  });

  it('lets visitors in in the order they came', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 1_000 }),
        fc.nat({ max: 1_000 }),
        fc.nat({ max: 1_000 }),
        (a, b, admitted) => {
          const [early, late] = [Math.min(a, b) + 1, Math.max(a, b) + 1];
          if (queuePlace(late, admitted).admitted) expect(queuePlace(early, admitted).admitted).toBe(true);
          expect(queuePlace(early, admitted).ahead).toBeLessThanOrEqual(queuePlace(late, admitted).ahead);
        },
      ),
    );
  });
});
