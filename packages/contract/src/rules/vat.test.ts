import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderLine } from '../checkout.ts';
import { vatPerRate } from './money.ts';
import { documentVatRows, shippingVatRate, sumVatTables, vatTable } from './vat.ts';

type Line = Pick<OrderLine, 'type' | 'parts'>;
const line = (type: OrderLine['type'], ...parts: [count: number, unit: number, rate: number][]): Line => ({
  type,
  parts: parts.map(([count, unit_price, vat_rate]) => ({ name: 'p', count, unit_price, vat_rate })),
});

describe('vatTable', () => {
  it('splits gross rows per rate: 2 × €10.70 at 7 % and €11.90 at 19 %', () => {
    expect(
      vatTable([
        { amount: 2_140, vatRate: 7 },
        { amount: 1_190, vatRate: 19 },
        { amount: 500, vatRate: 0 },
      ]),
    ).toEqual([
      { rate: 0, gross: 500, vat: 0, net: 500 },
      { rate: 7, gross: 2_140, vat: 140, net: 2_000 },
      { rate: 19, gross: 1_190, vat: 190, net: 1_000 },
    ]);
  });

  it('takes the VAT of each rate by the contract’s rule, and net plus VAT is always the gross', () => {
    const rows = fc.array(
      fc.record({
        amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
        vatRate: fc.constantFrom(0, 7, 19),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(rows, (sample) => {
        const table = vatTable(sample);
        const contract = vatPerRate(
          sample.map((row) => ({ unit_price: row.amount, count: 1, vat_rate: row.vatRate })),
        );
        for (const entry of table) {
          expect(entry.net + entry.vat).toBe(entry.gross);
          expect(entry.vat).toBe(contract.find((c) => c.rate === entry.rate)?.amount ?? 0);
        }
        expect(table.reduce((sum, entry) => sum + entry.gross, 0)).toBe(
          sample.reduce((sum, row) => sum + row.amount, 0),
        );
      }),
    );
  });
});

describe('shippingVatRate', () => {
  it('is the highest rate of the goods, else of the order', () => {
    expect(shippingVatRate([line('ticket', [1, 1_000, 7]), line('merchandise', [1, 500, 19])])).toBe(19);
    expect(shippingVatRate([line('ticket', [1, 1_000, 19]), line('annualPass', [1, 5_000, 7])])).toBe(7);
    expect(shippingVatRate([line('ticket', [1, 1_000, 7])])).toBe(7);
    expect(shippingVatRate([])).toBe(0);
  });
});

describe('documentVatRows', () => {
  const order = {
    lines: [
      line('ticket', [2, 1_070, 7]),
      line('merchandise', [1, 1_190, 19]),
      line('voucher', [1, 2_500, 0]),
    ],
    shipping: 490,
  };

  it('taxes every part, and the shipping at the goods’ rate, on an invoice', () => {
    expect(documentVatRows(order)).toEqual([
      { amount: 2_140, vatRate: 7 },
      { amount: 1_190, vatRate: 19 },
      { amount: 2_500, vatRate: 0 },
      { amount: 490, vatRate: 19 },
    ]);
  });

  it('gives the shipping back only with every line, negative, on a credit note', () => {
    expect(documentVatRows(order, { lineIndexes: [1], sign: -1 })).toEqual([{ amount: -1_190, vatRate: 19 }]);
    expect(documentVatRows(order, { lineIndexes: [0, 1, 2], sign: -1 })).toContainEqual({
      amount: -490,
      vatRate: 19,
    });
  });

  it('leaves the vouchers sold out of the revenue, not the shipping', () => {
    expect(documentVatRows(order, { withoutVouchers: true })).toEqual([
      { amount: 2_140, vatRate: 7 },
      { amount: 1_190, vatRate: 19 },
      { amount: 490, vatRate: 19 },
    ]);
  });
});

describe('sumVatTables', () => {
  it('adds documents per rate as each was rounded', () => {
    const one = vatTable([{ amount: 1_000, vatRate: 19 }]);
    const two = vatTable([
      { amount: 1_000, vatRate: 19 },
      { amount: 1_070, vatRate: 7 },
    ]);
    expect(sumVatTables([one, two])).toEqual([
      { rate: 7, gross: 1_070, vat: 70, net: 1_000 },
      { rate: 19, gross: 2_000, vat: 2 * 160, net: 2 * 840 },
    ]);
  });

  it('keeps gross = net + VAT per rate, and the gross of every document, whatever the documents', () => {
    const rows = fc.array(
      fc.record({ amount: fc.integer({ min: -100_000, max: 100_000 }), vatRate: fc.constantFrom(0, 7, 19) }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(fc.array(rows, { maxLength: 10 }), (documents) => {
        const sum = sumVatTables(documents.map(vatTable));
        for (const entry of sum) expect(entry.net + entry.vat).toBe(entry.gross);
        expect(sum.reduce((total, entry) => total + entry.gross, 0)).toBe(
          documents.flat().reduce((total, row) => total + row.amount, 0),
        );
      }),
    );
  });
});
