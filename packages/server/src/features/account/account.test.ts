import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { LANGUAGES, type Language, sessionResponseSchema } from '@museum-shop/contract';
import { hash, verify } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerFormSettings, customers, passwordResets, sessions } from '../../db/schema/account.ts';
import { shops } from '../../db/schema/config.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { rateLimitCounters } from '../../db/schema/rate-limits.ts';
import { loggerOptions } from '../../logger.ts';
import { startOutboxWorker } from '../../mail/worker.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test-support/smtp.ts';
import { accountTexts } from './account.messages.ts';
import type { AccountLimits } from './account-context.ts';
import { STANDARD_FORM_RULES } from './customer-form.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const START = new Date('2026-06-01T10:00:00Z');
const MINUTE = 60_000;

// Small limits so the rate-limit tests stay quick; each test uses client addresses of its own.
const limits: AccountLimits = {
  loginPerClient: { limit: 8, windowMs: 15 * MINUTE },
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  resetPerClient: { limit: 6, windowMs: 60 * MINUTE },
  resetPerAddress: { limit: 3, windowMs: 60 * MINUTE },
  guestPerClient: { limit: 10, windowMs: 60 * MINUTE },
};

/** Every password, MD5 value and token the tests use: none may appear in a log line. */
const secrets = new Set<string>();
const logLines: string[] = [];
/** Responses that must not echo a secret (all but those that hand out a token). */
const responseBodies: string[] = [];

let t: TestApp;
let smtp: TestSmtpServer;
let now = START;
let clientCounter = 0;
const newClient = () => `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

interface Call {
  url: string;
  payload?: unknown;
  client?: string;
}
async function post({ url, payload, client }: Call) {
  const response = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: client ?? '192.0.2.1',
  });
  responseBodies.push(response.body);
  return response;
}
async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.1' });
  responseBodies.push(response.body);
  return response;
}

let emailCounter = 0;
function newPerson(overrides: Record<string, unknown> = {}) {
  const password = `Light-${++emailCounter}-Spectrum!`;
  secrets.add(password);
  secrets.add(md5(password));
  return {
    password,
    form: {
      salutation: 'ms',
      fname: 'Ada',
      lname: 'Lovelace',
      company: '',
      phone: '+49 30 1234567',
      email: `ada.${emailCounter}@example.org`,
      password: md5(password),
      street: 'Lichtstraße 1',
      zip: '10115',
      city: 'Berlin',
      country: 'DE',
      ...overrides,
    },
  };
}

async function register(lang: Language = 'en', overrides: Record<string, unknown> = {}) {
  const person = newPerson(overrides);
  const response = await post({ url: `/api/${lang}/customer/register`, payload: { c: person.form } });
  expect(response.statusCode, response.body).toBe(200);
  return person;
}

async function login(email: string, password: string, client?: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/en/auth/login',
    payload: { _u: email, _p: md5(password) },
    remoteAddress: client ?? newClient(),
  });
  if (response.statusCode === 200) {
    const token = sessionResponseSchema.parse(response.json()).data.token;
    secrets.add(token);
    // The answer that hands out the token may contain it, but never the password or its MD5.
    expect(response.body).not.toContain(md5(password));
    expect(response.body).not.toContain(password);
  } else {
    responseBodies.push(response.body);
  }
  return response;
}

async function tokenOf(email: string, password: string) {
  const response = await login(email, password);
  expect(response.statusCode, response.body).toBe(200);
  return sessionResponseSchema.parse(response.json()).data.token;
}

async function setRegistration(flags: { user_registration: boolean; guest_registration: boolean }) {
  const [row] = await t.db.select().from(shops).where(eq(shops.id, 1));
  if (!row) throw new Error('the demo shop is missing');
  await t.db
    .update(shops)
    .set({ config: { ...row.config, ...flags } })
    .where(eq(shops.id, 1));
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  const logger = { ...(loggerOptions('trace') as object), stream };
  t = await build({
    app: {
      clock: () => now,
      logger,
      mail: { smtpUrl: smtp.url, from: 'Museum of Light <shop@museum.example>', pollMs: 60_000 },
      publicUrl: 'https://shop.museum.example',
      accountLimits: limits,
    },
  });
  // The demo deployment has registration off; these tests switch it on (one test switches it off).
  await setRegistration({ user_registration: true, guest_registration: true });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

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
    const [settings] = await t.db.select().from(customerFormSettings);
    if (!settings) throw new Error('the demo form settings are missing');
    await t.db.delete(customerFormSettings);
    try {
      const { data } = (await get('/api/en/customer/attr')).json();
      expect(data.countries).toEqual({ DE: 'Germany' });
      expect(data.required_fields).toEqual(STANDARD_FORM_RULES.requiredFields);
    } finally {
      await t.db.insert(customerFormSettings).values(settings);
    }
  });

  it('has a salutation label in every language', () => {
    for (const lang of LANGUAGES)
      expect(Object.keys(accountTexts[lang].salutations).sort(), lang).toEqual(['mr', 'ms', 'none']);
  });
});

describe('customer/register and auth/login', () => {
  it('registers, stores argon2id of the MD5 value, and signs in with a token in data', async () => {
    const person = await register('en', { email: 'Grace.Hopper@Example.org' });
    const [row] = await t.db.select().from(customers).where(eq(customers.email, 'Grace.Hopper@Example.org'));
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
    const stored = await t.db.select().from(sessions);
    expect(stored.some((session) => session.tokenHash === data.token)).toBe(false);
    expect(
      stored.some((session) => session.tokenHash === createHash('sha256').update(data.token).digest('hex')),
    ).toBe(true);
  });

  it('stores a hash made at an older, cheaper cost again at today’s cost on the next login', async () => {
    const person = await register();
    const cheaper = await hash(md5(person.password), { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await t.db.update(customers).set({ passwordHash: cheaper }).where(eq(customers.email, person.form.email));
    const storedHash = async () =>
      (await t.db.select().from(customers).where(eq(customers.email, person.form.email)))[0]?.passwordHash;

    // A wrong password changes nothing.
    expect((await login(person.form.email, 'not-the-password')).statusCode).toBe(401);
    expect(await storedHash()).toBe(cheaper);

    expect((await login(person.form.email, person.password)).statusCode).toBe(200);
    const upgraded = await storedHash();
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(upgraded ?? '', md5(person.password))).toBe(true);
    // Signing in again keeps the upgraded hash.
    expect((await login(person.form.email, person.password)).statusCode).toBe(200);
    expect(await storedHash()).toBe(upgraded);
  });

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
        const stored = await t.db
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

  it('refuses registration when the shop has it switched off, and changes nothing', async () => {
    await setRegistration({ user_registration: false, guest_registration: true });
    try {
      const person = newPerson();
      const response = await post({ url: '/api/de/customer/register', payload: { c: person.form } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'REGISTRATION_DISABLED',
        message: accountTexts.de.registrationDisabled,
      });
      expect(await t.db.select().from(customers).where(eq(customers.email, person.form.email))).toEqual([]);
    } finally {
      await setRegistration({ user_registration: true, guest_registration: true });
    }
  });

  it('answers a wrong password and an unknown address alike with 401', async () => {
    const person = await register();
    const wrong = await login(person.form.email, 'not-the-password');
    const unknown = await login('nobody@example.org', person.password);
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 'LOGIN_FAILED', message: 'Email or password are not correct' });
    }
  });

  it('refuses a login body without the MD5 value with 422, not 500', async () => {
    const response = await post({
      url: '/api/en/auth/login',
      payload: { _u: 'a@example.org', _p: 'secret' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('VALIDATION_FAILED');
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

describe('tokens', () => {
  it('answers 401 for a missing, wrong or expired token', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    for (const url of ['/api/en/customer', '/api/en/customer?_=', '/api/en/customer?_=wrong-token']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }
    expect((await get(`/api/en/customer?_=${token}`)).statusCode).toBe(200);
    now = new Date(START.getTime() + 12 * 60 * MINUTE + 1);
    try {
      expect((await get(`/api/en/customer?_=${token}`)).statusCode).toBe(401);
      // The next sign-in clears the expired session away.
      const [customer] = await t.db.select().from(customers).where(eq(customers.email, person.form.email));
      await tokenOf(person.form.email, person.password);
      const left = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.customerId, customer?.id ?? ''));
      expect(left.length).toBe(1);
    } finally {
      now = START;
    }
  });

  it('answers 401 on every call that needs a token when it is missing', async () => {
    for (const url of [
      '/api/en/customer/update',
      '/api/en/customer/pwdchange',
      '/api/en/customer/emailchange',
      '/api/en/auth/logout',
    ]) {
      const payload = url.endsWith('update')
        ? { c: {} }
        : url.endsWith('pwdchange')
          ? { _po: md5('a'), _pn: md5('b') }
          : url.endsWith('emailchange')
            ? { _po: md5('a'), email: 'x@example.org' }
            : undefined;
      const response = await post({ url, payload });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("answers 403 for another shop's customer data", async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const response = await get(`/api/en/customer?_=${token}&shop=2`);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('ends the session on the server at logout', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const other = await tokenOf(person.form.email, person.password);
    expect((await post({ url: `/api/en/auth/logout?_=${token}` })).json()).toEqual({ data: { ok: true } });
    expect((await get(`/api/en/customer?_=${token}`)).statusCode).toBe(401);
    // Only that session: the customer's other device stays signed in.
    expect((await get(`/api/en/customer?_=${other}`)).statusCode).toBe(200);
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
    const [row] = await t.db.select().from(customers).where(eq(customers.email, form.email));
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
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await t.db.select().from(customers).where(eq(customers.email, form.email))).toEqual([]);
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
    expect(await t.db.select().from(customers).where(eq(customers.email, form.email))).toEqual([]);
  });

  it('is refused when the shop has guest registration off', async () => {
    await setRegistration({ user_registration: true, guest_registration: false });
    try {
      const response = await post({ url: '/api/fr/auth/guest', payload: { c: guestForm() } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'GUEST_REGISTRATION_DISABLED',
        message: accountTexts.fr.guestRegistrationDisabled,
      });
    } finally {
      await setRegistration({ user_registration: true, guest_registration: true });
    }
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

  it('changes the password with the current one and signs out the other sessions', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const otherDevice = await tokenOf(person.form.email, person.password);
    const newPassword = 'Brighter-Than-Before-7';
    secrets.add(newPassword).add(md5(newPassword));

    const wrong = await post({
      url: `/api/nl/customer/pwdchange?_=${token}`,
      payload: { _po: md5('wrong'), _pn: md5(newPassword) },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ _po: [accountTexts.nl.fields.wrongPassword] });

    const malformed = await post({
      url: `/api/nl/customer/pwdchange?_=${token}`,
      payload: { _po: md5(person.password), _pn: 'short' },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['_pn']);

    const ok = await post({
      url: `/api/nl/customer/pwdchange?_=${token}`,
      payload: { _po: md5(person.password), _pn: md5(newPassword) },
    });
    expect(ok.statusCode).toBe(200);
    expect((await login(person.form.email, person.password)).statusCode).toBe(401);
    expect((await login(person.form.email, newPassword)).statusCode).toBe(200);
    expect((await get(`/api/en/customer?_=${token}`)).statusCode).toBe(200);
    expect((await get(`/api/en/customer?_=${otherDevice}`)).statusCode).toBe(401);
  });

  it('changes the e-mail address with the current password, and tells the old address', async () => {
    const person = await register();
    const taken = await register();
    const token = await tokenOf(person.form.email, person.password);
    const change = (payload: object) => post({ url: `/api/sv/customer/emailchange?_=${token}`, payload });

    const wrong = await change({ _po: md5('wrong'), email: 'new.one@example.org' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ _po: [accountTexts.sv.fields.wrongPassword] });
    const invalid = await change({ _po: md5(person.password), email: 'not an address' });
    expect(invalid.json().errors).toEqual({ email: [accountTexts.sv.fields.invalidEmail] });
    const inUse = await change({ _po: md5(person.password), email: taken.form.email.toUpperCase() });
    expect(inUse.statusCode).toBe(422);
    expect(inUse.json().errors).toEqual({ email: [accountTexts.sv.fields.emailTaken] });
    expect((await get(`/api/en/customer?_=${token}`)).json().data.email).toBe(person.form.email);
    const notices = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.recipient, person.form.email))
        .then((rows) => rows.filter((row) => row.subject === accountTexts.en.emailChangedMail.subject));
    // Refused changes tell nobody.
    expect(await notices()).toHaveLength(0);

    const ok = await change({ _po: md5(person.password), email: 'new.one@example.org' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.email).toBe('new.one@example.org');
    expect((await login('new.one@example.org', person.password)).statusCode).toBe(200);
    expect((await login(person.form.email, person.password)).statusCode).toBe(401);
    // The old address is told, in the language its owner last signed in with (not this request's).
    const [notice, ...more] = await notices();
    expect(more).toHaveLength(0);
    expect(notice?.lang).toBe('en');
    expect(notice?.text).toContain('new.one@example.org');
    expect(notice?.text).toMatch(/^Hello Ada Lovelace,/);
  });
});

/** The reset link of the newest message to `recipient` that the SMTP server received. */
function resetLinkFor(recipient: string) {
  const mail = smtp.received.findLast((message) => message.to.includes(recipient));
  if (!mail) throw new Error(`no e-mail to ${recipient}`);
  const match = /https:\/\/shop\.museum\.example\/(\w\w)\/recover\/([0-9a-f-]{36})#([\w-]{43})/.exec(
    mail.text,
  );
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  const token = match[3] as string;
  secrets.add(token);
  return { mail, lang: match[1], guid: match[2], token };
}

const requestReset = (email: string, client = '198.51.100.7') =>
  post({
    url: '/api/en/customer/pwdreset',
    payload: { email, backlink: 'https://shop.museum.example/en/recover' },
    client,
  });

describe('customer/pwdreset and customer/pwdconfirm', () => {
  it('answers the same whether the address has an account or not; only an account gets mail', async () => {
    const person = await register('sv');
    const before = await t.db.select().from(mailOutbox);
    const unknown = await requestReset('nobody-here@example.org', newClient());
    const known = await requestReset(person.form.email.toUpperCase(), newClient());
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const after = await t.db.select().from(mailOutbox);
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ recipient: person.form.email, lang: 'sv' });
  });

  it('mails a link …/recover/{guid}#token in the customer language; the link works once and signs in', async () => {
    const person = await register('de');
    expect((await requestReset(person.form.email, newClient())).statusCode).toBe(200);
    await t.app.mailOutbox.runOnce();
    const { mail, guid, token } = resetLinkFor(person.form.email);
    expect(mail.subject).toBe(accountTexts.de.resetMail.subject);
    expect(mail.text).toContain('Guten Tag Ada Lovelace');
    const [reset] = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.id, guid as string));
    expect(reset?.tokenHash).not.toBe(token);

    const newPassword = 'Recovered-In-The-Dark-3';
    secrets.add(newPassword).add(md5(newPassword));
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/de/customer/pwdconfirm',
      payload: { token, _p: md5(newPassword) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const session = sessionResponseSchema.parse(confirm.json()).data;
    secrets.add(session.token);
    expect(session.customer.email).toBe(person.form.email);
    expect((await get(`/api/de/customer?_=${session.token}`)).statusCode).toBe(200);
    expect((await login(person.form.email, newPassword)).statusCode).toBe(200);
    expect((await login(person.form.email, person.password)).statusCode).toBe(401);

    const again = await post({
      url: '/api/de/customer/pwdconfirm',
      payload: { token, _p: md5('another one') },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: 'RESET_LINK_INVALID',
      errors: { token: [accountTexts.de.fields.resetLinkInvalid] },
    });
    expect((await login(person.form.email, newPassword)).statusCode).toBe(200);
  });

  it('closes the other open links once one is used, the password is changed or the address is changed', async () => {
    const confirm = (token: string) =>
      post({ url: '/api/en/customer/pwdconfirm', payload: { token, _p: md5(`new-${token}`) } });
    const linkNow = async (email: string) => {
      expect((await requestReset(email, newClient())).statusCode).toBe(200);
      await t.app.mailOutbox.runOnce();
      return resetLinkFor(email).token;
    };

    const reset = await register();
    const older = await linkNow(reset.form.email);
    const newer = await linkNow(reset.form.email);
    expect((await confirm(newer)).statusCode).toBe(200);
    expect((await confirm(older)).json().code).toBe('RESET_LINK_INVALID');

    const changed = await register();
    const beforeChange = await linkNow(changed.form.email);
    const token = await tokenOf(changed.form.email, changed.password);
    const newPassword = 'Changed-While-A-Link-Was-Open-5';
    secrets.add(newPassword).add(md5(newPassword));
    const change = await post({
      url: `/api/en/customer/pwdchange?_=${token}`,
      payload: { _po: md5(changed.password), _pn: md5(newPassword) },
    });
    expect(change.statusCode).toBe(200);
    expect((await confirm(beforeChange)).json().code).toBe('RESET_LINK_INVALID');

    const moved = await register();
    const toOldAddress = await linkNow(moved.form.email);
    const movedToken = await tokenOf(moved.form.email, moved.password);
    const move = await post({
      url: `/api/en/customer/emailchange?_=${movedToken}`,
      payload: { _po: md5(moved.password), email: `moved.${moved.form.email}` },
    });
    expect(move.statusCode).toBe(200);
    expect((await confirm(toOldAddress)).json().code).toBe('RESET_LINK_INVALID');
    expect((await login(`moved.${moved.form.email}`, moved.password)).statusCode).toBe(200);
  });

  it('refuses a link after one hour', async () => {
    const person = await register('it');
    await requestReset(person.form.email, newClient());
    await t.app.mailOutbox.runOnce();
    const { token } = resetLinkFor(person.form.email);
    now = new Date(START.getTime() + 60 * MINUTE + 1);
    try {
      const late = await post({
        url: '/api/it/customer/pwdconfirm',
        payload: { token, _p: md5('too late') },
      });
      expect(late.statusCode).toBe(422);
      expect(late.json().code).toBe('RESET_LINK_INVALID');
    } finally {
      now = START;
    }
    expect((await login(person.form.email, person.password)).statusCode).toBe(200);
  });

  it('refuses an unknown token and a malformed body without a 500', async () => {
    const unknown = await post({
      url: '/api/en/customer/pwdconfirm',
      payload: { token: 'x'.repeat(43), _p: md5('a') },
    });
    expect(unknown.statusCode).toBe(422);
    const empty = await post({ url: '/api/en/customer/pwdconfirm', payload: {} });
    expect(empty.statusCode).toBe(422);
  });

  it('refuses a backlink outside the shop, so no token is mailed elsewhere', async () => {
    const person = await register();
    const before = (await t.db.select().from(mailOutbox)).length;
    for (const backlink of ['https://evil.example/en/recover', 'javascript:alert(1)', 'not a url']) {
      const response = await post({
        url: '/api/fr/customer/pwdreset',
        payload: { email: person.form.email, backlink },
        client: newClient(),
      });
      expect(response.statusCode, backlink).toBe(422);
      expect(response.json().errors).toEqual({ backlink: [accountTexts.fr.fields.invalidBacklink] });
    }
    expect((await t.db.select().from(mailOutbox)).length).toBe(before);
  });

  it('is rate-limited per address and per client, for known and unknown addresses alike', async () => {
    const person = await register();
    for (const email of [person.form.email, 'unknown-limited@example.org']) {
      for (let attempt = 1; attempt <= limits.resetPerAddress.limit; attempt++)
        expect((await requestReset(email, newClient())).statusCode).toBe(200);
      const refused = await requestReset(email.toUpperCase(), newClient());
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('RATE_LIMITED');
    }
    const client = newClient();
    for (let attempt = 1; attempt <= limits.resetPerClient.limit; attempt++)
      expect((await requestReset(`someone-${attempt}@example.org`, client)).statusCode).toBe(200);
    expect((await requestReset('one-more@example.org', client)).statusCode).toBe(429);
    // A new window opens after an hour.
    now = new Date(START.getTime() + 61 * MINUTE);
    try {
      expect((await requestReset('one-more@example.org', client)).statusCode).toBe(200);
    } finally {
      now = START;
    }
  });
});

describe('requests at the same moment', () => {
  it('a reset link signs in once, however many use it at once', async () => {
    const person = await register();
    expect((await requestReset(person.form.email, newClient())).statusCode).toBe(200);
    await t.app.mailOutbox.runOnce();
    const { token } = resetLinkFor(person.form.email);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        post({ url: '/api/en/customer/pwdconfirm', payload: { token, _p: md5(`racing-${n}`) } }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 422, 422, 422]);
    for (const answer of answers)
      if (answer.statusCode === 200) secrets.add(sessionResponseSchema.parse(answer.json()).data.token);
  });

  it('two customers moving to one address at once: one gets it, the other a 422', async () => {
    const [first, second] = [await register(), await register()];
    const tokens = [
      await tokenOf(first.form.email, first.password),
      await tokenOf(second.form.email, second.password),
    ];
    const target = `wanted.${first.form.email}`;
    const answers = await Promise.all(
      [first, second].map((person, index) =>
        post({
          url: `/api/en/customer/emailchange?_=${tokens[index]}`,
          payload: { _po: md5(person.password), email: index === 0 ? target : target.toUpperCase() },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().errors).toEqual({
      email: [accountTexts.en.fields.emailTaken],
    });
  });

  it('a burst of logins for one account gets no more tries than the limit', async () => {
    const person = await register();
    const answers = await Promise.all(
      Array.from({ length: limits.loginPerAccount.limit + 4 }, () =>
        login(person.form.email, 'guess', newClient()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBe(limits.loginPerAccount.limit);
    expect(statuses.filter((status) => status === 429).length).toBe(4);
  });
});

describe('an unknown shop', () => {
  it('is a 404 on login and reset, as on every account call, and nothing is counted', async () => {
    const person = await register();
    const counters = await t.db.select().from(rateLimitCounters);
    for (const [url, payload] of [
      ['/api/en/auth/login?shop=999', { _u: person.form.email, _p: md5(person.password) }],
      [
        '/api/en/customer/pwdreset?shop=999',
        { email: person.form.email, backlink: 'https://shop.museum.example/en/recover' },
      ],
    ] as const) {
      const response = await post({ url, payload, client: newClient() });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().code, url).toBe('SHOP_NOT_FOUND');
    }
    expect(await t.db.select().from(rateLimitCounters)).toEqual(counters);
  });
});

describe('login rate limits', () => {
  it('limits attempts per account, from any client, and opens again after the window', async () => {
    const person = await register();
    for (let attempt = 1; attempt <= limits.loginPerAccount.limit; attempt++)
      expect((await login(person.form.email, 'guess', newClient())).statusCode).toBe(401);
    const refused = await login(person.form.email.toUpperCase(), person.password, newClient());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    now = new Date(START.getTime() + 16 * MINUTE);
    try {
      expect((await login(person.form.email, person.password, newClient())).statusCode).toBe(200);
    } finally {
      now = START;
    }
  });

  it('limits guesses at the current password `_po` per account, as the login is limited', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    for (let attempt = 1; attempt <= limits.loginPerAccount.limit; attempt++) {
      const payload =
        attempt % 2
          ? { _po: md5(`guess-${attempt}`), _pn: md5('x') }
          : { _po: md5(`guess-${attempt}`), email: 'x@example.org' };
      const url = `/api/en/customer/${attempt % 2 ? 'pwdchange' : 'emailchange'}?_=${token}`;
      expect((await post({ url, payload })).statusCode).toBe(422);
    }
    const refused = await post({
      url: `/api/en/customer/pwdchange?_=${token}`,
      payload: { _po: md5(person.password), _pn: md5('x') },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });

  it('limits attempts per client, whatever the account', async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= limits.loginPerClient.limit; attempt++)
      expect((await login(`guess-${attempt}@example.org`, 'guess', client)).statusCode).toBe(401);
    expect((await login('guess-more@example.org', 'guess', client)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64 network, and an IPv4-mapped address as the IPv4 address', async () => {
    for (let attempt = 1; attempt <= limits.loginPerClient.limit; attempt++)
      expect(
        (await login(`v6-${attempt}@example.org`, 'guess', `2001:db8:7:7::${attempt.toString(16)}`))
          .statusCode,
      ).toBe(401);
    expect((await login('v6-more@example.org', 'guess', '2001:db8:7:7:abcd:1:2:3')).statusCode).toBe(429);
    // Another network is another client.
    expect((await login('v6-other@example.org', 'guess', '2001:db8:7:8::1')).statusCode).toBe(401);

    for (let attempt = 1; attempt <= limits.loginPerClient.limit; attempt++)
      expect((await login(`v4-${attempt}@example.org`, 'guess', '203.0.113.77')).statusCode).toBe(401);
    expect((await login('v4-more@example.org', 'guess', '::ffff:203.0.113.77')).statusCode).toBe(429);
  });

  it('keeps the counters in the database, which all processes share, without the addresses', async () => {
    const counters = await t.db.select().from(rateLimitCounters);
    expect(counters.length).toBeGreaterThan(0);
    const text = JSON.stringify(counters);
    expect(text).not.toContain('@example.org');
    expect(text).not.toContain('10.0.');
  });
});

describe('the mail outbox', () => {
  it('keeps a message the SMTP server refused and sends it after the back-off', async () => {
    const person = await register('nl');
    smtp.refuse(true);
    try {
      expect((await requestReset(person.form.email, newClient())).statusCode).toBe(200);
      await t.app.mailOutbox.runOnce();
    } finally {
      smtp.refuse(false);
    }
    const [queued] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, person.form.email));
    expect(queued).toMatchObject({ status: 'pending', attempts: 1, lang: 'nl' });
    expect(queued?.lastError).toContain('451');
    expect(queued?.nextAttemptAt.getTime()).toBe(START.getTime() + 30_000);
    expect(smtp.received.some((mail) => mail.to.includes(person.form.email))).toBe(false);

    // Not yet due: nothing is sent.
    await t.app.mailOutbox.runOnce();
    expect(smtp.received.some((mail) => mail.to.includes(person.form.email))).toBe(false);

    now = new Date(START.getTime() + 30_000);
    try {
      await t.app.mailOutbox.runOnce();
    } finally {
      now = START;
    }
    const [sent] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, queued?.id ?? 0));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(resetLinkFor(person.form.email).mail.subject).toBe(accountTexts.nl.resetMail.subject);
  });

  it('is resumed by a worker that starts later, as after a restart', async () => {
    const person = await register('da');
    // A moment when no SMTP server answers: the message waits in the outbox.
    smtp.refuse(true);
    await requestReset(person.form.email, newClient());
    await t.app.mailOutbox.runOnce();
    smtp.refuse(false);
    now = new Date(START.getTime() + 31_000);
    const restarted = startOutboxWorker({
      db: t.db,
      smtpUrl: smtp.url,
      from: 'shop@museum.example',
      clock: () => now,
      log: t.app.log,
      pollMs: 60_000,
    });
    try {
      await restarted.runOnce();
    } finally {
      await restarted.stop();
      now = START;
    }
    const { mail } = resetLinkFor(person.form.email);
    expect(mail.subject).toBe(accountTexts.da.resetMail.subject);
  });
});

describe('secrets on error paths', () => {
  it('a refused reset token, a token under an encoded name, and a failing query are answered without them', async () => {
    const badToken = 'Bad-Reset-Token-That-Looks-Real-0123456789ab';
    secrets.add(badToken);
    const refused = await post({
      url: '/api/en/customer/pwdconfirm',
      payload: { token: badToken, _p: md5('whatever') },
    });
    expect(refused.statusCode).toBe(422);

    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    // Fastify reads `%5F` as `_`, so this is the session token too.
    for (const name of ['%5F', '%5f']) {
      const response = await get(`/api/en/customer?${name}=${token}`);
      expect(response.statusCode).toBe(200);
    }

    // A 500 while the reset mail is written: the failed query's parameters hold the link.
    await t.db.execute(sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_away`);
    try {
      const failed = await requestReset(person.form.email, newClient());
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' });
    } finally {
      await t.db.execute(sql`ALTER TABLE mail_outbox_away RENAME TO mail_outbox`);
    }
    const log = logLines.join('\n');
    expect(log).toContain('request failed');
    expect(log).not.toMatch(/recover\/[0-9a-f-]{36}#/);
  });
});

describe('secrets', () => {
  it('never appear in a log line, and no answer echoes a password or an MD5 value', () => {
    expect(secrets.size).toBeGreaterThan(20);
    expect(logLines.length).toBeGreaterThan(50);
    const log = logLines.join('\n');
    for (const secret of secrets) expect(log.includes(secret), 'a secret in the log').toBe(false);
    // Query tokens are in the URLs of the log, redacted.
    expect(log).toContain('_=[redacted]');
    // An answer that hands out a token contains that token, and nothing else secret.
    const answers = responseBodies
      .map((body) => {
        const issued = (JSON.parse(body) as { data?: { token?: string } }).data?.token;
        return issued ? body.replaceAll(issued, '') : body;
      })
      .join('\n');
    for (const secret of secrets) expect(answers.includes(secret), 'a secret in an answer').toBe(false);
  });
});
