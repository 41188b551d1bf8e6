import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import {
  addDays,
  fromUtcPlusOne,
  parseCompactRange,
  parseDate,
  toUtcPlusOne,
  zonedInstant,
} from './dates.ts';

describe('dates', () => {
  it('parses a range of YYYYMMDD;YYYYMMDD into dates', () => {
    expect(parseCompactRange('20261201;20261231')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(parseCompactRange('20240101;20241231')).toEqual({ start: '2024-01-01', end: '2024-12-31' });
  });

  it.each([
    ['no such day', '20260231;20260301', 'INVALID_DATE'],
    ['no such month', '20261301;20261302', 'INVALID_DATE'],
    ['end before start', '20261231;20261201', 'INVALID_DATE_RANGE'],
    ['more than a year', '20260101;20270102', 'INVALID_DATE_RANGE'],
  ])('rejects %s with a 422', (_, range, code) => {
    expect(() => parseCompactRange(range)).toThrow(AppError);
    try {
      parseCompactRange(range);
    } catch (error) {
      expect(error).toMatchObject({ status: 422, code });
    }
  });

  it('keeps dates to the years 2000–2999, so arithmetic on them stays YYYY-MM-DD', () => {
    expect(() => parseDate('9999-12-31')).toThrow(AppError);
    expect(() => parseDate('1999-12-31')).toThrow(AppError);
    expect(addDays(parseDate('2999-12-31'), 31)).toBe('3000-01-31');
  });

  it('validates calendar dates, leap years included', () => {
    expect(parseDate('2028-02-29')).toBe('2028-02-29');
    expect(() => parseDate('2027-02-29')).toThrow(AppError);
  });

  it('adds days across months, years and daylight-saving changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('finds the instant of a wall-clock time in a time zone, summer and winter', () => {
    expect(zonedInstant('2026-11-25 23:30', 'Europe/Berlin').toISOString()).toBe('2026-11-25T22:30:00.000Z');
    expect(zonedInstant('2026-07-01 23:30', 'Europe/Berlin').toISOString()).toBe('2026-07-01T21:30:00.000Z');
    // The nights of the changes: before and after, and 02:30 that spring skips is 03:30 summer time.
    expect(zonedInstant('2026-03-29 01:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedInstant('2026-03-29 02:30', 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedInstant('2026-10-25 00:30', 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:30:00.000Z');
    expect(zonedInstant('2026-10-25 03:30', 'Europe/Berlin').toISOString()).toBe('2026-10-25T02:30:00.000Z');
    expect(zonedInstant('2026-06-01 10:00', 'America/New_York').toISOString()).toBe(
      '2026-06-01T14:00:00.000Z',
    );
  });

  it('converts to and from UTC+1 all year, without daylight saving', () => {
    expect(toUtcPlusOne(new Date('2026-07-01T22:59:59Z'))).toBe('2026-07-01 23:59');
    expect(fromUtcPlusOne('2026-07-01 00:00').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });
});
