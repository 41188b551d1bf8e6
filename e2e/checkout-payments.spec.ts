import {
  continueAsGuest,
  dayTicketLine,
  expect,
  fillCart,
  GUEST,
  GUEST_FORM_CHECK,
} from './checkout-support.ts';
import { test } from './fixtures.ts';

test('direct debit refuses an invalid IBAN, then pays with a valid one', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(90_000);
  await fillCart(page, [await dayTicketLine(request)]);
  await continueAsGuest(page, expectConsoleErrors);
  await page.getByRole('radio', { name: 'SEPA direct debit', exact: true }).check();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('textbox', { name: /Account holder/ }).fill('Ada Lovelace');
  const iban = page.getByRole('textbox', { name: /IBAN/ });
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await page.getByRole('button', { name: /Order with obligation to pay/ }).click();
  await expect(page.getByText('This IBAN is not valid. Please check it.')).toBeVisible();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toBeFocused();

  await iban.fill('de89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: /Order with obligation to pay/ }).click();
  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
});

test('the whole guest checkout works by keyboard alone', async ({ page, request, expectConsoleErrors }) => {
  test.setTimeout(120_000);
  expectConsoleErrors(GUEST_FORM_CHECK);
  await fillCart(page, [await dayTicketLine(request)]);
  await expect(page.getByRole('heading', { level: 2, name: 'Your basket: 1 item' })).toBeVisible();

  /** Presses Tab until `target` has the focus (at most 80 times), as a keyboard user would. */
  const tabTo = async (target: import('@playwright/test').Locator) => {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the element');
  };
  const form = page.getByRole('form', { name: 'Order as a guest' });
  const type = async (label: string, text: string) => {
    await tabTo(form.getByLabel(label));
    await page.keyboard.type(text);
  };
  const choose = async (label: string, option: string) => {
    const select = form.getByLabel(label);
    await tabTo(select);
    // A closed select changes with the arrow keys; typing the option's first letters picks it.
    await page.keyboard.type(option);
    await expect(select.locator('option:checked')).toHaveText(option);
  };
  await choose('Salutation', GUEST.salutation);
  await type('First name', GUEST.fname);
  await type('Last name', GUEST.lname);
  await type('E-mail address', GUEST.email);
  await type('Street and number', GUEST.street);
  await type('Postcode', GUEST.zip);
  await type('City', GUEST.city);
  await choose('Country', GUEST.country);
  await tabTo(form.getByRole('button', { name: 'Continue as guest' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('You are ordering as a guest: Ada Lovelace (ada@example.org).')).toBeVisible();

  const card = page.getByRole('radio', { name: 'Credit or debit card' });
  await tabTo(card);
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  const terms = page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  await tabTo(terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page.getByRole('button', { name: /Order with obligation to pay/ }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/payment-sandbox\//);
  await tabTo(page.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await tabTo(page.getByRole('link', { name: 'View your order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
});
