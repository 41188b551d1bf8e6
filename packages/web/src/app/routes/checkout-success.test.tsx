import type { Booking } from '@museum-shop/contract';
import { testShopConfig } from '@museum-shop/contract/test-fixtures';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberBooking } from '../../features/checkout/booking.ts';
import { ShopContext } from '../../features/config/shop-context.ts';
import { configureApi } from '../../lib/api-client.ts';
import { initI18n } from '../../lib/i18n.ts';
import { CurrentRouteContext } from '../shell/current-route.ts';
import { Component as CheckoutSuccess } from './checkout-success.tsx';

/** The unguessable review id: never shown as a number to quote. */
const BOOKING_ID = 'k3J9xQ2mV8pL4tR7wZ1nB6cF0hY5sD2a';

function renderSuccess(booking: Booking) {
  rememberBooking(booking, null);
  render(
    <MemoryRouter initialEntries={['/en/checkout/success']}>
      <QueryClientProvider client={new QueryClient()}>
        <ShopContext value={{ config: testShopConfig, lang: 'en' }}>
          <CurrentRouteContext value={{ name: 'checkoutSuccess', setTitle: () => undefined }}>
            <CheckoutSuccess />
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
  // The checkout start loads the payment types.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: { payments: [] } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('checkout/success', () => {
  it('shows the order number the back-end gives, never the review id', () => {
    renderSuccess({ booking_id: BOOKING_ID, has_tickets: false, order_number: '2026-00042' });
    expect(screen.getByText('Your order is confirmed.')).toBeTruthy();
    expect(screen.getByText('Your order number:').textContent).toBe('Your order number: 2026-00042');
    expect(screen.getByText('Please keep your order number for any questions.')).toBeTruthy();
    expect(document.body.textContent).not.toContain(BOOKING_ID);
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      `/en/order-review/${BOOKING_ID}`,
    );
  });

  it('says the order is confirmed, without a number, when the back-end has none', () => {
    renderSuccess({ booking_id: BOOKING_ID, has_tickets: true });
    expect(
      screen.getByText('Your order is confirmed. You can open it again at any time with the link below.'),
    ).toBeTruthy();
    expect(screen.getByText('Your tickets are ready: download them from your order.')).toBeTruthy();
    expect(screen.queryByText(/order number/i)).toBeNull();
    expect(document.body.textContent).not.toContain(BOOKING_ID);
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
      `/en/order-review/${BOOKING_ID}`,
    );
  });
});
