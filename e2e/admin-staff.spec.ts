import { acceptLink, inviteToken, STAFF_PASSWORD, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { expect, failedLoad, test } from './fixtures.ts';

/**
 * The staff app (issue 25): the first owner, made by the `staff:create` command's function, signs in
 * through the one-time link, invites a box-office colleague from the app; the colleague follows the
 * e-mail's link and sees only what the box office may do. On a server of these journeys' own.
 */
const server = staffServerFor('staff');

test('the owner invites a box-office colleague, who signs in through the e-mail', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto('/admin/');
  // Without a session the app asks to sign in, in English or German; it is accessible at both widths.
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'sign-in');

  await acceptLink(page, server().owner.token, 'Olga Owner');
  const sections = page.getByRole('navigation', { name: 'Sections' });
  await expect(sections.getByRole('link')).toHaveText([
    'Shop setup',
    'Events & exhibitions',
    'Vouchers',
    'Orders',
    'Day sheet',
    'Waiting room',
    'Reports',
    'Staff',
    'Audit log',
    'Door',
  ]);
  await sections.getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeFocused();
  await expectNoAxeViolationsAtBothWidths(page, 'staff accounts');

  const email = `box-${Date.now()}@museum.example`;
  const invite = page.getByRole('button', { name: 'Invite a colleague' });
  await invite.click();
  const dialog = page.getByRole('dialog', { name: 'Invite a colleague' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'invitation dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Name').fill('Bo Box');
  await dialog.getByLabel('Role').selectOption({ label: 'Box office' });
  await dialog.getByLabel('Language').selectOption({ label: 'Deutsch' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  // Said aloud, and the focus is back on the button that opened the dialog.
  await expect(page.getByTestId('announcer')).toHaveText(`The invitation is on its way to ${email}.`);
  await expect(invite).toBeFocused();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Invited')).toBeVisible();

  // The colleague, in a browser of their own, follows the link of the e-mail.
  const colleague = await browser.newPage({ baseURL: server().baseURL });
  try {
    // Invited in German: once signed in, their app speaks German.
    // The screen says which address the invitation is for, with the name the owner entered.
    await acceptLink(colleague, await inviteToken(email), 'Bo Box', 'Bereiche', { email, name: 'Bo Box' });
    const theirSections = colleague.getByRole('navigation', { name: 'Bereiche' });
    await expect(theirSections.getByRole('link')).toHaveText([
      'Gutscheine',
      'Bestellungen',
      'Tagesübersicht',
      'Warteraum',
      'Einlass',
    ]);
    await expect(colleague.locator('html')).toHaveAttribute('lang', 'de');
    // A screen of another role answers "not allowed", and so does the API behind it.
    await colleague.goto('/admin/staff');
    await expect(colleague.getByText('Ihre Rolle darf das nicht.')).toBeVisible();
    const token = await colleague.evaluate(
      () => JSON.parse(localStorage.getItem('staffSession') ?? '{}').token,
    );
    const members = await colleague.request.get(`/api/en/staff/members?shop=1&_=${token}`);
    expect(members.status()).toBe(403);
  } finally {
    await colleague.close();
  }
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('Active')).toBeVisible();
});

test('the staff app speaks German and is used by keyboard alone', async ({ page, request }) => {
  // The owner chose the password in the test before (the tests of this file run in order).
  const session = await request.post(`${server().baseURL}/api/en/staff/auth/login?shop=1`, {
    data: { email: server().owner.email, password: STAFF_PASSWORD },
  });
  expect(session.status()).toBe(200);
  await page.goto('/admin/sign-in');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Anmeldung für Mitarbeitende' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Keyboard only: type, tab to the next field and press Enter.
  await page.getByLabel('E-Mail').focus();
  await page.keyboard.type(server().owner.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(STAFF_PASSWORD);
  await page.keyboard.press('Enter');
  const sections = page.getByRole('navigation', { name: 'Bereiche' });
  await expect(sections.getByRole('link', { name: 'Bestellungen' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolationsAtBothWidths(page, 'orders in German');
  // The account menu (React Aria) opens and signs out by keyboard.
  await page.getByRole('button', { name: /^Konto von/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Anmeldung für Mitarbeitende' })).toBeVisible();
});

test('a session the server ended sends the app back to sign-in, and back to the screen after it', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad(401, '/staff/'));
  await page.goto('/admin/sign-in');
  // A session as the app keeps it, whose token the server no longer knows (ended, or expired).
  await page.evaluate(() =>
    localStorage.setItem(
      'staffSession',
      JSON.stringify({
        token: 'ended-session-token',
        expires_at: '2099-01-01T00:00:00.000Z',
        refund_limit: null,
        member: {
          id: '00000000-0000-4000-8000-000000000000',
          email: 'gone@museum.example',
          name: 'Gone',
          role: 'owner',
          active: true,
          invited: false,
          lang: 'en',
          created_at: '2026-01-01T00:00:00.000Z',
          last_login_at: null,
        },
      }),
    ),
  );
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(server().owner.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // The owner's own actions are in it: the invitation of the first test.
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('Invited a colleague');
  await expectNoAxeViolationsAtBothWidths(page, 'audit log');
});
