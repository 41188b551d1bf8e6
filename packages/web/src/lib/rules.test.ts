import { describe, expect, it, vi } from 'vitest';
import { RETRY_STATUS_CODES, reactionToStatus } from './http-status.ts';
import { sizeClassFor } from './size-class.ts';
import { throttle } from './throttle.ts';

describe('sizeClassFor', () => {
  it.each([
    [320, 'xs'],
    [544, 'xs'],
    [545, 'sm'],
    [768, 'sm'],
    [769, 'md'],
    [992, 'md'],
    [993, 'lg'],
    [1200, 'lg'],
    [1201, 'xl'],
    [2560, 'xl'],
  ])('%i px is %s', (width, expected) => {
    expect(sizeClassFor(width)).toBe(expected);
  });
});

describe('HTTP statuses', () => {
  it('retries exactly the spec list', () => {
    expect([...RETRY_STATUS_CODES].sort()).toEqual([408, 413, 429, 500, 502, 503, 504, 521, 522, 524]);
  });

  it.each([
    [401, false, 'toLogin'],
    [403, false, 'toLogin'],
    [401, true, 'none'],
    [403, true, 'none'],
    [500, false, 'serverError'],
    [503, false, 'reload'],
    [404, false, 'none'],
    [422, false, 'none'],
    [502, false, 'none'],
  ] as const)('status %i (on the login screen: %s) → %s', (status, onLogin, reaction) => {
    expect(reactionToStatus(status, onLogin)).toBe(reaction);
  });

  it('leaves a payment provider that is down to the checkout, which tells it in place (issue 40)', () => {
    expect(reactionToStatus(503, false, 'PAYMENT_PROVIDER_UNAVAILABLE')).toBe('none');
    expect(reactionToStatus(503, false, 'SERVICE_UNAVAILABLE')).toBe('reload');
    expect(reactionToStatus(500, false, 'PAYMENT_PROVIDER_UNAVAILABLE')).toBe('serverError');
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per window, and always runs for the last call', () => {
    vi.useFakeTimers();
    try {
      const fn = vi.fn();
      const throttled = throttle(fn, 500);
      throttled();
      expect(fn).toHaveBeenCalledTimes(1);
      throttled();
      throttled();
      vi.advanceTimersByTime(499);
      expect(fn).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(1);
      expect(fn).toHaveBeenCalledTimes(2);
      vi.advanceTimersByTime(2000);
      expect(fn).toHaveBeenCalledTimes(2);
      throttled();
      expect(fn).toHaveBeenCalledTimes(3);
      throttled();
      throttled.cancel();
      vi.advanceTimersByTime(1000);
      expect(fn).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
