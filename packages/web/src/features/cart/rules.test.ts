import {
  type CartItem,
  type Customer,
  LANGUAGES,
  LINE_PROBLEMS,
  shippedLines,
  shippingCostValue,
  shouldRequestShipping,
} from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import {
  knownShippingCountry,
  lineProblemMessage,
  problemsByIndex,
  shownLineProblems,
  shownTotals,
  VOUCHER_UNKNOWN_ERROR,
  type VoucherEntryState,
  voucherEntry,
} from './rules.ts';

const ticket: CartItem = { type: 'ticket', id: 4, count: 2, datetime: '2026-12-02 10:00' };
const mug: CartItem = { type: 'merchandise', id: 1, count: 1 };
const pass: CartItem = { type: 'annualPass', id: 7, count: 1 };
const address = { name: 'Ada', street: 'Main 1', zip: '10115', city: 'Berlin', country: 'DE' };
const customer = (overrides: Partial<Customer> = {}): Customer => ({
  salutation: 'ms',
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.org',
  phone: '',
  company: { name: '' },
  addrBilling: address,
  addrShipping: null,
  country: 'DE',
  isGuest: true,
  ...overrides,
});

describe('shipping costs (spec §5)', () => {
  it('are asked for only with merchandise and a known country', () => {
    expect(shippedLines([ticket, pass])).toEqual([]);
    expect(shippedLines([ticket, mug])).toEqual([{ id: 1, count: 1 }]);
    expect(shouldRequestShipping([ticket, mug], 'DE')).toBe(true);
    expect(shouldRequestShipping([ticket, mug], null)).toBe(false);
    expect(shouldRequestShipping([ticket], 'DE')).toBe(false);
    expect(shouldRequestShipping([mug], '')).toBe(false);
  });

  it('go to the shipping country of the customer, else their country, else the guest form', () => {
    expect(knownShippingCountry(customer({ addrShipping: { ...address, country: 'AT' } }))).toBe('AT');
    expect(knownShippingCountry(customer({ country: 'NL' }))).toBe('NL');
    expect(knownShippingCountry(customer({ country: '' }))).toBe('DE');
    expect(knownShippingCountry(null, 'FR')).toBe('FR');
    expect(knownShippingCountry(null, '')).toBeNull();
    expect(knownShippingCountry(null)).toBeNull();
  });

  it("go to the checkout's saved shipping address first, once someone is signed in", () => {
    const signedIn = customer({ addrShipping: { ...address, country: 'AT' } });
    expect(knownShippingCountry(signedIn, null, 'FR')).toBe('FR');
    expect(knownShippingCountry(signedIn, null, null)).toBe('AT');
    // Without a customer the address step is not shown: a stale saved address does not count.
    expect(knownShippingCountry(null, 'NL', 'FR')).toBe('NL');
  });

  it('count a non-numeric cost as 0', () => {
    expect(shippingCostValue(490)).toBe(490);
    expect(shippingCostValue('690')).toBe(690);
    expect(shippingCostValue('abc')).toBe(0);
    expect(shippingCostValue(null)).toBe(0);
    expect(shippingCostValue(Number.NaN)).toBe(0);
    expect(shippingCostValue('')).toBe(0);
  });
});

describe('totals', () => {
  const totals = { subtotal: 5_000, discount: 2_000, total: 3_000, vat: [] };

  it('add shipping to what is left after the voucher codes', () => {
    expect(shownTotals(totals, 490)).toEqual({
      subtotal: 5_000,
      discount: 2_000,
      shipping: 490,
      total: 3_490,
    });
    expect(shownTotals(totals, null).total).toBe(3_000);
  });

  it('never go below 0', () => {
    expect(shownTotals({ ...totals, total: -10 }, null).total).toBe(0);
  });
});

describe('line problems', () => {
  it('name the requested and available numbers where the answer gives them', () => {
    expect(lineProblemMessage({ code: 'NOT_ENOUGH_PLACES', requested: 5, available: 2 })).toEqual({
      key: 'problems.counted.NOT_ENOUGH_PLACES',
      values: { requested: 5, available: 2, count: 2 },
    });
    expect(lineProblemMessage({ code: 'NOT_ENOUGH_PLACES' })).toEqual({
      key: 'problems.plain.NOT_ENOUGH_PLACES',
      values: {},
    });
    expect(lineProblemMessage({ code: 'SOLD_OUT', requested: 1, available: 0 }).key).toBe(
      'problems.plain.SOLD_OUT',
    );
  });

  it('are shown once when the suggestion and initPayment both name them', () => {
    // After a refused payment the suggestion is asked again: the same problem comes from both.
    expect(shownLineProblems([{ code: 'CLOSED' }], [{ code: 'CLOSED' }])).toEqual([{ code: 'CLOSED' }]);
    expect(
      shownLineProblems([{ code: 'SOLD_OUT' }], [{ code: 'SOLD_OUT', requested: 2, available: 0 }]),
    ).toEqual([{ code: 'SOLD_OUT' }]);
    // What only initPayment found (under the inventory's lock) is shown too.
    expect(
      shownLineProblems([], [{ code: 'NOT_ENOUGH_PLACES', requested: 3, available: 1 }, { code: 'CLOSED' }]),
    ).toEqual([{ code: 'NOT_ENOUGH_PLACES', requested: 3, available: 1 }, { code: 'CLOSED' }]);
    expect(shownLineProblems(undefined, undefined)).toEqual([]);
  });

  it('group the problems of initPayment by the line index', () => {
    const grouped = problemsByIndex([
      { index: 0, code: 'SOLD_OUT' },
      { index: 2, code: 'OUT_OF_STOCK', requested: 3, available: 1 },
      { index: 0, code: 'EXPIRED' },
    ]);
    expect(grouped.get(0)).toEqual([{ code: 'SOLD_OUT' }, { code: 'EXPIRED' }]);
    expect(grouped.get(2)).toEqual([{ code: 'OUT_OF_STOCK', requested: 3, available: 1 }]);
    expect(problemsByIndex(undefined).size).toBe(0);
  });
});

describe('voucher code entry (spec §4: loading, valid or invalid with a code)', () => {
  const idle: VoucherEntryState = { status: 'idle' };

  it('trims the code and waits for the lookup', () => {
    expect(voucherEntry(idle, { type: 'submit', code: '  LIGHT-25 ' })).toEqual({
      status: 'loading',
      code: 'LIGHT-25',
    });
    expect(voucherEntry(idle, { type: 'submit', code: '   ' })).toEqual(idle);
  });

  it('becomes valid with the available amount, or tells that the code is already in the cart', () => {
    const loading = voucherEntry(idle, { type: 'submit', code: 'LIGHT-25' });
    expect(voucherEntry(loading, { type: 'found', available: 2_500 })).toEqual({
      status: 'valid',
      code: 'LIGHT-25',
      available: 2_500,
    });
    expect(
      voucherEntry(
        { status: 'loading', code: 'light-25' },
        { type: 'found', available: 1, barcode: 'LIGHT-25' },
      ),
    ).toMatchObject({
      code: 'LIGHT-25',
    });
    expect(voucherEntry(loading, { type: 'alreadyInCart' })).toEqual({
      status: 'duplicate',
      code: 'LIGHT-25',
    });
  });

  it('becomes invalid with the voucher error code, any other failure giving VOUCHER_UNKNOWN_ERROR', () => {
    const loading = voucherEntry(idle, { type: 'submit', code: 'X' });
    expect(voucherEntry(loading, { type: 'failed', error: 'VOUCHER_NO_AMOUNT_LEFT' })).toEqual({
      status: 'invalid',
      code: 'X',
      error: 'VOUCHER_NO_AMOUNT_LEFT',
    });
    expect(voucherEntry(loading, { type: 'failed', error: 'RATE_LIMITED' })).toMatchObject({
      error: VOUCHER_UNKNOWN_ERROR,
    });
    expect(voucherEntry(loading, { type: 'failed', error: undefined })).toMatchObject({
      error: VOUCHER_UNKNOWN_ERROR,
    });
  });

  it('ignores a late answer after a reset', () => {
    expect(voucherEntry(idle, { type: 'found', available: 1 })).toEqual(idle);
    expect(voucherEntry({ status: 'loading', code: 'A' }, { type: 'reset' })).toEqual(idle);
  });
});

describe('every line problem the server can give has words in every language', () => {
  it.each(LANGUAGES)('%s', async (lang) => {
    const texts = (await import(`../../locales/${lang}/checkout.json`)).default as {
      problems: { plain: Record<string, string>; counted: Record<string, string> };
    };
    for (const code of LINE_PROBLEMS) {
      expect(texts.problems.plain[code], `${lang} plain ${code}`).toBeTruthy();
      const { key, values } = lineProblemMessage({ code, requested: 3, available: 2 });
      if (!key.startsWith('problems.counted.')) continue;
      const counted = texts.problems.counted;
      expect(
        counted[code] ?? (counted[`${code}_one`] && counted[`${code}_other`]),
        `${lang} counted ${code}`,
      ).toBeTruthy();
      expect(values.count).toBe(2);
    }
  });
});
