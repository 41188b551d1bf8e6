import type { Order } from '@museum-shop/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api-client.ts';
import { initI18n } from '../../../lib/i18n.ts';
import { OrderReview } from './OrderReview.tsx';

const order: Order = {
  id: 'k3J9xQ2mV8pL4tR7wZ1nB6cF0hY5sD2a',
  order_number: '2026-00042',
  created_at: '2026-05-02T10:15:00Z',
  lines: [],
  vouchers: [],
  shipping: 0,
  totals: { subtotal: 3200, discount: 0, total: 3200, vat: [{ rate: 7, amount: 209 }] },
  payment: { payartId: 7, name: 'Credit or debit card', state: 'paid' },
  external_document_number: null,
  shipping_address: null,
  has_tickets: true,
  request_invoice: false,
};

beforeAll(async () => {
  await initI18n('en');
  await i18next.loadNamespaces('checkout');
  configureApi({ apiBase: 'http://shop.test/api', shop: 1 });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderReview = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <OrderReview order={order} lang="en" timeZone="Europe/Berlin" />
    </QueryClientProvider>,
  );

describe('OrderReview', () => {
  it('lists the member cards of its passes and links their PDF while one is valid', () => {
    const card = {
      number: '1234-5678-90',
      name: 'Dr Ada Lovelace',
      type: 'Annual pass',
      valid_from: '2026-05-02',
      valid_until: '2027-05-01',
      status: 'active' as const,
    };
    const waiting = {
      ...card,
      number: '9876-5432-10',
      name: 'Charles Babbage',
      valid_from: null,
      valid_until: null,
    };
    const { unmount } = render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderReview order={{ ...order, member_cards: [card, waiting] }} lang="en" timeZone="Europe/Berlin" />
      </QueryClientProvider>,
    );
    const cards = screen.getByRole('region', { name: 'Member cards' });
    expect(cards.textContent).toContain('Dr Ada Lovelace · Annual pass · Member number 1234-5678-90');
    expect(cards.textContent).toContain('Valid from 02.05.2026 to 01.05.2027');
    expect(cards.textContent).toContain('Valid for twelve months from the first visit');
    expect(screen.getByRole('link', { name: 'Download member cards (PDF)' }).getAttribute('href')).toBe(
      `http://shop.test/api/en/order/memberCards?shop=1&id=${order.id}`,
    );
    unmount();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderReview
          order={{ ...order, member_cards: [{ ...card, status: 'refunded' }] }}
          lang="en"
          timeZone="Europe/Berlin"
        />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('region', { name: 'Member cards' }).textContent).toContain(
      'Refunded: no longer valid',
    );
    expect(screen.queryByRole('link', { name: 'Download member cards (PDF)' })).toBeNull();
  });

  it('names the order by its order number; the review id stays in the document links only', () => {
    renderReview();
    expect(screen.getByText('Order number').nextElementSibling?.textContent).toBe('2026-00042');
    expect(document.body.textContent).not.toContain(order.id);
  });

  it('dates the order by the museum’s day: 00:30 in Berlin is still the day before in UTC', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <OrderReview
          order={{ ...order, created_at: '2026-11-27T23:30:00.000Z' }}
          lang="en"
          timeZone="Europe/Berlin"
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Ordered on').nextElementSibling?.textContent).toBe('28.11.2026');
  });

  it('sends the confirmation again for the order’s id only, says so, and keeps the focus on the button', async () => {
    const sent: unknown[] = [];
    const fetchMock = vi.fn(async (request: Request) => {
      sent.push(await request.json());
      return Response.json({ data: { ok: true } });
    });
    vi.stubGlobal('fetch', fetchMock);
    renderReview();
    const button = screen.getByRole('button', { name: 'Send the confirmation again' });
    button.focus();
    fireEvent.click(button);
    const status = await screen.findByText(/the confirmation is on its way/);
    expect(status.getAttribute('role')).toBe('status');
    const [request] = fetchMock.mock.calls[0] ?? [];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('http://shop.test/api/en/order/resendConfirmation?shop=1');
    expect(sent).toEqual([{ id: order.id }]);
    expect(document.activeElement).toBe(button);
  });

  it('tells a visitor who asked too often to wait', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { code: 'RATE_LIMITED', message: 'Too many' },
          { status: 429, headers: { 'retry-after': '3600' } },
        ),
      ),
    );
    renderReview();
    fireEvent.click(screen.getByRole('button', { name: 'Send the confirmation again' }));
    expect(await screen.findByText(/sent several times already/)).toBeTruthy();
  });
});
