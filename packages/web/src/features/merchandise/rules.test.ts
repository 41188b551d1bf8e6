import { initialQuantity, MAX_QUANTITY, maxQuantity, quantityFromInput } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import {
  articleCartItem,
  bySequence,
  emptyOwner,
  isOutOfStock,
  type OwnerEntry,
  resizeOwnerEntries,
  toPassOwner,
} from './rules.ts';

describe('initialQuantity (spec §5 "Merchandise")', () => {
  it.each([
    [-3, 0],
    [0, 0],
    [1, 1],
    [40, 1],
  ])('stock %i → quantity %i', (stock, quantity) => {
    expect(initialQuantity(stock)).toBe(quantity);
  });
});

describe('maxQuantity', () => {
  it('is the stock, at most MAX_QUANTITY, never negative', () => {
    expect(maxQuantity(-1)).toBe(0);
    expect(maxQuantity(1)).toBe(1);
    expect(maxQuantity(1000)).toBe(MAX_QUANTITY);
  });
});

describe('quantityFromInput', () => {
  it('keeps a typed count within 0 and the maximum, and reads anything else as 0', () => {
    expect(quantityFromInput('3', 10)).toBe(3);
    expect(quantityFromInput('12', 10)).toBe(10);
    expect(quantityFromInput('-2', 10)).toBe(0);
    expect(quantityFromInput('', 10)).toBe(0);
    expect(quantityFromInput('x', 10)).toBe(0);
    expect(quantityFromInput('2', 0)).toBe(0);
  });
});

describe('isOutOfStock', () => {
  it('is true with no stock or a sold-out state', () => {
    expect(isOutOfStock({ stock: 0, state: 'available' })).toBe(true);
    expect(isOutOfStock({ stock: 5, state: 'sold_out' })).toBe(true);
    expect(isOutOfStock({ stock: 1, state: 'few_left' })).toBe(false);
  });
});

describe('bySequence', () => {
  it('sorts by sequence_no and keeps ties in their order', () => {
    const items = [
      { id: 'c', sequence_no: 3 },
      { id: 'a', sequence_no: 1 },
      { id: 'b1', sequence_no: 2 },
      { id: 'b2', sequence_no: 2 },
    ];
    expect(bySequence(items).map((item) => item.id)).toEqual(['a', 'b1', 'b2', 'c']);
    expect(items[0]?.id).toBe('c');
  });
});

const ada: OwnerEntry = { ...emptyOwner(), title: 'ms', fname: 'Ada', lname: 'Lovelace' };
const alan: OwnerEntry = { ...emptyOwner(), title: 'mr', fname: 'Alan', lname: 'Turing' };

describe('resizeOwners (spec §5: owner rows grow and shrink with the quantity)', () => {
  it('adds empty rows when the quantity grows, keeping what was typed', () => {
    expect(resizeOwnerEntries([ada], 3, 'DE')).toEqual([ada, emptyOwner('DE'), emptyOwner('DE')]);
  });

  it('drops the last rows when the quantity shrinks', () => {
    expect(resizeOwnerEntries([ada, alan], 1)).toEqual([ada]);
    expect(resizeOwnerEntries([ada, alan], 0)).toEqual([]);
  });

  it('keeps the typed rows when shrinking and growing again', () => {
    expect(resizeOwnerEntries(resizeOwnerEntries([ada, alan], 2), 2)).toEqual([ada, alan]);
  });

  it('never makes a negative number of rows', () => {
    expect(resizeOwnerEntries([ada], -1)).toEqual([]);
  });
});

describe('toPassOwner', () => {
  it('sends the names trimmed, without an address unless send_to_custom_addr is chosen', () => {
    expect(toPassOwner({ ...ada, fname: ' Ada ', street: 'Left over 1' })).toEqual({
      title: 'ms',
      fname: 'Ada',
      lname: 'Lovelace',
    });
  });

  it('sends the delivery address when send_to_custom_addr is chosen', () => {
    const owner = {
      ...ada,
      sendToCustomAddress: true,
      street: 'Lichtweg 1 ',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
    };
    expect(toPassOwner(owner)).toEqual({
      title: 'ms',
      fname: 'Ada',
      lname: 'Lovelace',
      address: { street: 'Lichtweg 1', zip: '10115', city: 'Berlin', country: 'DE' },
    });
  });
});

describe('articleCartItem', () => {
  it('is a merchandise line with a count and no price', () => {
    expect(articleCartItem({ id: 4, product_kind_ref: 1 }, 2)).toEqual({
      type: 'merchandise',
      id: 4,
      count: 2,
    });
  });

  it('is an annual-pass line with one owner per pass', () => {
    expect(articleCartItem({ id: 11, product_kind_ref: 13 }, 2, [ada, alan])).toEqual({
      type: 'annualPass',
      id: 11,
      count: 2,
      owners: [
        { title: 'ms', fname: 'Ada', lname: 'Lovelace' },
        { title: 'mr', fname: 'Alan', lname: 'Turing' },
      ],
    });
  });
});
