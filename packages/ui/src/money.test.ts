import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes cents as euros the way each language does', () => {
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(1250, 'de')).toBe('12,50\u00a0€');
    expect(formatMoney(123456789, 'fr')).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(formatMoney(0, 'sv')).toBe('0,00\u00a0€');
  });
});
