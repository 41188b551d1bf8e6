// What frames every screen: module mode, the checkout progress bar, notices and the footer.
import { expect, test } from './fixtures.ts';
import { heading } from './shell-support.ts';

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

test('the footer shows the partner logo groups under their names in the current language', async ({
  page,
}) => {
  for (const [lang, groups, office] of [
    ['en', ['Supported by', 'Partners'], 'Lumen City Office for Culture'],
    ['de', ['Gefördert von', 'Partner'], 'Kulturamt der Stadt Lumen'],
  ] as const) {
    await page.goto(`/${lang}/`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText([...groups]);
    const supporters = footer.getByRole('region', { name: groups[0] });
    // The logo's alt text is the one of the visitor's language.
    const logo = supporters.getByRole('img', { name: office });
    await expect(logo).toBeVisible();
    // The image really arrived from /static.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(supporters.getByRole('link', { name: new RegExp(office) })).toHaveAttribute(
      'target',
      '_blank',
    );
  }
});
