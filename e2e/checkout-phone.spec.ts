import { expectNoAxeViolations } from './axe.ts';
import { continueAsGuest, expect, fillCart, timedTicketLine } from './checkout-support.ts';
import { type Page, test } from './fixtures.ts';

/**
 * Issue 26's screen findings, where only a browser shows them: the focus after "Continue as guest",
 * the cookie notice's place in the tab order and its size on a phone, the booking's total and
 * button following the visitor on a phone, and axe on those screens at both widths.
 */

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim();
  });

for (const width of [375, 1280]) {
  test(`at ${width} px, “Continue as guest” leads the focus to the payment step, named in the heading`, async ({
    page,
    request,
    expectConsoleErrors,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
    await fillCart(page, [await timedTicketLine(request, 1)]);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle(/^Sign in - /);
    // The shop's default country is chosen already.
    const guest = page.getByRole('form', { name: 'Order as a guest' });
    await expect(guest.getByLabel('Country')).toHaveValue('DE');
    await expectNoAxeViolations(page);

    await continueAsGuest(page, expectConsoleErrors);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
    await expect(page).toHaveTitle(/^Payment - /);
    const next = page.getByRole('heading', { level: 2, name: 'Payment' });
    await expect(next).toBeFocused();
    await expect(next).toBeInViewport();
    // The keyboard goes on from there into the payment form, not from the top of the page.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio').first()).toBeFocused();
    await expectNoAxeViolations(page);
  });
}

test('at 375 px, the cookie notice comes right after the skip link, takes no focus, and stays small', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/');
  await expect(page.getByRole('heading', { level: 1, name: 'Museum of Light' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice).toBeVisible();
  // Shown without taking the focus.
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  // The notice's link comes with the shop's details, which can arrive after the notice itself.
  await expect(notice.getByRole('link', { name: 'Data protection' })).toBeVisible();
  const box = await notice.boundingBox();
  // At the window's foot, and well under a sixth of a phone's window (it was a quarter).
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(740);
  expect(box?.height ?? 0).toBeLessThanOrEqual(740 / 6);

  const stops: string[] = [];
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusedName(page));
  }
  expect(stops).toEqual(['Skip to main content', 'Data protection', 'Accept', 'Museum of Light']);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('main')).toBeFocused();
});

test('at 1280 px, the cookie notice comes right after the skip link too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Basket' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice.getByRole('link', { name: 'Data protection' })).toBeVisible();
  const stops: string[] = [];
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusedName(page));
  }
  expect(stops).toEqual(['Skip to main content', 'Data protection', 'Accept']);
  await expectNoAxeViolations(page);
});

test('at 375 px, the booking’s total and “Add to basket” follow the visitor down the event page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/en/tickets/1');
  await expect(page.getByRole('heading', { level: 1, name: /Neon Nights/ })).toBeVisible();
  // The summary's button is far below, under the steps; the bar's follows at the window's foot.
  const add = page.getByRole('button', { name: 'Add to basket' });
  await expect(add).toHaveCount(2);
  const [barAdd, summaryAdd] = [add.first(), add.last()];
  await expect(barAdd).toBeInViewport();
  await expect(summaryAdd).not.toBeInViewport();
  // Above the cookie notice, in the lower half of the window. The notice is the browser's to show
  // (a page the server rendered has none), so the bar moves up once it is there: wait for that.
  const notice = page.getByRole('region', { name: 'Cookies' });
  await expect(notice).toBeVisible();
  await expect
    .poll(async () => {
      const [bar, over] = [await barAdd.boundingBox(), await notice.boundingBox()];
      return (bar?.y ?? 0) + (bar?.height ?? 0) <= (over?.y ?? 0) && (bar?.y ?? 0) > 740 / 2;
    })
    .toBe(true);
  // The bar names the total beside its button.
  await expect(barAdd.locator('..')).toContainText('Total €0.00');
  await expectNoAxeViolations(page);

  // Adding with nothing chosen: the focus goes to the summary, where what is missing is said, and
  // the bar goes, its job done.
  await barAdd.click();
  await expect(summaryAdd).toBeFocused();
  await expect(summaryAdd).toBeInViewport();
  await expect(add).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: 'Your booking' }).getByRole('listitem').first(),
  ).toBeVisible();
});

test('at 1280 px, the booking has no following bar: the summary stays beside the steps', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en/tickets/1');
  await expect(page.getByRole('heading', { level: 1, name: /Neon Nights/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Add to basket' })).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('the tour day filter writes weekdays with a capital, as labels start', async ({ page }) => {
  await page.goto('/fr/guided-tours');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Today, tomorrow, then two weekdays.
  const weekdays = page.getByRole('radio', {
    name: /^(Lundi|Mardi|Mercredi|Jeudi|Vendredi|Samedi|Dimanche) /,
  });
  await expect(weekdays).toHaveCount(2);
  await expect(
    page.getByRole('radio', { name: /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)/ }),
  ).toHaveCount(0);
});
