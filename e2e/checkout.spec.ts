import {
  confirmedBooking,
  continueAsGuest,
  dayTicketLine,
  expect,
  expectBookingShown,
  expectReviewNumber,
  fillCart,
  orderWith,
  timedTicketLine,
} from './checkout-support.ts';
import { failedLoad, test } from './fixtures.ts';

test('a guest buys a timed ticket, redeems a partly used voucher code, pays by card and reviews the order', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // Three tickets cost more than what is left on LIGHT-50-PART (31.50 €), so a card payment remains.
  const line = await timedTicketLine(request, 3);
  await fillCart(page, [line]);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket: 1 item' })).toBeVisible();
  const prices = page.getByRole('table', { name: /Prices of Neon Nights/ });
  await expect(prices.getByRole('row', { name: /Adult 3 €16\.00 7% €48\.00/ })).toBeVisible();
  await expect(page.getByText('Total to pay')).toBeVisible();

  await page.getByLabel('Voucher code').fill('  light-50-part ');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Voucher code LIGHT-50-PART redeemed' }),
  ).toContainText('€31.50 available');
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket: 2 items' })).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('Voucher code LIGHT-50-PART', { exact: true })).toBeVisible();
  await expect(summary.getByText('-€31.50', { exact: true })).toBeVisible();
  await expect(summary.getByText('€16.50', { exact: true })).toBeVisible();

  // The same code again is not added twice.
  await page.getByLabel('Voucher code').fill('LIGHT-50-PART');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('The voucher code LIGHT-50-PART is already in your basket.')).toBeVisible();

  await continueAsGuest(page, expectConsoleErrors);
  await orderWith(page, 'Credit or debit card');
  const confirmed = confirmedBooking(page);
  await page.getByRole('button', { name: /^Pay / }).click();
  const booking = await confirmed;

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expectBookingShown(page, booking);
  await expect(page.getByRole('link', { name: /Basket, 0 items/ })).toBeVisible();
  await page.getByRole('link', { name: 'View your order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/en/order-review/${booking.booking_id}$`));
  await expectReviewNumber(page, booking);
  await expect(page.getByRole('heading', { level: 3, name: /Neon Nights/ })).toBeVisible();
  await expect(page.getByText('Voucher code LIGHT-50-PART')).toBeVisible();
  await expect(page.getByText('Credit or debit card (paid)')).toBeVisible();
});

test('a failed payment says so, keeps the basket and the hold, and the retry pays', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(90_000);
  expectConsoleErrors(failedLoad(422, '/checkout/execPayment?'));
  await fillCart(page, [await dayTicketLine(request)]);
  await continueAsGuest(page, expectConsoleErrors);
  await orderWith(page, 'Credit or debit card');
  await page.getByRole('button', { name: 'Let the payment fail' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(
    page.getByText('Your payment was not completed successfully. Please try again.'),
  ).toBeVisible();
  await expect(page.getByText('Your places are held for you for another')).toBeVisible();
  await page.getByRole('link', { name: 'Try again' }).first().click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your basket: 1 item' })).toBeVisible();
  await orderWith(page, 'Credit or debit card');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

test('a cancelled payment keeps the basket, which can then be emptied', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The canceled screen cancels a cart the sandbox's cancel notification has already released.
  expectConsoleErrors(failedLoad(410, '/checkout/cancel?'));
  await fillCart(page, [await dayTicketLine(request)]);
  await continueAsGuest(page, expectConsoleErrors);
  await orderWith(page, 'Credit or debit card');
  const cancelAnswered = page.waitForResponse((response) => response.url().includes('/checkout/cancel?'));
  await page.getByRole('button', { name: 'Cancel the payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('Your basket still holds 1 item.')).toBeVisible();
  // The cart was released already (410): an ordinary cancel is not reported as a lost cart.
  expect((await cancelAnswered).status()).toBe(410);
  await expect(page.getByText(/This basket could not be found/)).toHaveCount(0);
  expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '{}').cartId)).toBeNull();
  await page.getByRole('link', { name: 'Back to the basket' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket: 1 item' })).toBeVisible();

  await orderWith(page, 'Credit or debit card');
  await page.getByRole('button', { name: 'Cancel the payment' }).click();
  await page.getByRole('button', { name: 'Empty the basket' }).click();
  await expect(page.getByText('Your basket is now empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Basket, 0 items/ })).toBeVisible();
  await page.goto('/en/checkout');
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});

test('a guest token books once: the next order asks the guest details again, filled in', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The spent token's payment start is refused on purpose (409) in the second half.
  expectConsoleErrors(failedLoad(409, '/checkout/initPayment?'));
  const guestForm = page.getByRole('form', { name: 'Order as a guest' });
  const signedInAsGuest = page.getByText('You are ordering as a guest: Ada Lovelace (ada@example.org).');
  await fillCart(page, [await dayTicketLine(request)]);
  await continueAsGuest(page, expectConsoleErrors);
  const spent = await page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    customer: sessionStorage.getItem('customer'),
  }));
  await orderWith(page, 'Credit or debit card');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

  // A second order: the guest form again, filled in with what the guest gave; one click goes on.
  await fillCart(page, [await dayTicketLine(request)]);
  await expect(guestForm.getByLabel('First name')).toHaveValue('Ada');
  await expect(guestForm.getByLabel('E-mail address')).toHaveValue('ada@example.org');
  await expect(guestForm.getByLabel('Country')).toHaveValue('DE');
  await guestForm.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(signedInAsGuest).toBeVisible();

  // The token of the first order, kept by a tab that never came back from paying, is refused:
  // the checkout asks the guest details again and says why.
  await page.evaluate((session) => {
    if (session.token) sessionStorage.setItem('token', session.token);
    if (session.customer) sessionStorage.setItem('customer', session.customer);
  }, spent);
  await page.reload();
  await expect(signedInAsGuest).toBeVisible();
  await page.getByRole('radio', { name: 'Credit or debit card' }).check();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: /Order with obligation to pay/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'already been used for an order' })).toBeVisible();
  await expect(guestForm.getByLabel('Last name')).toHaveValue('Lovelace');
  await guestForm.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(signedInAsGuest).toBeVisible();
  await orderWith(page, 'Credit or debit card');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});
