import { execFileSync } from 'node:child_process';
import { messageTo, paidOrder, signIn, staffMember, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths, SCAN_VIEWPORTS } from './axe.ts';
import { dayTicketLine, expect, GUEST_FORM_CHECK, timedTicketLine } from './checkout-support.ts';
import { type Page, test } from './fixtures.ts';
import { museumToday } from './server-clock.ts';

/**
 * Issue 25's refund journey: a visitor buys a timed ticket and a day ticket; the box office finds
 * the paid order by its number and refunds the timed ticket alone. The slot's free places go up,
 * the refund reaches the payment provider (the sandbox confirms it) and the customer gets an e-mail.
 * At the door, the timed ticket's code, read from the PDF of the confirmation e-mail, is answered
 * for its day before the refund and refused after it.
 */

/** The ticket codes printed in a tickets PDF, read as a person (or pdftotext) reads them. */
function printedCodes(pdf: Buffer): string[] {
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
  return [...text.matchAll(/(T1\.\d+\.[0-9A-Z-]+\.\d+\.\d+\.\d+\.)\s*([A-Z2-7]{32})/g)].map(
    (match) => `${match[1]}${match[2]}`,
  );
}

/** Checks `code` on the staff app's door screen, by keyboard as a hand scanner types it. */
async function checkAtDoor(staff: Page, code: string) {
  const field = staff.getByLabel('Ticket or member card');
  await field.focus();
  await staff.keyboard.type(code);
  await staff.keyboard.press('Enter');
  // The field empties for the next scan and keeps the focus.
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  return staff.getByRole('region', { name: 'Result of the check' });
}
const server = staffServerFor('refund');

/** What sticks out of the order page's cards, or of the window, and a badge broken over two lines. */
function layoutFaults(page: Page) {
  return page.evaluate(() => {
    const faults: string[] = [];
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    if (document.documentElement.scrollWidth > window.innerWidth)
      faults.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    for (const card of document.querySelectorAll('main section.panel')) {
      const box = card.getBoundingClientRect();
      for (const inner of card.querySelectorAll('*')) {
        const rect = inner.getBoundingClientRect();
        if (rect.width > 0 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5))
          faults.push(`${name(inner)} sticks out of ${name(card)}`);
      }
    }
    for (const badge of document.querySelectorAll('main .badge')) {
      const style = getComputedStyle(badge);
      const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
      const text = badge.getBoundingClientRect().height - padding;
      if (text > 1.5 * Number.parseFloat(style.lineHeight)) faults.push(`${name(badge)} takes two lines`);
    }
    return faults;
  });
}

/**
 * Issue 34: a long payment reference (as a provider may give) wraps inside its card at a phone's and
 * a desktop's width, and the "Refunded" badge stays on one line.
 */
async function expectOrderFitsItsCards(staff: Page) {
  const reference = `pi_${'3MtwBwLkdIwHu7ixA1b2C3d4'.repeat(5)}`;
  const orderDetail = (url: URL) => /\/staff\/orders\/[^/]+$/.test(url.pathname);
  await staff.route(orderDetail, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { payments: { provider_ref: string | null }[] } };
    for (const payment of body.data.payments) payment.provider_ref = reference;
    await route.fulfill({ response, json: body });
  });
  const size = staff.viewportSize();
  try {
    for (const viewport of SCAN_VIEWPORTS) {
      await staff.setViewportSize(viewport);
      await staff.reload();
      await expect(staff.getByRole('region', { name: 'Payments' })).toContainText(reference);
      await expect(staff.getByRole('table', { name: 'Lines' })).toContainText('Refunded');
      expect(await layoutFaults(staff), `at ${viewport.width}px`).toEqual([]);
    }
  } finally {
    await staff.unroute(orderDetail);
    if (size) await staff.setViewportSize(size);
  }
}

/** The places of a slot on the day sheet, by its product and start time. */
async function slotPlaces(page: Page, date: string, product: RegExp, time: string) {
  await page.goto(`/admin/day-sheet?date=${date}`);
  const row = page
    .getByRole('row')
    .filter({ hasText: product })
    .filter({ hasText: `${time}–` });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  return { sold: Number(await cells.nth(3).textContent()), free: Number(await cells.nth(5).textContent()) };
}

test('the box office finds a paid order by its number and refunds one ticket', async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(150_000);
  const customer = `refund-${Date.now()}@example.org`;
  const timed = await timedTicketLine(request, 1);
  const day = await dayTicketLine(request, 1);
  expectConsoleErrors(GUEST_FORM_CHECK);
  const orderNumber = await paidOrder(page, [timed, day], customer);
  const [date = '', time = ''] = String(timed.item.datetime).split(' ');

  const { email } = await staffMember(request, server(), 'box_office', 'Bo Box');
  const context = await newContext({ baseURL: server().baseURL });
  const staff = await context.newPage();
  try {
    await signIn(staff, email);
    const before = await slotPlaces(staff, date, /Neon Nights/, time);

    // The door reads the timed ticket (the order's first line) from the e-mail's tickets PDF.
    const confirmation = await messageTo(customer, new RegExp(`Your order ${orderNumber}`));
    const pdfs = confirmation.attachments.filter((file) => file.contentType === 'application/pdf');
    const [timedCode = ''] = pdfs
      .flatMap((pdf) => printedCodes(pdf.content))
      .filter((code) => code.includes(`.${orderNumber}.0.`));
    expect(timedCode).toMatch(/^T1\./);
    await staff.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Door' }).click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Door' })).toBeFocused();
    let verdict = await checkAtDoor(staff, timedCode);
    // Admitted on its day; on another day the door names the day (the slot may be tomorrow's).
    await expect(verdict).toContainText(date === museumToday() ? 'Admit' : 'The ticket is for another day');
    await expect(verdict).toContainText('Person 1 of 1');
    await expect(verdict).toContainText(orderNumber);
    if (date === museumToday()) {
      // A ticket admits once: the same code again is a copy, or its holder came back.
      verdict = await checkAtDoor(staff, timedCode);
      await expect(verdict).toContainText('This ticket was already used');
      // Its holder stepped out with the staff's leave: the earlier admission is taken back, by
      // keyboard, and the next scan admits once more.
      await verdict.getByRole('button', { name: 'Take back the earlier admission' }).focus();
      await staff.keyboard.press('Enter');
      await expect(verdict).toContainText('Admission taken back');
      await expect(staff.getByLabel('Ticket or member card')).toBeFocused();
      verdict = await checkAtDoor(staff, timedCode);
      await expect(verdict).toContainText('Admit');
      await expect(verdict.getByRole('button', { name: 'Undo this admission' })).toBeVisible();
    }
    await expectNoAxeViolationsAtBothWidths(staff, 'door');

    await staff.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Orders' }).click();
    await staff.getByLabel('Order number, name or e-mail').fill(orderNumber);
    await staff.getByRole('button', { name: 'Search' }).click();
    await staff.getByRole('table', { name: 'Orders found' }).getByRole('link', { name: orderNumber }).click();
    await expect(staff.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeFocused();
    await expect(staff.getByText(customer).first()).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(staff, 'order');

    const open = staff.getByRole('button', { name: 'Refund…' });
    await open.click();
    const dialog = staff.getByRole('dialog', { name: `Refund order ${orderNumber}` });
    await expect(dialog).toBeVisible();
    // React Aria's checkbox: its input is hidden behind the label a person clicks.
    await dialog.getByText(/Neon Nights/).click();
    await expect(dialog.getByRole('checkbox', { name: /Neon Nights/ })).toBeChecked();
    await dialog.getByLabel('Reason').fill('The visitor cannot come');
    await expectNoAxeViolationsAtBothWidths(staff, 'refund dialog');
    await dialog.getByRole('button', { name: /^Refund €/ }).click();
    await expect(dialog).toBeHidden();
    // The outcome takes the focus (the dialog's button is gone), which reads it out.
    await expect(staff.locator(':focus')).toHaveText(
      /^Refund of €[\d.,]+ done\. The customer gets an e-mail\.$/,
    );
    const lines = staff.getByRole('table', { name: 'Lines' });
    await expect(lines.getByRole('row').filter({ hasText: /Neon Nights/ })).toContainText('Refunded');
    await expect(lines.getByRole('row').filter({ hasText: /Museum day ticket/ })).not.toContainText(
      'Refunded',
    );

    // The refund reaches the payment provider: the job asks the sandbox, which confirms it at once
    // (a provider that takes its time leaves the line "Refund pending" until it does).
    const refunds = staff.getByRole('region', { name: 'Refunds' });
    await expect(async () => {
      await staff.reload();
      await expect(refunds.getByRole('listitem').first()).toContainText('done', { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // Quoted as English quotes, not with German marks (issue 34).
    await expect(refunds).toContainText('“The visitor cannot come”');
    // What staff did, as staff read it (issue 34): money as money, the line by its name, no raw values.
    const refunded = staff
      .getByRole('table', { name: 'What staff did' })
      .getByRole('row')
      .filter({ hasText: 'Started a refund' });
    await expect(refunded).toContainText(/Amount: €\d+\.\d{2}/);
    await expect(refunded).toContainText('Lines: Neon Nights');
    await expect(refunded).toContainText('Reason: “The visitor cannot come”');
    await expect(refunded).not.toContainText(/\[0\]|— →/);
    await expectOrderFitsItsCards(staff);

    // The customer is told, and the slot has its place back.
    const mail = await messageTo(customer, new RegExp(`Refund for your order ${orderNumber}`));
    expect(mail.text).toContain(orderNumber);
    const after = await slotPlaces(staff, date, /Neon Nights/, time);
    expect(after.free).toBe(before.free + 1);
    expect(after.sold).toBe(before.sold - 1);

    // At the door the refunded ticket no longer lets anyone in.
    await staff.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Door' }).click();
    verdict = await checkAtDoor(staff, timedCode);
    await expect(verdict.getByRole('heading', { name: 'Do not admit' })).toBeVisible();
    await expect(verdict).toContainText('The ticket was refunded.');
  } finally {
    await context.close();
  }
});
