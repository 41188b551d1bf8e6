// A customer's own data through the real server (issue 24): a new e-mail address takes effect
// through the link sent to it, everything kept is downloaded as a file, and the account is deleted.
import { readFileSync } from 'node:fs';
import { field, registered, toast } from './account-support.ts';
import { expect, failedLoad, test } from './fixtures.ts';
import { linkInMail } from './mail-support.ts';

test('a customer changes the e-mail address by its link, downloads the data and deletes the account', async ({
  page,
  request,
  expectConsoleErrors,
}) => {
  test.setTimeout(90_000);
  const customer = await registered(request, 'my-data');
  const newEmail = `new.${customer.email}`;

  await page.goto('/en/login');
  await field(page, 'E-mail address').fill(customer.email);
  await field(page, 'Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in, the shop shows the account in the header, then goes home; a menu opened between
  // the two is closed by that navigation, as every menu is.
  await expect(page).toHaveURL(/\/en\/$/);
  await page.getByRole('button', { name: /Carl Keyboard/ }).click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText(`Your e-mail address: ${customer.email}`)).toBeVisible();

  // A new address: both fields must agree, and the password confirms it.
  const emailForm = page.getByRole('form', { name: 'Change e-mail address' });
  await field(emailForm, 'New e-mail address').fill(newEmail);
  await field(emailForm, 'Repeat e-mail address').fill(`other.${newEmail}`);
  await field(emailForm, 'Current password').fill(customer.password);
  await emailForm.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(emailForm.getByText('Emails do not match')).toBeVisible();
  await field(emailForm, 'Repeat e-mail address').fill(newEmail);
  await emailForm.getByRole('button', { name: 'Change e-mail address' }).click();
  await expect(
    toast(page, 'Please confirm your new e-mail address with the link we sent to it.'),
  ).toBeVisible();
  await expect(page.getByText(`We have sent a confirmation link to ${newEmail}.`)).toBeVisible();
  // Until the link is opened, the address stays as it was.
  await expect(page.getByText(`Your e-mail address: ${customer.email}`)).toBeVisible();

  const link = new URL(await linkInMail(newEmail, /https?:\/\/\S+\/en\/confirm-email\/[0-9a-f-]{36}#\S+/));
  await page.goto(`${link.pathname}${link.hash}`);
  await expect(page.getByText(`Your e-mail address is now ${newEmail}.`)).toBeVisible();

  // Everything kept, as a file: with the new address.
  await page.goto('/en/settings');
  await expect(page.getByText(`Your e-mail address: ${newEmail}`)).toBeVisible();
  const exportForm = page.getByRole('form', { name: 'Download my data' });
  await field(exportForm, 'Current password').fill(customer.password);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exportForm.getByRole('button', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'));
  expect(JSON.stringify(exported)).toContain(newEmail);
  expect(JSON.stringify(exported)).not.toContain(customer.password);

  // Deleting: a wrong password changes nothing; the right one deletes and signs out.
  expectConsoleErrors(failedLoad(422, '/customer/delete?'), failedLoad(401, '/auth/login?'));
  const deleteForm = page.getByRole('form', { name: 'Delete my account' });
  await field(deleteForm, 'Current password').fill('not my password');
  await deleteForm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(field(deleteForm, 'Current password')).toHaveAttribute('aria-invalid', 'true');
  await field(deleteForm, 'Current password').fill(customer.password);
  await deleteForm.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(toast(page, 'Your customer account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/?$/);
  // The header offers to log in again (the screen left behind may offer it too for a moment).
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Sign in' });
  await expect(logIn).toBeVisible();

  // The address and password no longer sign in.
  await logIn.click();
  await field(page, 'E-mail address').fill(newEmail);
  await field(page, 'Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Sign-in failed.')).toBeVisible();
});
