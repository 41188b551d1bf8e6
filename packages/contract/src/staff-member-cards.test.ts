import { describe, expect, it } from 'vitest';
import { isMemberCardCode } from './staff-member-cards.ts';

describe('isMemberCardCode: what the door sends to the card check (issue 36)', () => {
  it.each([
    ['M1.1.4821553016.ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', true],
    ['  m1.1.4821553016.abc ', true],
    ['4821-5530-16', true],
    ['4821 5530 16', true],
    ['4821553016', true],
    ['T1.1.2026-00042.0.1.ABC', false],
    ['482155301', false],
    ['4821-5530-166', false],
    ['LIGHT-25', false],
  ])('%s: %s', (code, expected) => {
    expect(isMemberCardCode(code)).toBe(expected);
  });
});
