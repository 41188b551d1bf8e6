import type { Order } from '@museum-shop/contract';
import { axeViolations } from '@museum-shop/ui/test-support/axe';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { OrderReview } from './OrderReview.tsx';

// Issue 36: "Add to Apple Wallet" / "Save to Google Wallet" beside each valid member card, only
// when the shop's config says that wallet is on.

const card = {
  number: '1234-5678-90',
  name: 'Dr Ada Lovelace',
  type: 'Annual pass',
  valid_from: '2026-05-02',
  valid_until: '2027-05-01',
  status: 'active' as const,
};
const order: Order = {
  id: 'k3J9xQ2mV8pL4tR7wZ1nB6cF0hY5sD2a',
  order_number: '2026-00042',
  created_at: '2026-05-02T10:15:00Z',
  lines: [],
  vouchers: [],
  shipping: 0,
  totals: { subtotal: 9000, discount: 0, total: 9000, vat: [] },
  payment: { payartId: 7, name: 'Credit or debit card', state: 'paid' },
  external_document_number: null,
  shipping_address: null,
  has_tickets: false,
  request_invoice: false,
  member_cards: [
    card,
    { ...card, number: '9876-5432-10', name: 'Charles Babbage' },
    { ...card, number: '5555-5555-50', name: 'Refunded Person', status: 'refunded' },
  ],
};
const SAVE = 'https://pay.google.com/gp/v/save/eyJhbGciOiJSUzI1NiJ9.e30.c2lnbmVk';

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderReview = (wallets?: { apple: boolean; google: boolean }) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderReview order={order} lang="en" timeZone="Europe/Berlin" {...(wallets ? { wallets } : {})} />
    </QueryClientProvider>,
  );

describe('member cards in wallets', () => {
  it('links each valid card to Apple Wallet and Google Wallet when the shop offers both', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        asked.push(request.url);
        return Response.json({ data: { url: `${SAVE}?${new URL(request.url).searchParams.get('number')}` } });
      }),
    );
    const { container } = renderReview({ apple: true, google: true });
    const apple = screen.getByRole('link', { name: 'Add to Apple Wallet Dr Ada Lovelace' });
    expect(apple.getAttribute('href')).toBe(
      `http://shop.test/api/en/order/memberCardApplePass?shop=1&id=${order.id}&number=1234-5678-90`,
    );
    expect(screen.getByRole('link', { name: 'Add to Apple Wallet Charles Babbage' })).toBeTruthy();
    const google = await screen.findByRole('link', { name: 'Save to Google Wallet Dr Ada Lovelace' });
    expect(google.getAttribute('href')).toBe(`${SAVE}?1234-5678-90`);
    expect(
      (await screen.findByRole('link', { name: 'Save to Google Wallet Charles Babbage' })).getAttribute(
        'href',
      ),
    ).toBe(`${SAVE}?9876-5432-10`);
    // A refunded card gets no wallet pass.
    expect(screen.queryByRole('link', { name: /Refunded Person/ })).toBeNull();
    expect(asked.sort()).toEqual([
      `http://shop.test/api/en/order/memberCardGooglePass?shop=1&id=${order.id}&number=1234-5678-90`,
      `http://shop.test/api/en/order/memberCardGooglePass?shop=1&id=${order.id}&number=9876-5432-10`,
    ]);
    // Links in the page's tab order, each with its own name.
    apple.focus();
    expect(document.activeElement).toBe(apple);
    expect(apple.tabIndex).toBe(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows no wallet button and asks nothing while the config leaves the wallets off', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: { url: SAVE } }));
    vi.stubGlobal('fetch', fetchMock);
    const { container, unmount } = renderReview();
    expect(screen.getByText(/Dr Ada Lovelace/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Apple Wallet|Google Wallet/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    unmount();
    renderReview({ apple: true, google: false });
    expect(screen.getAllByRole('link', { name: /Add to Apple Wallet/ })).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Google Wallet/ })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
