import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney } from './format.ts';

describe('formatting', () => {
  it('shows cents as euros in the language, with two decimals', () => {
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(1250, 'de')).toBe('12,50\u00a0€');
    expect(formatMoney(0, 'fr')).toBe('0,00\u00a0€');
  });

  it('shows dates as d.m.Y with two-digit day and month (spec §9, decision 0020)', () => {
    expect(formatDate('2026-12-02')).toBe('02.12.2026');
    expect(formatDate('2026-11-28')).toBe('28.11.2026');
    expect(formatDateTime('2026-01-09 09:30')).toBe('09.01.2026 09:30');
  });
});
