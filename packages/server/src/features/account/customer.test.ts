// Customer data: the form attributes, reading and updating the customer, and checking a form.
import { LANGUAGES } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { customerFormSettings } from '../../db/schema/account.ts';
import { accountTexts } from './account.messages.ts';
import { describeSecrets, md5, useAccountTestApp } from './account.test-support.ts';
import { STANDARD_FORM_RULES } from './customer-form.ts';

const account = useAccountTestApp();
const { post, get, newPerson, register, login, tokenOf, setRegistration } = account;

describe('GET customer/attr', () => {
  it('answers countries and salutations in the request language, and the field rules', async () => {
    const de = await get('/api/de/customer/attr');
    expect(de.statusCode).toBe(200);
    const { data } = de.json();
    expect(data.countries.DE).toBe('Deutschland');
    expect(data.countries.FR).toBe('Frankreich');
    expect(data.salutations).toEqual({ ms: 'Frau', mr: 'Herr', none: 'Keine Anrede' });
    expect(data.required_fields).toEqual(expect.arrayContaining(['email', 'password', 'fname', 'country']));
    expect(data.required_fields).not.toContain('phone');
    expect(data.visible_fields).toContain('phone');
    const fr = (await get('/api/fr/customer/attr')).json().data;
    expect(fr.countries.DE).toBe('Allemagne');
    expect(fr.salutations.mr).toBe('Monsieur');
  });

  it('gives a shop without form settings of its own the standard form, for its default country', async () => {
    const [settings] = await account.db.select().from(customerFormSettings);
    if (!settings) throw new Error('the demo form settings are missing');
    await account.db.delete(customerFormSettings);
    try {
      const { data } = (await get('/api/en/customer/attr')).json();
      expect(data.countries).toEqual({ DE: 'Germany' });
      expect(data.required_fields).toEqual(STANDARD_FORM_RULES.requiredFields);
    } finally {
      await account.db.insert(customerFormSettings).values(settings);
    }
  });

  it('has a salutation label in every language', () => {
    for (const lang of LANGUAGES)
      expect(Object.keys(accountTexts[lang].salutations).sort(), lang).toEqual(['mr', 'ms', 'none']);
  });
});

describe('customer/register and auth/login', () => {
  it('answers the customer for the token `_`', async () => {
    const person = await register('en', { company: 'Museum friends', shipping: null });
    const token = await tokenOf(person.form.email, person.password);
    const response = await get(`/api/en/customer?_=${encodeURIComponent(token)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      salutation: 'ms',
      fname: 'Ada',
      lname: 'Lovelace',
      email: person.form.email,
      phone: '+49 30 1234567',
      company: { name: 'Museum friends' },
      addrBilling: {
        name: 'Ada Lovelace',
        street: 'Lichtstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      },
      addrShipping: null,
      country: 'DE',
      isGuest: false,
    });
  });

  it('keeps a separate shipping address', async () => {
    const shipping = {
      name: 'Ada L.',
      street: 'Rue de la Paix 2',
      zip: '75002',
      city: 'Paris',
      country: 'FR',
    };
    const person = await register('en', { shipping });
    const token = await tokenOf(person.form.email, person.password);
    expect((await get(`/api/en/customer?_=${token}`)).json().data.addrShipping).toEqual(shipping);
  });
});

describe('customer/validate', () => {
  it('checks a registration without a token', async () => {
    const ok = await post({ url: '/api/en/customer/validate', payload: { c: newPerson().form } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { ok: true } });
    const bad = await post({
      url: '/api/nl/customer/validate',
      payload: { c: newPerson({ fname: '' }).form },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ fname: [accountTexts.nl.fields.required] });
  });

  it('does not tell whether an address has an account while registration is off', async () => {
    const person = await register();
    await setRegistration({ user_registration: false, guest_registration: true });
    try {
      const response = await post({
        url: '/api/en/customer/validate',
        payload: { c: newPerson({ email: person.form.email }).form },
      });
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      await setRegistration({ user_registration: true, guest_registration: true });
    }
  });

  it('checks an update with a token: e-mail and password are not part of it', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const form = { ...person.form, email: undefined, password: undefined };
    const ok = await post({ url: `/api/en/customer/validate?_=${token}`, payload: { c: form } });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad = await post({
      url: `/api/en/customer/validate?_=${token}`,
      payload: { c: { ...form, city: '' } },
    });
    expect(bad.json().errors).toEqual({ city: [accountTexts.en.fields.required] });
    const wrongToken = await post({ url: '/api/en/customer/validate?_=nope', payload: { c: form } });
    expect(wrongToken.statusCode).toBe(401);
  });
});

describe('customer/update, pwdchange and emailchange', () => {
  it('updates the customer data and answers the new record', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const form = {
      ...person.form,
      email: 'ignored@example.org',
      password: md5('ignored'),
      city: 'Köln',
      zip: '50667',
    };
    const response = await post({ url: `/api/de/customer/update?_=${token}`, payload: { c: form } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      email: person.form.email,
      addrBilling: { city: 'Köln', zip: '50667' },
    });
    // The password did not change through update.
    expect((await login(person.form.email, person.password)).statusCode).toBe(200);
  });

  it('changes only the fields a request sends: left-out fields and the shipping address keep their values', async () => {
    const shipping = {
      name: 'Ada L.',
      street: 'Rue de la Paix 2',
      zip: '75002',
      city: 'Paris',
      country: 'FR',
    };
    const person = await register('en', { company: 'Museum friends', shipping });
    const token = await tokenOf(person.form.email, person.password);
    const update = (c: object) => post({ url: `/api/en/customer/update?_=${token}`, payload: { c } });
    const phoneOnly = await update({ phone: '+49 221 555' });
    expect(phoneOnly.statusCode, phoneOnly.body).toBe(200);
    expect(phoneOnly.json().data).toMatchObject({
      fname: 'Ada',
      lname: 'Lovelace',
      phone: '+49 221 555',
      company: { name: 'Museum friends' },
      addrBilling: { street: 'Lichtstraße 1', zip: '10115', city: 'Berlin', country: 'DE' },
      addrShipping: shipping,
    });
    // An empty string clears an optional field; `shipping: null` ships to the billing address again.
    const cleared = await update({ company: '', shipping: null });
    expect(cleared.json().data).toMatchObject({
      company: { name: '' },
      phone: '+49 221 555',
      addrShipping: null,
    });
    // A required field sent empty is still refused.
    expect((await update({ city: '' })).json().errors).toEqual({ city: [accountTexts.en.fields.required] });
  });

  it('refuses an update with errors with 422 and changes nothing', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const response = await post({
      url: `/api/fr/customer/update?_=${token}`,
      payload: { c: { ...person.form, lname: '', salutation: 'king' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      lname: [accountTexts.fr.fields.required],
      salutation: [accountTexts.fr.fields.unknownSalutation],
    });
    expect((await get(`/api/en/customer?_=${token}`)).json().data.lname).toBe('Lovelace');
  });
});

describeSecrets(account, { secrets: 20, logLines: 40 });
