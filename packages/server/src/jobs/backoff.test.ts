import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './backoff.ts';

describe('retryDelayMs', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [4, 240_000],
    [6, 960_000],
    [7, 1_920_000],
    [8, 3_600_000],
    [50, 3_600_000],
    [10_000, 3_600_000],
  ])('waits after failure %i for %i ms', (failedAttempts, delay) => {
    expect(retryDelayMs(failedAttempts)).toBe(delay);
  });

  it('never shrinks as failures add up', () => {
    for (let attempt = 1; attempt < 100; attempt++)
      expect(retryDelayMs(attempt + 1)).toBeGreaterThanOrEqual(retryDelayMs(attempt));
  });
});
