import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { execPayment } from './exec-payment.ts';

const ID = /^[A-Za-z0-9]{12}$/;
const RETURNED_TO = 'https://shop.example/en/checkout/accepted?cartId=cart-1';

describe('execPayment', () => {
  beforeEach(() => configureApi({ apiBase: 'http://shop.test/api', shop: 1 }));
  afterEach(() => vi.unstubAllGlobals());

  it('adds us (new per call), sessionUs (the same in the session) and srcURL to the query (spec §7)', async () => {
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        urls.push(new URL(request.url));
        expect(await request.json()).toEqual({ cartId: 'cart-1' });
        return Response.json({
          data: { booking_id: 'b'.repeat(32), has_tickets: true, order_number: '2026-00042' },
        });
      }),
    );
    const booking = await execPayment('en', 'cart-1', RETURNED_TO);
    await execPayment('en', 'cart-1', RETURNED_TO);

    expect(booking.order_number).toBe('2026-00042');
    const [first, second] = urls.map((url) => Object.fromEntries(url.searchParams));
    expect(first).toEqual({
      shop: '1',
      us: expect.stringMatching(ID),
      sessionUs: expect.stringMatching(ID),
      srcURL: RETURNED_TO,
    });
    expect(second?.us).not.toBe(first?.us);
    expect(second?.sessionUs).toBe(first?.sessionUs);
  });
});
