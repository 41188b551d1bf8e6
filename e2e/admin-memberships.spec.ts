import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { TicketCalendarResponse } from '@museum-shop/contract';
import {
  continueAsGuest,
  openCatalogAsOwner,
  ownerSession,
  payAsGuest,
  staffServerFor,
} from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { chooseCalendarDay, GUEST_FORM_CHECK } from './checkout-support.ts';
import { demoDaysAhead } from './demo-days.ts';
import { type APIRequestContext, expect, type Page, test } from './fixtures.ts';
import { mailTo } from './mail-support.ts';

/**
 * Issue 36's membership types, as a museum starts selling a new pass: the owner creates a book and
 * the pass in the staff app, the pass with its validity, two persons per card and free tickets for
 * every event (two per booking), keeping every place of a slot for members until it starts (a
 * members' preview), and publishes it. A visitor buys the pass for two holders, gets both cards by
 * e-mail and downloads them from the order review: they name the holders, the type and the member
 * numbers. One holder books two free tickets of a time sold out to everyone else, with the card's
 * number and surname, and a guided tour whose guide she pays and whose admission ticket the pass
 * gives. At the door the card admits its two persons once each today and refuses the third scan;
 * the desk sees the visits and the member bookings; once the pass is refunded the card is refused at
 * the door and on the event screen.
 * Its own server, so the new pass (and its preview) appears in no other journey's shop.
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

/** Neon Nights' first day from tomorrow with places for members (the calendar counted for them). */
async function memberDay(request: APIRequestContext): Promise<string> {
  const compact = (date: string) => date.replaceAll('-', '');
  const [from, to] = [await demoDaysAhead(request, 1), await demoDaysAhead(request, 14)];
  const response = await request.get(
    `/api/en/ticket/calendar/event/1/range/${compact(from)};${compact(to)}?shop=1&deep=1&members=1`,
  );
  expect(response.status()).toBe(200);
  const calendar = ((await response.json()) as TicketCalendarResponse).data;
  const day = Object.keys(calendar)
    .sort()
    .find((date) => (calendar[date] ?? 0) > 2);
  if (!day) throw new Error('Neon Nights has no day with places in the next two weeks');
  return day;
}

/** On an event's or tour's screen: says "I have an annual pass" and gives the card's number and surname. */
async function useAnnualPass(page: Page, number: string, surname: string, path = '/en/tickets/1') {
  await page.goto(path);
  await page.getByRole('button', { name: 'I have an annual pass' }).click();
  await page.getByRole('textbox', { name: /Member number/ }).fill(number);
  await page.getByRole('textbox', { name: 'Surname' }).fill(surname);
  await page.getByRole('button', { name: 'Use my pass' }).click();
}

test('the owner makes a book and a membership type; members buy, book, come in; a refund ends the card', async ({
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
    // The museum's shop gets a book first (its own journey, admin-products, follows one in full).
    await staff.getByRole('link', { name: 'Shop products' }).click();
    await staff.getByRole('link', { name: 'New product' }).click();
    await staff.getByRole('textbox', { name: 'Name in English' }).fill('Light in Art');
    await staff.getByRole('textbox', { name: 'Price' }).fill('24,00');
    await staff.getByRole('button', { name: 'Create draft' }).click();
    const productStatus = staff.getByRole('region', { name: 'Status and stock' });
    await productStatus.getByRole('button', { name: 'Publish' }).click();
    await expect(productStatus.getByText('Published', { exact: true })).toBeVisible();
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
    await benefit.getByRole('textbox', { name: 'Member tickets per booking' }).fill('2');
    await benefit.getByRole('textbox', { name: 'Member tickets per day' }).fill('4');
    // A members' preview: every place of a time waits for members until it starts.
    await benefit.getByRole('textbox', { name: /Places kept for members/ }).fill('100');
    await benefit.getByRole('textbox', { name: /Kept until/ }).fill('0');
    await expectNoAxeViolationsAtBothWidths(staff, 'the membership editor');
    await staff.getByRole('button', { name: 'Create draft' }).click();
    await expect(staff).toHaveURL(/\/admin\/catalog\/memberships\/\d+$/);
    const status = staff.getByRole('region', { name: 'Status' });
    await expect(status.getByText('Draft', { exact: true })).toBeVisible();
    await status.getByRole('button', { name: 'Publish' }).click();
    await expect(status.getByText('Published', { exact: true })).toBeVisible();

    // The visitor buys the pass for two named holders.
    await passesShow(page);
    await page.getByRole('link', { name: PASS }).click();
    await expect(page.getByRole('heading', { level: 1, name: PASS })).toBeVisible();
    await page.getByRole('button', { name: 'One more' }).click();
    for (const [n, first, last] of [
      [1, 'Ada', 'Lovelace'],
      [2, 'Charles', 'Babbage'],
    ] as const) {
      const holder = page.getByRole('group', { name: `Annual pass ${n}` });
      await holder.getByLabel('First name').fill(first);
      await holder.getByLabel('Surname').fill(last);
    }
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    const buyer = `friend-${Date.now()}@example.org`;
    const orderNumber = await payAsGuest(page, buyer);

    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your order' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Member cards' });
    await expect(cards).toContainText(`Ada Lovelace · ${PASS} · Member number`);
    await expect(cards).toContainText(`Charles Babbage · ${PASS} · Member number`);
    const numbers = ((await cards.textContent()) ?? '').match(/\d{4}-\d{4}-\d{2}/g) ?? [];
    expect(numbers).toHaveLength(2);
    const number = numbers[0] ?? '';
    // Both cards came with the confirmation, one PDF each.
    await expect(async () => {
      const [mail] = await mailTo(buyer);
      const files = mail?.attachments.map((file) => file.filename ?? '') ?? [];
      for (const each of numbers) expect(files.some((name) => name.includes(each))).toBe(true);
    }).toPass({ timeout: 20_000 });
    await expectNoAxeViolationsAtBothWidths(page, 'the order review with member cards');
    const saved = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download member cards (PDF)' }).click();
    const card = pdfText(await readFile(await (await saved).path()));
    expect(card).toContain('Member card');
    expect(card).toContain('Ada Lovelace');
    expect(card).toContain(PASS);
    expect(card).toContain(number);
    expect(card).toContain(orderNumber);

    // The owner sees the cards counted.
    await staff.reload();
    await expect(status).toContainText('2 valid member cards have been issued.');

    // Ada books two free tickets of a time every other visitor finds sold out.
    const day = await memberDay(request);
    await useAnnualPass(page, number, 'lovelace');
    await expect(page.getByRole('heading', { name: `Annual pass ${number} · Ada Lovelace` })).toBeVisible();
    await expect(page.getByText('Member tickets free')).toBeVisible();
    await chooseCalendarDay(page, day);
    const time = page.getByRole('radio', { name: /11:00.*Sold out, \d+ places kept for members/ });
    await expect(time).toBeEnabled();
    await time.check();
    const withPass = page.getByRole('spinbutton', { name: /with your pass/ }).first();
    await withPass.fill('2');
    await expectNoAxeViolationsAtBothWidths(page, 'booking with an annual pass');
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page.getByText(`With annual pass ${number}`)).toBeVisible();
    // Nothing to pay: no payment method to choose, the order is confirmed without the provider.
    await continueAsGuest(page, `ada-${Date.now()}@example.org`);
    await expect(page.getByRole('group', { name: 'Payment method' })).toHaveCount(0);
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Place the order (nothing to pay)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();

    // On a guided tour the guide is paid as by everyone, the admission ticket is the pass's.
    await useAnnualPass(page, number, 'Lovelace', '/en/guided-tours/1');
    await expect(page.getByRole('heading', { name: `Annual pass ${number} · Ada Lovelace` })).toBeVisible();
    await chooseCalendarDay(page, await demoDaysAhead(request, 1));
    await page.getByRole('radio', { name: /15:00/ }).check();
    await page
      .getByRole('spinbutton', { name: /^Adult/ })
      .first()
      .fill('1');
    await page
      .getByRole('spinbutton', { name: /with your pass/ })
      .first()
      .fill('1');
    await expectNoAxeViolationsAtBothWidths(page, 'a guided tour with an annual pass');
    await page.getByRole('button', { name: 'Add to basket' }).first().click();
    await page.getByRole('link', { name: 'Go to the basket' }).click();
    await expect(page.getByText(`With annual pass ${number}`)).toBeVisible();
    await payAsGuest(page, `ada-tour-${Date.now()}@example.org`);

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
    const bookings = staff.getByRole('region', { name: 'Member bookings' });
    await expect(bookings).toContainText('2 member tickets');
    await expect(bookings).toContainText('1 member ticket,');
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
    // Nor does it book member tickets any more.
    await useAnnualPass(page, number, 'Lovelace');
    await expect(
      page.getByText('This annual pass has been refunded and can no longer be used.'),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});
