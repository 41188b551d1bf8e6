import { signIn, staffMember, staffServerFor, typeDate } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { expect, museumDaysAhead, type Page, test } from './fixtures.ts';

/**
 * Issue 25's day sheet: the box office closes tomorrow's 10:00 slot of the museum day ticket (the
 * demo's only slot of that day for it), and the visitor's calendar shows the day closed; the
 * capacity of a slot changes, never below what is sold; the day's list prints.
 */
const server = staffServerFor('day-sheet');

/** Tomorrow by the server's clock; the demo museum is closed on Mondays, so then the day after. */
function nextOpenDay(): string {
  const tomorrow = museumDaysAhead(1);
  return new Date(`${tomorrow}T12:00:00Z`).getUTCDay() === 1 ? museumDaysAhead(2) : tomorrow;
}

/** The visitor's calendar day of the museum day ticket (event 2), as the shop shows it. */
async function visitorDay(page: Page, date: string) {
  await page.goto('/en/tickets/2');
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  const day = page.locator(`[data-day="${date}"] button`);
  await expect(page.locator('[data-day] button').first()).toBeVisible();
  for (let turns = 0; turns < 2 && !(await day.isVisible().catch(() => false)); turns += 1)
    await page.getByRole('button', { name: 'Next month', exact: true }).click();
  await expect(day).toBeVisible();
  return day;
}

test("the box office closes tomorrow's 10:00 slot, and the visitor's calendar shows it closed", async ({
  page,
  request,
  newContext,
}) => {
  test.setTimeout(120_000);
  const date = nextOpenDay();
  const before = await visitorDay(page, date);
  // A month still loading shows its days plain: the day is judged once its month is known.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(before).not.toHaveAttribute('aria-disabled', 'true');

  const { email } = await staffMember(request, server(), 'box_office', 'Bo Box');
  const context = await newContext({ baseURL: server().baseURL });
  const staff = await context.newPage();
  try {
    await signIn(staff, email);
    await staff
      .getByRole('navigation', { name: 'Sections' })
      .getByRole('link', { name: 'Day sheet' })
      .click();
    // The date field shows day, month and year as the shop does, and is typed by keyboard.
    await typeDate(staff, 'Date', date);
    const table = staff.getByRole('table', { name: /^Time slots on / });
    const row = table.getByRole('row').filter({ hasText: 'Museum day ticket' }).filter({ hasText: '10:00–' });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolationsAtBothWidths(staff, 'day sheet');

    const close = row.getByRole('button', { name: '10:00 Museum day ticket', exact: false }).first();
    await expect(close).toHaveAccessibleName('Close 10:00 Museum day ticket');
    await close.click();
    // Closing asks first, saying what it does; Cancel leaves the slot open.
    const confirm = staff.getByRole('dialog', { name: 'Close 10:00 Museum day ticket?' });
    await expect(confirm).toContainText('No more tickets will be sold for this slot.');
    await expect(confirm).toContainText('Tickets already sold stay valid.');
    await expectNoAxeViolationsAtBothWidths(staff, 'closing a slot');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(close).toBeFocused();
    await expect(row.getByText('Open', { exact: true })).toBeVisible();
    await close.click();
    await confirm.getByRole('button', { name: 'Close the slot' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Closed', { exact: true })).toBeVisible();
    await expect(staff.getByTestId('announcer')).toHaveText('10:00 Museum day ticket is closed.');
    // The same button, now to reopen, keeps the focus.
    await expect(row.getByRole('button', { name: 'Reopen 10:00 Museum day ticket' })).toBeFocused();
  } finally {
    await context.close();
  }

  // The visitor's calendar: the day can no longer be chosen, and says it is closed, not sold out.
  const after = await visitorDay(page, date);
  await expect(after).toHaveAttribute('aria-disabled', 'true');
  const dateName = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  // A run whose clock starts at 23:59 passes midnight during this test: the day is then today.
  await expect(after).toHaveAccessibleName(new RegExp(`^(Today, )?${dateName}, closed$`));
  // Chosen by keyboard (it is aria-disabled, not disabled), the line under the calendar says why.
  await after.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/cannot be booked: closed\./)).toBeVisible();
});

test('a capacity changes, never below what is sold, and the day prints as a list', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const date = nextOpenDay();
  const { email } = await staffMember(request, server(), 'box_office', 'Cy Counter');
  await signIn(page, email);
  await page.goto(`/admin/day-sheet?date=${date}`);
  const row = page
    .getByRole('row')
    .filter({ hasText: /Neon Nights/ })
    .filter({ hasText: '12:00–' });
  await expect(row).toHaveCount(1);
  const capacityCell = row.getByRole('cell').nth(2);
  await expect(capacityCell).toHaveText('30');

  const open = row.getByRole('button', { name: /^Change the capacity of 12:00 Neon Nights/ });
  await open.click();
  const dialog = page.getByRole('dialog', { name: /^Capacity of 12:00 Neon Nights/ });
  const field = dialog.getByRole('textbox', { name: 'Capacity' });
  const sold = Number(await row.getByRole('cell').nth(3).textContent());
  const held = Number(await row.getByRole('cell').nth(4).textContent());
  await field.fill(String(sold + held - 1));
  if (sold + held > 0) await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await field.fill('24');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(capacityCell).toHaveText('24');
  await expect(page.getByTestId('announcer')).toHaveText(
    '12:00 Neon Nights: 100 years of glowing signs now has 24 places.',
  );
  await expect(open).toBeFocused();

  await page.getByRole('link', { name: "Day's list to print" }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Visitors on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, "day's list");
  // On paper: no navigation, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
});
