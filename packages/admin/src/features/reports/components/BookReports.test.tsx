import type { PassReport, VatReport, VoucherLiabilityReport } from '@museum-shop/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../../test-support/render.tsx';
import { BookReports } from './BookReports.tsx';

afterEach(cleanup);

const period = { from: '2026-11-01', to: '2026-11-30' };

const vat: VatReport = {
  ...period,
  rows: [
    {
      rate: 7,
      sold_gross: 2_000,
      sold_net: 1_869,
      sold_vat: 131,
      refunded_gross: 0,
      refunded_net: 0,
      refunded_vat: 0,
      gross: 2_000,
      net: 1_869,
      vat: 131,
    },
    {
      rate: 19,
      sold_gross: 1_680,
      sold_net: 1_412,
      sold_vat: 268,
      refunded_gross: 1_190,
      refunded_net: 1_000,
      refunded_vat: 190,
      gross: 490,
      net: 412,
      vat: 78,
    },
  ],
  totals: {
    sold_gross: 3_680,
    sold_net: 3_281,
    sold_vat: 399,
    refunded_gross: 1_190,
    refunded_net: 1_000,
    refunded_vat: 190,
    gross: 2_490,
    net: 2_281,
    vat: 209,
  },
  reconciliation: { orders: 2, paid: 4_680, vouchers_sold: 2_500, voucher_codes: 1_500, refunds: 1 },
};

const movements = {
  opening: 10_000,
  sold: 2_500,
  refunded: 0,
  redeemed: 1_500,
  expired: 2_500,
  cancelled: 0,
  outstanding: 8_500,
  open_codes: 3,
};
const none = { ...movements, opening: 0, sold: 0, redeemed: 0, expired: 0, outstanding: 0, open_codes: 0 };
const vouchers: VoucherLiabilityReport = {
  ...period,
  rows: [
    { origin: 'shop', ...movements },
    { origin: 'staff', ...none },
    { origin: 'other', ...none },
  ],
  totals: movements,
};

const passes: PassReport = {
  ...period,
  rows: [
    {
      product_id: 9,
      name: 'Friends of the museum',
      sold: 2,
      sold_gross: 10_700,
      sold_net: 10_000,
      refunded: 1,
      refunded_gross: 5_350,
      refunded_net: 5_000,
      count: 1,
      gross: 5_350,
      net: 5_000,
    },
  ],
  totals: {
    sold: 2,
    sold_gross: 10_700,
    sold_net: 10_000,
    refunded: 1,
    refunded_gross: 5_350,
    refunded_net: 5_000,
    count: 1,
    gross: 5_350,
    net: 5_000,
  },
};

/** The whole rendered screen has no violation axe can find without a layout (contrast needs one). */
async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.passes.length).toBeGreaterThan(0);
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

describe('the books on the reports screen (decision 0032)', () => {
  it('shows VAT per rate, the voucher liability and the passes as tables with their totals', async () => {
    const { container } = await renderWithApi(<BookReports period={period} />, {
      'GET staff/reports/vat': () => ({ body: { data: vat } }),
      'GET staff/reports/vouchers': () => ({ body: { data: vouchers } }),
      'GET staff/reports/passes': () => ({ body: { data: passes } }),
    });
    const vatTable = await screen.findByRole('table', { name: 'Sales per VAT rate in the period' });
    const rows = within(vatTable).getAllByRole('row');
    // Header, 7 %, 19 %, totals.
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7%', '€20.00', '€18.69', '€1.31', '€0.00', '€0.00', '€0.00', '€20.00', '€18.69', '€1.31']);
    const totals = rows[3] as HTMLElement;
    expect(within(totals).getByRole('rowheader').textContent).toBe('Total');
    expect(
      within(totals)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€36.80', '€32.81', '€3.99', '€11.90', '€10.00', '€1.90', '€24.90', '€22.81', '€2.09']);
    expect(
      screen.getByText(/Customers paid €46.80 for 2 orders\. Of that, €25.00 bought vouchers/),
    ).toBeTruthy();

    const owed = await screen.findByRole('table', { name: 'Vouchers owed in the period' });
    const owedRows = within(owed).getAllByRole('row');
    expect(owedRows.map((row) => row.firstElementChild?.textContent)).toEqual([
      'Vouchers',
      'Bought in the shop',
      'Made by staff',
      'Other codes',
      'Total',
    ]);
    expect(
      within(owedRows[4] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€100.00', '€25.00', '€0.00', '€15.00', '€25.00', '€0.00', '€85.00', '3']);

    const passTable = await screen.findByRole('table', { name: 'Annual passes per type in the period' });
    expect(within(passTable).getByRole('row', { name: /Friends of the museum/ })).toBeTruthy();
    // Each report downloads as CSV and XLSX, with the session token the link carries.
    for (const [title, report] of [
      ['VAT', 'vat'],
      ['Voucher liability', 'vouchers'],
      ['Annual passes', 'passes'],
    ]) {
      const csv = screen.getByRole('link', { name: `${title} as CSV` });
      expect(csv.getAttribute('href')).toContain(`report=${report}`);
      expect(csv.getAttribute('href')).toContain('format=csv');
      expect(screen.getByRole('link', { name: `${title} as Excel (XLSX)` }).getAttribute('href')).toContain(
        'format=xlsx',
      );
    }
    await expectNoAxeViolations(container);
  });

  it('says when a period has nothing to show', async () => {
    const { container } = await renderWithApi(<BookReports period={period} />, {
      'GET staff/reports/vat': () => ({ body: { data: { ...vat, rows: [] } } }),
      'GET staff/reports/vouchers': () => ({
        body: {
          data: { ...vouchers, rows: vouchers.rows.map((row) => ({ ...row, ...none })), totals: none },
        },
      }),
      'GET staff/reports/passes': () => ({ body: { data: { ...passes, rows: [] } } }),
    });
    expect(await screen.findByText('No sales or refunds in this period.')).toBeTruthy();
    expect(await screen.findByText('No vouchers owed in this period.')).toBeTruthy();
    expect(await screen.findByText('No annual passes sold or refunded in this period.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('shows a spinner while loading, and a failure with a retry that loads again', async () => {
    let fail = true;
    const { container, calls } = await renderWithApi(<BookReports period={period} />, {
      'GET staff/reports/vat': () =>
        fail
          ? { status: 422, body: { code: 'INVALID_DATE_RANGE', message: 'The period ends before it starts' } }
          : { body: { data: vat } },
      'GET staff/reports/vouchers': () => ({ body: { data: vouchers } }),
      'GET staff/reports/passes': () => ({ body: { data: passes } }),
    });
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The period is not valid');
    await expectNoAxeViolations(container);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Sales per VAT rate in the period' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(calls.filter((call) => call.url.includes('reports/vat')).length).toBe(2);
  });
});
