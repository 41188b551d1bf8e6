import {
  isLanguage,
  LANGUAGE_NAMES,
  type Language,
  MAX_REPORT_DAYS,
  type SalesGroup,
  type SalesReport,
  type SalesRow,
  type UtilisationReport,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { daysBetween, parseDate } from '../../../lib/dates.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { listSlots } from '../../../modules/catalog/index.ts';
import { toSheetSlot } from '../day-sheet/day-sheet.service.ts';
import { ordersOfPeriod, paymentTypeNames } from './reports.repository.ts';

/** A report's period: real dates, in order, at most MAX_REPORT_DAYS long. */
export function checkPeriod(from: string, to: string) {
  try {
    parseDate(from, 'from');
    parseDate(to, 'to');
  } catch {
    throw new AppError(422, 'INVALID_DATE_RANGE', 'from and to must be real dates (YYYY-MM-DD)');
  }
  if (to < from) throw new AppError(422, 'INVALID_DATE_RANGE', 'The period ends before it starts');
  if (daysBetween(from, to) >= MAX_REPORT_DAYS)
    throw new AppError(422, 'INVALID_DATE_RANGE', `A period covers at most ${MAX_REPORT_DAYS} days`);
}

/**
 * The product grouping's rows that are no product. Their keys start with one `#`; a product whose
 * name starts with `#` is keyed with one more (`productKey`), so no product takes them.
 */
export const SHIPPING_ROW = '#shipping';
export const VOUCHER_CODES_ROW = '#voucher-codes';
const productKey = (name: string) => (name.startsWith('#') ? `#${name}` : name);

/** Their labels in the request's language, in the terms of the web app's glossaries. */
export const REPORT_ROW_LABELS: Record<Language, { shipping: string; vouchers: string }> = {
  en: { shipping: 'Shipping costs', vouchers: 'Voucher codes' },
  de: { shipping: 'Versandkosten', vouchers: 'Gutscheincodes' },
  fr: { shipping: 'Frais de port', vouchers: 'Codes de bon' },
  it: { shipping: 'Spese di spedizione', vouchers: 'Codici buono' },
  nl: { shipping: 'Verzendkosten', vouchers: 'Cadeaucodes' },
  es: { shipping: 'Gastos de envío', vouchers: 'Códigos de vale' },
  sv: { shipping: 'Fraktkostnad', vouchers: 'Presentkortskoder' },
  da: { shipping: 'Forsendelsesomkostninger', vouchers: 'Gavekortkoder' },
};

/**
 * Sales of a period. Per day, payment method and language a row holds whole orders: what their
 * customers paid (total plus shipping) and what went back. Per product a row holds the lines of
 * that name: what they cost before voucher codes, and what was given back of them; the shipping
 * and what voucher codes paid (negative) are rows of their own. Every grouping's rows add up to
 * the totals to the cent.
 */
export async function salesReport(
  db: Db,
  shop: ShopContext,
  from: string,
  to: string,
  group: SalesGroup,
): Promise<SalesReport> {
  checkPeriod(from, to);
  const [orderRows, names] = await Promise.all([
    ordersOfPeriod(db, shop.shopId, from, to),
    group === 'payment_method' ? paymentTypeNames(db, shop.shopId) : Promise.resolve(new Map()),
  ]);
  const rows = new Map<string, SalesRow & { orderIds: Set<string> }>();
  const add = (
    key: string,
    label: string,
    orderId: string,
    quantity: number,
    gross: number,
    refunded: number,
  ) => {
    const row = rows.get(key) ?? {
      key,
      label,
      orders: 0,
      quantity: 0,
      gross: 0,
      refunded: 0,
      net: 0,
      orderIds: new Set<string>(),
    };
    row.orderIds.add(orderId);
    row.orders = row.orderIds.size;
    row.quantity += quantity;
    row.gross += gross;
    row.refunded += refunded;
    row.net = row.gross - row.refunded;
    rows.set(key, row);
  };
  for (const order of orderRows) {
    const quantity = order.lines.reduce((sum, line) => sum + line.count, 0);
    if (group === 'product') {
      let linesGross = 0;
      let linesBack = 0;
      order.lines.forEach((line, index) => {
        const back = order.refundedLines.find((refunded) => refunded.index === index)?.amount ?? 0;
        linesGross += line.total;
        linesBack += back;
        add(productKey(line.name), line.name, order.id, line.count, line.total, back);
      });
      const labels = REPORT_ROW_LABELS[shop.lang];
      // The last refund of an order gives its shipping back with it.
      const shippingBack = order.refundedInFull ? order.shipping : 0;
      if (order.shipping > 0) add(SHIPPING_ROW, labels.shipping, order.id, 0, order.shipping, shippingBack);
      // What voucher codes paid of the lines (paid = lines − codes + shipping), and of what went back
      // for the lines what went to the codes instead of the customer.
      const codesGross = order.paid - order.shipping - linesGross;
      const codesBack = order.refunded - linesBack - shippingBack;
      if (codesGross !== 0 || codesBack !== 0)
        add(VOUCHER_CODES_ROW, labels.vouchers, order.id, 0, codesGross, codesBack);
      continue;
    }
    const [key, label] =
      group === 'day'
        ? [order.day, order.day]
        : group === 'language'
          ? [order.lang, isLanguage(order.lang) ? LANGUAGE_NAMES[order.lang] : order.lang]
          : [String(order.payartId), shop.t(names.get(order.payartId) ?? {}) || `#${order.payartId}`];
    add(key, label, order.id, quantity, order.paid, order.refunded);
  }
  const last = (row: SalesRow) => (row.key === SHIPPING_ROW ? 1 : row.key === VOUCHER_CODES_ROW ? 2 : 0);
  const sorted = [...rows.values()]
    .map(({ orderIds: _ids, ...row }) => row)
    .sort((a, b) =>
      group === 'day'
        ? a.key.localeCompare(b.key)
        : last(a) - last(b) || b.gross - a.gross || a.key.localeCompare(b.key),
    );
  const paid = orderRows.reduce((sum, order) => sum + order.paid, 0);
  const refunded = orderRows.reduce((sum, order) => sum + order.refunded, 0);
  return {
    from,
    to,
    group,
    rows: sorted,
    totals: {
      orders: orderRows.length,
      quantity: sorted.reduce((sum, row) => sum + row.quantity, 0),
      paid,
      refunded,
      net: paid - refunded,
    },
  };
}

export async function utilisationReport(
  db: Db,
  shop: ShopContext,
  from: string,
  to: string,
): Promise<UtilisationReport> {
  checkPeriod(from, to);
  const slots = (await listSlots(db, shop.shopId, from, to)).map((row) => toSheetSlot(row, shop));
  const ratio = (sold: number, capacity: number) =>
    capacity > 0 ? Math.round((sold / capacity) * 10_000) / 10_000 : 0;
  const capacity = slots.reduce((sum, slot) => sum + slot.capacity, 0);
  const sold = slots.reduce((sum, slot) => sum + slot.sold, 0);
  return {
    from,
    to,
    rows: slots.map((slot) => ({
      kind: slot.kind,
      slot_id: slot.slot_id,
      product_name: slot.product_name,
      datetime: slot.datetime,
      capacity: slot.capacity,
      sold: slot.sold,
      utilisation: ratio(slot.sold, slot.capacity),
      closed: slot.closed,
    })),
    totals: { capacity, sold, utilisation: ratio(sold, capacity) },
  };
}
