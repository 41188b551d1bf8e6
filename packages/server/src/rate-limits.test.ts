import { CART_VERSION, ENDPOINTS } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shops } from './db/schema/config.ts';
import { everyAccountLimit } from './features/account/account-context.ts';
import { clientKey } from './rate-limits.ts';
import { build, type TestApp } from './test-support/build.ts';
import { validCustomerForm } from './test-support/customer-form.ts';
import { expectRateLimited } from './test-support/rate-limited.ts';

describe('clientKey', () => {
  it.each([
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:1:2::1%eth0', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts as %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });
});

describe('every limited call', () => {
  // Every limit closed: the first attempt of a client is already one too many.
  const closed = { limit: 0, windowMs: 7 * 60_000 };
  const form = validCustomerForm('ada.limits@example.org');
  const returnUrls = { continue: 'http://localhost/en/accepted', cancel: 'http://localhost/en/canceled' };
  /** A request each limited call accepts as it is, so only its limit can refuse it. */
  const calls: Record<string, { method: 'GET' | 'POST'; url: string; payload?: object }> = {
    'GET voucher': { method: 'GET', url: '/api/en/voucher?voucher=LIGHT-25' },
    'POST auth/login': {
      method: 'POST',
      url: '/api/en/auth/login',
      payload: { _u: form.email, _p: form.password },
    },
    'POST customer/register': { method: 'POST', url: '/api/en/customer/register', payload: { c: form } },
    'POST customer/validate': { method: 'POST', url: '/api/en/customer/validate', payload: { c: form } },
    'POST auth/guest': {
      method: 'POST',
      url: '/api/en/auth/guest',
      payload: { c: { ...form, password: undefined } },
    },
    'POST customer/pwdreset': {
      method: 'POST',
      url: '/api/en/customer/pwdreset',
      payload: { email: form.email },
    },
    'POST checkout/initPayment': {
      method: 'POST',
      url: '/api/en/checkout/initPayment',
      payload: {
        payart: 95,
        cart: { ver: CART_VERSION, items: [{ type: 'voucherCode', barcode: 'LIGHT-25' }] },
        url: returnUrls,
      },
    },
    'POST member/card': {
      method: 'POST',
      url: '/api/en/member/card?shop=1',
      payload: { number: '4821-5530-16', lname: 'Lovelace' },
    },
    'POST checkout/suggest': {
      method: 'POST',
      url: '/api/en/checkout/suggest',
      payload: {
        cart: {
          ver: CART_VERSION,
          items: [
            {
              type: 'ticket',
              id: 1,
              count: 1,
              datetime: '2026-06-02 10:00',
              member: { number: '4821-5530-16', lname: 'Lovelace' },
            },
          ],
        },
      },
    },
    'POST order/resendConfirmation': {
      method: 'POST',
      url: '/api/en/order/resendConfirmation',
      payload: { id: 'an-order' },
    },
    'POST waitingRoom/join': { method: 'POST', url: '/api/en/waitingRoom/join', payload: {} },
    'POST waitingRoom/status': {
      method: 'POST',
      url: '/api/en/waitingRoom/status',
      payload: { ticket: 'a-ticket-of-sixteen-or-more' },
    },
    'POST checkout/initPaymentOrder': {
      method: 'POST',
      url: '/api/en/checkout/initPaymentOrder',
      payload: { payart: 95, id: 'an-order', url: returnUrls },
    },
    'POST staff/auth/login': {
      method: 'POST',
      url: '/api/en/staff/auth/login',
      payload: { email: 'owner@museum.example', password: 'a wrong password' },
    },
    'POST staff/auth/accept': {
      method: 'POST',
      url: '/api/en/staff/auth/accept',
      payload: { token: 'not-a-token', password: 'a long new password' },
    },
    'POST staff/auth/invitation': {
      method: 'POST',
      url: '/api/en/staff/auth/invitation',
      payload: { token: 'not-a-token' },
    },
  };

  let t: TestApp;
  beforeAll(async () => {
    const now = new Date('2026-06-01T10:00:00Z');
    t = await build({
      app: {
        clock: () => now,
        accountLimits: everyAccountLimit(closed),
        voucherLookupsPerClient: closed,
        memberLookupsPerClient: closed,
        waitingRoomLimits: { joinsPerClient: closed, statusPerClient: closed },
        checkout: { paymentStartsPerClient: closed, resendLimits: { perOrder: closed, perClient: closed } },
        staff: {
          limits: {
            loginPerClient: closed,
            loginFailuresPerClientAndEmail: closed,
            loginSlowDownPerEmail: { freeAttempts: 0, windowMs: 60_000, firstDelayMs: 1, maxDelayMs: 1 },
            acceptPerClient: closed,
            invitationPerClient: closed,
          },
          wait: async () => {},
        },
      },
    });
    // Registration on: a shop without it refuses before anything is counted.
    const [shop] = await t.db.select().from(shops).where(eq(shops.id, 1));
    if (!shop) throw new Error('the demo shop is missing');
    await t.db
      .update(shops)
      .set({ config: { ...shop.config, user_registration: true, guest_registration: true } })
      .where(eq(shops.id, 1));
  });
  afterAll(() => t.close());

  it('are exactly the calls whose contract lists a 429', () => {
    const declared = ENDPOINTS.filter((endpoint) => endpoint.errors[429]?.includes('RATE_LIMITED'));
    expect(Object.keys(calls).sort()).toEqual(
      declared.map((endpoint) => `${endpoint.method} ${endpoint.path}`).sort(),
    );
  });

  it.each(Object.entries(calls))(
    '%s answers 429 with its code and Retry-After in seconds',
    async (_, call) => {
      expectRateLimited(
        await t.app.inject({ ...call, remoteAddress: '203.0.113.9' }),
        closed.windowMs / 1000,
      );
    },
  );
});
