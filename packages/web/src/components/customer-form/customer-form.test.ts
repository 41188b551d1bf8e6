import type { CustomerAttributes, FieldErrors } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import {
  GUEST_ERRORS,
  guestFields,
  guestFormBody,
  guestFormDefaults,
  guestFormSchema,
  isGuestFormAccepted,
  offeredDefaultCountry,
} from './customer-form.ts';

const attributes: CustomerAttributes = {
  countries: { DE: 'Germany' },
  salutations: { ms: 'Ms' },
  required_fields: ['fname', 'lname', 'street', 'zip', 'city', 'country', 'password'],
  visible_fields: ['salutation', 'fname', 'lname', 'phone', 'street', 'zip', 'city', 'country', 'password'],
};

describe('the guest form', () => {
  it('shows the visible fields without the password, always with the e-mail', () => {
    expect(guestFields(attributes)).toEqual([
      'salutation',
      'fname',
      'lname',
      'email',
      'phone',
      'street',
      'zip',
      'city',
      'country',
    ]);
  });

  it.each(['<ada@example.org>', 'ada@example.org,', 'Ada <ada@example.org>'])(
    'refuses %s as the server does (one checker in the contract)',
    (email) => {
      const values = {
        fname: 'Ada',
        lname: 'Lovelace',
        email,
        street: 'S 1',
        zip: '1',
        city: 'B',
        country: 'DE',
      };
      const result = guestFormSchema(attributes).safeParse(values);
      expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
        ['email', GUEST_ERRORS.email],
      ]);
    },
  );

  it('requires the required fields and a plausible e-mail', () => {
    const result = guestFormSchema(attributes).safeParse({ fname: 'Ada', email: 'ada@', country: 'DE' });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
    );
    expect(errors).toEqual({
      lname: GUEST_ERRORS.required,
      email: GUEST_ERRORS.email,
      street: GUEST_ERRORS.required,
      zip: GUEST_ERRORS.required,
      city: GUEST_ERRORS.required,
    });
    expect(
      guestFormSchema(attributes).safeParse({
        fname: 'Ada',
        lname: 'Lovelace',
        email: 'ada@example.org',
        street: 'Main 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      }).success,
    ).toBe(true);
  });

  it('sends the shown fields, trimmed', () => {
    expect(
      guestFormBody({ fname: ' Ada ', email: 'a@b.c', phone: undefined }, ['fname', 'email', 'phone']),
    ).toEqual({
      fname: 'Ada',
      email: 'a@b.c',
      phone: '',
    });
  });
});

describe('guest registration after customer/validate (spec §5 "Forms")', () => {
  it.each<{ name: string; status: number | undefined; errors: FieldErrors | undefined; accepted: boolean }>([
    { name: 'no answer at all (network failure)', status: undefined, errors: undefined, accepted: false },
    {
      name: 'a 422 with only a password error',
      status: 422,
      errors: { password: ['required'] },
      accepted: true,
    },
    {
      name: 'a 422 with a password error and another field',
      status: 422,
      errors: { password: ['required'], zip: ['required'] },
      accepted: false,
    },
    { name: 'a 422 about another field only', status: 422, errors: { email: ['invalid'] }, accepted: false },
    { name: 'a 422 without field errors', status: 422, errors: undefined, accepted: false },
    { name: 'a 422 with an empty field map', status: 422, errors: {}, accepted: false },
    { name: 'a server error', status: 500, errors: undefined, accepted: false },
    { name: 'a password error in a 400', status: 400, errors: { password: ['required'] }, accepted: false },
  ])('$name: accepted $accepted', ({ status, errors, accepted }) => {
    expect(isGuestFormAccepted(status, errors)).toBe(accepted);
  });

  it('chooses the shop’s default country while nothing is chosen, if the form offers it (issue 26)', () => {
    const fields = guestFields(attributes);
    expect(guestFormDefaults(fields, null, 'DE').country).toBe('DE');
    expect(guestFormDefaults(fields, { country: 'GB' }, 'DE').country).toBe('GB');
    expect(offeredDefaultCountry({ DE: 'Germany' }, 'DE')).toBe('DE');
    expect(offeredDefaultCountry({ GB: 'United Kingdom' }, 'DE')).toBe('');
    expect(offeredDefaultCountry({ DE: 'Germany' }, undefined)).toBe('');
  });

  it('starts empty, or from the last guest’s details: only the shown fields, only text', () => {
    const fields = guestFields(attributes);
    expect(guestFormDefaults(fields, null)).toEqual(Object.fromEntries(fields.map((field) => [field, ''])));
    const defaults = guestFormDefaults(fields, {
      fname: 'Greta',
      lname: 'Guest',
      email: 'greta@example.org',
      country: 'DE',
      company: 'Not shown',
      password: 'never',
      zip: 10117,
    });
    expect(defaults).toMatchObject({
      fname: 'Greta',
      lname: 'Guest',
      email: 'greta@example.org',
      country: 'DE',
    });
    expect(defaults.zip).toBe('');
    expect(Object.keys(defaults).sort()).toEqual([...fields].sort());
    expect(defaults).not.toHaveProperty('company');
    expect(defaults).not.toHaveProperty('password');
    // What the form sends again is what the guest gave before.
    expect(guestFormBody(defaults, fields)).toMatchObject({ fname: 'Greta', email: 'greta@example.org' });
  });
});
