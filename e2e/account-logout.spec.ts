// Account: logging out ends the session on the server, not only in the browser tab.
import { expect, test } from './fixtures.ts';

test('logout ends the session on the server: the token no longer opens the customer data', async ({
  page,
  request,
}) => {
  const signUp = await request.post('/api/en/auth/guest?shop=1', {
    data: {
      c: {
        salutation: 'ms',
        fname: 'Ada',
        lname: 'Lovelace',
        email: 'ada.logout@example.org',
        street: 'Lichtstraße 1',
        zip: '10115',
        city: 'Berlin',
        country: 'DE',
      },
    },
  });
  expect(signUp.status()).toBe(200);
  const { data } = (await signUp.json()) as { data: { token: string; customer: unknown } };
  const customerCall = () => request.get(`/api/en/customer?shop=1&_=${encodeURIComponent(data.token)}`);
  expect((await customerCall()).status()).toBe(200);

  await page.goto('/en/');
  await page.evaluate(({ token, customer }) => {
    sessionStorage.setItem('token', token);
    sessionStorage.setItem('customer', JSON.stringify(customer));
  }, data);
  await page.goto('/logout?returnTo=%2Fen%2Ftickets');
  await expect(page).toHaveURL(/\/en\/tickets$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  // The server ended the session before the app moved on.
  expect((await customerCall()).status()).toBe(401);
});
