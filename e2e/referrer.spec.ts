import { expect, test } from './fixtures.ts';

const storedReferrer = (page: import('@playwright/test').Page) =>
  page.evaluate(() => sessionStorage.getItem('referrer'));

test('the referrer of the visit is kept in session storage', async ({ page }) => {
  await page.goto('/en/', { referer: 'https://search.example/?q=museum' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await storedReferrer(page)).toBe('https://search.example/?q=museum');
});

test('a payment provider sending the visitor back is not kept as the referrer', async ({ page }) => {
  await page.goto('/de/checkout/accepted', { referer: 'https://pay.example/session/42' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await storedReferrer(page)).toBeNull();
});
