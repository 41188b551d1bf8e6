import type { Session, Suggestion } from '@museum-shop/contract';
import { testCustomer } from '@museum-shop/contract/test-fixtures';
import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import type { StoredCart } from '../../features/cart/cart.ts';
import { customerAttributesQueryOptions } from '../../features/checkout/api/get-customer-attributes.ts';

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

/** An answer of the fake API to a call (its path after /api/en/) the test decides itself. */
export type FakeAnswer = (url: URL) => Response | Promise<Response>;

/**
 * The shop's API as the checkout screen calls it, faked on `fetch`: payment types, the basket's price,
 * shipping, sign-in and the customer, each answered as for this basket; `answers` replaces or adds
 * calls (initPayment, a slow shipping answer). Anything else is a 404.
 */
export function stubCheckoutApi(answers: Record<string, FakeAnswer> = {}) {
  const common: Record<string, FakeAnswer> = {
    'checkout/payments': () =>
      Response.json({
        data: { payments: [{ payartId: 1, kind: 'card', names: { en: 'Card' }, name: 'Card' }] },
      }),
    'checkout/suggest': () => Response.json({ data: suggestion }),
    'checkout/shippingCosts': () => Response.json({ data: 1090 }),
    'auth/login': () => Response.json({ data: session }),
    customer: () => Response.json({ data: session.customer }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const path = url.pathname.replace(/^\/api\/en\//, '');
      const answer = answers[path] ?? common[path];
      return answer ? answer(url) : Response.json({ code: 'NOT_FOUND', message: path }, { status: 404 });
    }),
  );
}

/** The screen's query client, with the customer form's fields (for Germany and the UK) already known. */
export function checkoutQueryClient(): QueryClient {
  const client = new QueryClient();
  client.setQueryData(customerAttributesQueryOptions('en').queryKey, {
    countries: { DE: 'Germany', GB: 'United Kingdom' },
    salutations: { ms: 'Ms' },
    required_fields: ['fname', 'lname', 'street', 'zip', 'city', 'country'],
    visible_fields: ['fname', 'lname', 'street', 'zip', 'city', 'country'],
  });
  return client;
}
