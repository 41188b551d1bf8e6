import { readFileSync } from 'node:fs';
import { ownerSession, paidOrder, shownDate, signIn, staffMember, staffServerFor } from './admin-support.ts';
import { expectNoAxeViolationsAtBothWidths } from './axe.ts';
import { expect, GUEST_FORM_CHECK, timedTicketLine } from './checkout-support.ts';
import { type APIRequestContext, museumDaysAhead, test } from './fixtures.ts';

/**
 * Issue 25's reports: a viewer opens the sales of the last 30 days, sees them as a chart and a
 * table, and downloads them as CSV and XLSX; the CSV's total is the sum of the period's paid
 * orders to the cent, as the staff order list gives them one by one.
 */
const server = staffServerFor('reports');

interface OrdersPage {
  data: { items: { total: number; state: string }[]; next_cursor: string | null };
}

/** What the period's orders that were paid (and perhaps refunded since) came to, page by page. */
async function paidOrdersSum(request: APIRequestContext, token: string, from: string, to: string) {
  let sum = 0;
  let count = 0;
  for (const state of ['paid', 'refund']) {
    let cursor: string | null = null;
    do {
      const query = new URLSearchParams({ shop: '1', _: token, from, to, state, limit: '100' });
      if (cursor) query.set('cursor', cursor);
      const response = await request.get(`/api/en/staff/orders?${query}`);
      expect(response.status()).toBe(200);
      const page = (await response.json()) as OrdersPage;
      for (const order of page.data.items) {
        sum += order.total;
        count += 1;
      }
      cursor = page.data.next_cursor;
    } while (cursor);
  }
  return { sum, count };
}

test("a report downloads, and its total equals the orders' to the cent", async ({
  page,
  request,
  newContext,
  expectConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // An order of today (for a visit on any day with places), so the period is never empty.
  const line = await timedTicketLine(request, 2);
  expectConsoleErrors(GUEST_FORM_CHECK);
  await paidOrder(page, [line], `report-${Date.now()}@example.org`);

  const { email } = await staffMember(request, server(), 'viewer', 'Vi Viewer');
  const context = await newContext({ baseURL: server().baseURL, acceptDownloads: true });
  const staff = await context.newPage();
  try {
    await signIn(staff, email);
    // A viewer lands on the reports, its only section: the door admits, which a viewer may not.
    await expect(staff.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const sections = staff.getByRole('navigation', { name: 'Sections' });
    await expect(sections.getByRole('link')).toHaveText(['Reports']);
    const from = museumDaysAhead(-29);
    const to = museumDaysAhead(0);
    await expect(staff.getByRole('group', { name: 'From', exact: true })).toHaveText(shownDate(from));
    await expect(staff.getByRole('group', { name: 'To', exact: true })).toHaveText(shownDate(to));
    await expect(staff.getByRole('table', { name: 'Sales in the period' })).toBeVisible();
    // The books (decision 0032): the order of today is revenue at its ticket's VAT rate; the demo's
    // voucher codes are owed; no pass was sold.
    const vat = staff.getByRole('table', { name: 'Sales per VAT rate in the period' });
    await expect(vat.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    await expect(staff.getByRole('table', { name: 'Vouchers owed in the period' })).toBeVisible();
    await expect(
      staff
        .getByRole('table', { name: 'Annual passes per type in the period' })
        .or(staff.getByText('No annual passes sold or refunded in this period.')),
    ).toBeVisible();
    await expect(staff.getByRole('link', { name: 'VAT as CSV' })).toBeVisible();
    await expectNoAxeViolationsAtBothWidths(staff, 'reports');

    const csvDownload = staff.waitForEvent('download');
    await staff.getByRole('link', { name: 'Sales as CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = readFileSync(await csv.path(), 'utf8').replace(/^\uFEFF/, '');
    const totalRow = text
      .trim()
      .split(/\r\n/)
      .find((line) => line.startsWith('total,'));
    if (!totalRow) throw new Error(`The CSV has no total row:\n${text}`);
    // total,orders,,paid,refunded,net
    const [, orders, , paid] = totalRow.split(',');

    const owner = await ownerSession(request, server());
    const expected = await paidOrdersSum(request, owner.token, from, to);
    expect(expected.count).toBeGreaterThan(0);
    expect(Number(orders)).toBe(expected.count);
    expect(paid).toBe((expected.sum / 100).toFixed(2));
    // The screen says the same.
    const formatted = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(
      expected.sum / 100,
    );
    await expect(staff.getByTestId('sales-paid')).toHaveText(formatted);

    const xlsxDownload = staff.waitForEvent('download');
    await staff.getByRole('link', { name: 'Sales as Excel (XLSX)' }).click();
    const xlsx = await xlsxDownload;
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    // An XLSX file is a zip archive.
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  } finally {
    await context.close();
  }
});
