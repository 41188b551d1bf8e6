// The focus checks run in the page, on its DOM.
/// <reference lib="dom" />
import { expectNoAxeViolations } from './axe.ts';
import { demoDaysAhead } from './demo-days.ts';
import { expect, type Page, test } from './fixtures.ts';

/**
 * Booking guided tours through the real server and the demo museum (README): Highlights (tour 1)
 * has 2 places left tomorrow at 15:00 and is sold out the day after; Colours of Light (tour 2) is
 * booked as a whole tour with mandatory questions of every type.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

/** The calendar's button for a date, turning to the next month when it is there. */
async function dayButton(page: Page, date: string) {
  const button = page.locator(`[data-day="${date}"] button`);
  if (!(await button.isVisible().catch(() => false)))
    await page.getByRole('button', { name: 'Next month', exact: true }).click();
  await expect(button).toBeVisible();
  return button;
}

const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('cart') ?? '{"lines":[]}') as {
        lines: { item: Record<string, unknown> }[];
      },
  );

test('a whole group tour with answers to every question goes into the basket', async ({ page }) => {
  await open(page, '/en/guided-tours/2');
  await expect(page.getByRole('heading', { level: 1, name: /Colours of Light/ })).toBeVisible();
  // The first bookable date and its first bookable time are chosen by themselves.
  await expect(page.getByText(/Chosen date:/)).toBeVisible();
  await expect(page.getByRole('radio', { checked: true }).first()).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Tour for one group/ }).fill('1');
  await page.getByRole('spinbutton', { name: /^Pupil or group member/ }).fill('12');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Please answer all mandatory fields.')).toBeVisible();

  await page.getByRole('radio', { name: 'School class' }).check();
  await page.getByLabel(/Age of the participants/).selectOption('11-14');
  await page.getByRole('checkbox', { name: 'Hearing loop' }).check();
  await page.getByLabel(/Name of the group leader/).fill('Ms Berg');
  await page.getByLabel(/Number of accompanying adults/).fill('2');
  await page.getByLabel(/Anything else our guide should know/).fill('Two pupils use wheelchairs.');
  await expect(page.getByText('€143.00')).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  const cart = await storedCart(page);
  expect(cart.lines).toHaveLength(1);
  const item = cart.lines[0]?.item;
  expect(item).toMatchObject({
    type: 'guidedTour',
    tourId: 2,
    prices: [{ id: 3, count: 1 }],
    tickets: [{ id: 3, count: 12 }],
  });
  expect(item?.answers).toEqual(
    expect.arrayContaining([
      { qId: 1, type: 'radio', value: 'school' },
      { qId: 2, type: 'select', value: '11-14' },
      { qId: 3, type: 'checkbox', value: ['hearing-loop'] },
      { qId: 4, type: 'text', value: 'Ms Berg' },
      { qId: 5, type: 'number', value: '2' },
    ]),
  );
  expect(JSON.stringify(item)).not.toContain('price"');
  await page.getByRole('link', { name: 'Go to the basket' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
});

test('a sold-out day cannot be chosen, says why and offers the next date', async ({ page, request }) => {
  // The demo's days: tomorrow and the day after, unless the run crossed midnight (e2e/demo-days.ts).
  const isoDay = (days: number) => demoDaysAhead(request, days);
  await open(page, '/en/guided-tours/1');
  const soldOut = await dayButton(page, await isoDay(2));
  await expect(soldOut).toHaveAttribute('aria-disabled', 'true');
  await expect(soldOut).toHaveAccessibleName(/sold out/);
  await soldOut.click({ force: true });
  await expect(page.locator(`[data-day="${await isoDay(2)}"]`)).not.toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(/cannot be booked: sold out\./)).toBeVisible();
  // The next date is offered also where it lies in the next month (sold out on a month's last day):
  // the calendar then turns to that month.
  const next = await isoDay(3);
  await page.getByRole('button', { name: /Choose the next date with places/ }).click();
  await expect(page.locator(`[data-day="${next}"]`)).toHaveAttribute('aria-selected', 'true');
});

test('asking for more places than are left names both numbers', async ({ page, request }) => {
  await open(page, '/en/guided-tours/1');
  await (await dayButton(page, await demoDaysAhead(request, 1))).click();
  await page.getByRole('radio', { name: /15:00/ }).check();
  await expect(page.getByText('2 places left')).toBeVisible();
  await page
    .getByRole('spinbutton', { name: /^Adult/ })
    .first()
    .fill('3');
  await page
    .getByRole('spinbutton', { name: /^Adult/ })
    .nth(1)
    .fill('3');
  await expect(page.getByText('Only 2 places are left at this time; you asked for 3.')).toBeVisible();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  expect((await storedCart(page)).lines).toHaveLength(0);
  await page
    .getByRole('spinbutton', { name: /^Adult/ })
    .first()
    .fill('2');
  await page
    .getByRole('spinbutton', { name: /^Adult/ })
    .nth(1)
    .fill('1');
  await expect(
    page.getByText('For 2 tour places you need exactly 2 admission tickets; tickets chosen: 1.'),
  ).toBeVisible();
});

/** Presses Tab until the focused element matches `selector` (at most 80 times). */
/** The date `days` after a YYYY-MM-DD date, as the calendar's `data-day` names it. */
function daysAfter(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function tabTo(page: Page, selector: string, text = '') {
  for (let step = 0; step < 80; step += 1) {
    await page.keyboard.press('Tab');
    const reached = await page.evaluate(
      ([wanted, words]) =>
        (document.activeElement?.matches(wanted) && document.activeElement.textContent?.includes(words)) ??
        false,
      [selector, text] as const,
    );
    if (reached) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

test('the whole tour booking works by keyboard alone', async ({ page }) => {
  await open(page, '/en/guided-tours/1');
  await expect(page.getByText(/Chosen date:/)).toBeVisible();
  await page.locator('main').focus();
  // Into the calendar: the chosen day takes the focus; the arrow keys move a day, Enter chooses it.
  const chosenDay = await page.locator('[data-day][aria-selected="true"]').getAttribute('data-day');
  await tabTo(page, '[data-day] button');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  // Three days on, whether the keys came before the calendar's code (kept, then given to it in
  // order: BookingCalendar.tsx) or after it.
  const focusedDay = daysAfter(chosenDay ?? '', 3);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day')))
    .toBe(focusedDay);
  await expect(page.locator(`[data-day="${focusedDay}"]`)).toHaveAttribute('aria-selected', 'true');
  await tabTo(page, 'input[name="tour-time"]');
  if (!(await page.getByRole('radio', { name: /15:00/ }).isChecked()))
    await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /15:00/ })).toBeChecked();
  await tabTo(page, 'input[type="number"]');
  await page.keyboard.type('2');
  await tabTo(page, 'input[type="number"]');
  await tabTo(page, 'input[type="number"]');
  await page.keyboard.type('2');
  await tabTo(page, 'button', 'Add to basket');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  const cart = await storedCart(page);
  expect(cart.lines[0]?.item).toMatchObject({
    type: 'guidedTour',
    tourId: 1,
    datetime: `${focusedDay} 15:00`,
    prices: [{ id: 1, count: 2 }],
    tickets: [{ id: 1, count: 2 }],
    answers: [],
  });
  await tabTo(page, 'a', 'Go to the basket');
});

for (const path of ['/en/guided-tours', '/en/guided-tours/1', '/de/guided-tours/2', '/en/guided-tours/3']) {
  test(`no axe violations (WCAG 2.2 AA) on ${path}`, async ({ page }) => {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
}
