import { expectNoAxeViolationsAtBothWidths, SCAN_VIEWPORTS } from './axe.ts';
import { continueAsGuest, dayTicketLine, expect, fillCart, orderWith } from './checkout-support.ts';
import { failedLoad, test } from './fixtures.ts';

test('no axe violations (WCAG 2.2 AA) on every checkout screen through a whole order, at 1280 and 375 px', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  // axe runs twenty times on a busy machine.
  test.setTimeout(300_000);
  expectConsoleErrors(
    failedLoad(422, '/voucher?'),
    failedLoad(422, '/checkout/execPayment?'),
    // The canceled screen cancels a cart the sandbox's cancel notification has already released.
    failedLoad(410, '/checkout/cancel?'),
    failedLoad(410, '/checkout/execPayment?'),
    failedLoad(406, '/order/review?'),
  );
  await page.setViewportSize(SCAN_VIEWPORTS[0]);
  await fillCart(page, [await dayTicketLine(request)]);
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket: 1 item' })).toBeVisible();
  await expect(page.getByText('Total to pay')).toBeVisible();
  await page.getByLabel('Voucher code').fill('LIGHT-USED');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('This voucher code has been used up.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'basket with the sign-in step and a refused voucher code');

  await page
    .getByRole('form', { name: 'Order as a guest' })
    .getByRole('button', { name: 'Continue as guest' })
    .click();
  await expect(page.getByText('Please fill in this field.').first()).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'guest form with its errors');

  await continueAsGuest(page, expectConsoleErrors);
  await page.getByRole('radio', { name: 'SEPA direct debit', exact: true }).check();
  await page.getByRole('button', { name: /Order with obligation to pay/ }).click();
  await expect(page.getByText('Please enter your IBAN.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'payment step with its errors');

  await orderWith(page, 'Credit or debit card');
  await page.getByRole('button', { name: 'Let the payment fail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText('Your places are held for you for another')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'checkout/failed with the hold');

  await page.getByRole('link', { name: 'Try again' }).first().click();
  await orderWith(page, 'Credit or debit card');
  await page.getByRole('button', { name: 'Cancel the payment' }).click();
  await expect(page.getByText('Your basket still holds 1 item.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'checkout/canceled');

  await page.getByRole('link', { name: 'Back to the basket' }).click();
  await orderWith(page, 'Credit or debit card');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'checkout/success');

  await page.getByRole('link', { name: 'View your order' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /Museum day ticket/ })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'order review');

  await page.goto('/en/checkout/accepted?cartId=no-such-cart');
  await expect(page.getByText(/This basket could not be found/)).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'checkout/accepted with a gone cart');

  await page.goto('/en/order-review/no-such-order');
  await expect(page.getByText('This order is not available.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'order review not available');

  await page.goto('/en/checkout');
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'empty basket');
});
