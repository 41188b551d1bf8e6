import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatPerRate } from './money.ts';
import { spreadVouchers } from './vouchers.ts';

describe('spreadVouchers (spec §5)', () => {
  it.each([
    // total, codes available → applied each, remaining each, discount
    [10_000, [3_000, 5_000], [3_000, 5_000], [0, 0], 8_000],
    [6_000, [5_000, 3_000], [5_000, 1_000], [0, 2_000], 6_000],
    [2_000, [2_500], [2_000], [500], 2_000],
    [0, [2_500], [0], [2_500], 0],
    [5_000, [0, 1_000], [0, 1_000], [0, 0], 1_000],
  ])(
    'a total of %i with codes %j applies %j, leaves %j',
    (total, available, applied, remaining, discount) => {
      const spread = spreadVouchers(
        total,
        available.map((amount, i) => ({ barcode: `C${i}`, available: amount })),
      );
      expect(spread.vouchers.map((v) => v.applied)).toEqual(applied);
      expect(spread.vouchers.map((v) => v.remaining)).toEqual(remaining);
      expect(spread.discount).toBe(discount);
    },
  );

  it('never takes more than a code has nor more than the total, whatever the codes', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.array(fc.nat(200_000), { maxLength: 6 }), (total, amounts) => {
        const spread = spreadVouchers(
          total,
          amounts.map((available, i) => ({ barcode: `C${i}`, available })),
        );
        const applied = spread.vouchers.reduce((sum, v) => sum + v.applied, 0);
        expect(applied).toBe(spread.discount);
        expect(spread.discount).toBeLessThanOrEqual(total);
        expect(total - spread.discount).toBeGreaterThanOrEqual(0);
        for (const v of spread.vouchers) {
          expect(v.applied).toBeGreaterThanOrEqual(0);
          expect(v.remaining).toBe(v.available - v.applied);
        }
        // Each code covers as much as remains before it: only the last used code can keep a rest
        // while the total still had something left.
        if (applied < amounts.reduce((a, b) => a + b, 0)) expect(spread.discount).toBe(total);
      }),
    );
  });
});

describe('vatPerRate', () => {
  it('takes the VAT out of gross amounts per rate, rounded to the cent; rate 0 is left out', () => {
    expect(
      vatPerRate([
        { count: 2, unit_price: 1_190, vat_rate: 19 },
        { count: 1, unit_price: 1_070, vat_rate: 7 },
        { count: 1, unit_price: 999, vat_rate: 19 },
        { count: 1, unit_price: 2_500, vat_rate: 0 },
      ]),
    ).toEqual([
      { rate: 7, amount: 70 },
      { rate: 19, amount: Math.round((3_379 * 19) / 119) },
    ]);
  });
});
