import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '../language-codes.ts';
import type { VoucherProductDocument } from '../staff-vouchers.ts';
import { voucherProductProblems } from './voucher-products.ts';
import { MAX_VOUCHER_AMOUNT } from './vouchers.ts';

const product = (change: Partial<VoucherProductDocument> = {}): VoucherProductDocument => ({
  name: { en: 'Gift voucher €25', de: 'Wertgutschein 25 €' },
  description: { en: 'For everything in the shop' },
  image: null,
  group_id: 1,
  price: 25_00,
  vat_value: 0,
  variable_amount: false,
  min_amount: null,
  max_amount: null,
  sequence_no: 1,
  ...change,
});
const free = (change: Partial<VoucherProductDocument> = {}) =>
  product({ variable_amount: true, price: 30_00, min_amount: 10_00, max_amount: 200_00, ...change });

const languages: Language[] = ['en', 'de'];

describe('voucherProductProblems (issue 36)', () => {
  it.each<[string, VoucherProductDocument, { path: string; code: string }[]]>([
    ['a fixed value', product(), []],
    ['a free amount within its bounds', free(), []],
    ['a free amount at its bounds', free({ price: 10_00, max_amount: 10_00 }), []],
    ['a name missing in German', product({ name: { en: 'Gift' } }), [{ path: 'name.de', code: 'required' }]],
    [
      'a name of spaces',
      product({ name: { en: ' ', de: 'Gutschein' } }),
      [{ path: 'name.en', code: 'required' }],
    ],
    ['a fixed value of nothing', product({ price: 0 }), [{ path: 'price', code: 'amount_out_of_range' }]],
    [
      'a fixed value above what a voucher carries',
      product({ price: MAX_VOUCHER_AMOUNT + 1 }),
      [{ path: 'price', code: 'amount_out_of_range' }],
    ],
    [
      'a VAT rate of three decimals',
      product({ vat_value: 7.125 }),
      [{ path: 'vat_value', code: 'vat_invalid' }],
    ],
    [
      'a free amount without bounds',
      free({ min_amount: null, max_amount: null }),
      [
        { path: 'min_amount', code: 'required' },
        { path: 'max_amount', code: 'required' },
      ],
    ],
    ['a minimum of nothing', free({ min_amount: 0 }), [{ path: 'min_amount', code: 'amount_out_of_range' }]],
    [
      'a maximum above what a voucher carries',
      free({ max_amount: MAX_VOUCHER_AMOUNT + 1 }),
      [{ path: 'max_amount', code: 'amount_out_of_range' }],
    ],
    [
      'a minimum above the maximum',
      free({ min_amount: 50_00, max_amount: 20_00 }),
      [{ path: 'max_amount', code: 'min_above_max' }],
    ],
    [
      'a suggestion below the minimum',
      free({ price: 5_00 }),
      [{ path: 'price', code: 'amount_out_of_range' }],
    ],
    [
      'a suggestion above the maximum',
      free({ price: 500_00 }),
      [{ path: 'price', code: 'amount_out_of_range' }],
    ],
  ])('%s', (_, document, problems) => {
    expect(voucherProductProblems(document, languages)).toEqual(problems);
  });

  it('asks for a name in some language when the shop names none', () => {
    expect(voucherProductProblems(product({ name: {} }), [])).toEqual([{ path: 'name', code: 'required' }]);
    expect(voucherProductProblems(product({ name: { it: 'Buono' } }), [])).toEqual([]);
  });

  it('accepts exactly the free amounts whose suggestion lies within bounds the cart can take', () => {
    const cents = fc.integer({ min: -10, max: MAX_VOUCHER_AMOUNT + 10 });
    fc.assert(
      fc.property(cents, cents, cents, (min, max, price) => {
        const document = free({ min_amount: min, max_amount: max, price });
        const valid = (value: number) => value >= 1 && value <= MAX_VOUCHER_AMOUNT;
        const expected = valid(min) && valid(max) && min <= max && price >= min && price <= max;
        expect(voucherProductProblems(document, languages).length === 0).toBe(expected);
      }),
    );
  });
});
