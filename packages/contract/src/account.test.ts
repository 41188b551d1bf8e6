import { describe, expect, it } from 'vitest';
import { loginBodySchema, sessionResponseSchema, tokenQuerySchema } from './account.ts';
import { testCustomer } from './test-fixtures.ts';

describe('account contract', () => {
  it('takes the password only as an MD5 hex value', () => {
    expect(
      loginBodySchema.safeParse({ _u: 'a@example.org', _p: '5f4dcc3b5aa765d61d8327deb882cf99' }).success,
    ).toBe(true);
    expect(loginBodySchema.safeParse({ _u: 'a@example.org', _p: 'password' }).success).toBe(false);
  });

  it('lets a call without token through the schema, so the server can answer 401', () => {
    expect(tokenQuerySchema.parse({})).toEqual({});
    expect(tokenQuerySchema.parse({ _: 'abc', shop: '2' })).toEqual({ _: 'abc', shop: 2 });
  });

  it('describes a session as token, expiry and customer', () => {
    const customer = { ...testCustomer, isGuest: true };
    const session = { token: 't', expires_at: '2026-06-01T22:00:00.000Z', customer };
    expect(sessionResponseSchema.parse({ data: session }).data.customer.isGuest).toBe(true);
  });
});
