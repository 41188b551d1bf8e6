// Moving between screens: the back link, the restored scroll position, the breadcrumb.
import { expect, test } from './fixtures.ts';
import { heading } from './shell-support.ts';

test('the partner parameter is kept at start, and back navigation restores the scroll position', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/en/page/accessibility_statement?partner=city-card');
  expect(await page.evaluate(() => sessionStorage.getItem('partner'))).toBe('city-card');
  await expect(heading(page, 'Accessibility statement')).toBeVisible();
  // The statement's text arrives after its heading: scroll only once the screen is tall enough,
  // else the browser clamps the position to the short page (CI once saw 16 px).
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollHeight'))
    .toBeGreaterThan(600 + 500 + 100);
  await page.evaluate('window.scrollTo({ top: 500, behavior: "instant" })');
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBeGreaterThan(450);
  await page.waitForTimeout(400);
  const scrolled = await page.evaluate<number>('window.scrollY');
  await expect(page.getByRole('banner')).toHaveClass(/scrolled/);
  // The sticky header's link is in view, so clicking it does not scroll first.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(heading(page, 'Tickets')).toBeVisible();
  await expect.poll(() => page.evaluate<number>('window.scrollY')).toBe(0);
  await expect(page.getByRole('banner')).not.toHaveClass(/scrolled/);
  await page.goBack();
  await expect(heading(page, 'Accessibility statement')).toBeVisible();
  await expect
    .poll(async () => Math.abs((await page.evaluate<number>('window.scrollY')) - scrolled))
    .toBeLessThanOrEqual(16);
  // The back link goes to the last visited screen.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(heading(page, 'Tickets')).toBeVisible();
});

test('the back link returns to the previous screen, also on a screen opened directly', async ({ page }) => {
  await page.goto('/en/');
  const main = page.getByRole('navigation', { name: 'Main' });
  await main.getByRole('link', { name: 'Tickets' }).click();
  // A screen counts as visited once it is shown: wait for it before moving on.
  await expect(heading(page, 'Tickets')).toBeVisible();
  await main.getByRole('link', { name: 'Guided tours' }).click();
  await expect(heading(page, 'Guided tours')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/en/tickets');
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(heading(page, 'Tickets')).toBeVisible();
  // Opened directly in a new tab, with nothing visited before: back leads home.
  const fresh = await page.context().newPage();
  await fresh.goto('/de/vouchers');
  await expect(fresh.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/de/');
  await fresh.getByRole('link', { name: 'Zurück' }).click();
  await expect(heading(fresh, 'Museum des Lichts')).toBeVisible();
});

test('at 375 px, a long breadcrumb stays on the line of the crumbs before it, never starting a line with its separator', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/de/page/terms');
  const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
  const current = crumbs.locator('[aria-current="page"]');
  await expect(current).toHaveText('Allgemeine Geschäftsbedingungen');
  const firstLine = await crumbs.getByRole('link', { name: 'Webshop' }).boundingBox();
  // The first line box of the current crumb (its bounding box would span all its lines).
  const currentStart = await page.evaluate<number>(
    '(() => { const r = document.querySelector(\'ol [aria-current="page"]\').getClientRects()[0]; return r.top + r.height / 2; })()',
  );
  expect(Math.abs(currentStart - ((firstLine?.y ?? 0) + (firstLine?.height ?? 0) / 2))).toBeLessThan(4);
});

test('at 375 px, the breadcrumb bar keeps one line when a long title arrives with its data (issue 37)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const bar = page.locator('.screen-nav');
  await page.goto('/de/guided-tours');
  await expect(bar.locator('[aria-current="page"]')).toHaveText('Führungen');
  const shortTitle = await bar.boundingBox();
  await page.goto('/de/guided-tours/1');
  await expect(heading(page, 'Highlights des Museums des Lichts')).toBeVisible();
  // The tour's name replaces the screen's title in the bar; the bar, and the screen below it, stay put.
  await expect(bar.locator('[aria-current="page"]')).toHaveText('Highlights des Museums des Lichts');
  expect((await bar.boundingBox())?.height).toBe(shortTitle?.height);
  const crumbs = bar.getByRole('navigation');
  expect(await crumbs.locator('ol').evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
});
