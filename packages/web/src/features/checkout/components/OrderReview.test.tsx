import type { Order } from '@museum-shop/contract';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
afterEach(cleanup);

describe('OrderReview', () => {
  it('names the order by its order number; the review id stays in the document links only', () => {
    render(<OrderReview order={order} lang="en" />);
    expect(screen.getByText('Order number').nextElementSibling?.textContent).toBe('2026-00042');
    expect(document.body.textContent).not.toContain(order.id);
  });
});
