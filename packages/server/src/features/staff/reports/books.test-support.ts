import {
  ANNUAL_PASS_KIND,
  type CartItem,
  type PassReport,
  type VatReport,
  type VoucherLiabilityReport,
} from '@museum-shop/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { orders } from '../../../db/schema/checkout.ts';
import { merchandise } from '../../../db/schema/merchandise.ts';
import { voucherProducts } from '../../../db/schema/vouchers.ts';
import { demoToday } from '../../../db/seed/catalog.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { addDays } from '../../../lib/dates.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { staffToken, testSlot } from '../staff.test-support.ts';

/** What the books' tests work with: the app, staff, the period, and products of known prices and rates. */
export interface BooksState {
  t: TestApp;
  viewer: string;
  owner: string;
  /** Yesterday to tomorrow: an order made at 23:59:59 and its report a second later stay in one period. */
  from: string;
  to: string;
  /** A catalogue at €11.90 with 19 % VAT, 100 g (shipping €4.90 to Germany). */
  article: number;
  /** An annual pass (kind 13) at €53.50 with 7 % VAT. */
  pass: number;
  /** A voucher product of the demo of a fixed value. */
  voucher: { id: number; price: number };
  /** Tickets at €10.00 with 7 % VAT for a slot tomorrow. */
  ticket: (count?: number) => CartItem;
}

/**
 * Sets up an app for the books' tests (decision 0032) before the file's tests and closes it after;
 * answers the state (once set up) and the calls the tests make.
 */
export function booksFixture() {
  let state: BooksState | undefined;
  const s = () => {
    if (!state) throw new Error('the books fixture is not set up yet');
    return state;
  };
  const product = async (
    t: TestApp,
    values: { name: string; price: number; vatValue: number; kind?: number },
  ) => {
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
    const t = await build();
    const today = demoToday(t.app.clock());
    const [fixed] = await t.db
      .select({ id: voucherProducts.id, price: voucherProducts.price })
      .from(voucherProducts)
      .where(and(eq(voucherProducts.shopId, DEMO_SHOP_ID), eq(voucherProducts.variableAmount, false)))
      .limit(1);
    if (!fixed) throw new Error('the demo museum sells a voucher of a fixed value');
    state = {
      t,
      viewer: await staffToken(t, 'viewer'),
      owner: await staffToken(t, 'owner'),
      from: addDays(today, -1),
      to: addDays(today, 1),
      article: await product(t, { name: 'Books test catalogue', price: 1_190, vatValue: 19 }),
      pass: await product(t, { name: 'Books test pass', price: 5_350, vatValue: 7, kind: ANNUAL_PASS_KIND }),
      voucher: fixed,
      ticket: (await testSlot(t, 100)).item,
    };
  });
  afterAll(() => state?.t.close());

  const get = (path: string) =>
    s().t.app.inject({
      method: 'GET',
      url: `/api/en/staff/${path}${path.includes('?') ? '&' : '?'}_=${s().viewer}`,
    });
  const report = async <T>(name: string): Promise<T> => {
    const response = await get(`reports/${name}?from=${s().from}&to=${s().to}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as T;
  };
  return {
    state: s,
    get,
    vat: () => report<VatReport>('vat'),
    liability: () => report<VoucherLiabilityReport>('vouchers'),
    passes: () => report<PassReport>('passes'),
    /** A figure of a rate's row, 0 when the rate has none. */
    figure: (r: VatReport, vatRate: number, key: keyof VatReport['totals']) =>
      r.rows.find((row) => row.rate === vatRate)?.[key] ?? 0,
    shopRow: (r: VoucherLiabilityReport) => r.rows.find((row) => row.origin === 'shop'),
    orderOf: async (number: string) => {
      const [row] = await s()
        .t.db.select()
        .from(orders)
        .where(and(eq(orders.shopId, DEMO_SHOP_ID), eq(orders.orderNumber, number)));
      if (!row) throw new Error(`no order ${number}`);
      return row;
    },
    /** The owner refunds lines of an order (the sandbox confirms at once). */
    refund: async (number: string, lines: number[]) => {
      const response = await s().t.app.inject({
        method: 'POST',
        url: `/api/en/staff/orders/${number}/refund?_=${s().owner}`,
        payload: { lines, reason: 'The visitor cannot come' },
      });
      expect(response.statusCode, response.body).toBe(200);
    },
  };
}
