import { readFileSync } from 'node:fs';
import {
  axeViolations,
  expectNoAxeViolations,
  expectNoAxeViolationsAtBothWidths,
  SCAN_VIEWPORTS,
} from './axe.ts';
import { expect, failedLoad, test } from './fixtures.ts';

// A screen whose structure does not change with the language is scanned once: the home screen in
// German is scanned below with its mobile menu open, the other pages differ by content, not language.
for (const path of [
  '/en/',
  '/en/no-such-page',
  '/en/page/accessibility_statement',
  '/de/page/imprint',
  '/fr/page/terms',
  '/en/page/data_protection',
  '/de/page/shipping',
  '/en/checkout',
]) {
  test(`no axe violations (WCAG 2.2 AA) on ${path}`, async ({ page, expectConsoleErrors }) => {
    // The server answers an address the shop has no screen at with a 404, which the browser reports.
    if (path === '/en/no-such-page') expectConsoleErrors(failedLoad(404, path));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the scan finds a violation, and finds it again in the same document after a change', async ({
  page,
}) => {
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A button without a name, and text too pale to read: what a careless change would bring.
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    main.insertAdjacentHTML(
      'beforeend',
      '<button type="button"></button><p style="color:#ddd;background:#fff">Pale print</p>',
    );
  });
  const found = await axeViolations(page);
  expect(found).toEqual([
    expect.stringMatching(/^button-name: /),
    expect.stringMatching(/^color-contrast: /),
  ]);
});

test('no axe violations (WCAG 2.2 AA) with the mobile menu open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/de/');
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toBeVisible();
  await expectNoAxeViolations(page);
});

/** The cookie notice's heading in the language of `path`. */
const cookieHeading = (path: string): string =>
  JSON.parse(
    readFileSync(
      new URL(`../packages/web/src/locales/${path.split('/')[1]}/common.json`, import.meta.url),
      'utf8',
    ),
  ).cookies.heading;

/** The placeholder and form screens, by group; each group is checked in one test, at both widths. */
const SCREEN_GROUPS: Record<string, string[]> = {
  sections: [
    '/en/tickets',
    '/en/tickets/3',
    '/de/guided-tours',
    '/de/guided-tours/4',
    '/en/merchandise',
    '/fr/merchandise/1',
    '/en/passes',
    '/en/passes/7',
    '/it/vouchers',
    '/en/vouchers/3',
    '/en/product/5',
  ],
  checkout: [
    '/de/checkout',
    '/en/checkout/accepted',
    '/en/checkout/canceled',
    '/en/checkout/failed',
    '/de/checkout/success',
  ],
  'account and order review': [
    '/en/login',
    '/de/register',
    '/en/register/success',
    '/en/register-guest',
    '/sv/forgot-password',
    '/en/recover/0f8a',
    '/en/password-reset-success',
    '/en/recover-success',
    '/en/settings',
    '/nl/order-review/abc123',
  ],
};
/** Screens above of something that is not there on purpose, and the failed call Chromium logs for it. */
const PROVOKED_ERRORS: Record<string, RegExp> = {
  '/nl/order-review/abc123': failedLoad(406, '/order/review?'),
};

for (const [group, paths] of Object.entries(SCREEN_GROUPS)) {
  test(`no axe violations (WCAG 2.2 AA) on the ${group} screens at 1280 and 375 px, with the cookie notice`, async ({
    page,
    expectConsoleErrors,
  }) => {
    // One load and two scans per screen; a busy 2-core machine has taken 5 s for each.
    test.setTimeout(15_000 * paths.length);
    for (const path of paths) {
      const provoked = PROVOKED_ERRORS[path];
      if (provoked) expectConsoleErrors(provoked);
      await page.setViewportSize(SCAN_VIEWPORTS[0]);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(page.getByRole('region', { name: cookieHeading(path) }), path).toBeVisible();
      await expectNoAxeViolationsAtBothWidths(page, path);
    }
  });
}
