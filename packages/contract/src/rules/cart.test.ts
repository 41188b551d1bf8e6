import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItemType } from '../checkout.ts';
import { cartLimitProblems, cartTotals, DEFAULT_CART_LIMITS, type LimitedLine } from './cart.ts';

const line = (slot: string | null, places: number, total = 0, wholeTours = false): LimitedLine => ({
  slot,
  places,
  total,
  wholeTours,
});

describe('cart limits', () => {
  const limits = { placesPerSlot: 20, places: 50, total: 1_000_000 };

  it('lets exactly the limits through and refuses one more, naming both numbers', () => {
    expect(cartLimitProblems([line('a', 20)], limits).size).toBe(0);
    expect(cartLimitProblems([line('a', 12), line('a', 9)], limits)).toEqual(
      new Map([
        [0, [{ code: 'SLOT_PLACES_LIMIT', requested: 21, available: 20 }]],
        [1, [{ code: 'SLOT_PLACES_LIMIT', requested: 21, available: 20 }]],
      ]),
    );
    const week = Array.from({ length: 3 }, (_, day) => line(`d${day}`, 17));
    expect(cartLimitProblems(week, limits).get(2)).toEqual([
      { code: 'CART_PLACES_LIMIT', requested: 51, available: 50 },
    ]);
  });

  it('bounds a whole-tour booking by its guides, not by the per-slot limit, but counts it in the cart', () => {
    expect(cartLimitProblems([line('t', 30, 0, true)], limits).size).toBe(0);
    expect(cartLimitProblems([line('t', 30, 0, true), line('a', 21)], limits).get(0)).toEqual([
      { code: 'CART_PLACES_LIMIT', requested: 51, available: 50 },
    ]);
  });

  it('puts a total above the limit on the last line that costs something', () => {
    expect(
      cartLimitProblems([line(null, 0, 600_000), line(null, 0, 400_001), line(null, 0, 0)], limits),
    ).toEqual(new Map([[1, [{ code: 'CART_TOTAL_LIMIT', requested: 1_000_001, available: 1_000_000 }]]]));
    expect(cartLimitProblems([line(null, 0, 1_000_000)], limits).size).toBe(0);
  });

  it('has defaults a museum would choose', () => {
    expect(DEFAULT_CART_LIMITS).toEqual({ placesPerSlot: 20, places: 50, total: 1_000_000 });
  });
});

const priced = (type: CartItemType, amount: number) => ({
  type,
  parts: amount > 0 ? [{ unit_price: amount, count: 1, vat_rate: 19 }] : [],
});

describe('cart totals (spec §4)', () => {
  it('spreads the codes over what they may pay: not over vouchers', () => {
    const result = cartTotals(
      [priced('ticket', 1_600), priced('voucher', 5_000)],
      [{ barcode: 'A', available: 5_000 }],
    );
    expect(result.totals).toMatchObject({ subtotal: 6_600, discount: 1_600, total: 5_000 });
    expect(result.vouchers).toEqual([{ barcode: 'A', available: 5_000, applied: 1_600, remaining: 3_400 }]);
    expect(result.codeProblems).toEqual([null]);
  });

  it('says why a code pays nothing in a cart of vouchers', () => {
    const result = cartTotals([priced('voucher', 5_000)], [{ barcode: 'A', available: 2_500 }]);
    expect(result.totals.total).toBe(5_000);
    expect(result.codeProblems).toEqual([{ code: 'VOUCHER_NOT_FOR_VOUCHERS' }]);
  });

  it('never goes below 0, never uses more than a code has, and adds up whatever the cart', () => {
    const types: CartItemType[] = [
      'ticket',
      'guidedTour',
      'merchandise',
      'annualPass',
      'voucher',
      'dayTicket',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...types), fc.nat(5_000_000)), { maxLength: 10 }),
        fc.array(fc.nat(10_000_000), { maxLength: 5 }),
        (lines, amounts) => {
          const result = cartTotals(
            lines.map(([type, amount]) => priced(type, amount)),
            amounts.map((available, i) => ({ barcode: `C${i}`, available })),
          );
          const { subtotal, discount, total } = result.totals;
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBe(subtotal - discount);
          const payable = lines.reduce((sum, [type, amount]) => sum + (type === 'voucher' ? 0 : amount), 0);
          expect(discount).toBeLessThanOrEqual(payable);
          result.vouchers.forEach((voucher, i) => {
            expect(voucher.applied).toBeLessThanOrEqual(amounts[i] ?? 0);
            expect(voucher.applied + voucher.remaining).toBe(amounts[i]);
          });
        },
      ),
    );
  });
});
