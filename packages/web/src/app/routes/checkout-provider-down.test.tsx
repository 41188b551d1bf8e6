import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCart, writeCart } from '../../features/cart/cart.ts';
import { ShopContext } from '../../features/config/shop-context.ts';
import { configureApi } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { CurrentRouteContext } from '../shell/current-route.ts';
import { useHttpReactions } from '../shell/use-http-reactions.ts';
import { cart, checkoutQueryClient, stubCheckoutApi } from './checkout.test-fixtures.ts';
import { Component as Checkout } from './checkout.tsx';

const PROVIDER_DOWN =
  'Payment is not available right now. Nothing has been charged and your basket is kept. Please try again in a few minutes.';
/** Where the shell notes a reload for a 503 (use-http-reactions.ts): set only when it reloads. */
const RELOADED_KEY = 'reloadedFor503At';

let initPaymentCalls = 0;

function stubApi() {
  stubCheckoutApi({
    'checkout/initPayment': () => {
      initPaymentCalls += 1;
      // The server's answer when the provider is down (issue 40).
      return Response.json(
        {
          code: 'PAYMENT_PROVIDER_UNAVAILABLE',
          message: 'Payment is not available right now; nothing was charged.',
        },
        { status: 503, headers: { 'Retry-After': '60' } },
      );
    },
  });
}

/** The shell's one reaction to failed calls, as ShopLayout registers it. */
function HttpReactions() {
  useHttpReactions();
  return null;
}

function renderCheckout() {
  const client = checkoutQueryClient();
  render(
    <MemoryRouter initialEntries={['/en/checkout']}>
      <QueryClientProvider client={client}>
        <ShopContext value={{ config: { ...testShopConfig, default_user_country_key: 'DE' }, lang: 'en' }}>
          <CurrentRouteContext value={{ name: 'checkout', setTitle: vi.fn() }}>
            <HttpReactions />
            <Checkout />
          </CurrentRouteContext>
        </ShopContext>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
beforeEach(() => {
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
  initPaymentCalls = 0;
  stubApi();
  writeCart(cart);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the checkout when the payment provider is down (issue 40)', () => {
  it('says payment is not available right now, keeps the basket and the form, and neither reloads nor moves the focus', async () => {
    renderCheckout();
    const login = within(await screen.findByRole('form', { name: 'Sign in' }));
    fireEvent.change(login.getByLabelText(/E-mail address/), { target: { value: 'ada@example.org' } });
    fireEvent.change(login.getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(login.getByRole('button', { name: 'Sign in' }));

    const payment = within(await screen.findByRole('form', { name: 'Payment' }));
    const card = payment.getByRole('radio', { name: 'Card' }) as HTMLInputElement;
    const terms = payment.getByRole('checkbox', { name: /terms and conditions/ }) as HTMLInputElement;
    fireEvent.click(terms);
    const order = await payment.findByRole('button', { name: /Order with obligation to pay/ });
    order.focus();
    fireEvent.click(order);

    // Told where the other refusals of the payment are told: in the payment step's alert.
    await waitFor(() => expect(payment.getByRole('alert').textContent).toBe(PROVIDER_DOWN));
    expect(initPaymentCalls).toBe(1);
    // An announcement, not a move: the focus stays where the visitor was.
    expect(document.activeElement).toBe(order);
    // The basket and the form's entries are as they were.
    expect(readCart().lines.map((line) => line.name)).toEqual(['Poster']);
    expect(screen.getByRole('heading', { level: 2, name: /Your basket: 1 item/ })).toBeTruthy();
    expect(card.checked).toBe(true);
    expect(terms.checked).toBe(true);
    // The shell's 503 reaction (reload the page) is not taken for this one.
    expect(sessionStorage.getItem(RELOADED_KEY)).toBeNull();
  });
});
