import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { openCatalogAsOwner, ownerSession, payAsGuest, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { GUEST_FORM_CHECK } from './checkout-support.ts';
import { expect, type Page, test } from './fixtures.ts';

/**
 * Issue 36's membership types, as a museum starts selling a new pass: the owner creates it in the
 * staff app with its validity, two persons per card and free tickets for every event, and
 * publishes it. A visitor finds it in the passes list, buys one for a named holder, and downloads
 * the member card from the order review: it names the holder, the type and the member number. At
 * the door the card admits its two persons once each today and refuses the third scan; once the
 * pass is refunded the card is refused.
 * Its own server, so the new pass appears in no other journey's shop.
 */
const server = staffServerFor('memberships');

const PASS = 'Friends of Light';

/** Types a code into the Door as a scanner does; answers the verdict once the field is ready again. */
async function checkAtDoor(staff: Page, code: string) {
  const field = staff.getByLabel('Ticket or member card');
  await field.focus();
  await staff.keyboard.type(code);
  await staff.keyboard.press('Enter');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  return staff.getByRole('region', { name: 'Result of the check' });
}

/** A PDF's text as a person (or pdftotext) reads it. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** The visitor's passes list, asked again until it shows the pass: its list is micro-cached. */
async function passesShow(page: Page) {
  await expect(async () => {
    await page.goto('/en/passes');
    await expect(page.getByRole('heading', { level: 1, name: 'Annual passes' })).toBeVisible();
    await expect(page.getByRole('link', { name: PASS })).toHaveCount(1, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

test('the owner makes a membership type; a visitor buys the pass and downloads the member card', async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(180_000);
  expectConsoleErrors(GUEST_FORM_CHECK);
  await ownerSession(request, server());
  const context = await newContext({ baseURL: server().baseURL });
  const staff = await context.newPage();
  await page.addInitScript(() => window.sessionStorage.setItem('cookiesAccepted', 'true'));
  try {
    await openCatalogAsOwner(staff, server());
    await staff.getByRole('link', { name: 'Membership types' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Membership types' })).toBeVisible();
    // The demo's two passes are types already.
    await expect(staff.getByRole('link', { name: 'Family annual pass' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(staff, 'the membership types');
    await staff.getByRole('link', { name: 'New membership type' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'New membership type' })).toBeVisible();

    await staff.getByRole('textbox', { name: 'Name in English' }).fill(PASS);
    await staff.getByRole('textbox', { name: 'Description in English' }).fill('A year of light for two.');
    await staff.getByRole('textbox', { name: 'Price' }).fill('60,00');
    await staff.getByLabel('Valid for').selectOption({ label: 'Twelve months from purchase' });
    await staff.getByRole('textbox', { name: 'Persons per card' }).fill('2');
    await staff.getByRole('button', { name: 'Add a benefit' }).click();
    const benefit = staff.getByRole('group', { name: 'Benefit 1' });
    await expect(benefit.getByRole('checkbox', { name: 'For every event' })).toBeChecked();
    await benefit.getByRole('textbox', { name: 'Member tickets per day' }).fill('4');
    await expectNoAxeViolationsAtBothWidths(staff, 'the membership editor');
    await staff.getByRole('button', { name: 'Create draft' }).click();
    await expect(staff).toHaveURL(/\/admin\/catalog\/memberships\/\d+$/);
    const status = staff.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Draft', { exact: true })).toBeVisible();
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect(status.getByText('Published', { exact: true })).toBeVisible();

    // The visitor buys the pass for a named holder.
    await passesShow(page);
    await page.getByRole('link', { name: PASS }).click();
    await expect(page.getByRole('heading', { level: 1, name: PASS })).toBeVisible();
    const holder = page.getByRole('group', { name: 'Annual pass 1' });
    await holder.getByLabel('First name').fill('Ada');
    await holder.getByLabel('Surname').fill('Lovelace');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    const orderNumber = await payAsGuest(page, `friend-${Date.now()}@example.org`);

    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Member cards' });
    await expect(cards).toContainText(`Ada Lovelace · ${PASS} · Member number`);
    const number = /\d{4}-\d{4}-\d{2}/.exec((await cards.textContent()) ?? '')?.[0] ?? '';
    expect(number).not.toBe('');
    await expectNoAxeViolationsAtBothWidths(page, 'the order review with member cards');
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download member cards (PDF)' }).click();
    const card = pdfText(await readFile(await (await saved).path()));
    expect(card).toContain('Member card');
    expect(card).toContain('Ada Lovelace');
    expect(card).toContain(PASS);
    expect(card).toContain(number);
    expect(card).toContain(orderNumber);

    // The owner sees the card counted.
    await staff.reload();
    await expect(status).toContainText('1 valid member card has been issued.');

    // At the door the card admits its two persons today, each once, then no one; typed or scanned
    // alike (a scanner types its code and presses Enter).
    const sections = staff.getByRole('navigation', { name: 'Sections' });
    await sections.getByRole('link', { name: 'Door' }).click();
    for (const person of [1, 2]) {
      const verdict = await checkAtDoor(staff, number);
      await expect(verdict.getByRole('heading', { name: 'Admit' })).toBeVisible();
      await expect(verdict).toContainText(`Person ${person} of 2 today`);
      await expect(verdict).toContainText('Ada Lovelace');
      await expect(verdict).toContainText(PASS);
    }
    let verdict = await checkAtDoor(staff, number);
    await expect(verdict.getByRole('heading', { name: 'Do not admit' })).toBeVisible();
    await expect(verdict).toContainText('All 2 persons of this card came in today');
    await expectNoAxeViolationsAtBothWidths(staff, 'the door refusing a member card');

    // At the desk the member is found by surname, with today's two visits.
    await staff.getByRole('link', { name: 'Find a member' }).click();
    await staff.getByRole('searchbox', { name: /Member number, name or e-mail/ }).fill('Lovelace');
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff
      .getByRole('table', { name: 'Member cards found' })
      .getByRole('link', { name: number })
      .click();
    const visits = staff.getByRole('region', { name: 'Visits' });
    await expect(visits.getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolationsAtBothWidths(staff, 'a member card at the desk');

    // The pass is refunded: its card no longer lets anyone in.
    await sections.getByRole('link', { name: 'Orders' }).click();
    await staff.getByLabel('Order number, name or e-mail').fill(orderNumber);
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff.getByRole('table', { name: 'Orders found' }).getByRole('link', { name: orderNumber }).click();
    await staff.getByRole('button', { name: 'Refund…' }).click();
    const dialog = staff.getByRole('dialog', { name: `Refund order ${orderNumber}` });
    await dialog.getByText(PASS).click();
    await dialog.getByLabel('Reason').fill('The member moved away');
    await dialog.getByRole('button', { name: /^Refund €/ }).click();
    await expect(dialog).toBeHidden();
    await sections.getByRole('link', { name: 'Door' }).click();
    verdict = await checkAtDoor(staff, number);
    await expect(verdict.getByRole('heading', { name: 'Do not admit' })).toBeVisible();
    await expect(verdict).toContainText('The membership was refunded.');
  } finally {
    await context.close();
  }
});
