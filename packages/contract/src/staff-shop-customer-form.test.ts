import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_FIELDS, type CustomerField } from './account.ts';
import { COUNTRY_CODES, isCountryCode } from './countries.ts';
import {
  type CustomerFormSettings,
  customerFormProblems,
  normalizeCustomerFormSettings,
  SALUTATION_KEYS,
  STANDARD_CUSTOMER_FORM,
} from './staff-shop-customer-form.ts';

const standard: CustomerFormSettings = {
  ...STANDARD_CUSTOMER_FORM,
  countries: ['DE', 'AT'],
  default_country: 'DE',
};
const without = (list: readonly CustomerField[], ...fields: CustomerField[]) =>
  list.filter((field) => !fields.includes(field));

describe('the customer form rules', () => {
  it('take the standard form', () => {
    expect(customerFormProblems(standard)).toEqual({});
  });

  it.each<[string, Partial<CustomerFormSettings>, Record<string, string[]>]>([
    [
      'the e-mail address hidden',
      {
        visible_fields: without(CUSTOMER_FIELDS, 'email'),
        required_fields: without(STANDARD_CUSTOMER_FORM.required_fields, 'email'),
      },
      { 'fields.email': ['always_asked'] },
    ],
    [
      'the password shown but optional',
      { required_fields: without(STANDARD_CUSTOMER_FORM.required_fields, 'password') },
      { 'fields.password': ['always_asked'] },
    ],
    [
      'a required field hidden',
      { visible_fields: without(CUSTOMER_FIELDS, 'city', 'phone') },
      { 'fields.city': ['required_hidden'] },
    ],
    [
      'no country',
      { countries: [], default_country: 'DE' },
      {
        countries: ['choose_one'],
        default_country: ['default_country_not_offered'],
      },
    ],
    [
      'a key that is no ISO country',
      { countries: ['DE', 'XX', 'Germany'] },
      {
        'countries.1': ['invalid'],
        'countries.2': ['invalid'],
      },
    ],
    [
      'a default country not offered',
      { default_country: 'FR' },
      {
        default_country: ['default_country_not_offered'],
      },
    ],
    ['no default country', { default_country: ' ' }, { default_country: ['required'] }],
    ['an unknown salutation', { salutations: ['ms', 'dr'] }, { 'salutations.1': ['invalid'] }],
    ['the salutation shown without any to choose', { salutations: [] }, { salutations: ['choose_one'] }],
  ])('refuse %s', (_name, change, errors) => {
    expect(customerFormProblems({ ...standard, ...change })).toEqual(errors);
  });

  it('let a hidden salutation field go without salutations', () => {
    expect(
      customerFormProblems({
        ...standard,
        visible_fields: without(CUSTOMER_FIELDS, 'salutation'),
        required_fields: without(STANDARD_CUSTOMER_FORM.required_fields, 'salutation'),
        salutations: [],
      }),
    ).toEqual({});
  });

  it('keep fields in the form order, keys in capitals, each once', () => {
    expect(
      normalizeCustomerFormSettings({
        visible_fields: ['email', 'fname', 'email'],
        required_fields: ['password', 'email'],
        countries: [' at', 'DE', 'de'],
        salutations: ['mr', 'mr'],
        default_country: 'de ',
      }),
    ).toEqual({
      visible_fields: ['fname', 'email'],
      required_fields: ['email', 'password'],
      countries: ['AT', 'DE'],
      salutations: ['mr'],
      default_country: 'DE',
    });
  });

  it('know the ISO countries by their alpha-2 keys only', () => {
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
    expect(COUNTRY_CODES).toHaveLength(250);
    for (const key of ['DE', 'US', 'JP', 'XK', 'AX']) expect(isCountryCode(key)).toBe(true);
    for (const key of ['de', 'UK', 'EU', 'XX', 'DEU', '']) expect(isCountryCode(key)).toBe(false);
    // Every key has a name of its own in the staff app's languages.
    const names = new Intl.DisplayNames(['de'], { type: 'region', fallback: 'none' });
    expect(COUNTRY_CODES.filter((key) => !names.of(key))).toEqual([]);
  });

  it('accept exactly the forms that show every required field and always ask e-mail and password (property)', () => {
    const fields = fc.subarray([...CUSTOMER_FIELDS]);
    const countries = fc.subarray([...COUNTRY_CODES.slice(0, 20)], { minLength: 1 });
    fc.assert(
      fc.property(
        fields,
        fields,
        countries,
        fc.subarray([...SALUTATION_KEYS], { minLength: 1 }),
        fc.nat(),
        (visible, required, offered, salutations, pick) => {
          const settings = {
            visible_fields: visible,
            required_fields: required,
            countries: offered,
            salutations,
            default_country: offered[pick % offered.length] ?? 'DE',
          };
          const problems = customerFormProblems(settings);
          const fine =
            required.every((field) => visible.includes(field)) &&
            visible.includes('email') &&
            visible.includes('password') &&
            required.includes('email') &&
            required.includes('password');
          expect(Object.keys(problems).length === 0).toBe(fine);
          // Whatever is refused is refused field by field.
          for (const key of Object.keys(problems)) expect(key).toMatch(/^fields\.[a-z]+$/);
        },
      ),
    );
  });
});
