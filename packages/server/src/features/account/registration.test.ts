// Registration of a customer, and the guest sign-up of checkout.
import { createHash } from 'node:crypto';
import { LANGUAGES, sessionResponseSchema } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, sessions } from '../../db/schema/account.ts';
import { expectRateLimited } from '../../test-support/rate-limited.ts';
import { accountTexts } from './account.messages.ts';
import { describeSecrets, limits, MINUTE, md5, START, useAccountTestApp } from './account.test-support.ts';

const account = useAccountTestApp();
const { newClient, post, get, newPerson, register, login, setRegistration, secrets } = account;

describe('customer/register and auth/login', () => {
  it('registers, stores argon2id of the MD5 value, and signs in with a token in data', async () => {
    const person = await register('en', { email: 'Grace.Hopper@Example.org' });
    const [row] = await account.db
      .select()
      .from(customers)
      .where(eq(customers.email, 'Grace.Hopper@Example.org'));
    expect(row?.isGuest).toBe(false);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(md5(person.password));

    // The address is compared case-insensitively.
    const response = await login('grace.hopper@EXAMPLE.org', person.password);
    expect(response.statusCode).toBe(200);
    const { data } = sessionResponseSchema.parse(response.json());
    expect(data.token.length).toBeGreaterThanOrEqual(43);
    expect(new Date(data.expires_at).getTime()).toBe(START.getTime() + 12 * 60 * MINUTE);
    expect(data.customer).toMatchObject({ fname: 'Ada', isGuest: false, country: 'DE' });
    // Only the token's hash is stored.
    const stored = await account.db.select().from(sessions);
    expect(stored.some((session) => session.tokenHash === data.token)).toBe(false);
    expect(
      stored.some((session) => session.tokenHash === createHash('sha256').update(data.token).digest('hex')),
    ).toBe(true);
  });

  it.each([
    ['a missing first name', { fname: '' }, 'fname', 'required'],
    ['a blank last name', { lname: '   ' }, 'lname', 'required'],
    ['a missing street', { street: undefined }, 'street', 'required'],
    ['a malformed e-mail address', { email: 'ada@' }, 'email', 'invalidEmail'],
    ['a password that is no MD5 value', { password: 'plain-text' }, 'password', 'invalidPassword'],
    ['a missing password', { password: '' }, 'password', 'required'],
    ['a country not on the list', { country: 'XX' }, 'country', 'unknownCountry'],
    ['a salutation not on the list', { salutation: 'lord' }, 'salutation', 'unknownSalutation'],
    ['a city too long', { city: 'x'.repeat(201) }, 'city', 'tooLong'],
    [
      'an incomplete shipping address',
      { shipping: { name: 'A', street: '', zip: '1', city: 'B', country: 'DE' } },
      'shipping.street',
      'required',
    ],
    [
      'a shipping country not on the list',
      { shipping: { name: 'A', street: 'S', zip: '1', city: 'B', country: 'ZZ' } },
      'shipping.country',
      'unknownCountry',
    ],
  ] as const)(
    'refuses %s with 422 on that field, in the request language',
    async (_, overrides, field, problem) => {
      for (const lang of ['de', 'sv'] as const) {
        const person = newPerson(overrides);
        const response = await post({ url: `/api/${lang}/customer/register`, payload: { c: person.form } });
        expect(response.statusCode).toBe(422);
        const body = response.json();
        expect(body.code).toBe('VALIDATION_FAILED');
        expect(body.message).toBe(accountTexts[lang].formInvalid);
        expect(body.errors).toEqual({ [field]: [accountTexts[lang].fields[problem]] });
        // Nothing was stored.
        const stored = await account.db
          .select()
          .from(customers)
          .where(eq(customers.email, String(person.form.email)));
        expect(stored).toEqual([]);
      }
    },
  );

  it('names the fields of a malformed form as the form does, without the envelope `c`', async () => {
    const response = await post({
      url: '/api/en/customer/register',
      payload: { c: { ...newPerson().form, fname: 42, shipping: { ...newPerson().form, street: ['x'] } } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().errors).sort()).toEqual(['fname', 'shipping.street']);
  });

  it('refuses an address that is already registered, in any case', async () => {
    const first = await register();
    const response = await post({
      url: '/api/it/customer/register',
      payload: { c: newPerson({ email: first.form.email.toUpperCase() }).form },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [accountTexts.it.fields.emailTaken] });
  });

  it('registers an address once when two registrations race', async () => {
    const first = newPerson();
    const second = newPerson({ email: first.form.email.toUpperCase() });
    const answers = await Promise.all(
      [first, second].map((person) =>
        post({ url: '/api/en/customer/register', payload: { c: person.form } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const loser = answers.find((answer) => answer.statusCode === 422);
    expect(loser?.json().errors).toEqual({ email: [accountTexts.en.fields.emailTaken] });
  });

  it('answers the field messages in all eight languages, each its own', async () => {
    const messages = new Set<string>();
    for (const lang of LANGUAGES) {
      const response = await post({
        url: `/api/${lang}/customer/register`,
        payload: { c: newPerson({ zip: '' }).form },
      });
      expect(response.statusCode).toBe(422);
      messages.add(response.json().errors.zip[0]);
    }
    expect(messages.size).toBe(8);
  });

  it('refuses registration with 422 and its code when the shop has it switched off, and changes nothing', async () => {
    await setRegistration({ user_registration: false, guest_registration: true });
    try {
      const person = newPerson();
      const response = await post({ url: '/api/de/customer/register', payload: { c: person.form } });
      // Not 403: a client sends a 403 to its login screen, which cannot help here.
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'REGISTRATION_DISABLED',
        message: accountTexts.de.registrationDisabled,
      });
      expect(await account.db.select().from(customers).where(eq(customers.email, person.form.email))).toEqual(
        [],
      );
    } finally {
      await setRegistration({ user_registration: true, guest_registration: true });
    }
  });
});

describe('per-client limits on registration and on form checks', () => {
  it.each([
    ['customer/register', limits.registerPerClient],
    ['customer/validate', limits.validatePerClient],
  ] as const)('%s: past the allowance 429 with Retry-After, other clients unaffected', async (path, rule) => {
    const url = `/api/en/${path}`;
    const client = newClient();
    for (let attempt = 1; attempt <= rule.limit; attempt++)
      expect((await post({ url, payload: { c: newPerson().form }, client })).statusCode).toBe(200);
    const form = newPerson().form;
    expectRateLimited(await post({ url, payload: { c: form }, client }), rule.windowMs / 1000);
    expect(await account.db.select().from(customers).where(eq(customers.email, form.email))).toEqual([]);
    expect((await post({ url, payload: { c: form }, client: newClient() })).statusCode).toBe(200);
  });

  it('counts only forms whose address is looked up: one refused for its fields costs nothing', async () => {
    const client = newClient();
    const url = '/api/en/customer/validate';
    const taken = (await register()).form.email;
    for (let attempt = 1; attempt <= limits.validatePerClient.limit + 2; attempt++)
      expect(
        (await post({ url, payload: { c: newPerson({ email: taken, zip: '' }).form }, client })).json()
          .errors,
      ).toEqual({ zip: [accountTexts.en.fields.required] });
    for (let attempt = 1; attempt <= limits.validatePerClient.limit + 2; attempt++)
      expect(
        (await post({ url, payload: { c: newPerson({ email: 'not-an-address' }).form }, client })).statusCode,
      ).toBe(422);
    expect((await post({ url, payload: { c: newPerson().form }, client })).statusCode).toBe(200);
  });
});

describe('auth/guest', () => {
  const guestForm = () => {
    const { form } = newPerson();
    const { password: _password, ...rest } = form;
    return rest;
  };

  it('yields a token and a guest customer; the token reads its own data', async () => {
    const form = guestForm();
    const response = await post({ url: '/api/es/auth/guest', payload: { c: form, send_invoice: true } });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = sessionResponseSchema.parse(response.json());
    secrets.add(data.token);
    expect(data.customer).toMatchObject({ email: form.email, isGuest: true });
    const own = await get(`/api/es/customer?_=${data.token}`);
    expect(own.statusCode).toBe(200);
    expect(own.json().data.isGuest).toBe(true);
    const [row] = await account.db.select().from(customers).where(eq(customers.email, form.email));
    expect(row).toMatchObject({ isGuest: true, passwordHash: null, sendInvoice: true, lang: 'es' });
  });

  it('limits a guest token to checkout and its own data: account changes are 403', async () => {
    const response = await post({ url: '/api/en/auth/guest', payload: { c: guestForm() } });
    const token = response.json().data.token as string;
    secrets.add(token);
    const calls = [
      ['/api/en/customer/update', { c: guestForm() }],
      ['/api/en/customer/pwdchange', { _po: md5('x'), _pn: md5('y') }],
      ['/api/en/customer/emailchange', { _po: md5('x'), email: 'new@example.org' }],
      ['/api/en/customer/validate', { c: guestForm() }],
    ] as const;
    for (const [url, payload] of calls) {
      const answer = await post({ url: `${url}?_=${token}`, payload });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().code).toBe('FORBIDDEN');
    }
  });

  it('may use an address that has an account, and does not take it', async () => {
    const person = await register();
    const form = { ...guestForm(), email: person.form.email };
    expect((await post({ url: '/api/en/auth/guest', payload: { c: form } })).statusCode).toBe(200);
    expect((await login(person.form.email, person.password)).statusCode).toBe(200);
  });

  it('limits guest sign-ups per client; a refused one stores nothing', async () => {
    const client = newClient();
    for (let signUp = 1; signUp <= limits.guestPerClient.limit; signUp++) {
      const response = await post({ url: '/api/en/auth/guest', payload: { c: guestForm() }, client });
      expect(response.statusCode).toBe(200);
      secrets.add(response.json().data.token);
    }
    const form = guestForm();
    const refused = await post({ url: '/api/en/auth/guest', payload: { c: form }, client });
    expectRateLimited(refused, limits.guestPerClient.windowMs / 1000);
    expect(await account.db.select().from(customers).where(eq(customers.email, form.email))).toEqual([]);
    // Another client still signs up.
    expect(
      (await post({ url: '/api/en/auth/guest', payload: { c: guestForm() }, client: newClient() }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a form with errors with 422 and creates nothing', async () => {
    const form = { ...guestForm(), country: 'Atlantis' };
    const response = await post({ url: '/api/da/auth/guest', payload: { c: form } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ country: [accountTexts.da.fields.unknownCountry] });
    expect(await account.db.select().from(customers).where(eq(customers.email, form.email))).toEqual([]);
  });

  it('is refused with 422 and its code when the shop has guest registration off', async () => {
    await setRegistration({ user_registration: true, guest_registration: false });
    try {
      const response = await post({ url: '/api/fr/auth/guest', payload: { c: guestForm() } });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        code: 'GUEST_REGISTRATION_DISABLED',
        message: accountTexts.fr.guestRegistrationDisabled,
      });
    } finally {
      await setRegistration({ user_registration: true, guest_registration: true });
    }
  });
});

describeSecrets(account, { secrets: 100, logLines: 100 });
