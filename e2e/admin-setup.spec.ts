import sharp from 'sharp';
import { acceptLink, STAFF_PASSWORD, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { startEmptyShopServer } from './empty-shop-server.ts';
import { expect, type Page, test } from './fixtures.ts';

/**
 * Issue 34: a museum goes from an empty database to its own open shop without SQL. The real
 * `npm run staff:create` command makes the shop (German, closed, every section off) and its owner
 * on an empty database (embedded, or on PostgreSQL in the suite's PostgreSQL run); the owner signs
 * in through the printed link, follows the setup checklist and opens the shop; visitors then get
 * the museum's name in German and English, its legal page and its logo.
 */
const server = staffServerFor('setup', () => startEmptyShopServer('de'));

const announcer = (page: Page) => page.getByTestId('announcer');

/** Back to the checklist from a step's screen. */
async function backToChecklist(page: Page) {
  await page.getByRole('link', { name: 'Back to the checklist' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shop setup' })).toBeVisible();
}

/** Saves the screen's form: the announcement names what was saved, so an earlier one is not taken for it. */
async function save(page: Page, what: string) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(announcer(page)).toHaveText(`Saved: ${what}`);
}

async function writePage(page: Page, name: RegExp, pageName: string, title: string, text: string) {
  await page.getByRole('link', { name }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  const body = page.getByRole('textbox', { name: 'Text of the page' });
  await body.click();
  await page.keyboard.type(text);
  await save(page, pageName);
  await page.getByRole('link', { name: 'Back to the legal pages' }).click();
}

test('a museum sets its shop up from an empty database and opens it, without SQL', async ({
  page,
  newContext,
}) => {
  test.setTimeout(120_000);
  // Before it opens, visitors see only that it opens soon, in the shop's language.
  await page.goto('/de/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dieser Shop öffnet bald' })).toBeVisible();

  // The owner follows the link staff:create printed, with the staff app in English on this device.
  await page.goto('/admin/sign-in');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await acceptLink(page, server().owner.token, 'Olga Owner');
  // Signed in, the focus is on the checklist's heading, not lost on the page.
  const checklist = page.getByRole('heading', { level: 1, name: 'Shop setup' });
  await expect(checklist).toBeFocused();
  await expect(page.getByText('The museum has no name yet in German, the default language.')).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(page, 'setup checklist');

  // The name in German and English: an empty name is refused next to its field.
  await page.getByRole('link', { name: 'Edit the name and contact address' }).click();
  // React Aria's checkbox: its input is hidden behind the label a person clicks.
  await page.locator('label', { hasText: /^English$/ }).click();
  await expect(page.getByRole('checkbox', { name: 'English' })).toBeChecked();
  // The contract's rule refuses it in the browser, before anything is sent, and focuses the field.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please fill this in.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name in German' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Name in German' }).fill('Stadtmuseum Lumen');
  await page.getByRole('textbox', { name: 'Name in English' }).fill('Lumen City Museum');
  await page.getByRole('textbox', { name: 'Support e-mail address' }).fill('info@stadtmuseum.example');
  await expectNoAxeViolationsAtBothWidths(page, 'name and languages');
  await save(page, 'Name and languages');
  await backToChecklist(page);

  // The three legal pages a shop needs, in German, in the rich-text editor.
  await page.getByRole('link', { name: 'Write the legal pages' }).click();
  await writePage(
    page,
    /^Write: Imprint in German/,
    'Imprint',
    'Impressum',
    'Stadtmuseum Lumen, Lichtweg 1, 10117 Berlin',
  );
  await writePage(
    page,
    /^Write: Terms and conditions in German/,
    'Terms and conditions',
    'AGB',
    'Es gelten unsere Bedingungen.',
  );
  await writePage(
    page,
    /^Write: Data protection in German/,
    'Data protection',
    'Datenschutz',
    'Wir schützen Ihre Daten.',
  );
  await backToChecklist(page);

  // The logo, uploaded as a PNG; the server makes WebP and AVIF of it.
  await page.getByRole('link', { name: 'Logo', exact: true }).click();
  const png = await sharp({ create: { width: 480, height: 160, channels: 4, background: '#1f3a5f' } })
    .png()
    .toBuffer();
  await page.getByLabel('Image file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('textbox', { name: 'Description in German' }).fill('Stadtmuseum Lumen');
  await page.getByRole('textbox', { name: 'Description in English' }).fill('Lumen City Museum');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  await expect(announcer(page)).toHaveText('The logo is saved.');
  await backToChecklist(page);

  // A shipping cost for Germany, and the merchandise section.
  await page.getByRole('link', { name: 'Shipping costs' }).click();
  await page.getByRole('button', { name: 'Add a row' }).click();
  await page.getByRole('textbox', { name: 'Country, row 1' }).fill('DE');
  await page.getByRole('textbox', { name: 'From weight in grams, row 1' }).fill('0');
  await page.getByRole('textbox', { name: 'Cost in euros, row 1' }).fill('4.90');
  await save(page, 'Shipping costs');
  await backToChecklist(page);
  await page.getByRole('link', { name: 'Choose the sections' }).click();
  await page.locator('label', { hasText: /^Merchandise$/ }).click();
  await expect(page.getByRole('checkbox', { name: 'Merchandise' })).toBeChecked();
  await save(page, 'Sections of the shop');
  await backToChecklist(page);

  // A message above every page, in German and English.
  await page.getByRole('link', { name: 'Cookie notice and message' }).click();
  await page.getByRole('textbox', { name: 'Message in German' }).fill('Am Montag geschlossen');
  await page.getByRole('textbox', { name: 'Message in English' }).fill('Closed on Mondays');
  await save(page, 'Cookie notice and message');
  await backToChecklist(page);

  // Before opening, the owner views the shop as visitors will see it, in a new tab, with a note.
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('region', { name: 'View as visitor' })
    .getByRole('link', { name: 'The shop in English (new tab)' })
    .click();
  const preview = await popup;
  await expect(preview.getByRole('banner').getByRole('link', { name: /Lumen City Museum/ })).toBeVisible();
  await expect(preview.getByRole('note')).toContainText('Preview: this shop has not opened yet.');
  await expect(preview.getByText('Closed on Mondays')).toBeVisible();
  await preview.close();

  // Open the shop, after a confirmation.
  await page.getByRole('button', { name: 'Open the shop' }).click();
  await page
    .getByRole('dialog', { name: 'Open the shop?' })
    .getByRole('button', { name: 'Open the shop now' })
    .click();
  await expect(announcer(page)).toHaveText('The shop is open.');
  await expect(page.getByRole('button', { name: 'Close the shop' })).toBeVisible();

  // Another tab of the same browser is signed in too.
  const secondTab = await page.context().newPage();
  await secondTab.goto('/admin/');
  await expect(secondTab.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await secondTab.close();

  // An unsaved new name, viewed as a visitor: the preview shows it, and nobody else sees it.
  await page.goto('/admin/setup/identity');
  await page.getByRole('textbox', { name: 'Name in English' }).fill('Lumen Museum of Light');
  await page.getByRole('button', { name: 'View as visitor' }).click();
  const draftPopup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'The shop in English (new tab)' }).click();
  const draft = await draftPopup;
  await expect(draft.getByRole('banner').getByRole('link', { name: /Lumen Museum of Light/ })).toBeVisible();
  await expect(draft.getByRole('note')).toContainText('Preview with changes not yet saved');
  await draft.close();

  // A visitor now gets the museum's own shop: its name in German and English, logo and imprint.
  const visitor = await (await newContext()).newPage();
  await visitor.goto(`${server().baseURL}/de/`);
  const header = visitor.getByRole('banner');
  await expect(header.getByRole('link', { name: /Stadtmuseum Lumen/ })).toBeVisible();
  const logo = header.locator('picture img');
  await expect(logo).toHaveAttribute('srcset', /\/media\/[0-9a-f-]+\/160\.webp 160w/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(visitor.getByText('Stadtmuseum Lumen, Lichtweg 1, 10117 Berlin')).toBeVisible();
  await expect(visitor.getByText('Am Montag geschlossen')).toBeVisible();
  await visitor.goto(`${server().baseURL}/en/`);
  await expect(visitor.getByRole('banner').getByRole('link', { name: /Lumen City Museum/ })).toBeVisible();
});

/** Every setup screen, by its address and heading, in the shop the journey above set up. */
const SETUP_SCREENS = [
  ['identity', 'Name and languages'],
  ['pages', 'Legal pages'],
  ['pages/imprint/de', 'Imprint in German'],
  ['logo', 'Logo'],
  ['shipping', 'Shipping costs'],
  ['sections', 'Sections of the shop'],
  ['notices', 'Cookie notice and message'],
  ['display', 'Display'],
  ['invoice', 'Invoice header'],
  ['mail', 'E-mail sender'],
  ['social', 'Social links'],
  ['customer-form', 'Customer form'],
  ['payment-types', 'Payment types'],
  ['texts', 'Interface texts'],
  ['legal-links', 'Legal links'],
  ['partners', 'Partner logos'],
  ['banners', 'Banners'],
] as const;

test('every setup screen has no axe violations at 1280 and 375 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/admin/sign-in');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('en');
  await page.getByLabel('E-mail').fill(server().owner.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  for (const [path, heading] of SETUP_SCREENS) {
    await page.goto(`/admin/setup/${path}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    // Scanned once what the screen loads is there, not its loading state.
    await expect(page.getByText(/^Loading/)).toHaveCount(0);
    await expectNoAxeViolationsAtBothWidths(page, `setup: ${heading}`);
  }
});
