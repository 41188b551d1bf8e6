import {
  VOUCHER_ORIGINS,
  type VoucherCodeHistory,
  type VoucherLiabilityReport,
  voucherLiability,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { voucherCodeRecords } from '../../../modules/vouchers/index.ts';
import { type BookOrder, type BookRefund, ordersWithCodes, refundsOf } from './books.repository.ts';
import { checkPeriod } from './reports.service.ts';

/**
 * What the refunds of an order gave back to the voucher codes that paid it, per code and day, as
 * `refundOrder` gives it: a refund of some lines pays back money first and gives the rest of the
 * lines' price to the codes, in the order they paid; the refund of the last lines gives every code
 * back all it still pays.
 */
export function codeReturns(order: BookOrder, refunds: readonly BookRefund[]) {
  const left = order.vouchers.map((voucher) => ({ barcode: voucher.barcode, amount: voucher.applied }));
  const returns: { barcode: string; on: string; amount: number }[] = [];
  let linesBack = 0;
  for (const refund of refunds) {
    linesBack += refund.lineIndexes.length;
    const linesTotal = refund.lineIndexes.reduce((sum, index) => sum + (order.lines[index]?.total ?? 0), 0);
    let back =
      linesBack >= order.lines.length
        ? left.reduce((sum, code) => sum + code.amount, 0)
        : Math.max(0, linesTotal - refund.money);
    for (const code of left) {
      if (back <= 0) break;
      const amount = Math.min(back, code.amount);
      if (amount === 0) continue;
      code.amount -= amount;
      back -= amount;
      returns.push({ barcode: code.barcode, on: refund.day, amount });
    }
  }
  return returns;
}

/**
 * Voucher codes as a liability in a period (decision 0032): per origin (bought in the shop, made by
 * staff, other), what was owed at the start, sold, refunded, redeemed by orders (less what their
 * refunds gave back), left on codes that expired or were disabled, and owed at the end.
 */
export async function voucherLiabilityReport(
  db: Db,
  shop: ShopContext,
  from: string,
  to: string,
): Promise<VoucherLiabilityReport> {
  checkPeriod(from, to);
  const [records, orders, refunds] = await Promise.all([
    voucherCodeRecords(db, shop.shopId, shop.now),
    ordersWithCodes(db, shop.shopId, to),
    refundsOf(db, shop.shopId, { upTo: to }),
  ]);
  const refundsOfOrder = new Map<string, BookRefund[]>();
  for (const refund of refunds)
    refundsOfOrder.set(refund.orderId, [...(refundsOfOrder.get(refund.orderId) ?? []), refund]);
  const uses = new Map<string, { on: string; amount: number }[]>();
  const refundedOn = new Map<string, string>();
  /** Codes bought in the shop: the day their order was paid. */
  const boughtOn = new Map<string, string>();
  const use = (barcode: string, on: string, amount: number) => {
    const list = uses.get(barcode) ?? [];
    list.push({ on, amount });
    uses.set(barcode, list);
  };
  for (const order of orders) {
    for (const line of order.lines)
      if (line.type === 'voucher') for (const code of line.codes) boughtOn.set(code, order.day);
    for (const voucher of order.vouchers) use(voucher.barcode, order.day, voucher.applied);
    const mine = refundsOfOrder.get(order.id) ?? [];
    for (const back of codeReturns(order, mine)) use(back.barcode, back.on, -back.amount);
    // A refunded voucher's codes stop working at once, whatever the provider says later (decision 0024).
    for (const refund of mine)
      for (const index of refund.lineIndexes) {
        const line = order.lines[index];
        if (line?.type === 'voucher') for (const code of line.codes) refundedOn.set(code, refund.day);
      }
  }
  const histories: VoucherCodeHistory[] = records.map((record) => {
    const refunded = refundedOn.get(record.code) ?? null;
    const bought = boughtOn.get(record.code);
    return {
      origin: bought ? 'shop' : record.origin,
      amount: record.amount,
      issuedOn: bought ?? record.issuedOn,
      // A refund's disabling counts the whole amount as used: the refund writes it off instead.
      usedElsewhere: refunded ? 0 : record.usedAmount,
      uses: uses.get(record.code) ?? [],
      refundedOn: refunded,
      cancelledOn: refunded ? null : record.disabledOn,
      expiredOn: record.ended ? record.lastValidDay : null,
    };
  });
  return {
    from,
    to,
    rows: VOUCHER_ORIGINS.map((origin) => ({
      origin,
      ...voucherLiability(
        histories.filter((history) => history.origin === origin),
        from,
        to,
      ),
    })),
    totals: voucherLiability(histories, from, to),
  };
}
