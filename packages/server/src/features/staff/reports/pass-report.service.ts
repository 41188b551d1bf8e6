import {
  documentVatRows,
  type OrderLine,
  type PassReport,
  type PassReportRow,
  vatTable,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { productNames } from '../../../modules/catalog/index.ts';
import { type BookOrder, paidOrdersById, paidOrdersOfPeriod, refundsOf } from './books.repository.ts';
import { checkPeriod } from './reports.service.ts';

type Figures = Omit<PassReportRow, 'product_id' | 'name'>;
const noFigures = (): Figures => ({
  sold: 0,
  sold_gross: 0,
  sold_net: 0,
  refunded: 0,
  refunded_gross: 0,
  refunded_net: 0,
  count: 0,
  gross: 0,
  net: 0,
});

/** A line's gross less the VAT of its own parts (rounded per line; the VAT report rounds per document). */
const netOf = (line: OrderLine) =>
  vatTable(documentVatRows({ lines: [line], shipping: 0 })).reduce((sum, split) => sum + split.net, 0);

/** The pass lines of an order (of `indexes`, all when absent), each with its pass product. */
function passLines(order: BookOrder, indexes?: readonly number[]) {
  return (indexes ?? order.lines.map((_line, index) => index)).flatMap((index) => {
    const line = order.lines[index];
    const productId = order.productIds[index];
    return line?.type === 'annualPass' && productId != null ? [{ line, productId }] : [];
  });
}

/**
 * Annual passes (product kind 13) of a period per pass product: sold in the period's paid orders,
 * refunded by refunds confirmed in the period (dated as the VAT report dates them), each with its
 * gross and its net as the invoice or credit note splits it.
 */
export async function passReport(db: Db, shop: ShopContext, from: string, to: string): Promise<PassReport> {
  checkPeriod(from, to);
  const [sold, refunds] = await Promise.all([
    paidOrdersOfPeriod(db, shop.shopId, from, to),
    refundsOf(db, shop.shopId, { from, to, state: 'refunded' }),
  ]);
  const refundedOrders = new Map(
    (
      await paidOrdersById(
        db,
        shop.shopId,
        refunds.map((refund) => refund.orderId),
      )
    ).map((order) => [order.id, order]),
  );
  const figures = new Map<number, Figures>();
  const of = (productId: number) => {
    const row = figures.get(productId) ?? noFigures();
    figures.set(productId, row);
    return row;
  };
  for (const order of sold)
    for (const { line, productId } of passLines(order)) {
      const row = of(productId);
      row.sold += line.count;
      row.sold_gross += line.total;
      row.sold_net += netOf(line);
    }
  for (const refund of refunds) {
    const order = refundedOrders.get(refund.orderId);
    if (!order) continue;
    for (const { line, productId } of passLines(order, refund.lineIndexes)) {
      const row = of(productId);
      row.refunded += line.count;
      row.refunded_gross += line.total;
      row.refunded_net += netOf(line);
    }
  }
  const names = await productNames(db, shop.shopId, [...figures.keys()]);
  const rows: PassReportRow[] = [...figures.entries()]
    .map(([productId, row]) => ({
      product_id: productId,
      name: shop.t(names.get(productId) ?? {}) || `#${productId}`,
      ...row,
      count: row.sold - row.refunded,
      gross: row.sold_gross - row.refunded_gross,
      net: row.sold_net - row.refunded_net,
    }))
    .sort((a, b) => b.gross - a.gross || a.name.localeCompare(b.name));
  const totals = noFigures();
  for (const row of rows) for (const key of Object.keys(totals) as (keyof Figures)[]) totals[key] += row[key];
  return { from, to, rows, totals };
}
