import {
  ANNUAL_PASS_KIND,
  type CartItem,
  type PassReport,
  type VatReport,
  type VatSplit,
  type VoucherLiabilityReport,
} from '@museum-shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema/checkout.ts';
import { invoices } from '../../../db/schema/documents.ts';
import { merchandise } from '../../../db/schema/merchandise.ts';
import { voucherProducts } from '../../../db/schema/vouchers.ts';
import { demoToday } from '../../../db/seed/catalog.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { addDays } from '../../../lib/dates.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { paidOrder, staffToken, testSlot } from '../staff.test-support.ts';
import { cents, readCsv, readXlsx } from './report-files.test-support.ts';

/**
 * Issue 36's reports a bookkeeper accepts (decision 0032), on orders made through the checkout:
 * sales per VAT rate as invoices and credit notes split them, vouchers as a liability, passes per
 * pass product, and downloads whose totals are the orders' to the cent.
 */
describe('the books', () => {
  let t: TestApp;
  let viewer: string;
  let owner: string;
  let from: string;
  let to: string;
  let article: number;
  let pass: number;
  let voucher: { id: number; price: number };
  let ticket: (count?: number) => CartItem;

  const get = (path: string) =>
    t.app.inject({ method: 'GET', url: `/api/en/staff/${path}${path.includes('?') ? '&' : '?'}_=${viewer}` });
  const report = async <T>(name: string): Promise<T> => {
    const response = await get(`reports/${name}?from=${from}&to=${to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  const vat = () => report<VatReport>('vat');
  const liability = () => report<VoucherLiabilityReport>('vouchers');
  const passes = () => report<PassReport>('passes');
  /** A figure of a rate's row, 0 when the rate has none. */
  const figure = (r: VatReport, vatRate: number, key: keyof VatReport['totals']) =>
    r.rows.find((row) => row.rate === vatRate)?.[key] ?? 0;
  const shopRow = (r: VoucherLiabilityReport) => r.rows.find((row) => row.origin === 'shop');
  const orderOf = async (number: string) => {
    const [row] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.orderNumber, number)));
    if (!row) throw new Error(`no order ${number}`);
    return row;
  };
  const refund = async (number: string, lines: number[]) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/orders/${number}/refund?_=${owner}`,
      payload: { lines, reason: 'The visitor cannot come' },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const product = async (values: { name: string; price: number; vatValue: number; kind?: number }) => {
    const [row] = await t.db
      .insert(merchandise)
      .values({
        shopId: DEMO_SHOP_ID,
        name: { en: values.name },
        description: { en: '' },
        price: values.price,
        vatValue: values.vatValue,
        stock: 50,
        weight: 100,
        productKindRef: values.kind ?? 1,
      })
      .returning({ id: merchandise.id });
    if (!row) throw new Error('no product');
    return row.id;
  };

  beforeAll(async () => {
    t = await build();
    viewer = await staffToken(t, 'viewer');
    owner = await staffToken(t, 'owner');
    // Yesterday to tomorrow: an order made at 23:59:59 and its report a second later stay in one period.
    const today = demoToday(t.app.clock());
    from = addDays(today, -1);
    to = addDays(today, 1);
    article = await product({ name: 'Books test catalogue', price: 1_190, vatValue: 19 });
    pass = await product({ name: 'Books test pass', price: 5_350, vatValue: 7, kind: ANNUAL_PASS_KIND });
    const [fixed] = await t.db
      .select({ id: voucherProducts.id, price: voucherProducts.price })
      .from(voucherProducts)
      .where(and(eq(voucherProducts.shopId, DEMO_SHOP_ID), eq(voucherProducts.variableAmount, false)))
      .limit(1);
    if (!fixed) throw new Error('the demo museum sells a voucher of a fixed value');
    voucher = fixed;
    ticket = (await testSlot(t, 100)).item;
  });
  afterAll(() => t.close());

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

  it('books a voucher sold as a liability, not revenue, and its redemption as revenue', async () => {
    const vatBefore = await vat();
    const owedBefore = await liability();
    const bought = await paidOrder(t, [{ type: 'voucher', id: voucher.id, count: 1 }]);
    const [code] = (await orderOf(bought)).lines[0]?.codes ?? [];
    if (!code) throw new Error('a bought voucher has a code');
    const vatSold = await vat();
    const owedSold = await liability();
    expect(vatSold.totals.sold_gross).toBe(vatBefore.totals.sold_gross);
    expect(vatSold.reconciliation.vouchers_sold - vatBefore.reconciliation.vouchers_sold).toBe(voucher.price);
    expect((shopRow(owedSold)?.sold ?? 0) - (shopRow(owedBefore)?.sold ?? 0)).toBe(voucher.price);
    expect(owedSold.totals.outstanding - owedBefore.totals.outstanding).toBe(voucher.price);

    // Two tickets and a catalogue (€36.80 with shipping), partly paid with the code.
    const paying = await paidOrder(t, [
      ticket(2),
      { type: 'merchandise', id: article, count: 1 },
      { type: 'voucherCode', barcode: code },
    ]);
    const applied = Math.min(voucher.price, 3_680);
    expect((await orderOf(paying)).vouchers).toEqual([{ barcode: code, applied }]);
    const vatPaid = await vat();
    const owedPaid = await liability();
    // Revenue is what the tickets and the catalogue were sold for, the code's part included.
    expect(vatPaid.totals.sold_gross - vatSold.totals.sold_gross).toBe(3_680);
    expect(vatPaid.reconciliation.voucher_codes - vatSold.reconciliation.voucher_codes).toBe(applied);
    expect((shopRow(owedPaid)?.redeemed ?? 0) - (shopRow(owedSold)?.redeemed ?? 0)).toBe(applied);
    expect(owedPaid.totals.outstanding - owedSold.totals.outstanding).toBe(-applied);

    // The tickets given back: the money that was paid comes first, the rest goes back to the code.
    await refund(paying, [0]);
    const money = Math.min(2_000, 3_680 - applied);
    const owedBack = await liability();
    expect((shopRow(owedBack)?.redeemed ?? 0) - (shopRow(owedPaid)?.redeemed ?? 0)).toBe(-(2_000 - money));
    expect(owedBack.totals.outstanding - owedPaid.totals.outstanding).toBe(2_000 - money);
  });

  it('counts passes per pass product, sold and refunded, with their net', async () => {
    const before = await passes();
    const holder = { title: 'Ms', fname: 'Pia', lname: 'Member' };
    const number = await paidOrder(t, [
      { type: 'annualPass', id: pass, count: 2, owners: [holder, { ...holder, fname: 'Paul' }] },
      ticket(1),
    ]);
    await refund(number, [0]);
    const after = await passes();
    const row = after.rows.find((r) => r.product_id === pass);
    const earlier = before.rows.find((r) => r.product_id === pass);
    expect(earlier).toBeUndefined();
    // 2 × €53.50 at 7 %: VAT 10700 × 7 / 107 = 700.
    expect(row).toEqual({
      product_id: pass,
      name: 'Books test pass',
      sold: 2,
      sold_gross: 10_700,
      sold_net: 10_000,
      refunded: 2,
      refunded_gross: 10_700,
      refunded_net: 10_000,
      count: 0,
      gross: 0,
      net: 0,
    });
    expect(after.totals.sold - before.totals.sold).toBe(2);
  });

  it("adds up every report's rows to its totals, and the voucher movements to what is owed", async () => {
    const v = await vat();
    for (const key of Object.keys(v.totals) as (keyof VatReport['totals'])[])
      expect(
        v.rows.reduce((sum, row) => sum + row[key], 0),
        key,
      ).toBe(v.totals[key]);
    for (const row of v.rows) {
      expect(row.sold_net + row.sold_vat).toBe(row.sold_gross);
      expect(row.net + row.vat).toBe(row.gross);
    }
    expect(v.totals.sold_gross).toBe(
      v.reconciliation.paid - v.reconciliation.vouchers_sold + v.reconciliation.voucher_codes,
    );
    const owed = await liability();
    for (const row of [...owed.rows, owed.totals])
      expect(row.opening + row.sold - row.refunded - row.redeemed - row.expired - row.cancelled).toBe(
        row.outstanding,
      );
    // What the shop owes on the codes it sold is what is left on them: value less used, less what
    // orders took, of codes that still work.
    const left = (await t.db.execute(sql`select coalesce(sum(c.amount - c.used_amount - coalesce((
        select sum(i.amount) from reservation_items i join reservations r on r.id = i.reservation_id
        where i.voucher_code_id = c.id and r.status = 'sold'), 0)), 0)::int as left
      from voucher_codes c where c.shop_id = ${DEMO_SHOP_ID} and c.disabled_at is null
        and exists (select 1 from orders o, jsonb_array_elements(o.lines) l
          where o.payment_state in ('paid', 'refund') and l->>'type' = 'voucher' and l->'codes' ? c.code) and c.valid_to > ${t.app.clock().toISOString()}::timestamptz`)) as unknown as {
      rows: { left: number }[];
    };
    expect(owed.rows.find((row) => row.origin === 'shop')?.outstanding).toBe(Number(left.rows[0]?.left));
    expect(shopRow(owed)?.outstanding).toBeGreaterThan(0);
    // What is owed at the end of one period is owed at the start of the next.
    const next = await get(`reports/vouchers?from=${addDays(to, 1)}&to=${addDays(to, 1)}`);
    expect(next.json().data.totals.opening).toBe(owed.totals.outstanding);
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
