import type { CustomerOrder } from '@museum-shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { MyOrders } from './MyOrders.tsx';

const order = (change: Partial<CustomerOrder>): CustomerOrder => ({
  id: 'review-1',
  order_number: '2026-00042',
  created_at: '2026-05-02T10:15:00Z',
  state: 'paid',
  total: 45_00,
  has_tickets: false,
  has_invoice: true,
  ...change,
});

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('account');
});
beforeEach(() => {
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MyOrders', () => {
  it('links the member cards of an order whose passes gave valid ones, and of no other', async () => {
    const orders = [
      order({ has_member_cards: true }),
      order({ id: 'review-2', order_number: '2026-00043', has_invoice: false }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: orders })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MyOrders
          lang="en"
          token="t0ken"
          timeZone="Europe/Berlin"
          reviewLink={(each, label) => <a href={`/en/order-review/${each.id}`}>{label}</a>}
          documentUrl={(each, kind) => `/files/${kind}/${each.id}`}
        />
      </QueryClientProvider>,
    );
    const withCards = await screen.findByRole('row', { name: /2026-00042/ });
    const link = within(withCards).getByRole('link', { name: /^Member cards \(PDF\)\s*2026-00042$/ });
    expect(link.getAttribute('href')).toBe('/files/memberCards/review-1');
    const without = screen.getByRole('row', { name: /2026-00043/ });
    expect(within(without).queryByRole('link', { name: /Member cards/ })).toBeNull();
  });

  it('puts each card’s wallet links under its holder’s name when the app gives them, and none otherwise', async () => {
    const orders = [
      order({
        has_member_cards: true,
        member_cards: [
          { number: '1234-5678-97', name: 'Ada Lovelace' },
          { number: '9876-5432-10', name: 'Charles Babbage' },
        ],
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: orders })),
    );
    const props = {
      lang: 'en' as const,
      token: 't0ken',
      timeZone: 'Europe/Berlin',
      reviewLink: (each: CustomerOrder, label: string) => <a href={`/en/order-review/${each.id}`}>{label}</a>,
      documentUrl: (each: CustomerOrder, kind: string) => `/files/${kind}/${each.id}`,
    };
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <MyOrders
          {...props}
          walletLinks={(each, card) => <a href={`/wallet/${each.id}/${card.number}`}>Wallet {card.name}</a>}
        />
      </QueryClientProvider>,
    );
    const row = await screen.findByRole('row', { name: /2026-00042/ });
    expect(row.textContent).toContain('Ada Lovelace');
    expect(within(row).getByRole('link', { name: 'Wallet Ada Lovelace' }).getAttribute('href')).toBe(
      '/wallet/review-1/1234-5678-97',
    );
    expect(within(row).getByRole('link', { name: 'Wallet Charles Babbage' })).toBeTruthy();
    unmount();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MyOrders {...props} />
      </QueryClientProvider>,
    );
    const plain = await screen.findByRole('row', { name: /2026-00042/ });
    expect(within(plain).queryByRole('link', { name: /Wallet/ })).toBeNull();
    expect(plain.textContent).not.toContain('Ada Lovelace');
  });
});
