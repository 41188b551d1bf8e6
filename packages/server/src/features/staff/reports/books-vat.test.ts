import type { VatSplit } from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/checkout.ts';
import { invoices } from '../../../db/schema/documents.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import type { TestApp } from '../../../test-support/build.ts';
import { paidOrder, staffToken } from '../staff.test-support.ts';
import { type BooksState, booksFixture } from './books.test-support.ts';
import { cents, readCsv, readXlsx } from './report-files.test-support.ts';

/**
 * Issue 36's sales per VAT rate (decision 0032), on orders made through the checkout: split as
 * invoices and credit notes split them, and downloaded as files whose totals are the orders' to the
 * cent.
 */
describe('the VAT report', () => {
  const books = booksFixture();
  const { get, vat, liability, passes, figure, orderOf, refund } = books;
  let t: TestApp;
  let owner: string;
  let from: string;
  let to: string;
  let article: number;
  let ticket: BooksState['ticket'];
  beforeAll(() => {
    ({ t, owner, from, to, article, ticket } = books.state());
  });

  it('splits a 7 % ticket and a 19 % article into two rates with exact net and VAT', async () => {
    const before = await vat();
    const number = await paidOrder(t, [ticket(2), { type: 'merchandise', id: article, count: 1 }]);
    expect((await orderOf(number)).shipping).toBe(490);
    const after = await vat();
    const delta = (vatRate: number, key: 'sold_gross' | 'sold_net' | 'sold_vat') =>
      figure(after, vatRate, key) - figure(before, vatRate, key);
    // 2 × €10.00 at 7 %: VAT 2000 × 7 / 107 = 130.84 → 131.
    expect([delta(7, 'sold_gross'), delta(7, 'sold_net'), delta(7, 'sold_vat')]).toEqual([2_000, 1_869, 131]);
    // €11.90 and €4.90 shipping (a side service of the goods) at 19 %: 1680 × 19 / 119 = 268.24 → 268.
    expect([delta(19, 'sold_gross'), delta(19, 'sold_net'), delta(19, 'sold_vat')]).toEqual([
      1_680, 1_412, 268,
    ]);
    expect(after.reconciliation.orders - before.reconciliation.orders).toBe(1);
    expect(after.reconciliation.paid - before.reconciliation.paid).toBe(3_680);
  });

  it('takes a partial refund off as its credit note does, to the cent', async () => {
    const number = await paidOrder(t, [ticket(2), { type: 'merchandise', id: article, count: 1 }]);
    const order = await orderOf(number);
    // The invoice is issued at its first download; the refund's credit note corrects it.
    const invoice = await t.app.inject({ method: 'GET', url: `/api/en/order/invoice?id=${order.publicId}` });
    expect(invoice.statusCode, invoice.body).toBe(200);
    const before = await vat();
    await refund(number, [1]);
    const after = await vat();
    const [note] = await t.db
      .select({ document: invoices.document })
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')));
    const noted: VatSplit[] = (note?.document as { vat?: VatSplit[] } | undefined)?.vat ?? [];
    // The article back at 19 %, without the shipping (given back only with the whole order).
    expect(noted).toEqual([{ rate: 19, gross: -1_190, vat: -190, net: -1_000 }]);
    const back = (vatRate: number, key: 'refunded_gross' | 'refunded_net' | 'refunded_vat') =>
      figure(after, vatRate, key) - figure(before, vatRate, key);
    expect([back(19, 'refunded_gross'), back(19, 'refunded_net'), back(19, 'refunded_vat')]).toEqual([
      1_190, 1_000, 190,
    ]);
    expect([back(7, 'refunded_gross'), back(7, 'refunded_vat')]).toEqual([0, 0]);
    expect(after.totals.vat - before.totals.vat).toBe(-190);
    expect(after.reconciliation.refunds - before.reconciliation.refunds).toBe(1);
  });

  it("downloads the reports as CSV and XLSX whose totals are the orders' to the cent", async () => {
    const rows = await t.db.select().from(orders).where(eq(orders.shopId, DEMO_SHOP_ID));
    const v = await vat();
    // The revenue from the orders themselves: each paid order's lines but vouchers, and its shipping.
    const mine = rows.filter((order) => order.paymentState !== 'open');
    const revenue = mine.reduce(
      (sum, order) =>
        sum +
        order.shipping +
        order.lines.filter((line) => line.type !== 'voucher').reduce((s, line) => s + line.total, 0),
      0,
    );
    expect(v.totals.sold_gross).toBe(revenue);
    expect(v.totals.refunded_gross).toBeGreaterThan(0);
    // Every order refunded here was invoiced: what went back is what its credit notes say.
    const notes = await t.db
      .select({ document: invoices.document })
      .from(invoices)
      .where(and(eq(invoices.shopId, DEMO_SHOP_ID), eq(invoices.kind, 'credit_note')));
    const noted = notes.flatMap((note) => (note.document as { vat: VatSplit[] }).vat);
    expect(-noted.reduce((sum, split) => sum + split.gross, 0)).toBe(v.totals.refunded_gross);
    expect(-noted.reduce((sum, split) => sum + split.vat, 0)).toBe(v.totals.refunded_vat);
    const paid = mine.reduce((sum, order) => sum + order.totals.total + order.shipping, 0);
    expect(v.reconciliation.paid).toBe(paid);
    for (const format of ['csv', 'xlsx'] as const) {
      const file = async (name: string) => {
        const response = await get(`reports/export?from=${from}&to=${to}&report=${name}&format=${format}`);
        expect(response.statusCode, response.body).toBe(200);
        const table =
          format === 'csv' ? readCsv(response.body) : readXlsx(new Uint8Array(response.rawPayload));
        const total = table.find((row) => row[0] === 'total');
        if (!total) throw new Error(`${name}.${format} has no total row`);
        return { table, total };
      };
      const vatFile = await file('vat');
      // rate, sold gross, sold net, sold vat, refunded gross, refunded net, refunded vat, gross, net, vat
      expect(vatFile.total.slice(1).map(cents)).toEqual([
        v.totals.sold_gross,
        v.totals.sold_net,
        v.totals.sold_vat,
        v.totals.refunded_gross,
        v.totals.refunded_net,
        v.totals.refunded_vat,
        v.totals.gross,
        v.totals.net,
        v.totals.vat,
      ]);
      expect(vatFile.table.slice(1, -1).map((row) => Number(row[0]))).toEqual(v.rows.map((row) => row.rate));
      const owed = await liability();
      const owedFile = await file('vouchers');
      expect(owedFile.total.slice(1, 8).map(cents)).toEqual([
        owed.totals.opening,
        owed.totals.sold,
        owed.totals.refunded,
        owed.totals.redeemed,
        owed.totals.expired,
        owed.totals.cancelled,
        owed.totals.outstanding,
      ]);
      const p = await passes();
      const passFile = await file('passes');
      expect(passFile.total.slice(1).map(Number)).toEqual([
        p.totals.sold,
        p.totals.sold_gross / 100,
        p.totals.sold_net / 100,
        p.totals.refunded,
        p.totals.refunded_gross / 100,
        p.totals.refunded_net / 100,
        p.totals.count,
        p.totals.gross / 100,
        p.totals.net / 100,
      ]);
    }
  });

  it('opens to owners and viewers only', async () => {
    const boxOffice = await staffToken(t, 'box_office');
    for (const name of ['vat', 'vouchers', 'passes']) {
      const url = `/api/en/staff/reports/${name}?from=${from}&to=${to}`;
      const refused = await t.app.inject({ method: 'GET', url: `${url}&_=${boxOffice}` });
      expect(refused.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `${url}&_=${owner}` })).statusCode).toBe(200);
    }
  });

  it('refuses a period that ends before it starts, as the other reports do', async () => {
    for (const name of ['vat', 'vouchers', 'passes']) {
      const response = await get(`reports/${name}?from=${to}&to=${from}`);
      expect(response.statusCode).toBe(422);
      expect(response.json().code).toBe('INVALID_DATE_RANGE');
    }
  });
});
