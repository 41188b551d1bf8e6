import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_LIMITS } from './features/account/account-context.ts';
import { build, type TestApp } from './test-support/build.ts';

// Per-client limits must count the visitor behind a trusted proxy, and only behind a trusted one:
// anybody else could name a new address in X-Forwarded-For for every attempt.
const PER_CLIENT = 2;

function appTrusting(trustProxy: number | string[]) {
  return build({
    app: {
      trustProxy,
      accountLimits: {
        ...DEFAULT_ACCOUNT_LIMITS,
        loginPerClient: { limit: PER_CLIENT, windowMs: 15 * 60_000 },
      },
    },
  });
}

let t: TestApp;
let byHops: TestApp;
beforeAll(async () => {
  [t, byHops] = await Promise.all([appTrusting(['loopback']), appTrusting(1)]);
});
afterAll(async () => {
  await Promise.all([t?.close(), byHops?.close()]);
});

async function login(remoteAddress: string, forwardedFor: string, email: string, app = t) {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/en/auth/login',
    payload: { _u: email, _p: '0'.repeat(32) },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return response.statusCode;
}

describe('TRUST_PROXY', () => {
  it('counts each visitor a trusted proxy names on its own', async () => {
    for (let attempt = 0; attempt < PER_CLIENT; attempt++)
      expect(await login('127.0.0.1', '203.0.113.1', `a${attempt}@example.org`)).toBe(401);
    expect(await login('127.0.0.1', '203.0.113.1', 'a9@example.org')).toBe(429);
    // Another visitor through the same proxy still has the whole allowance.
    expect(await login('127.0.0.1', '203.0.113.2', 'b@example.org')).toBe(401);
  });

  it('ignores the header from a client that is not a trusted proxy', async () => {
    for (let attempt = 0; attempt < PER_CLIENT; attempt++)
      expect(await login('192.0.2.50', `198.51.100.${attempt}`, `c${attempt}@example.org`)).toBe(401);
    expect(await login('192.0.2.50', '198.51.100.99', 'c9@example.org')).toBe(429);
  });

  it('with a hop count, believes only the address the nearest proxy adds', async () => {
    // Whatever the visitor put in front of the chain is not believed.
    for (let attempt = 0; attempt < PER_CLIENT; attempt++)
      expect(
        await login('192.0.2.60', `10.9.9.${attempt}, 203.0.113.30`, `d${attempt}@example.org`, byHops),
      ).toBe(401);
    expect(await login('192.0.2.60', '10.9.9.99, 203.0.113.30', 'd9@example.org', byHops)).toBe(429);
    expect(await login('192.0.2.60', '10.9.9.1, 203.0.113.31', 'e@example.org', byHops)).toBe(401);
  });
});
