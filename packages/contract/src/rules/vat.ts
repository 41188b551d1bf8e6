import type { OrderLine } from '../checkout.ts';
import { vatPerRate } from './money.ts';

/**
 * VAT of documents (decision 0019): an invoice, a credit note, and the VAT report that adds them
 * up (decision 0032) split gross amounts per rate by these rules, so they agree to the cent.
 */

/** VAT per rate: the gross amount, the VAT it includes and the net rest, in cents. */
export interface VatSplit {
  rate: number;
  gross: number;
  vat: number;
  net: number;
}

/** A gross amount of a document at one VAT rate (negative on a credit note). */
export interface VatRow {
  amount: number;
  vatRate: number;
}

/** VAT per rate of gross rows: the VAT by the contract's rounding rule (`vatPerRate`), the net the rest. */
export function vatTable(rows: readonly VatRow[]): VatSplit[] {
  const gross = new Map<number, number>();
  for (const row of rows) gross.set(row.vatRate, (gross.get(row.vatRate) ?? 0) + row.amount);
  const vat = new Map(
    vatPerRate(rows.map((row) => ({ unit_price: row.amount, count: 1, vat_rate: row.vatRate }))).map(
      (entry) => [entry.rate, entry.amount],
    ),
  );
  return [...gross.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => {
      const included = vat.get(rate) ?? 0;
      return { rate, gross: amount, vat: included, net: amount - included };
    });
}

type TaxedLine = Pick<OrderLine, 'type' | 'parts'>;

/**
 * Shipping is a side service of the goods it carries and takes their VAT rate; with goods of
 * several rates, the highest (decision 0019). Without goods (a pass sent by post) it takes the
 * highest rate of the order.
 */
export function shippingVatRate(lines: readonly TaxedLine[]): number {
  const goods = lines.filter((line) => line.type === 'merchandise' || line.type === 'annualPass');
  const rates = (goods.length > 0 ? goods : lines).flatMap((line) => line.parts.map((p) => p.vat_rate));
  return rates.length > 0 ? Math.max(...rates) : 0;
}

export interface DocumentRowsOptions {
  /** The order lines the document names (by index); absent: all of them. */
  lineIndexes?: readonly number[];
  /** -1 on a credit note. */
  sign?: 1 | -1;
  /**
   * Leaves out the vouchers sold: a voucher that pays for anything the shop sells is no taxable
   * sale; its VAT arises with what it pays for (decision 0032). The shipping stays as it is.
   */
  withoutVouchers?: boolean;
}

/**
 * The gross rows an invoice or credit note of an order taxes: each part of its lines, and the
 * shipping at its rate when the document names every line (a credit note gives the shipping back
 * only with the whole order, decision 0019).
 */
export function documentVatRows(
  order: { lines: readonly TaxedLine[]; shipping: number },
  options: DocumentRowsOptions = {},
): VatRow[] {
  const sign = options.sign ?? 1;
  const chosen = options.lineIndexes ?? order.lines.map((_line, index) => index);
  const rows = chosen.flatMap((index) => {
    const line = order.lines[index];
    if (!line || (options.withoutVouchers && line.type === 'voucher')) return [];
    return line.parts.map((part) => ({
      amount: sign * part.count * part.unit_price,
      vatRate: part.vat_rate,
    }));
  });
  const whole = chosen.length === order.lines.length;
  const shipping = whole ? sign * order.shipping : 0;
  return shipping !== 0 ? [...rows, { amount: shipping, vatRate: shippingVatRate(order.lines) }] : rows;
}

/** Adds VAT tables up per rate (each was rounded as its document was), sorted by rate. */
export function sumVatTables(tables: readonly (readonly VatSplit[])[]): VatSplit[] {
  const sums = new Map<number, VatSplit>();
  for (const split of tables.flat()) {
    const sum = sums.get(split.rate) ?? { rate: split.rate, gross: 0, vat: 0, net: 0 };
    sum.gross += split.gross;
    sum.vat += split.vat;
    sum.net += split.net;
    sums.set(split.rate, sum);
  }
  return [...sums.values()].sort((a, b) => a.rate - b.rate);
}
