// Accounts through the real server: register, log in, change details and password, log out, reset
// the password through the link in the e-mail (which signs in), and the axe check of the settings.
import { field, toast } from './account-support.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, failedLoad, test } from './fixtures.ts';
import { linkInMail } from './mail-support.ts';

test('register, log in, change details and password, log out, reset the password by e-mail', async ({
  page,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  const email = `account-${Date.now()}@example.org`;
  const password = 'First-Light-2026';
  const changed = 'Second-Light-2026';
  const recovered = 'Third-Light-2026';

  // Registration: the shop's required fields, the e-mail and the password twice.
  await page.goto('/en/');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
  await page.getByLabel('Salutation').selectOption({ label: 'Ms' });
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Tester');
  await field(page, 'E-mail address').fill(email);
  await page.getByLabel('Street and number').fill('Lichtstraße 1');
  await page.getByLabel('Postcode').fill('10115');
  await page.getByLabel('City').fill('Berlin');
  await page.getByLabel('Country').selectOption({ label: 'Germany' });
  await field(page, 'Repeat e-mail address').fill(`other.${email}`);
  await field(page, 'Password').fill(password);
  await field(page, 'Repeat password').fill(`${password}!`);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Emails do not match')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(field(page, 'Repeat e-mail address')).toBeFocused();
  await field(page, 'Repeat e-mail address').fill(email);
  await field(page, 'Repeat password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/register\/success\?returnTo=%2Fen%2F$/);
  await expect(page.getByText('Your customer account has been created.')).toBeVisible();

  // Login: a wrong password fails (toast and message), the right one signs in and goes back.
  await page.getByRole('link', { name: 'Sign in now' }).click();
  expectConsoleErrors(failedLoad(401, '/auth/login?'));
  await field(page, 'E-mail address').fill(email);
  await field(page, 'Password').fill('not my password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(toast(page, 'Sign-in failed.')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Email or password are not correct' }),
  ).toBeVisible();
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  const userMenu = page.getByRole('button', { name: /Ada Tester/ });
  await expect(userMenu).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  // Settings: change a detail, then the password (which goes home).
  await userMenu.click();
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'My orders' })).toBeVisible();
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page, `settings at ${width} px`);
    await page.screenshot({ path: `screenshots/e2e-settings-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('City').fill('Köln');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Your settings have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('City')).toHaveValue('Köln');

  const passwordForm = page.getByRole('form', { name: 'Change password' });
  await field(passwordForm, 'Current password').fill(password);
  await field(passwordForm, 'New password').fill(changed);
  await field(passwordForm, 'Repeat password').fill(changed);
  await passwordForm.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, 'Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/);

  // Logout, then a forgotten password: the link in the e-mail sets a new one and signs in.
  await userMenu.click();
  await page.getByRole('link', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/en\/forgot-password/);
  // The screen is a lazy module: the login form's own Email field may still be there a moment
  // after the address changed, so the forgot-password form is found by its name first.
  const forgotForm = page.getByRole('form', { name: 'Request a new password' });
  await field(forgotForm, 'E-mail address').fill('not an address');
  await forgotForm.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await field(forgotForm, 'E-mail address').fill(email);
  await forgotForm.getByRole('button', { name: 'Send link' }).click();
  await expect(page).toHaveURL(/\/en\/password-reset-success/);
  await expect(toast(page, 'We have sent you an e-mail with a link to reset your password.')).toBeVisible();

  const link = await linkInMail(email, /https?:\/\/\S+\/en\/recover\/[0-9a-f-]{36}#\S+/);
  const url = new URL(link);
  await page.goto(`${url.pathname}${url.hash}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await field(page, 'New password').fill(recovered);
  await field(page, 'Repeat password').fill(recovered);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page).toHaveURL(/\/en\/recover-success$/);
  await expect(toast(page, 'Your new password is set. You are now signed in.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Ada Tester/ })).toBeVisible();

  // The link works once.
  await page.goto(`${url.pathname}${url.hash}`);
  expectConsoleErrors(failedLoad(422, '/customer/pwdconfirm?'));
  await field(page, 'New password').fill('Fourth-Light-2026');
  await field(page, 'Repeat password').fill('Fourth-Light-2026');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(toast(page, 'The new password could not be set.')).toBeVisible();
  await expect(page.getByText('This link is no longer valid. Please request a new one.')).toBeVisible();
});
