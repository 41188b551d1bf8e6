import { describe, expect, it } from 'vitest';
import type { CartItem } from '../cart.ts';
import { shippedLines } from './shipping.ts';

const article = (
  id: number,
  count: number,
  type: 'merchandise' | 'annualPass' = 'merchandise',
): CartItem => ({
  type,
  id,
  count,
});

describe('what is shipped (spec §5)', () => {
  it.each([
    { name: 'no lines', items: [], lines: [] },
    { name: 'one article', items: [article(1, 2)], lines: [{ id: 1, count: 2 }] },
    { name: 'a line of count 0 ships nothing', items: [article(1, 0)], lines: [] },
    { name: 'annual passes are not parcel goods', items: [article(7, 1, 'annualPass')], lines: [] },
    {
      name: 'tickets and voucher codes ship nothing',
      items: [
        { type: 'ticket', id: 3, count: 2, datetime: '2030-01-01 10:00' },
        { type: 'voucherCode', barcode: 'LIGHT-25' },
        article(2, 1),
      ] satisfies CartItem[],
      lines: [{ id: 2, count: 1 }],
    },
  ])('shippedLines: $name', ({ items, lines }) => {
    expect(shippedLines(items)).toEqual(lines);
  });
});
