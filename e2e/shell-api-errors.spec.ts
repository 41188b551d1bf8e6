// How the shell answers failed API calls: 401 and 403 to login, 500 and 503.
import { expect, failedLoad, test } from './fixtures.ts';
import { heading } from './shell-support.ts';

/** The call whose answer these tests replace; Chromium logs each failed answer as a console error. */
const SHOP_INFO = '/shopinfo?';

test('a 401 answer sends the visitor to login with fromUnauthorized=true', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad(401, SHOP_INFO));
  await page.route('**/api/*/shopinfo?*', (route) =>
    route.fulfill({ status: 401, json: { code: 'INVALID_REQUEST', message: 'Sign in first' } }),
  );
  await page.goto('/de/settings');
  await expect(page).toHaveURL(/\/de\/login\?fromUnauthorized=true&returnTo=%2Fde%2Fsettings$/);
  await expect(heading(page, 'Anmelden')).toBeVisible();
});

test('a 403 answer replaces the refused screen with login, so Back leaves it; on login it stays put', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad(403, SHOP_INFO));
  const refuse = () =>
    page.route('**/api/*/shopinfo?*', (route) =>
      route.fulfill({ status: 403, json: { code: 'FORBIDDEN', message: 'Not for you' } }),
    );
  await page.goto('/de/tickets');
  await expect(heading(page, 'Tickets')).toBeVisible();
  await refuse();
  await page.goto('/de/settings');
  await expect(page).toHaveURL(/\/de\/login\?fromUnauthorized=true&returnTo=%2Fde%2Fsettings$/);
  await expect(heading(page, 'Anmelden')).toBeVisible();
  // Back would otherwise show the refused screen again, whose next call sends the visitor back here.
  // (The screen before it is allowed again, so that its own reload cannot send it to login.)
  await page.unrouteAll();
  await page.goBack();
  await expect(page).toHaveURL(/\/de\/tickets$/);
  await expect(heading(page, 'Tickets')).toBeVisible();
  await refuse();
  const answered = page.waitForResponse('**/api/*/shopinfo?*');
  await page.goto('/de/login');
  await answered;
  await expect(heading(page, 'Anmelden')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/de\/login$/);
});

test('a 500 answer shows the support message with the support address', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad(500, SHOP_INFO));
  await page.route('**/api/*/shopinfo?*', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'x' } }),
  );
  await page.goto('/en/tickets');
  const message = page.getByText('Something went wrong on our side');
  await expect(message).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('link', { name: 'support@museum-of-light.example' })).toHaveAttribute(
    'href',
    'mailto:support@museum-of-light.example',
  );
});

test('a 503 answer reloads the page, but not again and again while the server stays unavailable', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad(503, SHOP_INFO));
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  await page.route('**/api/*/shopinfo?*', (route) =>
    route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'Maintenance' } }),
  );
  await page.goto('/en/tickets');
  // The client retries twice first, then the page reloads (on a loaded machine this takes a while).
  await expect.poll(() => loads, { timeout: 30_000 }).toBe(2);
  await expect(heading(page, 'Tickets')).toBeVisible();
  await page.waitForTimeout(2500);
  expect(loads).toBe(2);
});

test('at 375 px, the server-error message keeps the side margins of the screen', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad(500, SHOP_INFO));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.route('**/api/*/shopinfo?*', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL_ERROR', message: 'x' } }),
  );
  await page.goto('/en/tickets');
  const message = page.getByText('Something went wrong on our side');
  await expect(message).toBeVisible({ timeout: 10_000 });
  const box = await page.getByRole('link', { name: 'Back' }).boundingBox();
  const messageBox = await page
    .locator('div', { has: message })
    .last()
    .evaluate((element) => element.getBoundingClientRect().toJSON());
  expect(messageBox.left).toBeCloseTo(box?.x ?? -1, 0);
  expect(messageBox.right).toBeLessThanOrEqual(375 - (box?.x ?? 0));
});
