import type { VatReport } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { addDays } from '../../../lib/dates.ts';
import type { TestApp } from '../../../test-support/build.ts';
import { paidOrder } from '../staff.test-support.ts';
import { type BooksState, booksFixture } from './books.test-support.ts';

/**
 * Issue 36's voucher liability and passes per type (decision 0032), on orders made through the
 * checkout: a voucher sold is owed, not revenue, until a code pays for something; passes count per
 * pass product.
 */
describe('the voucher liability and the passes', () => {
  const books = booksFixture();
  const { get, vat, liability, passes, shopRow, orderOf, refund } = books;
  let t: TestApp;
  let to: string;
  let article: number;
  let pass: number;
  let voucher: BooksState['voucher'];
  let ticket: BooksState['ticket'];
  beforeAll(() => {
    ({ t, to, article, pass, voucher, ticket } = books.state());
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

  it('lists codes made by staff apart, their redemptions, and writes off what a disabled code had left', async () => {
    const { owner, from } = books.state();
    const staffRow = (r: Awaited<ReturnType<typeof liability>>) =>
      r.rows.find((row) => row.origin === 'staff');
    const before = await liability();
    const post = (path: string, payload: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url: `/api/en/staff/${path}?_=${owner}`, payload });
    const made = await post('vouchers/codes', {
      count: 3,
      prefix: 'BOOKS',
      label: 'Books test gift codes',
      value: 1_500,
      valid_from: `${from} 00:00`,
      valid_to: `${addDays(to, 400)} 23:59`,
      limit: null,
    });
    expect(made.statusCode, made.body).toBe(200);
    const batch = made.json().data.id as number;
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/en/staff/vouchers/codes?batch=${batch}&_=${owner}`,
    });
    const codes = listed.json().data.codes as { id: number; code: string }[];
    expect(codes).toHaveLength(3);
    const [kept, spent, disabled] = codes;
    if (!kept || !spent || !disabled) throw new Error('three codes');
    expect((await post(`vouchers/codes/${disabled.id}/disable`)).statusCode).toBe(200);
    await paidOrder(t, [ticket(1), { type: 'voucherCode', barcode: spent.code }]);
    const after = await liability();
    const moved = (key: 'sold' | 'redeemed' | 'cancelled' | 'outstanding' | 'open_codes') =>
      (staffRow(after)?.[key] ?? 0) - (staffRow(before)?.[key] ?? 0);
    expect([
      moved('sold'),
      moved('redeemed'),
      moved('cancelled'),
      moved('outstanding'),
      moved('open_codes'),
    ]).toEqual([4_500, 1_000, 1_500, 2_000, 2]);
    // The shop's own liability did not move.
    expect(shopRow(after)?.outstanding).toBe(shopRow(before)?.outstanding);
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
});
