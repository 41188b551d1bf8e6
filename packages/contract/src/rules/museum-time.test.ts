import { describe, expect, it } from 'vitest';
import { formatDisplayDate, localDate, localDateTime } from './museum-time.ts';

describe("the museum's wall clock", () => {
  it('tells the wall-clock time in a time zone, summer and winter', () => {
    expect(localDateTime(new Date('2026-07-01T22:30:00Z'), 'Europe/Berlin')).toBe('2026-07-02 00:30');
    expect(localDateTime(new Date('2026-01-01T22:30:00Z'), 'Europe/Berlin')).toBe('2026-01-01 23:30');
    expect(localDateTime(new Date('2026-01-01T22:30:00Z'), 'America/New_York')).toBe('2026-01-01 17:30');
  });

  it('dates an instant by the museum’s day, also within a minute asked before in another zone', () => {
    const instant = new Date('2026-11-27T23:30:00Z');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2026-11-28');
    expect(localDate(instant, 'UTC')).toBe('2026-11-27');
    expect(localDate(instant, 'Europe/Berlin')).toBe('2026-11-28');
  });

  it('answers again within the minute, and anew for the next minute, the next zone and a clock change', () => {
    expect(localDateTime(new Date('2026-03-29T00:59:00Z'), 'Europe/Berlin')).toBe('2026-03-29 01:59');
    expect(localDateTime(new Date('2026-03-29T00:59:59.999Z'), 'Europe/Berlin')).toBe('2026-03-29 01:59');
    expect(localDateTime(new Date('2026-03-29T00:59:30Z'), 'Asia/Kolkata')).toBe('2026-03-29 06:29');
    // Summer time starts: 02:00 in Berlin becomes 03:00.
    expect(localDateTime(new Date('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29 03:00');
    expect(localDateTime(new Date('2026-03-29T00:59:10Z'), 'Europe/Berlin')).toBe('2026-03-29 01:59');
  });

  it('shows dates as d.m.Y with two-digit day and month, a time as HH:mm, anything else as it came', () => {
    expect(formatDisplayDate('2026-12-02')).toBe('02.12.2026');
    expect(formatDisplayDate('2026-12-02 09:30')).toBe('02.12.2026 09:30');
    expect(formatDisplayDate('2026-12-02T09:30:15')).toBe('02.12.2026 09:30');
    expect(formatDisplayDate('2026-1-9')).toBe('09.01.2026');
    expect(formatDisplayDate('')).toBe('');
    expect(formatDisplayDate('soon')).toBe('soon');
  });
});
