import type { OrderLine } from '@museum-shop/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vatFigures } from './vat-report.service.ts';

const TYPES = ['ticket', 'guidedTour', 'merchandise', 'annualPass', 'voucher'] as const;

/** A line of an order: parts at the shop's rates (a voucher too, though voucher products carry none by default). */
const lineArbitrary = fc
  .record({
    type: fc.constantFrom(...TYPES),
    parts: fc.array(
      fc.record({
        count: fc.integer({ min: 1, max: 6 }),
        unit_price: fc.integer({ min: 0, max: 20_000 }),
        vat_rate: fc.constantFrom(0, 7, 19),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  })
  .map(
    ({ type, parts }): OrderLine => ({
      type,
      name: type,
      datetime: null,
      venue: null,
      count: parts.reduce((sum, part) => sum + part.count, 0),
      parts: parts.map((part) => ({ name: 'part', ...part })),
      total: parts.reduce((sum, part) => sum + part.count * part.unit_price, 0),
      owners: [],
      answers: [],
      codes: [],
    }),
  );

/** A paid order: its lines, what voucher codes paid of them, its shipping, and the refunds of some of its lines. */
const orderArbitrary = fc
  .record({
    lines: fc.array(lineArbitrary, { minLength: 1, maxLength: 5 }),
    codes: fc.array(fc.integer({ min: 0, max: 30_000 }), { maxLength: 2 }),
    shipping: fc.constantFrom(0, 490, 690),
    refunded: fc.array(fc.nat(4), { maxLength: 5 }),
  })
  .map(({ lines, codes, shipping, refunded }) => {
    const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
    let left = subtotal;
    const vouchers = codes.map((available, i) => {
      const applied = Math.min(available, left);
      left -= applied;
      return { barcode: `CODE${i}`, applied };
    });
    const lineIndexes = [...new Set(refunded.filter((index) => index < lines.length))];
    return { lines, vouchers, shipping, total: left, lineIndexes };
  });

describe('vatFigures', () => {
  it('adds its rows up to its totals, keeps gross = net + VAT, and ties revenue to the money, whatever the orders', () => {
    fc.assert(
      fc.property(fc.array(orderArbitrary, { maxLength: 8 }), (orders) => {
        const refunds = orders
          .filter((order) => order.lineIndexes.length > 0)
          .map((order) => ({ order, lineIndexes: order.lineIndexes }));
        const figures = vatFigures(orders, refunds);
        for (const key of Object.keys(figures.totals) as (keyof typeof figures.totals)[])
          expect(figures.rows.reduce((sum, row) => sum + row[key], 0)).toBe(figures.totals[key]);
        for (const row of figures.rows) {
          expect(row.sold_net + row.sold_vat).toBe(row.sold_gross);
          expect(row.refunded_net + row.refunded_vat).toBe(row.refunded_gross);
          expect(row.gross).toBe(row.sold_gross - row.refunded_gross);
          expect(row.vat).toBe(row.sold_vat - row.refunded_vat);
        }
        const { paid, vouchers_sold, voucher_codes } = figures.reconciliation;
        expect(figures.totals.sold_gross).toBe(paid - vouchers_sold + voucher_codes);
        // Vouchers sold are no revenue, whatever their rate (without shipping, whose rate follows the lines).
        const unshipped = orders.map((order) => ({ ...order, shipping: 0 }));
        const withoutVouchers = unshipped.map((order) => ({
          ...order,
          lines: order.lines.map((line) => (line.type === 'voucher' ? { ...line, parts: [] } : line)),
        }));
        expect(vatFigures(withoutVouchers, []).rows).toEqual(vatFigures(unshipped, []).rows);
      }),
    );
  });

  it('nets every rate to nothing when each order is refunded whole, as credit notes cancel invoices', () => {
    fc.assert(
      fc.property(fc.array(orderArbitrary, { maxLength: 8 }), (orders) => {
        const refunds = orders.map((order) => ({
          order,
          lineIndexes: order.lines.map((_line, index) => index),
        }));
        for (const row of vatFigures(orders, refunds).rows) {
          expect(row.gross).toBe(0);
          expect(row.net).toBe(0);
          expect(row.vat).toBe(0);
        }
      }),
    );
  });
});
