import sharp from 'sharp';
import { openCatalogAsOwner, ownerSession, payAsGuest, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { GUEST_FORM_CHECK } from './checkout-support.ts';
import { expect, type Page, test } from './fixtures.ts';

/**
 * Issue 36's products, as a museum shop starts selling a new book: the owner creates it in the staff
 * app with a picture from the media library, publishes it and sets its stock to 2 with a reason. A
 * visitor sees it in the shop with "Only 2 left" and buys it; the stock's history shows the change;
 * archived, it leaves the shop. Its own server, so the new book appears in no other journey's shop.
 */
const server = staffServerFor('products');

const BOOK = 'Shadows and Light: a Museum Reader';

/** The visitor's shop, asked again until it shows (or no longer shows) the book: its list is micro-cached. */
async function shopShows(page: Page, shown: boolean) {
  await expect(async () => {
    await page.goto('/en/merchandise');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
    await expect(page.getByRole('link', { name: BOOK })).toHaveCount(shown ? 1 : 0, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test('the owner makes a book with a picture and stock; a visitor buys it; archived, it leaves the shop', async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(180_000);
  // The guest form asks the server to check it before it is complete (a 422, as in every guest order).
  expectConsoleErrors(GUEST_FORM_CHECK);
  await ownerSession(request, server());
  const context = await newContext({ baseURL: server().baseURL });
  const staff = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  try {
    await openCatalogAsOwner(staff, server());
    await staff.getByRole('link', { name: 'Shop products' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Shop products' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(staff, 'the shop products');
    await staff.getByRole('link', { name: 'New product' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();

    // Saving without a name names the problem at its field, from a summary that takes the focus.
    await staff.getByRole('textbox', { name: 'Price' }).fill('24,00');
    await staff.getByRole('button', { name: 'Create draft' }).click();
    const summary = staff.getByRole('region', { name: '1 problem keeps the product from being saved' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: /^Name in English/ }).click();
    await expect(staff.getByRole('textbox', { name: 'Name in English' })).toBeFocused();

    await staff.getByRole('textbox', { name: 'Name in English' }).fill(BOOK);
    await staff.getByRole('textbox', { name: 'Description in English' }).fill('180 pages on light in art.');
    const picture = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    await staff
      .getByLabel('Add a picture')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
    await expect(staff.getByTestId('announcer')).toHaveText('Picture uploaded. Save to keep the change.');
    await expect(staff.getByRole('button', { name: 'Remove picture 1' })).toBeVisible();
    // By keyboard: the sticky save bar may cover the box.
    const books = staff.getByRole('checkbox', { name: 'Books' });
    await books.focus();
    await staff.keyboard.press('Space');
    await expect(books).toBeChecked();
    await staff.getByLabel('VAT', { exact: true }).selectOption({ label: '7%' });
    await staff.getByRole('textbox', { name: 'Weight in grams' }).fill('800');
    await staff.getByRole('button', { name: 'Create draft' }).click();
    await expect(staff).toHaveURL(/\/admin\/catalog\/products\/\d+$/);
    const status = staff.getByRole('region', { name: 'Status and stock' });
    await expect(status.getByText('Draft', { exact: true })).toBeVisible();
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect(status.getByText('Published', { exact: true })).toBeVisible();

    // The stock, by keyboard: two pieces received, with the delivery's note.
    const change = status.getByRole('button', { name: 'Change the stock' });
    await change.focus();
    await staff.keyboard.press('Enter');
    const dialog = staff.getByRole('dialog', { name: 'Change the stock' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('How').selectOption({ label: 'Set the pieces counted' });
    await dialog.getByRole('textbox', { name: 'Pieces counted' }).fill('2');
    await dialog.getByLabel('Reason').selectOption({ label: 'Goods received' });
    await dialog.getByRole('textbox', { name: /^Note/ }).fill('First delivery');
    await expectNoAxeViolationsAtBothWidths(staff, 'the stock dialog');
    await dialog.getByRole('button', { name: 'Change the stock' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(status).toContainText('In stock: 2 pieces; sold or held: 0; left to buy: 2.');
    const history = staff.getByRole('region', { name: 'Stock history' });
    await expect(history.getByRole('row').filter({ hasText: 'Goods received: First delivery' })).toHaveCount(
      1,
    );
    await expectNoAxeViolationsAtBothWidths(staff, 'the product editor');

    // The visitor sees the book with what is left, and buys it.
    await shopShows(page, true);
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: BOOK }) });
    await expect(card.getByText('Only 2 left')).toBeVisible();
    await page.getByRole('link', { name: BOOK }).click();
    await expect(page.getByRole('heading', { level: 1, name: BOOK })).toBeVisible();
    await expect(page.getByRole('main').getByText('Only 2 left', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'has been added to your basket' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await payAsGuest(page, `reader-${Date.now()}@example.org`);

    // The owner sees the piece sold, then archives the book: it leaves the shop.
    await staff.reload();
    await expect(status).toContainText('In stock: 2 pieces; sold or held: 1; left to buy: 1.');
    await status.getByRole('button', { name: 'Archive' }).click();
    await expect(status.getByText('Archived', { exact: true })).toBeVisible();
    await shopShows(page, false);
  } finally {
    await context.close();
  }
});
