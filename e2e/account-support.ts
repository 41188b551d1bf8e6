// What the account journeys share: a customer of a test's own, and the account forms' parts.
import { md5 } from 'js-md5';
import { type APIRequestContext, expect, type Locator, type Page } from './fixtures.ts';

/** A registered customer of this test's own (other journeys run at the same time). */
export async function registered(request: APIRequestContext, tag: string) {
  const email = `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;
  const password = 'Checkout-Light-2026';
  const response = await request.post('/api/en/customer/register?shop=1', {
    data: {
      c: {
        salutation: 'mr',
        fname: 'Carl',
        lname: 'Keyboard',
        email,
        password: md5(password),
        street: 'Lichtstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    },
  });
  expect(response.status()).toBe(200);
  return { email, password };
}

/** A field of an account form by its whole label: "E-mail address (required)" is not "Repeat e-mail address (required)". */
export const field = (scope: Page | Locator, label: string) =>
  scope.getByLabel(`${label} (required)`, { exact: true });

/** A toast's text, as the polite live region says it. */
export const toast = (page: Page, text: string) => page.locator('[aria-live="polite"]').getByText(text);
