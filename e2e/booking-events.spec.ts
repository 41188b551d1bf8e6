import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures.ts';

/**
 * Buying event tickets through the real server and the demo museum (README): Neon Nights (event 1)
 * has hourly slots, a family ticket of 1–2 adults and 1–3 children, and on its next open day 10:00
 * is sold out and 11:00 has 3 places; its third open day is sold out.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function open(page: Page, path: string) {
  await page.goto(path);
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible().catch(() => false)) await accept.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
}

const storedCart = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('cart') ?? '{"lines":[]}') as {
        lines: { item: Record<string, unknown> }[];
      },
  );

const family = (page: Page) => page.getByRole('group', { name: /Family ticket/ });

test('a family ticket with sub-tickets goes into the basket at the first time with places', async ({
  page,
}) => {
  await open(page, '/en/tickets/1');
  await expect(page.getByRole('radio', { name: /10:00/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /11:00/ })).toBeChecked();
  await expect(page.getByText('3 places left').first()).toBeVisible();
  await family(page)
    .getByRole('spinbutton', { name: /^Adult/ })
    .fill('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Please select a quantity for every ticket component.')).toBeVisible();
  expect((await storedCart(page)).lines).toHaveLength(0);

  await family(page)
    .getByRole('spinbutton', { name: /^Child/ })
    .fill('1');
  await expect(page.getByText('Please select a quantity for every ticket component.')).toBeHidden();
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Basket, 1 item' })).toBeVisible();
  const [line] = (await storedCart(page)).lines;
  expect(line?.item).toMatchObject({
    type: 'ticket',
    id: 9,
    count: 1,
    subtickets: [
      { id: 10, count: 2 },
      { id: 11, count: 1 },
    ],
  });
  expect(String(line?.item.datetime)).toMatch(/ 11:00$/);
});

test('more persons than places left names both numbers, and a count above the places is ignored', async ({
  page,
}) => {
  await open(page, '/en/tickets/1');
  await expect(page.getByRole('radio', { name: /11:00/ })).toBeChecked();
  await family(page)
    .getByRole('spinbutton', { name: /^Adult/ })
    .fill('2');
  await family(page)
    .getByRole('spinbutton', { name: /^Child/ })
    .fill('2');
  await expect(page.getByText('You asked for 4 places, but only 3 are left at this time.')).toBeVisible();
  const adult = page.getByRole('spinbutton', { name: /^Adult €/ });
  await adult.fill('4');
  await adult.blur();
  await expect(adult).toHaveValue('0');
});

test('a sold-out day of the event cannot be chosen', async ({ page, request }) => {
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  const iso = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  const end = new Date(today.getFullYear(), today.getMonth() + 2, 0);
  const range = `${iso.replaceAll('-', '')};${end.getFullYear()}${pad(end.getMonth() + 1)}${pad(end.getDate())}`;
  const calendar = (await (
    await request.get(`/api/en/ticket/calendar/event/1/range/${range}?deep=1`)
  ).json()) as {
    data: Record<string, number>;
  };
  const soldOut = Object.keys(calendar.data)
    .sort()
    .find((date) => date >= iso && calendar.data[date] === 0);
  expect(soldOut).toBeDefined();
  await open(page, '/en/tickets/1');
  let button = page.locator(`[data-day="${soldOut}"] button`);
  if (!(await button.isVisible())) await page.getByRole('button', { name: 'Next month' }).click();
  button = page.locator(`[data-day="${soldOut}"] button`);
  await expect(button).toHaveAccessibleName(/sold out/);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await button.click({ force: true });
  await expect(page.getByText(/cannot be booked: sold out\./)).toBeVisible();
  await expect(page.locator(`[data-day="${soldOut}"]`)).not.toHaveAttribute('aria-selected', 'true');
});

test('an ended event is marked in the list and cannot be booked', async ({ page }) => {
  await open(page, '/en/tickets');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Winter Lights' }).getByText('Ended', { exact: true }),
  ).toBeVisible();
  await open(page, '/en/tickets/4');
  await expect(page.getByText('This event has ended. Tickets can no longer be bought.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
});

for (const path of ['/en/tickets', '/en/tickets/1', '/de/tickets/2', '/en/tickets/4']) {
  test(`no axe violations (WCAG 2.2 AA) on ${path}`, async ({ page }) => {
    await open(page, path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
}
