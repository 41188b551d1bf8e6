import { CUSTOMER_FIELDS, type CustomerField, type CustomerForm } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { checkCustomerForm, type FormPurpose, type FormRules } from './customer-form.ts';

const ALL: CustomerField[] = [...CUSTOMER_FIELDS];
const rules: FormRules = {
  requiredFields: ['fname', 'lname', 'email', 'password', 'country'],
  visibleFields: ALL,
  countries: ['DE', 'FR'],
  salutations: ['ms', 'mr'],
};
const md5 = 'ab'.repeat(16);
const complete: CustomerForm = {
  salutation: 'ms',
  fname: 'Ada',
  lname: 'Lovelace',
  email: 'ada@example.org',
  password: md5,
  country: 'DE',
};

describe('checkCustomerForm', () => {
  it.each<[string, CustomerForm, FormPurpose, FormRules, Record<string, string[]>]>([
    ['a complete registration', complete, 'register', rules, {}],
    [
      'a missing required field',
      { ...complete, lname: undefined },
      'register',
      rules,
      { lname: ['required'] },
    ],
    ['a required field of blanks', { ...complete, fname: '  ' }, 'register', rules, { fname: ['required'] }],
    ['an empty optional field', { ...complete, phone: '' }, 'register', rules, {}],
    [
      'an optional field too long',
      { ...complete, phone: '1'.repeat(201) },
      'register',
      rules,
      { phone: ['tooLong'] },
    ],
    ['a field of exactly 200 characters', { ...complete, city: 'c'.repeat(200) }, 'register', rules, {}],
    [
      'an unknown country',
      { ...complete, country: 'de' },
      'register',
      rules,
      { country: ['unknownCountry'] },
    ],
    [
      'an unknown salutation',
      { ...complete, salutation: 'dr' },
      'register',
      rules,
      { salutation: ['unknownSalutation'] },
    ],
    [
      'a malformed address',
      { ...complete, email: 'ada.example.org' },
      'register',
      rules,
      { email: ['invalidEmail'] },
    ],
    [
      'a password that is no MD5 value',
      { ...complete, password: 'secret' },
      'register',
      rules,
      { password: ['invalidPassword'] },
    ],
    ['an MD5 value in capitals', { ...complete, password: md5.toUpperCase() }, 'register', rules, {}],
    ['a guest without password', { ...complete, password: undefined }, 'guest', rules, {}],
    [
      'an update without e-mail and password',
      { ...complete, email: undefined, password: undefined },
      'update',
      rules,
      {},
    ],
    ['an update with a bad e-mail (not part of an update)', { ...complete, email: 'x' }, 'update', rules, {}],
    [
      'a required field the shop does not show',
      { ...complete, lname: undefined },
      'register',
      { ...rules, visibleFields: ALL.filter((field) => field !== 'lname') },
      {},
    ],
    [
      'an optional field made required',
      { ...complete, phone: '' },
      'register',
      { ...rules, requiredFields: [...rules.requiredFields, 'phone'] },
      { phone: ['required'] },
    ],
    [
      'several problems at once',
      { ...complete, fname: '', country: 'XX', password: '' },
      'register',
      rules,
      { fname: ['required'], password: ['required'], country: ['unknownCountry'] },
    ],
    [
      'a shipping address with every part',
      { ...complete, shipping: { name: 'A', street: 'S 1', zip: '1', city: 'C', country: 'FR' } },
      'register',
      rules,
      {},
    ],
    [
      'a shipping address with parts missing',
      { ...complete, shipping: { name: 'A', street: '', zip: '1', country: 'IT' } },
      'register',
      rules,
      {
        'shipping.street': ['required'],
        'shipping.city': ['required'],
        'shipping.country': ['unknownCountry'],
      },
    ],
    ['no separate shipping address', { ...complete, shipping: null }, 'register', rules, {}],
  ])('%s', (_, form, purpose, formRules, expected) => {
    expect(checkCustomerForm(form, formRules, purpose).problems).toEqual(expected);
  });

  it('trims the values and keeps nothing of fields that are hidden or not part of the purpose', () => {
    const { values } = checkCustomerForm(
      { ...complete, fname: '  Ada ', phone: '123' },
      { ...rules, visibleFields: ALL.filter((field) => field !== 'phone') },
      'update',
    );
    expect(values).toMatchObject({ fname: 'Ada', phone: '', email: '', password: '', shipping: null });
  });
});
