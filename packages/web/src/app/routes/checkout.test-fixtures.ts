import type { Session, Suggestion } from '@museum-shop/contract';
import { testCustomer } from '@museum-shop/contract/test-fixtures';
import type { StoredCart } from '../../features/cart/cart.ts';

// The checkout screen's tests share one basket: a poster, priced, for a customer in Germany.

export const cart: StoredCart = {
  lines: [
    {
      key: 'poster',
      item: { type: 'merchandise', id: 7, count: 1 },
      name: 'Poster',
      summary: '',
      total: 4400,
    },
  ],
  requestInvoice: true,
  cartId: null,
  holdExpiresAt: null,
  externalDocumentNumber: '',
};

export const suggestion: Suggestion = {
  lines: [
    {
      index: 0,
      type: 'merchandise',
      name: 'Poster',
      datetime: null,
      count: 1,
      parts: [{ name: 'Poster', count: 1, unit_price: 4400, vat_rate: 19 }],
      total: 4400,
      problems: [],
    },
  ],
  vouchers: [],
  totals: { subtotal: 4400, discount: 0, total: 4400, vat: [{ rate: 19, amount: 703 }] },
  bookable: true,
};

export const session: Session = {
  token: 'customer-token',
  expires_at: '2030-01-01T00:00:00.000Z',
  customer: { ...testCustomer, country: 'DE', addrBilling: { ...testCustomer.addrBilling, country: 'DE' } },
};
