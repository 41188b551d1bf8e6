// Leaving checkout for login brings the customer back to checkout once signed in (spec §4), by
// mouse and by keyboard alone; the account screens in all eight languages.
import { registered } from './account-support.ts';
import { dayTicketLine, expect, fillCart } from './checkout-support.ts';
import { type Page, test } from './fixtures.ts';

/** Presses Tab until the focused element is the one `matches` describes; fails after 60 stops. */
async function tabTo(page: Page, describe: string, matches: () => boolean) {
  for (let stop = 0; stop < 60; stop += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error(`Tab never reached ${describe}`);
}

test('logging in from checkout returns to checkout, signed in', async ({ page, request }) => {
  const customer = await registered(request, 'checkout-mouse');
  await fillCart(page, [await dayTicketLine(request)]);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/login\?returnTo=%2Fen%2Fcheckout$/);
  // A detour to another account screen keeps the way back.
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.goBack();
  await page.getByLabel('E-mail address (required)', { exact: true }).fill(customer.email);
  await page.getByLabel('Password (required)', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByText(`You are signed in as Carl Keyboard (${customer.email}).`)).toBeVisible();
});

test('the same by keyboard alone: Tab to login, type, Enter, back in checkout', async ({ page, request }) => {
  const customer = await registered(request, 'checkout-keys');
  await fillCart(page, [await dayTicketLine(request)]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await tabTo(page, 'the login link', () => document.activeElement?.textContent?.trim() === 'Sign in');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/login\?returnTo=%2Fen%2Fcheckout$/);
  // The login screen is a lazy module: the address changes before it replaces the checkout, whose
  // own e-mail field Tab could reach first, and whose typed text would go with it.
  await expect(page.getByRole('form', { name: 'Sign in with your customer account' })).toBeVisible();
  await tabTo(page, 'the e-mail field', () => document.activeElement?.getAttribute('type') === 'email');
  await page.keyboard.type(customer.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(customer.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByText(`You are signed in as Carl Keyboard (${customer.email}).`)).toBeVisible();
});

const LOGIN_TITLES: Record<string, string> = {
  en: 'Sign in',
  de: 'Anmelden',
  fr: 'Connexion',
  it: 'Accedi',
  nl: 'Aanmelden',
  es: 'Iniciar sesión',
  sv: 'Logga in',
  da: 'Log ind',
};

test('the account screens speak all eight languages', async ({ page }) => {
  for (const [lang, title] of Object.entries(LOGIN_TITLES)) {
    await page.goto(`/${lang}/login?fromUnauthorized=true`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // No key shows instead of a text.
    const text = await page.getByRole('main').innerText();
    expect(text, lang).not.toMatch(/\b(login|errors|fields|toasts)\.\w+/);
    await page.goto(`/${lang}/forgot-password`);
    await page.getByRole('main').getByRole('button').click();
    await expect(page.getByRole('main').locator('[aria-invalid="true"]')).toHaveCount(1);
    expect(await page.getByRole('main').innerText(), lang).not.toMatch(/\berrors\.\w+/);
  }
});
