// The header and its menu at every window size, by mouse and by keyboard.
import { expect, test } from './fixtures.ts';
import { changeConfig, heading } from './shell-support.ts';

test('the mobile menu works by keyboard at 375 px and closes on a link', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  // Cookies accepted: the notice, which comes with the shop info a moment later, stands first in
  // the tab order (issue 26); this test is about the header's own order.
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
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
