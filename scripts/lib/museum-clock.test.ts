import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_CLOCK, testClockSetting, testRunClock } from '../../test-support/test-clock.ts';
import { commitTestClock, museumInstant, RISKY_INSTANTS } from './museum-clock.ts';

describe('the clock of a test run (issue 33)', () => {
  it('takes TEST_CLOCK only as an instant with its offset, and says what it wants otherwise', () => {
    expect(testClockSetting('2026-11-27T23:30:00+01:00')).toBe('2026-11-27T23:30:00+01:00');
    expect(testClockSetting(undefined)).toBeUndefined();
    expect(testClockSetting('')).toBeUndefined();
    for (const bad of ['23:30', '2026-11-27T23:30:00', '2026-13-45T10:00:00+01:00', 'tomorrow'])
      expect(() => testClockSetting(bad), bad).toThrow(/TEST_CLOCK must be an ISO 8601 instant/);
  });

  it('prefers TEST_CLOCK, then CLOCK_START, then the fixed default: never the machine’s clock', () => {
    expect(testRunClock({})).toBe(DEFAULT_TEST_CLOCK);
    expect(testRunClock({ CLOCK_START: '2026-12-31T23:30:00+01:00' })).toBe('2026-12-31T23:30:00+01:00');
    expect(
      testRunClock({ TEST_CLOCK: '2027-03-28T09:00:00+02:00', CLOCK_START: '2026-12-31T23:30:00+01:00' }),
    ).toBe('2027-03-28T09:00:00+02:00');
  });

  it('writes museum time with the offset of that day, summer or winter', () => {
    expect(museumInstant('2027-03-27', '23:30')).toBe('2027-03-27T23:30:00+01:00');
    expect(museumInstant('2027-03-28', '09:00')).toBe('2027-03-28T09:00:00+02:00');
    expect(museumInstant('2027-10-31', '17:05')).toBe('2027-10-31T17:05:00+01:00');
    expect(museumInstant('2026-07-14', '23:59')).toBe('2026-07-14T23:59:00+02:00');
  });

  it('picks a risky instant by the commit, the same one every time for the same commit', () => {
    const picked = ['8a313fe0', '43140ad1', '2e4a9e51', '0000000f', 'ffffffff'].map(commitTestClock);
    for (const instant of picked) expect(RISKY_INSTANTS).toContain(instant);
    expect(commitTestClock('8a313fe0')).toBe(picked[0]);
    // Ten commits in a row reach more than one instant.
    const spread = new Set(
      Array.from({ length: 10 }, (_, n) => commitTestClock(n.toString(16).padStart(8, '0'))),
    );
    expect(spread.size).toBeGreaterThan(1);
    expect(commitTestClock('not a hash')).toBe(RISKY_INSTANTS[0]);
  });
});
