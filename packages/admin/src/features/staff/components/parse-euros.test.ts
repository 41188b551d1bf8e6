import { describe, expect, it } from 'vitest';
import { parseEuros } from './StaffAdmin.tsx';

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
});
