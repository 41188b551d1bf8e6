import { describe, expect, it } from 'vitest';
import { inMonthOf, monthEnd, monthStart } from './calendar-dates.ts';

describe('calendar dates', () => {
  it('tells whether a date lies in the month of another, across months and years', () => {
    expect(inMonthOf('2026-11-30', '2026-11-01')).toBe(true);
    expect(inMonthOf('2026-12-01', '2026-11-30')).toBe(false);
    expect(inMonthOf('2026-10-31', '2026-11-15')).toBe(false);
    expect(inMonthOf('2027-11-15', '2026-11-15')).toBe(false);
  });

  it('moves a month start and end by months', () => {
    expect(monthStart('2026-12-15', 1)).toBe('2027-01-01');
    expect(monthEnd('2026-02-10')).toBe('2026-02-28');
  });
});
