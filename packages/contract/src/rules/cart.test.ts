import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItemType } from '../cart.ts';
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

describe('codes limited to sections or products (issue 36)', () => {
  const ticket = (event: number, amount: number) => ({
    ...priced('ticket', amount),
    target: { section: 'tickets' as const, product: { kind: 'event' as const, id: event } },
  });
  const article = (id: number, amount: number) => ({
    ...priced('merchandise', amount),
    target: { section: 'merchandise' as const, product: { kind: 'article' as const, id } },
  });
  const toEvent = (id: number) => ({ sections: [], products: [{ kind: 'event' as const, id }] });

  it.each([
    // what the code is limited to → what it pays of a ticket of event 1 (€16) and a poster 7 (€12)
    ['nothing', null, 2_800],
    ['tickets', { sections: ['tickets' as const], products: [] }, 1_600],
    ['merchandise', { sections: ['merchandise' as const], products: [] }, 1_200],
    ['event 1', toEvent(1), 1_600],
    ['article 7', { sections: [], products: [{ kind: 'article' as const, id: 7 }] }, 1_200],
    [
      'tours or article 7',
      { sections: ['tours' as const], products: [{ kind: 'article' as const, id: 7 }] },
      1_200,
    ],
  ])('a code limited to %s pays what its limit covers', (_, scope, applied) => {
    const result = cartTotals(
      [ticket(1, 1_600), article(7, 1_200)],
      [{ barcode: 'A', available: 5_000, scope }],
    );
    expect(result.vouchers[0]?.applied).toBe(applied);
    expect(result.totals.total).toBe(2_800 - applied);
    expect(result.codeProblems).toEqual([null]);
  });

  it('refuses a code limited to another product: it pays nothing and says why', () => {
    const result = cartTotals([ticket(2, 1_600)], [{ barcode: 'A', available: 5_000, scope: toEvent(1) }]);
    expect(result.totals.discount).toBe(0);
    expect(result.codeProblems).toEqual([{ code: 'VOUCHER_NOT_FOR_THESE_ITEMS' }]);
  });

  it('refuses a limited code in a cart of vouchers for its limit, not for the vouchers', () => {
    const result = cartTotals(
      [priced('voucher', 5_000)],
      [{ barcode: 'A', available: 5_000, scope: toEvent(1) }],
    );
    expect(result.codeProblems).toEqual([{ code: 'VOUCHER_NOT_FOR_THESE_ITEMS' }]);
  });

  it('spreads codes in cart order, each over the lines its limit covers', () => {
    const result = cartTotals(
      [ticket(1, 1_600), article(7, 1_200)],
      [
        { barcode: 'TICKETS', available: 1_000, scope: { sections: ['tickets'], products: [] } },
        { barcode: 'ANY', available: 5_000 },
      ],
    );
    expect(result.vouchers.map((voucher) => voucher.applied)).toEqual([1_000, 1_800]);
    expect(result.totals.total).toBe(0);
  });

  it('never lets a limited code pay for a line its limit does not cover, whatever the cart', () => {
    const sections = ['tickets', 'tours', 'merchandise', 'passes'] as const;
    const types = {
      tickets: 'ticket',
      tours: 'guidedTour',
      merchandise: 'merchandise',
      passes: 'annualPass',
    } as const;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...sections), fc.integer({ min: 1, max: 3 }), fc.nat(50_000)), {
          maxLength: 8,
        }),
        fc.array(fc.tuple(fc.nat(100_000), fc.option(fc.constantFrom(...sections), { nil: null })), {
          maxLength: 4,
        }),
        (lines, codes) => {
          const result = cartTotals(
            lines.map(([section, id, amount]) => ({
              ...priced(types[section], amount),
              target: { section, product: { kind: 'event' as const, id } },
            })),
            codes.map(([available, section], i) => ({
              barcode: `C${i}`,
              available,
              scope: section === null ? null : { sections: [section], products: [] },
            })),
          );
          codes.forEach(([available, section], i) => {
            const coverable = lines
              .filter(([lineSection]) => section === null || lineSection === section)
              .reduce((sum, [, , amount]) => sum + amount, 0);
            const applied = result.vouchers[i]?.applied ?? 0;
            expect(applied).toBeLessThanOrEqual(Math.min(available, coverable));
          });
          expect(result.totals.total).toBeGreaterThanOrEqual(0);
          expect(result.totals.discount).toBe(result.vouchers.reduce((sum, v) => sum + v.applied, 0));
        },
      ),
    );
  });
});
