import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeCart } from '../../features/cart/cart.ts';
import { ShopContext } from '../../features/config/shop-context.ts';
import { configureApi } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { CurrentRouteContext } from '../shell/current-route.ts';
import { cart, checkoutQueryClient, stubCheckoutApi } from './checkout.test-fixtures.ts';
import { Component as Checkout } from './checkout.tsx';

/** The shipping costs of a signed-in customer: answered when the test says so. */
let answerSignedInShipping: (cents: number) => void = () => undefined;

function stubApi() {
  stubCheckoutApi({
    'checkout/shippingCosts': (url) => {
      if (!url.searchParams.get('_')) return Response.json({ data: 1090 });
      return new Promise<Response>((resolve) => {
        answerSignedInShipping = (cents) => resolve(Response.json({ data: cents }));
      });
    },
  });
}

function renderCheckout() {
  const client = checkoutQueryClient();
  const setTitle = vi.fn();
  render(
    <MemoryRouter initialEntries={['/en/checkout']}>
      <QueryClientProvider client={client}>
        <ShopContext value={{ config: { ...testShopConfig, default_user_country_key: 'DE' }, lang: 'en' }}>
          <CurrentRouteContext value={{ name: 'checkout', setTitle }}>
            <Checkout />
          </CurrentRouteContext>
        </ShopContext>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { setTitle };
}

const totalToPay = () => screen.getByText('Total to pay').nextElementSibling?.textContent;

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
});
beforeEach(() => {
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
  stubApi();
  writeCart(cart);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the checkout (issue 26)', () => {
  it('names the sign-in step, with the shop’s default country chosen in the guest form', async () => {
    const { setTitle } = renderCheckout();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in');
    expect(setTitle).toHaveBeenLastCalledWith('Sign in');
    const guest = within(await screen.findByRole('form', { name: 'Order as a guest' }));
    expect((guest.getByLabelText(/Country/) as HTMLSelectElement).value).toBe('DE');
    // The default country prices the shipping before anyone signs in: the total includes it.
    await waitFor(() => expect(totalToPay()).toBe('€54.90'));
  });

  it('shows the time left to pay while a payment under way holds the places', async () => {
    writeCart({ ...cart, cartId: 'cart-1', holdExpiresAt: new Date(Date.now() + 10 * 60_000).toISOString() });
    renderCheckout();
    expect(
      (await screen.findByText('Your places are held for you for 10 more minutes.')).getAttribute('role'),
    ).toBe('status');
    expect(screen.getByText('10:00')).toBeTruthy();
  });

  it('after signing in: names the payment step, focuses the next step’s heading, keeps the total while shipping reloads', async () => {
    const { setTitle } = renderCheckout();
    await waitFor(() => expect(totalToPay()).toBe('€54.90'));
    const login = within(screen.getByRole('form', { name: 'Sign in' }));
    fireEvent.change(login.getByLabelText(/E-mail address/), { target: { value: 'ada@example.org' } });
    fireEvent.change(login.getByLabelText(/Password/), { target: { value: 'secret' } });
    fireEvent.click(login.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment'));
    expect(setTitle).toHaveBeenLastCalledWith('Payment');
    // The form that had the focus is gone: the focus is on the next step's heading, not on the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: 'Shipping address' }),
      ),
    );
    // The signed-in customer's shipping is being asked: the total keeps the last known cost.
    expect(totalToPay()).toBe('€54.90');
    await act(async () => answerSignedInShipping(1290));
    await waitFor(() => expect(totalToPay()).toBe('€56.90'));
  });
});
