import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ProductDocument, productDocumentSchema, type StockChange } from '../staff-catalog-products.ts';
import {
  PRODUCT_PRICE_MAX,
  PRODUCT_STOCK_MAX,
  productDocumentProblems,
  stockAfter,
  stockChangeProblems,
} from './product-editing.ts';

const book = (change: Partial<ProductDocument> = {}): ProductDocument => ({
  name: { en: 'The Little Book of Rainbows', de: 'Das kleine Buch der Regenbögen' },
  description: { en: 'Experiments with light.' },
  product_kind: 1,
  custom_group_ids: [1],
  images: ['/media/0b9a4c6e-3f43-4a31-9d2b-5a1c2f0e7d11/320.webp'],
  price: 14_90,
  vat_value: 7,
  weight: 400,
  sequence_no: 2,
  ...change,
});

const problemsOf = (document: ProductDocument) => productDocumentProblems(document, 'en');

describe('productDocumentProblems', () => {
  it('accepts a book in two languages, and one without pictures, categories or description', () => {
    expect(problemsOf(book())).toEqual([]);
    expect(
      problemsOf(book({ images: [], custom_group_ids: [], description: {}, price: 0, weight: 0 })),
    ).toEqual([]);
  });

  it.each<[string, Partial<ProductDocument>, { path: string; code: string }[]]>([
    ['no name in the default language', { name: { de: 'Buch' } }, [{ path: 'name.en', code: 'required' }]],
    ['a name of spaces', { name: { en: '  ' } }, [{ path: 'name.en', code: 'required' }]],
    ['an annual pass', { product_kind: 13 }, [{ path: 'product_kind', code: 'not_a_product' }]],
    ['a negative price', { price: -1 }, [{ path: 'price', code: 'price_invalid' }]],
    ['a price in fractions of a cent', { price: 12.5 }, [{ path: 'price', code: 'price_invalid' }]],
    ['a price over 2^31-1', { price: 2 ** 31 }, [{ path: 'price', code: 'price_invalid' }]],
    ['a VAT rate with three decimals', { vat_value: 7.125 }, [{ path: 'vat_value', code: 'vat_invalid' }]],
    ['a VAT rate above 100', { vat_value: 101 }, [{ path: 'vat_value', code: 'vat_invalid' }]],
    ['a negative weight', { weight: -5 }, [{ path: 'weight', code: 'weight_invalid' }]],
    ['a negative sequence number', { sequence_no: -1 }, [{ path: 'sequence_no', code: 'sequence_invalid' }]],
    [
      'a picture twice',
      { images: ['/static/a.svg', '/static/a.svg'] },
      [{ path: 'images.1', code: 'duplicate_row' }],
    ],
  ])('names %s at its field', (_, change, problems) => {
    expect(problemsOf(book(change))).toEqual(problems);
  });

  it('asks the name in the shop’s default language, whichever that is', () => {
    expect(productDocumentProblems(book({ name: { de: 'Buch' } }), 'de')).toEqual([]);
    expect(productDocumentProblems(book(), 'fr')).toEqual([{ path: 'name.fr', code: 'required' }]);
  });

  it('refuses whatever the schema refuses in price, weight and sequence (the rule and the schema agree)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -10, max: PRODUCT_PRICE_MAX + 10 }), fc.double({ noNaN: true })),
        fc.integer({ min: -10, max: 2_000_000 }),
        fc.integer({ min: -10, max: 2_000_000 }),
        (price, weight, sequence) => {
          const document = book({ price, weight, sequence_no: sequence });
          const byRule = problemsOf(document).length === 0;
          const bySchema = productDocumentSchema.safeParse(document).success;
          expect(byRule).toBe(bySchema);
        },
      ),
    );
  });
});

const change = (over: Partial<StockChange> = {}): StockChange => ({
  mode: 'delta',
  amount: 5,
  reason: 'received',
  note: '',
  ...over,
});

describe('stockChangeProblems', () => {
  it.each<[string, Partial<StockChange>, { stock: number; taken: number }, string[]]>([
    ['goods received', {}, { stock: 10, taken: 4 }, []],
    [
      'a count above what is taken',
      { mode: 'count', amount: 4, reason: 'counted' },
      { stock: 10, taken: 4 },
      [],
    ],
    ['damaged pieces', { amount: -6, reason: 'damaged' }, { stock: 10, taken: 4 }, []],
    ['other with a note', { reason: 'other', note: 'Given to the press' }, { stock: 10, taken: 0 }, []],
    ['a change by nothing', { amount: 0 }, { stock: 10, taken: 0 }, ['amount no_change']],
    [
      'a count of what there is',
      { mode: 'count', amount: 10 },
      { stock: 10, taken: 0 },
      ['amount no_change'],
    ],
    ['a stock below zero', { amount: -11 }, { stock: 10, taken: 0 }, ['amount stock_negative']],
    ['a negative count', { mode: 'count', amount: -1 }, { stock: 10, taken: 0 }, ['amount stock_invalid']],
    [
      'below what is held',
      { amount: -7, reason: 'damaged' },
      { stock: 10, taken: 4 },
      ['amount stock_below_taken'],
    ],
    [
      'a count below what is sold',
      { mode: 'count', amount: 3 },
      { stock: 10, taken: 4 },
      ['amount stock_below_taken'],
    ],
    ['a part of a piece', { amount: 1.5 }, { stock: 10, taken: 0 }, ['amount stock_invalid']],
    ['beyond the most', { amount: PRODUCT_STOCK_MAX }, { stock: 10, taken: 0 }, ['amount stock_invalid']],
    ['other without a note', { reason: 'other', note: ' ' }, { stock: 10, taken: 0 }, ['note required']],
  ])('%s', (_, over, current, problems) => {
    expect(stockChangeProblems(change(over), current).map((p) => `${p.path} ${p.code}`)).toEqual(problems);
  });

  it('never lets a change it accepts leave the stock below what is taken, or the stock unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.constantFrom<'delta' | 'count'>('delta', 'count'),
        fc.integer({ min: -2000, max: 2000 }),
        (stock, taken, mode, amount) => {
          const current = { stock: Math.max(stock, taken), taken };
          const accepted = stockChangeProblems(change({ mode, amount }), current).length === 0;
          const after = stockAfter(current.stock, { mode, amount });
          if (accepted) {
            expect(after).toBeGreaterThanOrEqual(taken);
            expect(after).not.toBe(current.stock);
          } else
            expect(after < taken || after === current.stock || (mode === 'count' && amount < 0)).toBe(true);
        },
      ),
    );
  });
});
