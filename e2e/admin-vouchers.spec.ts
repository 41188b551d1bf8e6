import { readFileSync } from 'node:fs';
import { acceptLink, payAsGuest, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { expect, fillCart, GUEST_FORM_CHECK, timedTicketLine } from './checkout-support.ts';
import { failedLoad, type Page, test } from './fixtures.ts';

/**
 * Issue 36's voucher codes: the owner makes a batch of two €10 codes with a prefix and downloads
 * it as CSV; a visitor redeems one in the basket and pays; the owner sees its use and balance,
 * disables the other, and the visitor is refused it.
 */
const server = staffServerFor('vouchers');

async function redeem(page: Page, code: string) {
  await page.getByLabel('Voucher code').fill(code);
  await page.getByRole('button', { name: 'Redeem' }).click();
}

test('the owner makes codes, a visitor pays with one, the other is disabled and refused', async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(240_000);
  expectConsoleErrors(GUEST_FORM_CHECK, failedLoad(422, '/voucher?'));
  const context = await newContext({ baseURL: server().baseURL, acceptDownloads: true });
  const staff = await context.newPage();

  // The owner makes two codes of €10 with a prefix.
  await acceptLink(staff, server().owner.token, 'Olga Owner');
  await staff.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Vouchers' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Vouchers' })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Voucher products' })).toBeVisible();
  await staff.getByRole('link', { name: 'Make codes' }).click();
  const form = staff.getByRole('form', { name: 'Make voucher codes' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Number of codes' }).fill('2');
  await form.getByRole('textbox', { name: 'Prefix' }).fill('gift');
  await form.getByRole('textbox', { name: 'What the codes are for' }).fill('Partner gift cards');
  await form.getByRole('textbox', { name: 'Value of each code' }).fill('10');
  await expectNoAxeViolationsAtBothWidths(staff, 'the voucher batch form');
  await form.getByRole('button', { name: 'Make the codes' }).click();

  // The list shows the batch; its CSV holds both codes with value, validity and balance.
  const codes = staff.getByRole('table', { name: 'Voucher codes' });
  await expect(codes.getByRole('row')).toHaveCount(3);
  await expect(codes.getByRole('link', { name: /^GIFT-/ })).toHaveCount(2);
  await expectNoAxeViolationsAtBothWidths(staff, 'the voucher codes of a batch');
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Download 2 codes as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^vouchers-GIFT-\d+\.csv$/);
  const [header, ...rows] = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('code,value,valid_from,valid_to,balance');
  expect(rows).toHaveLength(2);
  const [used, other] = rows.map((row) => {
    const [code = '', value, , , balance] = row.split(',');
    expect(code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect([value, balance]).toEqual(['10.00', '10.00']);
    return code;
  });
  if (!used || !other) throw new Error('The CSV has not two codes');

  // A visitor redeems one in the basket and pays the rest: 2 tickets at €16 less €10.
  await fillCart(page, [await timedTicketLine(request, 2)]);
  await redeem(page, used.toLowerCase());
  await expect(page.getByRole('status').filter({ hasText: `Voucher code ${used} redeemed` })).toContainText(
    '€10.00 available',
  );
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await expect(summary.getByText('-€10.00', { exact: true })).toBeVisible();
  const orderNumber = await payAsGuest(page, `vouchers-${Date.now()}@example.org`, '€22.00');

  // The owner finds the code by a part of its text and sees its use and what is left.
  await staff.getByRole('textbox', { name: 'Find a code' }).fill(used.slice(5, 9).toLowerCase());
  await staff.getByRole('link', { name: used }).click();
  await expect(staff.getByRole('heading', { level: 2, name: used })).toBeVisible();
  const uses = staff.getByRole('table', { name: 'Uses' });
  await expect(uses.getByRole('row', { name: new RegExp(`${orderNumber} €10\\.00`) })).toBeVisible();
  await expect(staff.getByText('Used up')).toBeVisible();
  await expect(staff.getByRole('definition').filter({ hasText: /^€0\.00$/ })).toBeVisible();
  await expectNoAxeViolationsAtBothWidths(staff, 'a voucher code with its use');

  // The owner disables the other code, after confirming, by keyboard.
  await staff.getByRole('link', { name: 'Back to the vouchers' }).click();
  await staff.getByRole('textbox', { name: 'Find a code' }).fill(other);
  await staff.getByRole('link', { name: other }).click();
  await staff.getByRole('button', { name: 'Disable the code' }).focus();
  await staff.keyboard.press('Enter');
  const dialog = staff.getByRole('dialog', { name: `Disable the code ${other}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(staff.getByText('Disabled', { exact: true })).toBeVisible();

  // The visitor is refused the disabled code.
  await fillCart(page, [await timedTicketLine(request, 1)]);
  await redeem(page, other);
  await expect(page.getByText('This voucher code does not exist.')).toBeVisible();
});
