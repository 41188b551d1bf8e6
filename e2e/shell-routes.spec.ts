// Routing: every screen of the route table with its title, the home view, the logout route.
import { readFileSync } from 'node:fs';
import { expect, failedLoad, test } from './fixtures.ts';
import { changeConfig, heading } from './shell-support.ts';

type Texts = { routes: Record<string, { title: string }>; notFound: { title: string } };
const texts = (lang: string): Texts =>
  JSON.parse(
    readFileSync(new URL(`../packages/web/src/locales/${lang}/common.json`, import.meta.url), 'utf8'),
  );

/** Every route of spec §2 with sample parameters, and the route name whose title its screen shows. */
const SCREENS: [path: string, route: string][] = [
  ['merchandise', 'merchandise'],
  ['passes', 'passes'],
  ['vouchers', 'vouchers'],
  ['tickets', 'tickets'],
  ['guided-tours', 'guidedTours'],
  ['login', 'login'],
  ['register', 'register'],
  ['register/success', 'registerSuccess'],
  ['register-guest', 'registerGuest'],
  ['forgot-password', 'forgotPassword'],
  ['recover/0f8a', 'recover'],
  ['password-reset-success', 'forgotPasswordSuccess'],
  ['recover-success', 'recoverPasswordSuccess'],
  ['settings', 'settings'],
  ['checkout', 'checkout'],
  ['checkout/accepted', 'checkoutAccepted'],
  ['checkout/canceled', 'checkoutCanceled'],
  ['checkout/success', 'checkoutSuccess'],
  ['checkout/failed', 'checkoutFailed'],
];

const SITE_NAMES: Record<string, string> = { en: 'Museum of Light', de: 'Museum des Lichts' };
const PAGE_TITLES: Record<string, Record<string, string>> = {
  en: { shipping: 'Shipping information', accessibility_statement: 'Accessibility statement' },
  de: { shipping: 'Versandinformationen', accessibility_statement: 'Erklärung zur Barrierefreiheit' },
};
/**
 * Screens of one thing (an event, a tour, an article, an order) are titled with that thing's name,
 * or say it is not there: each must show its own screen, never the page-not-found screen.
 */
const DETAIL_SCREENS = [
  'passes/7',
  'vouchers/3',
  'tickets/12',
  'guided-tours/4',
  'product/5',
  'order-review/abc123',
];
/** merchandise/{category} is titled with the category's name: the demo's first category. */
const FIRST_CATEGORY: Record<string, string> = { en: 'Books', de: 'Bücher' };

for (const lang of ['en', 'de']) {
  test(`every route of the table answers its screen and title in ${lang}`, async ({
    page,
    expectConsoleErrors,
  }) => {
    test.setTimeout(90_000);
    // The screens of things that are not there, as their calls answer them.
    expectConsoleErrors(
      failedLoad(404, '/event/12'),
      failedLoad(404, 'event=12'),
      failedLoad(406, '/order/review?'),
      failedLoad(404, '/page/no-such-page?'),
      // Addresses the shop has no screen at: the server answers them with a 404 (issue 37).
      failedLoad(404, `/${lang}/tickets/1/more`),
      failedLoad(404, '/xx/tickets'),
    );
    const t = texts(lang);
    const siteName = SITE_NAMES[lang] ?? '';
    await page.goto(`/${lang}/`);
    await expect(heading(page, siteName)).toBeVisible();
    await expect(page).toHaveTitle(siteName);
    for (const [path, route] of SCREENS) {
      // Mixed case and a trailing slash on every other path: routing ignores both.
      const address = path.length % 2 ? `/${lang.toUpperCase()}/${path}/` : `/${lang}/${path}`;
      await page.goto(address);
      const title = t.routes[route]?.title ?? '';
      await expect(heading(page, title), address).toBeVisible();
      await expect(page, address).toHaveTitle(`${title} - ${siteName}`);
    }
    for (const path of DETAIL_SCREENS) {
      await page.goto(`/${lang}/${path}`);
      // The screen's calls are answered before the next address: a heading may come first, and a
      // call cut off by leaving would not fail as the errors declared above say (order-review's 406).
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expect(heading(page, t.notFound.title), path).toHaveCount(0);
      await expect(page, path).not.toHaveTitle(`${t.notFound.title} - ${siteName}`);
    }
    await page.goto(`/${lang}/merchandise/1`);
    const category = FIRST_CATEGORY[lang] ?? '';
    await expect(heading(page, category)).toBeVisible();
    await expect(page).toHaveTitle(`${category} - ${siteName}`);
    for (const id of ['shipping', 'accessibility_statement']) {
      await page.goto(`/${lang}/page/${id}`);
      const title = PAGE_TITLES[lang]?.[id] ?? '';
      await expect(heading(page, title)).toBeVisible();
      await expect(page).toHaveTitle(`${title} - ${siteName}`);
    }
    for (const missing of [`/${lang}/tickets/1/more`, `/${lang}/page/no-such-page`, '/xx/tickets']) {
      await page.goto(missing);
      // An unknown language prefix cannot say which language to use: the default one.
      const [notFound, site] =
        missing === '/xx/tickets'
          ? [texts('en').notFound.title, SITE_NAMES.en]
          : [t.notFound.title, siteName];
      await expect(heading(page, notFound), missing).toBeVisible();
      await expect(page, missing).toHaveTitle(`${notFound} - ${site}`);
    }
  });
}

test('a museum can open the shop on one section instead of the section cards (home_view)', async ({
  page,
}) => {
  await changeConfig(page, (config) => {
    config.home_view = 'guided_tours';
  });
  await page.goto('/de/');
  await expect(page).toHaveURL(/\/de\/guided-tours$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Führungen' })).toBeVisible();
});

test.describe("a static page's code (issue 11)", () => {
  // DOMPurify is code of the cookie notice too.
  const codeFile = /\/assets\/(static-page|purify\.es)-[\w-]+\.js$/;
  const screenFile = /\/assets\/static-page-[\w-]+\.js$/;

  test('opened directly, it downloads beside the main script', async ({ page }) => {
    // The main script is held back until the static page's screen and DOMPurify have been asked for.
    let releaseMain = () => {};
    const mainHeld = new Promise<void>((resolve) => {
      releaseMain = resolve;
    });
    await page.route('**/assets/index-*.js', async (route) => {
      await mainHeld;
      await route.continue();
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (codeFile.test(request.url())) asked.push(request.url());
    });
    const opened = page.goto('/en/page/imprint');
    await expect.poll(() => asked.length).toBe(2);
    releaseMain();
    await opened;
    await expect(heading(page, 'Imprint')).toBeVisible();
  });

  test('the home screen does not download its screen', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (screenFile.test(request.url())) asked.push(request.url());
    });
    await page.goto('/en/');
    await expect(heading(page, SITE_NAMES.en ?? '')).toBeVisible();
    expect(asked).toEqual([]);
  });
});

test("a list downloads its own screen, not the booking screen's; a tour opened from it does (issue 37)", async ({
  page,
}) => {
  // The booking screens bring the calendar and the booking panel: about 23 KB a list has no use for.
  // Their own chunks: the name, then the build's hash of eight characters (ticket-rules-… is another).
  const bookingScreen = /\/assets\/(ticket|guided-tour)-[\w-]{8}\.js$/;
  const asked: string[] = [];
  page.on('request', (request) => {
    if (bookingScreen.test(request.url())) asked.push(request.url());
  });
  for (const [path, title] of [
    ['/en/tickets', 'Tickets'],
    ['/en/guided-tours', 'Guided tours'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expect(page.locator('#root:not([data-hydrating])')).toBeAttached();
  }
  expect(asked).toEqual([]);
  // From the list, a tour's booking screen comes with its code.
  await page.locator('main a[href^="/en/guided-tours/"]').first().click();
  // Its calendar (a grid of days) is the booking screen's.
  await expect(page.getByRole('grid').first()).toBeVisible();
  expect(asked.some((url) => /guided-tour-/.test(url))).toBe(true);
});

test('logout outside the language prefix clears the session and returns to the given screen', async ({
  page,
}) => {
  await page.goto('/de/');
  await page.evaluate(() => {
    sessionStorage.setItem('token', 'abc');
    sessionStorage.setItem('customer', '{"fname":"Ada"}');
  });
  await page.goto('/logout?returnTo=%2Fde%2Ftickets');
  await expect(page).toHaveURL(/\/de\/tickets$/);
  await expect(heading(page, 'Tickets')).toBeVisible();
  expect(
    await page.evaluate(() => [sessionStorage.getItem('token'), sessionStorage.getItem('customer')]),
  ).toEqual([null, null]);
  // A returnTo to another site is not followed.
  await page.goto('/logout?returnTo=https%3A%2F%2Fevil.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/(en\/)?$/);
});
