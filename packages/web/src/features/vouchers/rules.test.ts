import { amountFromEntry, entryFromAmount, isValidAmount, voucherCartItem } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { vouchersOfGroup } from './rules.ts';

describe('amountFromEntry (spec §5 "Voucher amount")', () => {
  it.each([
    ['25', 0, 2500],
    ['12.50', 0, 1250],
    ['12,5', 0, 1250],
    ['0.99', 0, 99],
    ['1.250,00', 0, 125000],
    ['1,250.00', 0, 125000],
    ['1.250', 0, 125000],
    [' 40 ', 0, 4000],
  ])('takes %j in major units: ×100 for the cart', (entry, previous, cents) => {
    expect(amountFromEntry(entry, previous)).toBe(cents);
  });

  it('turns a negative entry positive', () => {
    expect(amountFromEntry('-30', 2500)).toBe(3000);
    expect(amountFromEntry('-12,50', 0)).toBe(1250);
  });

  it('keeps the previous value for an empty entry', () => {
    expect(amountFromEntry('', 3000)).toBe(3000);
    expect(amountFromEntry('   ', 4200)).toBe(4200);
  });

  it('keeps the previous value for an entry that is no number', () => {
    expect(amountFromEntry('abc', 3000)).toBe(3000);
    expect(amountFromEntry('--5', 3000)).toBe(3000);
    expect(amountFromEntry('5e3', 3000)).toBe(3000);
  });

  it('reads a separator before three digits as grouping thousands, before one or two as the cents', () => {
    expect(amountFromEntry('10.005', 0)).toBe(1000500);
    expect(amountFromEntry('10.5', 0)).toBe(1050);
  });
});

describe('entryFromAmount', () => {
  it('shows whole euros without cents and others with two decimals', () => {
    expect(entryFromAmount(2500)).toBe('25');
    expect(entryFromAmount(1250)).toBe('12.50');
    expect(entryFromAmount(99)).toBe('0.99');
  });
});

describe('isValidAmount', () => {
  it('wants more than nothing and at most €100,000', () => {
    expect(isValidAmount(0)).toBe(false);
    expect(isValidAmount(1)).toBe(true);
    expect(isValidAmount(100_000_00)).toBe(true);
    expect(isValidAmount(100_000_01)).toBe(false);
  });
});

describe('voucherCartItem', () => {
  it('sends the amount in cents for a free-amount voucher', () => {
    expect(voucherCartItem({ id: 3, variable_amount: true }, 2, 4000)).toEqual({
      type: 'voucher',
      id: 3,
      count: 2,
      amount: 4000,
    });
  });

  it('sends no amount (and never a price) for a fixed-value voucher', () => {
    expect(voucherCartItem({ id: 1, variable_amount: false }, 1, 4000)).toEqual({
      type: 'voucher',
      id: 1,
      count: 1,
    });
  });
});

describe('vouchersOfGroup', () => {
  const vouchers = [
    { id: 1, groupId: 1, sequence_no: 2 },
    { id: 2, groupId: 2, sequence_no: 1 },
    { id: 3, groupId: 1, sequence_no: 1 },
    { id: 4, groupId: 1, sequence_no: 1 },
  ];

  it('lists all groups by sequence_no, ties in their order', () => {
    expect(vouchersOfGroup(vouchers, undefined).map((voucher) => voucher.id)).toEqual([2, 3, 4, 1]);
  });

  it('filters by group', () => {
    expect(vouchersOfGroup(vouchers, 1).map((voucher) => voucher.id)).toEqual([3, 4, 1]);
    expect(vouchersOfGroup(vouchers, 9)).toEqual([]);
  });
});
