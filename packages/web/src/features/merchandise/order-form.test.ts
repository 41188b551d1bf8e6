import { describe, expect, it } from 'vitest';
import { articleOrderSchema } from './order-form.ts';
import { emptyOwner } from './rules.ts';

const messages = (value: unknown) =>
  articleOrderSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('articleOrderSchema', () => {
  it('accepts an article without owners and passes with their names', () => {
    expect(messages({ quantity: 2, owners: [] })).toEqual([]);
    expect(messages({ quantity: 1, owners: [{ ...emptyOwner(), fname: 'Ada', lname: 'Lovelace' }] })).toEqual(
      [],
    );
  });

  it('asks for a quantity of at least 1', () => {
    expect(messages({ quantity: 0, owners: [] })).toEqual([['quantity', 'product.chooseQuantity']]);
  });

  it('asks for each holder’s first name and surname, blanks counting as empty', () => {
    expect(messages({ quantity: 1, owners: [{ ...emptyOwner(), fname: '  ', lname: '' }] })).toEqual([
      ['owners.0.fname', 'owners.errors.fname'],
      ['owners.0.lname', 'owners.errors.lname'],
    ]);
  });

  it('asks for the delivery address only when the pass goes to a different address', () => {
    const owner = {
      ...emptyOwner(),
      fname: 'Ada',
      lname: 'Lovelace',
      sendToCustomAddress: true,
      city: 'Berlin',
    };
    expect(messages({ quantity: 1, owners: [owner] })).toEqual([
      ['owners.0.street', 'owners.errors.street'],
      ['owners.0.zip', 'owners.errors.zip'],
      ['owners.0.country', 'owners.errors.country'],
    ]);
  });
});
