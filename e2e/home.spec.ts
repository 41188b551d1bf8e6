import { expect, failedLoad, test } from './fixtures.ts';

test('the German home screen shows the German site name and sets the page language', async ({ page }) => {
  await page.goto('/de/');
  await expect(page.getByRole('heading', { level: 1, name: 'Museum des Lichts' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Willkommen in unserem Webshop')).toBeVisible();
});

test('the root shows the English site name, the default language', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Museum of Light' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Museum of Light');
});

test("the museum's banners show under the sections, in the visitor's language, the phone's picture on a phone", async ({
  page,
}) => {
  await page.goto('/de/');
  const banner = page.getByRole('img', { name: 'Die große Halle des Museums des Lichts in der Dämmerung' });
  await banner.scrollIntoViewIfNeeded();
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/\/static\/demo\/banner\.svg$/);
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await banner.scrollIntoViewIfNeeded();
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(/\/static\/demo\/banner-mobile\.svg$/);
});

test('the language prefix is case-insensitive', async ({ page }) => {
  await page.goto('/FR');
  await expect(page.getByRole('heading', { level: 1, name: 'Musée de la Lumière' })).toBeVisible();
});

test('an unknown path shows the page-not-found screen, answered with a 404', async ({
  page,
  expectConsoleErrors,
}) => {
  // The browser reports the 404 the server answers (issue 37): search engines keep no such page.
  expectConsoleErrors(failedLoad(404, '/de/no-such-screen'));
  const response = await page.goto('/de/no-such-screen');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page).toHaveTitle(/^Seite nicht gefunden - /);
});

test('a spinner shows while the configuration loads, then the screen', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/*/shopinfo/config*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/');
  await expect(page.getByRole('status')).toHaveText('Loading…');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Museum of Light' })).toBeVisible();
});

test('when the server cannot be reached, a full-page error offers a retry that recovers', async ({
  page,
  expectConsoleErrors,
}) => {
  expectConsoleErrors(failedLoad('net::ERR_CONNECTION_REFUSED', '/shopinfo/config?'));
  let failing = true;
  await page.route('**/api/*/shopinfo/config*', (route) =>
    failing ? route.abort('connectionrefused') : route.continue(),
  );
  await page.goto('/de/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Der Shop ist gerade nicht erreichbar' }),
  ).toBeVisible();
  failing = false;
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Museum des Lichts' })).toBeVisible();
});
