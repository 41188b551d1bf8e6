// The focus checks run in the page, on its DOM.
/// <reference lib="dom" />
import { expect, type Page, test } from './fixtures.ts';

/**
 * Keyboard-only journeys (WCAG 2.2 AA): every stop of the Tab order has a visible focus indicator
 * and is not hidden behind the sticky header, the open menu or the cookie notice (2.4.11).
 */

interface FocusStop {
  name: string;
  /** Some part of the focused element is the topmost element there, so it can be seen. */
  uncovered: boolean;
  inViewport: boolean;
  outline: boolean;
  isMain: boolean;
  /** Where it is and what lies on top of it there, for a failure to say. */
  where: string;
}

function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName)
      .trim()
      .slice(0, 40);
    // The element's own boxes and those of what it holds: a link around a logo is seen by its image,
    // not by the visually hidden words beside it.
    const rects = [element, ...element.querySelectorAll('*')]
      .flatMap((part) => [...part.getClientRects()])
      .filter((rect) => rect.width > 1 && rect.height > 1);
    const points = rects.flatMap((rect) => [
      [rect.left + rect.width / 2, rect.top + rect.height / 2],
      [rect.left + 3, rect.top + 3],
      [rect.right - 3, rect.bottom - 3],
    ]);
    const inViewport = rects.some((rect) => rect.bottom > 0 && rect.top < window.innerHeight);
    const uncovered = points.some(([x = 0, y = 0]) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === element || element.contains(top));
    });
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2;
    const where = JSON.stringify({
      boxes: rects.map((rect) => [rect.left, rect.top, rect.width, rect.height].map(Math.round)),
      window: [window.innerWidth, window.innerHeight, Math.round(window.scrollY)],
      onTop: points.map(([x = 0, y = 0]) => {
        const top = document.elementFromPoint(x, y);
        return top ? `${top.tagName.toLowerCase()}.${top.className}` : null;
      }),
    });
    return { name, uncovered, inViewport, outline, isMain: element.tagName === 'MAIN', where };
  });
}

/**
 * Presses `key` and checks the stop it reaches; returns its name. The stop must come into view as
 * the user would see it: the browser scrolls it there, and a page still settling (its fonts, a lazy
 * part below) may move it for a moment, so the check waits for it, briefly, rather than for a time.
 */
async function press(page: Page, key: string): Promise<string> {
  await page.keyboard.press(key);
  let stop = await focusStop(page);
  await expect
    .poll(
      async () => {
        stop = await focusStop(page);
        return stop.inViewport && stop.uncovered;
      },
      { timeout: 2_000 },
    )
    .toBe(true)
    .catch(() => {
      throw new Error(`${key} → “${stop.name}” is hidden: ${stop.where}`);
    });
  if (!stop.isMain) expect(stop.outline, `${key} → “${stop.name}” has no focus outline`).toBe(true);
  return stop.name;
}

const focusedName = async (page: Page) => (await focusStop(page)).name;

/** Whether the focus is on the page's last stop, the footer's last link. */
const isLastStop = (page: Page) =>
  page.evaluate(() => {
    const stops = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')];
    return document.activeElement === stops.filter((stop) => stop.offsetParent !== null).at(-1);
  });

/** At 375 px, opens the menu and its language list by keyboard. */
async function openMenuAndLanguages(page: Page) {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/de/');
  await expect(page.getByRole('region', { name: 'Cookies' })).toBeVisible();
  await page.getByRole('button', { name: 'Menü' }).focus();
  await page.keyboard.press('Enter');
  while ((await focusedName(page)) !== 'Sprache: Deutsch') await press(page, 'Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
}

test('at 375 px, every language in the open menu stays clear of the cookie notice', async ({ page }) => {
  await openMenuAndLanguages(page);
  for (const name of [
    'English',
    'Deutsch',
    'Français',
    'Italiano',
    'Nederlands',
    'Español',
    'Svenska',
    'Dansk',
  ]) {
    expect(await press(page, 'Tab')).toBe(name);
    // Its whole focus outline (3 px, 2 px off the link) shows, not cut off by the menu's edge.
    const outlineBottom = await page.evaluate(() => {
      const link = document.activeElement as HTMLElement;
      const menu = link.closest('header > div[id]') as HTMLElement;
      return (
        Math.min(menu.getBoundingClientRect().bottom, window.innerHeight) -
        link.getBoundingClientRect().bottom
      );
    });
    expect(outlineBottom, name).toBeGreaterThanOrEqual(5);
  }
});

test('Escape closes the language list inside the open menu first, then the menu', async ({ page }) => {
  await openMenuAndLanguages(page);
  const toggle = page.getByRole('button', { name: 'Menü' });
  const language = page.getByRole('button', { name: 'Sprache: Deutsch' });
  await press(page, 'Tab');
  await page.keyboard.press('Escape');
  await expect(language).toHaveAttribute('aria-expanded', 'false');
  await expect(language).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('at 375 px, tabbing out of the open menu closes it, so it never covers the focused screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/page/imprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Imprint' })).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // Through the menu's links, the screen and on into the footer: the open menu, sticky with the
  // header, would lie over whatever the page scrolls to.
  while ((await press(page, 'Tab')) !== 'Terms and conditions');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

for (const width of [1280, 375]) {
  test(`at ${width} px, Tab and Shift+Tab reach every stop of the home and a long screen, with a message and the cookie notice, none hidden`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.route('**/api/*/shopinfo?*', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.content.global_message = {
        text: 'The museum is closed on 24 December.',
        className: 'warning',
      };
      await route.fulfill({ response, json: body });
    });
    // The home screen's section cards and a long static page.
    for (const [path, title, firstInScreen] of [
      ['/en/', 'Museum of Light', 'Tickets'],
      ['/en/page/accessibility_statement', 'Accessibility statement', 'Back'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      // Tabbing starts once the page has its fonts, as a visitor's does after a moment: text that
      // changes its size moves what is fixed to the window's foot.
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(
        page.getByRole('region', { name: 'Cookies' }).getByRole('link', { name: 'Data protection' }),
      ).toBeVisible();
      const forward: string[] = [];
      do forward.push(await press(page, 'Tab'));
      while (!(await isLastStop(page)) && forward.length < 60);
      // The cookie notice comes right after the skip link (issue 26): its link, then its button.
      expect(forward.slice(0, 4)).toEqual([
        'Skip to main content',
        'Data protection',
        'Accept',
        'Museum of Light',
      ]);
      expect(forward.slice(forward.indexOf('Dismiss message') + 1)[0]).toMatch(
        new RegExp(`^${firstInScreen}`),
      );
      expect(await isLastStop(page)).toBe(true);
      const backward: string[] = [];
      do backward.push(await press(page, 'Shift+Tab'));
      while (backward.at(-1) !== 'Skip to main content' && backward.length < 60);
      expect(backward.reverse()).toEqual(forward.slice(0, -1));
    }
  });
}

test('Shift+Tab back to the message under the header brings its button out from behind the header', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 740 });
  await page.route('**/api/*/shopinfo?*', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.content.global_message = { text: 'The museum is closed on 24 December.', className: 'warning' };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/en/page/accessibility_statement');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeVisible();
  while ((await press(page, 'Tab')) !== 'Back');
  // The arrow keys scroll the page a little (40 px a press, animated); the focus stays on the back
  // link, still in view. Pressed until the page has moved past the message, as a person would: on
  // a busy machine a press that lands while the last one still animates can be swallowed.
  await expect
    .poll(async () => {
      await page.keyboard.press('ArrowDown');
      return page.evaluate(() => window.scrollY);
    })
    .toBeGreaterThan(60);
  expect(await press(page, 'Shift+Tab')).toBe('Dismiss message');
});

test('at 1280 px, from the home page by keyboard alone: every header link, the language disclosure, a screen and back, the cookie notice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1, name: 'Museum of Light' })).toBeVisible();
  // The notice comes with the shop info, which may follow the screen; its text (with the link) too.
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Data protection' })).toBeVisible();
  const stops: string[] = [];
  for (let i = 0; i < 13; i++) stops.push(await press(page, 'Tab'));
  expect(stops).toEqual([
    'Skip to main content',
    // The cookie notice, early in the tab order (issue 26).
    'Data protection',
    'Accept',
    'Museum of Light',
    'Tickets',
    'Guided tours',
    'Shop',
    'Annual passes',
    'Vouchers',
    'Language: English',
    // The demo museum has customer registration on.
    'Sign in',
    'Register',
    'Basket, 0 items',
  ]);
  // The language disclosure: Enter opens, Escape closes and returns the focus, Space opens again.
  const language = page.getByRole('button', { name: 'Language: English' });
  for (let i = 0; i < 3; i++) await press(page, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(language).toHaveAttribute('aria-expanded', 'true');
  expect(await press(page, 'Tab')).toBe('English');
  await page.keyboard.press('Escape');
  await expect(language).toHaveAttribute('aria-expanded', 'false');
  await expect(language).toBeFocused();
  await page.keyboard.press('Space');
  await press(page, 'Tab');
  expect(await press(page, 'Tab')).toBe('Deutsch');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Museum des Lichts' })).toBeVisible();
  // The German page arrives rendered by the server, its menu collapsed as on a phone, and spreads
  // the menu out once the browser has taken it over and measured the window: the keyboard walks the
  // header as it then is (under load, the walk began in the collapsed header and went past it).
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Führungen' }),
  ).toBeVisible();
  // A header link, then back with the back link.
  while ((await press(page, 'Tab')) !== 'Führungen');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Führungen' })).toBeVisible();
  await expect(page.getByRole('main')).toBeFocused();
  expect(await press(page, 'Shift+Tab')).toBe('Webshop');
  expect(await press(page, 'Shift+Tab')).toBe('Zurück');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Museum des Lichts' })).toBeVisible();
  // The German notice is whole (its link comes with the shop's German info) before the keyboard
  // walks through it: a link that arrives under the focus would take the focus with it.
  await expect(
    page.getByRole('region', { name: 'Cookies' }).getByRole('link', { name: 'Datenschutz' }),
  ).toBeVisible();
  // The skip link leads into the screen.
  await page.keyboard.press('Shift+Tab');
  while ((await focusedName(page)) !== 'Zum Hauptinhalt springen') await press(page, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The cookie notice comes right after the skip link; accepting it leaves the keyboard in the
  // screen, not nowhere.
  await page.keyboard.press('Shift+Tab');
  while ((await focusedName(page)) !== 'Zum Hauptinhalt springen') await press(page, 'Shift+Tab');
  expect(await press(page, 'Tab')).toBe('Datenschutz');
  expect(await press(page, 'Tab')).toBe('Einverstanden');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
  expect(await press(page, 'Tab')).not.toBe('Zum Hauptinhalt springen');
});
