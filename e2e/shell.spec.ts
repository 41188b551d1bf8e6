import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';

type Texts = { routes: Record<string, { title: string }>; notFound: { title: string } };
const texts = (lang: string): Texts =>
  JSON.parse(
    readFileSync(new URL(`../packages/web/src/locales/${lang}/common.json`, import.meta.url), 'utf8'),
  );

/** Every route of spec §2 with sample parameters, and the route name whose title its screen shows. */
const SCREENS: [path: string, route: string][] = [
  ['merchandise', 'merchandise'],
  ['merchandise/books', 'merchandiseCategory'],
  ['passes', 'passes'],
  ['passes/7', 'pass'],
  ['vouchers', 'vouchers'],
  ['vouchers/3', 'voucher'],
  ['tickets', 'tickets'],
  ['tickets/12', 'ticket'],
  ['guided-tours', 'guidedTours'],
  ['guided-tours/4', 'guidedTour'],
  ['login', 'login'],
  ['register', 'register'],
  ['register/success', 'registerSuccess'],
  ['register-guest', 'registerGuest'],
  ['forgot-password', 'forgotPassword'],
  ['recover/0f8a', 'recover'],
  ['password-reset-success', 'forgotPasswordSuccess'],
  ['recover-success', 'recoverPasswordSuccess'],
  ['settings', 'settings'],
  ['order-review/abc123', 'orderReview'],
  ['product/5', 'product'],
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

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

for (const lang of ['en', 'de']) {
  test(`every route of the table answers its screen and title in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
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

test('a path without a language opens in the first configured language', async ({ page }) => {
  await page.goto('/guided-tours');
  await expect(heading(page, 'Guided tours')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('changing the language rewrites the first path segment and loads the page in that language', async ({
  page,
}) => {
  await page.goto('/en/guided-tours?day=2026-12-01');
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/guided-tours\?day=2026-12-01$/);
  await expect(heading(page, 'Führungen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
  await expect(page).toHaveTitle('Führungen - Museum des Lichts');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Museums des Lichts/);
});

test('the mobile menu works by keyboard at 375 px and closes on a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/');
  await expect(page.locator('body')).toHaveClass(/size-xs/);
  const toggle = page.getByRole('button', { name: 'Menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // Skip link, brand, basket, then the menu button.
  for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const firstLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' });
  await expect(firstLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/tickets$/);
  await expect(heading(page, 'Tickets')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // The keyboard continues from the new screen, not from the vanished menu link.
  await expect(page.getByRole('main')).toBeFocused();
  // A link to the screen already shown closes the menu too.
  await toggle.click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tickets' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the full menu shows at 1280 px and collapses when the window narrows', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await page.setViewportSize({ width: 700, height: 800 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/size-sm/);
  // No horizontal scrolling at phone width either.
  await page.setViewportSize({ width: 320, height: 700 });
  await expect
    .poll(() => page.evaluate<number>('document.documentElement.scrollWidth'))
    .toBeLessThanOrEqual(320);
});

test('the accepted cookie notice stays away after a reload in the same session', async ({ page }) => {
  await page.goto('/en/');
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice).toContainText('only the cookies this shop needs');
  await notice.getByRole('button', { name: 'Accept' }).click();
  await expect(notice).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('cookiesAccepted'))).toBe('true');
  await page.reload();
  await expect(heading(page, 'Museum of Light')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
});

test('a 401 answer sends the visitor to login with fromUnauthorized=true', async ({ page }) => {
  await page.route('**/api/*/shopinfo?*', (route) =>
    route.fulfill({ status: 401, json: { code: 'INVALID_REQUEST', message: 'Sign in first' } }),
  );
  await page.goto('/de/settings');
  await expect(page).toHaveURL(/\/de\/login\?fromUnauthorized=true&returnTo=%2Fde%2Fsettings$/);
  await expect(heading(page, 'Anmelden')).toBeVisible();
});

test('a 403 answer replaces the refused screen with login, so Back leaves it; on login it stays put', async ({
  page,
}) => {
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

test('a 500 answer shows the support message with the support address', async ({ page }) => {
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

test('header and footer stay hidden in module mode, and the progress bar follows its flag', async ({
  page,
}) => {
  await page.route('**/api/*/shopinfo/config?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.showHeader = 'false';
    body.data.showFooter = false;
    body.data.show_progress_bar = false;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/en/checkout');
  await expect(heading(page, 'Basket')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Checkout progress' })).toHaveCount(0);
});

test('checkout shows the four-step progress bar', async ({ page }) => {
  await page.goto('/en/checkout/success');
  const steps = page.getByRole('list', { name: 'Checkout progress' }).getByRole('listitem');
  await expect(steps).toHaveText([/Basket/, /Sign in/, /Payment/, /Complete/]);
  await expect(steps.nth(3)).toHaveAttribute('aria-current', 'step');
});

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

/** Answers the real configuration call with `change` applied. */
async function changeConfig(page: Page, change: (config: Record<string, unknown>) => void) {
  await page.route('**/api/*/shopinfo/config?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}

test('the configured languages decide what is offered, and the museum’s own texts replace standard ones', async ({
  page,
}) => {
  await changeConfig(page, (config) => {
    config.languages = ['de', 'en'];
    config.text_overrides = {
      de: { 'home.welcome': 'Schön, dass Sie da sind', 'nav.vouchers': 'Geschenkgutscheine' },
    };
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText('Schön, dass Sie da sind')).toBeVisible();
  // Keys the museum did not change keep the standard German text.
  await expect(page.getByText('Buchen Sie Tickets und Führungen')).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Geschenkgutscheine' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: /^(Deutsch|English|Français)$/ }),
  ).toHaveText(['Deutsch', 'English']);
  // A language the museum does not offer opens the same screen in its default language.
  await page.goto('/fr/guided-tours');
  await expect(page).toHaveURL(/\/de\/guided-tours$/);
  await expect(heading(page, 'Führungen')).toBeVisible();
});

test('one configured language has no selector, and a section switched off has no link and no screen', async ({
  page,
}) => {
  await changeConfig(page, (config) => {
    config.languages = ['en'];
    config.has_memcard = '0';
  });
  await page.goto('/en/');
  await expect(heading(page, 'Museum of Light')).toBeVisible();
  await expect(page.getByRole('button', { name: /Language/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Annual passes' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Tickets',
    'Guided tours',
    'Shop',
    'Vouchers',
  ]);
  await page.goto('/en/passes');
  await expect(heading(page, 'Page not found')).toBeVisible();
});

test('the global message shows until it is dismissed, also on the next screens', async ({ page }) => {
  await page.route('**/api/*/shopinfo?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.content.global_message = { text: 'The museum is closed on 24 December.', className: 'warning' };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/en/');
  const message = page.getByText('The museum is closed on 24 December.');
  await expect(message).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(message).toBeHidden();
  await page.getByRole('link', { name: 'Guided tours' }).first().click();
  await expect(heading(page, 'Guided tours')).toBeVisible();
  await expect(message).toBeHidden();
});

test('a 503 answer reloads the page, but not again and again while the server stays unavailable', async ({
  page,
}) => {
  let loads = 0;
  page.on('load', () => {
    loads++;
  });
  await page.route('**/api/*/shopinfo?*', (route) =>
    route.fulfill({ status: 503, json: { code: 'SERVICE_UNAVAILABLE', message: 'Maintenance' } }),
  );
  await page.goto('/en/tickets');
  // The client retries twice first, then the page reloads.
  await expect.poll(() => loads, { timeout: 10_000 }).toBe(2);
  await expect(heading(page, 'Tickets')).toBeVisible();
  await page.waitForTimeout(2500);
  expect(loads).toBe(2);
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

test('the menu collapses because its content does not fit, not at a fixed width', async ({ page }) => {
  await changeConfig(page, (config) => {
    config.nav_translations = {
      en: {
        tickets: 'Tickets for all our exhibitions',
        guided_tours: 'Guided tours through the collection',
        merchandise: 'The museum shop',
      },
    };
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/');
  await expect(heading(page, 'Museum of Light')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // The same width with the standard, shorter labels: everything fits.
  await page.unrouteAll();
  await page.reload();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
});

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

test('the scrolled header keeps its height, so a page stopped just past 100 px does not flicker', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/en/page/accessibility_statement');
  await expect(heading(page, 'Accessibility statement')).toBeVisible();
  const banner = page.getByRole('banner');
  const height = () => banner.evaluate((element) => element.getBoundingClientRect().height);
  const unscrolledHeight = await height();
  await page.mouse.wheel(0, 104);
  await expect(banner).toHaveClass(/scrolled/);
  // A header that shrank would move the content up, the browser would keep it in place by scrolling
  // back under 100 px, the header would grow again, and so on.
  const samples: [number, boolean][] = [];
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(100);
    samples.push([
      await page.evaluate<number>('window.scrollY'),
      /scrolled/.test((await banner.getAttribute('class')) ?? ''),
    ]);
  }
  expect(samples.filter(([y, scrolled]) => y <= 100 || !scrolled)).toEqual([]);
  expect(await height()).toBe(unscrolledHeight);
});

test('at 375 px, the server-error message keeps the side margins of the screen', async ({ page }) => {
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

test('the body carries the window size class at the exact breakpoints, following resizes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/');
  await expect(heading(page, 'Museum of Light')).toBeVisible();
  for (const [width, size] of [
    [544, 'xs'],
    [545, 'sm'],
    [768, 'sm'],
    [769, 'md'],
    [992, 'md'],
    [993, 'lg'],
    [1200, 'lg'],
    [1201, 'xl'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.locator('body'), `${width} px`).toHaveClass(new RegExp(`(^|\\s)size-${size}(\\s|$)`));
    await expect(page.locator('body'), `${width} px`).not.toHaveClass(/size-\w+.*size-\w+/);
  }
});

test('at 375 px, a long breadcrumb wraps its words instead of starting a line with its separator', async ({
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

test('the keyboard focus survives the menu changing between collapsed and inline on a resize', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/page/imprint');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }).focus();

  // Wider: the open panel goes, and the focus moves to the same link in the inline menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop' }),
  ).toBeFocused();

  // Narrower again: the inline link goes, and the focus moves to the menu button.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
});

test('at 375 px, the open menu stays within the window under a site name that wraps to several lines', async ({
  page,
}) => {
  await changeConfig(page, (config) => {
    config.site_name = 'The Municipal Museum of Light, Colour and Optical Instruments';
    config.site_name_translations = {};
  });
  await page.setViewportSize({ width: 375, height: 400 });
  await page.goto('/en/');
  const bar = await page.getByRole('banner').getByRole('link').first().boundingBox();
  // The name takes more than one line, so the bar is taller than its one-line height.
  expect(bar?.height ?? 0).toBeGreaterThan(60);
  await page.getByRole('button', { name: 'Menu' }).click();
  // The language selector is the panel's last control.
  const lastControl = page.getByRole('banner').getByRole('button', { name: 'Language: English' });
  await lastControl.scrollIntoViewIfNeeded();
  const box = await lastControl.boundingBox();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(400);
  // The page behind did not scroll: the panel scrolled within itself.
  expect(await page.evaluate<number>('window.scrollY')).toBe(0);
});

test('the footer shows the partner logo groups under their names in the current language', async ({
  page,
}) => {
  for (const [lang, groups] of [
    ['en', ['Supported by', 'Partners']],
    ['de', ['Gefördert von', 'Partner']],
  ] as const) {
    await page.goto(`/${lang}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([...groups]);
    const supporters = footer.getByRole('region', { name: groups[0] });
    const logo = supporters.getByRole('img', { name: 'Lumen City Office for Culture' });
    await expect(logo).toBeVisible();
    // The image really arrived from /static.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(supporters.getByRole('link', { name: /Lumen City Office for Culture/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
});
