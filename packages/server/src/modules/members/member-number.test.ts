import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDigit, newMemberNumber, readMemberNumber } from './member-number.ts';

describe('member numbers', () => {
  it('are ten digits in three groups whose check digit holds', () => {
    for (let round = 0; round < 200; round++) {
      const number = newMemberNumber();
      expect(number).toMatch(/^[1-9]\d{3}-\d{4}-\d{2}$/);
      expect(readMemberNumber(number)).toBe(number);
    }
    // Drawn from the same digits, the same number.
    const digits = [3, 1, 4, 1, 5, 9, 2, 6, 5];
    expect(newMemberNumber(() => digits.shift() ?? 0)).toBe(`4141-5926-5${checkDigit('414159265')}`);
  });

  it('read typed with spaces or without dashes, and refuse what is not one', () => {
    const number = newMemberNumber();
    const digits = number.replaceAll('-', '');
    expect(readMemberNumber(` ${digits.slice(0, 5)} ${digits.slice(5)} `)).toBe(number);
    expect(readMemberNumber('')).toBeNull();
    expect(readMemberNumber('0123-4567-89')).toBeNull();
    expect(readMemberNumber(`${number}1`)).toBeNull();
  });

  it('catch every single wrong digit and every swap of two different neighbours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), fc.integer({ min: 0, max: 9 }), (at, by) => {
        const digits = newMemberNumber().replaceAll('-', '');
        const wrong = [...digits];
        wrong[at] = String((Number(wrong[at]) + 1 + (by % 9)) % 10);
        if (wrong[0] !== '0') expect(readMemberNumber(wrong.join(''))).toBeNull();
        if (at < 9 && digits[at] !== digits[at + 1]) {
          const swapped = [...digits];
          [swapped[at], swapped[at + 1]] = [digits[at + 1] ?? '', digits[at] ?? ''];
          if (swapped[0] !== '0') expect(readMemberNumber(swapped.join(''))).toBeNull();
        }
      }),
    );
  });
});
