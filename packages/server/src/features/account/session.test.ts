// Login, sessions and logout, and the limits on password tries.
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, sessions } from '../../db/schema/account.ts';
import { shops } from '../../db/schema/config.ts';
import { rateLimitCounters } from '../../db/schema/rate-limits.ts';
import { expectRateLimited } from '../../test-support/rate-limited.ts';
import { describeSecrets, limits, MINUTE, md5, START, useAccountTestApp } from './account.test-support.ts';

const account = useAccountTestApp();
const { newClient, post, get, register, login, tokenOf } = account;

describe('customer/register and auth/login', () => {
  it('stores a hash made at an older, cheaper cost again at today’s cost on the next login', async () => {
    const person = await register();
    const cheaper = await hash(md5(person.password), { memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await account.db
      .update(customers)
      .set({ passwordHash: cheaper })
      .where(eq(customers.email, person.form.email));
    const storedHash = async () =>
      (await account.db.select().from(customers).where(eq(customers.email, person.form.email)))[0]
        ?.passwordHash;

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
    account.setNow(new Date(START.getTime() + 12 * 60 * MINUTE + 1));
    try {
      expect((await get(`/api/en/customer?_=${token}`)).statusCode).toBe(401);
      // The next sign-in clears the expired session away.
      const [customer] = await account.db
        .select()
        .from(customers)
        .where(eq(customers.email, person.form.email));
      await tokenOf(person.form.email, person.password);
      const left = await account.db
        .select()
        .from(sessions)
        .where(eq(sessions.customerId, customer?.id ?? ''));
      expect(left.length).toBe(1);
    } finally {
      account.setNow(START);
    }
  });

  it('answers 401 on every call that needs a token when it is missing', async () => {
    for (const url of [
      '/api/en/customer/update',
      '/api/en/customer/pwdchange',
      '/api/en/customer/emailchange',
    ]) {
      const payload = url.endsWith('update')
        ? { c: {} }
        : url.endsWith('pwdchange')
          ? { _po: md5('a'), _pn: md5('b') }
          : { _po: md5('a'), email: 'x@example.org' };
      const response = await post({ url, payload });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it("answers 403 for another shop's customer data", async () => {
    // A second shop, so the call is refused for whose token it is, not for an unknown shop.
    const [first] = await account.db.select().from(shops).where(eq(shops.id, 1));
    if (!first) throw new Error('the demo shop is missing');
    await account.db
      .insert(shops)
      .values({ ...first, id: 2 })
      .onConflictDoNothing();
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

  it('answers a logout without a live session ok too, and ends nothing', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    const ended = await tokenOf(person.form.email, person.password);
    await post({ url: `/api/en/auth/logout?_=${ended}` });
    const before = await account.db.select().from(sessions);
    for (const query of ['', '?_=', '?_=not-a-token', `?_=${ended}`]) {
      const response = await post({ url: `/api/en/auth/logout${query}` });
      expect(response.statusCode, query).toBe(200);
      expect(response.json()).toEqual({ data: { ok: true } });
    }
    expect(await account.db.select().from(sessions)).toEqual(before);
    expect((await get(`/api/en/customer?_=${token}`)).statusCode).toBe(200);
  });
});

describe('requests at the same moment', () => {
  it('a burst of logins for one account gets no more tries than the limit', async () => {
    const person = await register();
    const answers = await Promise.all(
      Array.from({ length: limits.loginFailuresPerAccount.limit + 4 }, () =>
        login(person.form.email, 'guess', newClient()),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBe(limits.loginFailuresPerAccount.limit);
    expect(statuses.filter((status) => status === 429).length).toBe(4);
  });
});

describe('an unknown shop', () => {
  it('is a 404 on login and reset, as on every account call, and nothing is counted', async () => {
    const person = await register();
    const counters = await account.db.select().from(rateLimitCounters);
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
    expect(await account.db.select().from(rateLimitCounters)).toEqual(counters);
  });
});

describe('login rate limits', () => {
  const failuresPerClient = limits.loginFailuresPerClientAndAccount;
  const failuresPerAccount = limits.loginFailuresPerAccount;
  const seconds = (rule: { windowMs: number }) => rule.windowMs / 1000;

  it('counts wrong passwords against the account from one client: ten from there do not lock the owner out', async () => {
    const person = await register();
    const attacker = newClient();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++)
      statuses.push((await login(person.form.email, `guess-${attempt}`, attacker)).statusCode);
    expect(statuses).toEqual([
      ...Array<number>(failuresPerClient.limit).fill(401),
      ...Array<number>(10 - failuresPerClient.limit).fill(429),
    ]);
    // From the attacker's client even the right password is refused: a refusal tells nothing.
    expectRateLimited(await login(person.form.email, person.password, attacker), seconds(failuresPerClient));
    // The owner, from anywhere else, signs in (the address in any case).
    expect((await login(person.form.email.toUpperCase(), person.password, newClient())).statusCode).toBe(200);
  });

  it('stops guessing at one account from many clients, the right password too, until the window ends', async () => {
    const person = await register();
    for (let attempt = 1; attempt <= failuresPerAccount.limit; attempt++)
      expect((await login(person.form.email, `guess-${attempt}`, newClient())).statusCode).toBe(401);
    expectRateLimited(
      await login(person.form.email, person.password, newClient()),
      seconds(failuresPerAccount),
    );
    try {
      account.setNow(new Date(START.getTime() + 10 * MINUTE));
      const later = await login(person.form.email, person.password, newClient());
      expectRateLimited(later, seconds(failuresPerAccount) - 10 * 60);
      account.setNow(new Date(START.getTime() + failuresPerAccount.windowMs));
      expect((await login(person.form.email, person.password, newClient())).statusCode).toBe(200);
    } finally {
      account.setNow(START);
    }
  });

  it('a right password takes back only its own count: signing in between guesses resets nothing', async () => {
    const person = await register();
    // One client's guesses, interleaved with correct sign-ins from that client.
    const client = newClient();
    for (let attempt = 1; attempt < failuresPerClient.limit; attempt++) {
      expect((await login(person.form.email, `guess-${attempt}`, client)).statusCode).toBe(401);
      expect((await login(person.form.email, person.password, client)).statusCode).toBe(200);
    }
    expect((await login(person.form.email, 'guess-last', client)).statusCode).toBe(401);
    expectRateLimited(await login(person.form.email, 'guess-more', client), seconds(failuresPerClient));
    // The account's own count from all clients: the guesses so far, none taken back by the sign-ins.
    for (let attempt = failuresPerClient.limit + 1; attempt <= failuresPerAccount.limit; attempt++) {
      expect((await login(person.form.email, person.password, newClient())).statusCode).toBe(200);
      expect((await login(person.form.email, `guess-${attempt}`, newClient())).statusCode).toBe(401);
    }
    expectRateLimited(
      await login(person.form.email, person.password, newClient()),
      seconds(failuresPerAccount),
    );
  });

  it('limits guesses at the current password `_po` per account, as the login is limited', async () => {
    const person = await register();
    const token = await tokenOf(person.form.email, person.password);
    for (let attempt = 1; attempt <= limits.currentPasswordPerAccount.limit; attempt++) {
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
    expectRateLimited(refused, seconds(limits.currentPasswordPerAccount));
  });

  it('limits attempts per client, whatever the account', async () => {
    const client = newClient();
    for (let attempt = 1; attempt <= limits.loginPerClient.limit; attempt++)
      expect((await login(`guess-${attempt}@example.org`, 'guess', client)).statusCode).toBe(401);
    expectRateLimited(await login('guess-more@example.org', 'guess', client), seconds(limits.loginPerClient));
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
    const counters = await account.db.select().from(rateLimitCounters);
    expect(counters.length).toBeGreaterThan(0);
    const text = JSON.stringify(counters);
    expect(text).not.toContain('@example.org');
    expect(text).not.toContain('10.0.');
  });
});

describeSecrets(account, { secrets: 20, logLines: 150 });
