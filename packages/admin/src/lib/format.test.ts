import { describe, expect, it } from 'vitest';
import {
  addDays,
  eurosText,
  formatDate,
  formatDateTime,
  formatMoney,
  isoDate,
  parseEuros,
} from './format.ts';

describe('dates and money as staff read them', () => {
  it('shows dates as d.m.Y with two-digit day and month, as the shop does', () => {
    expect(formatDate('2026-12-02')).toBe('02.12.2026');
    expect(formatDateTime('2026-12-02 09:30')).toBe('02.12.2026 09:30');
    // An instant in the museum's time zone: 23:30 UTC is the next day in Berlin.
    expect(formatDateTime('2026-12-01T23:30:00.000Z')).toBe('02.12.2026 00:30');
    expect(isoDate(new Date('2026-12-01T23:30:00.000Z'))).toBe('2026-12-02');
  });

  it('moves a date by days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('formats cents as euros in the language', () => {
    expect(formatMoney(123456, 'en')).toBe('€1,234.56');
    expect(formatMoney(123456, 'de')).toBe('1.234,56\u00a0€');
  });
});

describe('parseEuros', () => {
  it.each([
    ['150', 15000],
    ['150.5', 15050],
    ['150,50', 15050],
    [' 0 ', 0],
    ['12.05', 1205],
  ])('%s is %i cents', (text, cents) => {
    expect(parseEuros(text)).toBe(cents);
  });

  it.each(['', 'abc', '-5', '1.234', '12.345', '1e3'])('%s is not an amount', (text) => {
    expect(parseEuros(text)).toBeUndefined();
  });

  it('reads back the amount a field shows', () => {
    expect(eurosText(450)).toBe('4.50');
    expect(parseEuros(eurosText(450))).toBe(450);
  });
});
