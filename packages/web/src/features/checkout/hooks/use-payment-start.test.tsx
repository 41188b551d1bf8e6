import type { Cart, PaymentType, ShippingAddress } from '@museum-shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { onAnalyticsEvent } from '../../../lib/analytics.ts';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { PARTNER_KEY } from '../partner.ts';
import { EMPTY_PAYMENT_FORM } from '../payment-form.ts';
import { PAYMENT_PROVIDER_HOSTS_KEY } from '../referrer.ts';
import { type PaymentStartOptions, usePaymentStart } from './use-payment-start.ts';

const cart: Cart = { ver: 1, items: [{ type: 'ticket', id: 3, count: 2, datetime: '2030-05-02 10:00' }] };
const card: PaymentType = { payartId: 7, kind: 'card', names: { en: 'Card' }, name: 'Card' };
const returnUrls = {
  continue: 'http://localhost:3000/en/checkout/accepted',
  cancel: 'http://localhost:3000/en/checkout/canceled',
};
const paris: ShippingAddress = {
  name: 'Ada Lovelace',
  street: '1 rue de Rivoli',
  zip: '75001',
  city: 'Paris',
  country: 'FR',
};

interface Call {
  path: string;
  search: URLSearchParams;
  body: unknown;
}
let calls: Call[];
/** The answer of initPayment; checkout/cancel always answers ok. */
let initAnswer: Response;

const json = (status: number, body: unknown) => Response.json(body, { status });

function setup(overrides: Partial<PaymentStartOptions> = {}) {
  let storedCartId: string | null = null;
  const options = {
    lang: 'en',
    cart,
    token: 'guest-token',
    shippingStep: false,
    shippingAddress: null,
    total: 3200,
    returnUrls,
    storedPayment: {
      current: vi.fn(() => storedCartId),
      forget: vi.fn(() => {
        storedCartId = null;
      }),
      remember: vi.fn((cartId: string) => {
        storedCartId = cartId;
      }),
    },
    waitingRoom: { pass: vi.fn(() => null), enter: vi.fn() },
    endGuest: vi.fn(),
    onNotBookable: vi.fn(),
    goTo: vi.fn(),
    ...overrides,
  } satisfies PaymentStartOptions;
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => usePaymentStart(options), { wrapper });
  const pay = () => act(() => hook.result.current.pay(EMPTY_PAYMENT_FORM, card));
  return {
    options,
    hook,
    pay,
    startedBefore: (cartId: string) => {
      storedCartId = cartId;
    },
  };
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
beforeEach(() => {
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
  calls = [];
  initAnswer = json(200, {
    data: {
      cartId: 'cart-2',
      redirect: '/sandbox/pay/cart-2',
      expires_at: '2030-05-01T10:15:00Z',
      total: 3200,
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push({ path: url.pathname, search: url.searchParams, body: await request.json() });
      return url.pathname.endsWith('/checkout/cancel') ? json(200, { data: { ok: true } }) : initAnswer;
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('usePaymentStart', () => {
  it('lets go of the payment started before, holds the cart and goes to the provider', async () => {
    sessionStorage.setItem(PARTNER_KEY, 'city-pass');
    const events: unknown[] = [];
    const stopListening = onAnalyticsEvent((event) => events.push(event));
    const { options, pay, startedBefore } = setup({
      shippingStep: true,
      shippingAddress: paris,
    });
    startedBefore('cart-1');
    await pay();
    stopListening();

    expect(calls.map((call) => call.path)).toEqual([
      '/api/en/checkout/cancel',
      '/api/en/checkout/initPayment',
    ]);
    expect(calls[0]?.body).toEqual({ cartId: 'cart-1' });
    expect(calls[0]?.search.get('noRedirect')).toBe('1');
    expect(options.storedPayment.forget).toHaveBeenCalledTimes(1);
    expect(calls[1]?.search.get('_')).toBe('guest-token');
    expect(calls[1]?.body).toEqual({
      payart: 7,
      aux: { partner: 'city-pass' },
      cart,
      url: returnUrls,
      shipping_address: paris,
    });
    expect(events).toEqual([{ type: 'begin_checkout', value: 3200, items: 1 }]);
    expect(options.storedPayment.remember).toHaveBeenCalledWith('cart-2', '2030-05-01T10:15:00Z');
    const target = new URL('/sandbox/pay/cart-2', window.location.href).toString();
    expect(options.goTo).toHaveBeenCalledWith(target);
    expect(JSON.parse(sessionStorage.getItem(PAYMENT_PROVIDER_HOSTS_KEY) ?? '[]')).toContain(
      new URL(target).host,
    );
  });

  it('sends no shipping address for the customer’s own, and nothing at all without a cart', async () => {
    await setup().pay();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).not.toHaveProperty('shipping_address');

    calls = [];
    await setup({ cart: null }).pay();
    expect(calls).toEqual([]);
  });

  it('asks for the shipping address first while its step is incomplete', async () => {
    const { hook, pay, options } = setup({ shippingStep: true });
    act(() => hook.result.current.onShippingReady(false));
    await pay();
    expect(calls).toEqual([]);
    expect(hook.result.current.shippingError).toBe('Please fill in all fields for Shipping Address');

    act(() => hook.result.current.onShippingReady(true));
    expect(hook.result.current.shippingError).toBeNull();
    await pay();
    expect(options.goTo).toHaveBeenCalledTimes(1);
  });

  it('shows the lines initPayment refused (CART_NOT_BOOKABLE) until the cart changes', async () => {
    const problems = [{ index: 0, code: 'SOLD_OUT' }];
    initAnswer = json(422, { code: 'CART_NOT_BOOKABLE', message: 'Not bookable', problems });
    const { hook, pay, options } = setup();
    await pay();
    expect(hook.result.current.notBookable).toBe(true);
    expect(hook.result.current.problems).toEqual(problems);
    expect(options.onNotBookable).toHaveBeenCalledTimes(1);
    expect(options.goTo).not.toHaveBeenCalled();
    expect(hook.result.current.payError).toBeNull();

    act(() => hook.result.current.resetProblems());
    expect(hook.result.current.notBookable).toBe(false);
    expect(hook.result.current.problems).toEqual([]);
  });

  it('ends a spent guest token (GUEST_ALREADY_ORDERED) and says why the guest form is back', async () => {
    initAnswer = json(409, { code: 'GUEST_ALREADY_ORDERED', message: 'Guest has ordered' });
    const { hook, pay, options } = setup();
    await pay();
    expect(options.endGuest).toHaveBeenCalledTimes(1);
    expect(hook.result.current.guestNotice).toMatch(/already been used for an order/);
    expect(hook.result.current.payError).toBeNull();
  });

  it('tells any other refusal by its code, and clears it on the next try', async () => {
    initAnswer = json(409, { code: 'CHECKOUT_BUSY', message: 'Busy' });
    const { hook, pay, options } = setup();
    await pay();
    expect(hook.result.current.payError).toBe(
      'Many people are booking right now. Please try again in a moment.',
    );
    expect(options.goTo).not.toHaveBeenCalled();

    initAnswer = json(200, {
      data: {
        cartId: 'cart-3',
        redirect: 'https://pay.example/c3',
        expires_at: '2030-05-01T10:15:00Z',
        total: 1,
      },
    });
    await pay();
    expect(hook.result.current.payError).toBeNull();
    expect(options.goTo).toHaveBeenCalledWith('https://pay.example/c3');
  });

  it('sends the waiting room’s pass with initPayment, and no pass where there is none (issue 38)', async () => {
    await setup({ waitingRoom: { pass: () => 'pass-of-the-room', enter: vi.fn() } }).pay();
    expect(calls[0]?.search.get('waitingPass')).toBe('pass-of-the-room');
    expect(calls[0]?.body).not.toHaveProperty('waitingPass');

    calls = [];
    await setup().pay();
    expect(calls[0]?.search.has('waitingPass')).toBe(false);
  });

  it('sends the visitor to the waiting room when initPayment answers WAITING_ROOM, with no error shown (issue 38)', async () => {
    initAnswer = json(409, { code: 'WAITING_ROOM', message: 'The waiting room is on' });
    const { hook, pay, options } = setup();
    await pay();
    expect(options.waitingRoom.enter).toHaveBeenCalledTimes(1);
    expect(options.goTo).not.toHaveBeenCalled();
    expect(options.storedPayment.remember).not.toHaveBeenCalled();
    expect(hook.result.current.payError).toBeNull();
  });

  it('says a return address outside the shop is a set-up matter, not a form to correct (issue 34)', async () => {
    initAnswer = json(422, { code: 'RETURN_ADDRESS_OUTSIDE_SHOP', message: 'The return addresses …' });
    const { hook, pay } = setup();
    await pay();
    expect(hook.result.current.payError).toBe(
      'This shop cannot take payments at this address. Please open the shop from the museum’s website and try again.',
    );
  });
});
