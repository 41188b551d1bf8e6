import {
  documentVatRows,
  sumVatTables,
  type VatReport,
  type VatReportRow,
  type VatSplit,
  vatTable,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { type BookOrder, paidOrdersById, paidOrdersOfPeriod, refundsOf } from './books.repository.ts';
import { checkPeriod } from './reports.service.ts';

const sum = <T>(items: readonly T[], of: (item: T) => number) =>
  items.reduce((total, item) => total + of(item), 0);

/** An order as the VAT figures read it. */
type TaxedOrder = Pick<BookOrder, 'lines' | 'vouchers' | 'shipping' | 'total'>;

/**
 * The VAT figures of orders sold and of refunds (pure). Sold: each order as its invoice splits it
 * (every line's parts and the shipping at the goods' rate, VAT rounded per document), less the
 * vouchers sold, which are a liability until redeemed; what voucher codes paid stays revenue.
 * Refunded: each refund as its credit note splits it: the lines it gives back at their full price,
 * the shipping only with the whole order.
 */
export function vatFigures(
  sold: readonly TaxedOrder[],
  refunds: readonly { order: Pick<TaxedOrder, 'lines' | 'shipping'>; lineIndexes: readonly number[] }[],
): Omit<VatReport, 'from' | 'to'> {
  const soldVat = sumVatTables(
    sold.map((order) => vatTable(documentVatRows(order, { withoutVouchers: true }))),
  );
  const refundedVat = sumVatTables(
    refunds.map(({ order, lineIndexes }) =>
      // As the credit note rounds it (negative amounts), then told as what went back.
      vatTable(documentVatRows(order, { lineIndexes, sign: -1, withoutVouchers: true })).map((split) => ({
        rate: split.rate,
        gross: -split.gross,
        vat: -split.vat,
        net: -split.net,
      })),
    ),
  );
  const rates = [...new Set([...soldVat, ...refundedVat].map((split) => split.rate))].sort((a, b) => a - b);
  const zero = (rate: number): VatSplit => ({ rate, gross: 0, net: 0, vat: 0 });
  const rows: VatReportRow[] = rates.map((rate) => {
    const s = soldVat.find((split) => split.rate === rate) ?? zero(rate);
    const r = refundedVat.find((split) => split.rate === rate) ?? zero(rate);
    return {
      rate,
      sold_gross: s.gross,
      sold_net: s.net,
      sold_vat: s.vat,
      refunded_gross: r.gross,
      refunded_net: r.net,
      refunded_vat: r.vat,
      gross: s.gross - r.gross,
      net: s.net - r.net,
      vat: s.vat - r.vat,
    };
  });
  const total = (key: Exclude<keyof VatReportRow, 'rate'>) => sum(rows, (row) => row[key]);
  return {
    rows,
    totals: {
      sold_gross: total('sold_gross'),
      sold_net: total('sold_net'),
      sold_vat: total('sold_vat'),
      refunded_gross: total('refunded_gross'),
      refunded_net: total('refunded_net'),
      refunded_vat: total('refunded_vat'),
      gross: total('gross'),
      net: total('net'),
      vat: total('vat'),
    },
    reconciliation: {
      orders: sold.length,
      paid: sum(sold, (order) => order.total + order.shipping),
      vouchers_sold: sum(sold, (order) =>
        sum(
          order.lines.filter((line) => line.type === 'voucher'),
          (line) => line.total,
        ),
      ),
      voucher_codes: sum(sold, (order) => sum(order.vouchers, (voucher) => voucher.applied)),
      refunds: refunds.length,
    },
  };
}

/**
 * Sales of a period per VAT rate (decision 0032): the orders paid in the period, less the refunds
 * confirmed in the period (dated by the day they were made), as `vatFigures` splits them.
 */
export async function vatReport(db: Db, shop: ShopContext, from: string, to: string): Promise<VatReport> {
  checkPeriod(from, to);
  const [sold, refunds] = await Promise.all([
    paidOrdersOfPeriod(db, shop.shopId, from, to),
    refundsOf(db, shop.shopId, { from, to, state: 'refunded' }),
  ]);
  const orders = new Map(
    (
      await paidOrdersById(
        db,
        shop.shopId,
        refunds.map((refund) => refund.orderId),
      )
    ).map((order) => [order.id, order]),
  );
  const refunded = refunds.flatMap((refund) => {
    const order = orders.get(refund.orderId);
    return order ? [{ order, lineIndexes: refund.lineIndexes }] : [];
  });
  return { from, to, ...vatFigures(sold, refunded) };
}
