import type { Language, OrderLine, Translations } from '@museum-shop/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orders, paymentTypes } from '../../../db/schema/checkout.ts';
import { museumDay, refundedOf } from '../orders/orders.repository.ts';

export interface ReportOrder {
  id: string;
  day: string;
  lines: OrderLine[];
  paid: number;
  /** Its shipping, cents (part of `paid`). */
  shipping: number;
  /** Whether every line is given back (the last refund gives back the shipping too). */
  refundedInFull: boolean;
  refunded: number;
  payartId: number;
  lang: Language;
  refundedLines: { index: number; amount: number }[];
}

/** The orders paid in a period (museum days of their creation), refunded ones included: they were sold. */
export async function ordersOfPeriod(
  db: Db,
  shopId: number,
  from: string,
  to: string,
): Promise<ReportOrder[]> {
  const day = museumDay(orders.createdAt, shopId);
  const rows = await db
    .select({
      id: orders.id,
      day: sql<string>`${day}::text`,
      lines: orders.lines,
      total: sql<number>`(${orders.totals}->>'total')::int`,
      paymentState: orders.paymentState,
      shipping: orders.shipping,
      payartId: orders.payartId,
      lang: orders.lang,
      refunded: refundedOf,
      refundedLines: sql<
        { index: number; amount: number }[]
      >`coalesce((select jsonb_agg(jsonb_build_object('index', l.line_index, 'amount', l.amount)) from order_refund_lines l where l.order_id = "orders"."id" and l.state = 'refunded'), '[]'::jsonb)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        inArray(orders.paymentState, ['paid', 'refund']),
        sql`${day} between ${from}::date and ${to}::date`,
      ),
    )
    .orderBy(orders.createdAt, orders.id);
  return rows.map((row) => ({
    id: row.id,
    day: row.day,
    lines: row.lines,
    paid: Number(row.total) + row.shipping,
    shipping: row.shipping,
    refundedInFull: row.paymentState === 'refund',
    refunded: Number(row.refunded),
    payartId: row.payartId,
    lang: row.lang,
    refundedLines: row.refundedLines,
  }));
}

export async function paymentTypeNames(db: Db, shopId: number): Promise<Map<number, Translations>> {
  const rows = await db
    .select({ payartId: paymentTypes.payartId, names: paymentTypes.names })
    .from(paymentTypes)
    .where(eq(paymentTypes.shopId, shopId));
  return new Map(rows.map((row) => [row.payartId, row.names]));
}
