import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCart } from '../../features/cart/cart.ts';
import { ShopContext } from '../../features/config/shop-context.ts';
import { rememberPass, waitingPassKey } from '../../features/waiting-room/waiting-room-storage.ts';
import { configureApi } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { CurrentRouteContext } from '../shell/current-route.ts';
import { cart, checkoutQueryClient, stubCheckoutApi } from './checkout.test-fixtures.ts';
import { Component as Checkout } from './checkout.tsx';

/** The queries initPayment was called with. */
let initPaymentQueries: URLSearchParams[];
/** initPayment's answer: a refusal, so the test never leaves for a provider's page. */
let initPaymentAnswer: () => Response;

function stubApi() {
  stubCheckoutApi({
    'checkout/initPayment': (url) => {
      initPaymentQueries.push(url.searchParams);
      return initPaymentAnswer();
    },
  });
}

/** Where the router is once the checkout has sent the visitor elsewhere. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

function renderCheckout() {
  const client = checkoutQueryClient();
  render(
    <MemoryRouter initialEntries={['/en/checkout']}>
      <QueryClientProvider client={client}>
        <ShopContext value={{ config: { ...testShopConfig, default_user_country_key: 'DE' }, lang: 'en' }}>
          <CurrentRouteContext value={{ name: 'checkout', setTitle: vi.fn() }}>
            <Routes>
              <Route path="/en/checkout" element={<Checkout />} />
              <Route path="*" element={<Elsewhere />} />
            </Routes>
          </CurrentRouteContext>
        </ShopContext>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Signs in, accepts the terms and orders: initPayment is called. */
async function signInAndPay() {
  const login = within(await screen.findByRole('form', { name: 'Sign in' }));
  fireEvent.change(login.getByLabelText(/E-mail address/), { target: { value: 'ada@example.org' } });
  fireEvent.change(login.getByLabelText(/Password/), { target: { value: 'secret' } });
  fireEvent.click(login.getByRole('button', { name: 'Sign in' }));
  const payment = within(await screen.findByRole('form', { name: 'Payment' }));
  fireEvent.click(payment.getByRole('checkbox', { name: /terms and conditions/ }));
  fireEvent.click(await payment.findByRole('button', { name: /Order with obligation to pay/ }));
  return payment;
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
beforeEach(() => {
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
  initPaymentQueries = [];
  initPaymentAnswer = () =>
    Response.json({ code: 'WAITING_ROOM', message: 'The waiting room is on' }, { status: 409 });
  stubApi();
  writeCart(cart);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the checkout of a sale with a waiting room (issue 38)', () => {
  it('sends the pass the waiting room gave with the payment', async () => {
    rememberPass({ pass: 'pass-1', pass_expires_at: new Date(Date.now() + 10 * 60_000).toISOString() });
    initPaymentAnswer = () => Response.json({ code: 'CHECKOUT_BUSY', message: 'Busy' }, { status: 409 });
    renderCheckout();
    const payment = await signInAndPay();
    await waitFor(() => expect(payment.getByRole('alert').textContent).toMatch(/Many people are booking/));
    expect(initPaymentQueries).toHaveLength(1);
    expect(initPaymentQueries[0]?.get('waitingPass')).toBe('pass-1');
  });

  it('sends the visitor to the waiting room, to come back to this checkout, when initPayment answers WAITING_ROOM', async () => {
    // A pass that has ended is not sent, and the one refused is dropped.
    rememberPass({ pass: 'pass-old', pass_expires_at: new Date(Date.now() - 1000).toISOString() });
    renderCheckout();
    await signInAndPay();
    expect((await screen.findByTestId('elsewhere')).textContent).toBe(
      '/en/waiting-room?next=%2Fen%2Fcheckout',
    );
    expect(initPaymentQueries).toHaveLength(1);
    expect(initPaymentQueries[0]?.has('waitingPass')).toBe(false);
    expect(sessionStorage.getItem(waitingPassKey(1))).toBeNull();
  });
});
