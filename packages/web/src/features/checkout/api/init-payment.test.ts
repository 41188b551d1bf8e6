import type { Cart } from '@museum-shop/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { type InitPaymentInput, initPayment } from './init-payment.ts';

const cart: Cart = { ver: 1, items: [{ type: 'ticket', id: 3, count: 2, datetime: '2030-05-02 10:00' }] };
const input: InitPaymentInput = {
  payart: 7,
  aux: {},
  cart,
  url: { continue: 'http://shop.test/en/checkout/accepted', cancel: 'http://shop.test/en/checkout/canceled' },
  token: 'guest-token',
};

describe('initPayment', () => {
  let urls: URL[];
  let bodies: unknown[];
  beforeEach(() => {
    configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
    urls = [];
    bodies = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        urls.push(new URL(request.url));
        bodies.push(await request.json());
        return Response.json({
          data: {
            cartId: 'cart-1',
            redirect: '/sandbox/pay/cart-1',
            expires_at: '2030-05-01T10:15:00Z',
            total: 1,
          },
        });
      }),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('sends the waiting room’s pass as the query’s waitingPass, never in the body (issue 38)', async () => {
    await initPayment('en', { ...input, waitingPass: 'pass-of-the-room' });
    expect(urls[0]?.pathname).toBe('/api/en/checkout/initPayment');
    expect(urls[0]?.searchParams.get('waitingPass')).toBe('pass-of-the-room');
    expect(urls[0]?.searchParams.get('_')).toBe('guest-token');
    expect(bodies[0]).toEqual({ payart: 7, aux: {}, cart, url: input.url });
  });

  it('sends no waitingPass without a pass, as in a shop without a waiting room', async () => {
    await initPayment('en', input);
    await initPayment('en', { ...input, waitingPass: null });
    for (const url of urls) {
      expect(url.searchParams.has('waitingPass')).toBe(false);
      expect([...url.searchParams.keys()].sort()).toEqual(['_', 'sessionUs', 'shop']);
    }
  });
});
