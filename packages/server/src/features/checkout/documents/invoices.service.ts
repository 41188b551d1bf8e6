import {
  type AppConfig,
  documentVatRows,
  type Language,
  pickTranslation,
  vatTable,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { findShopConfig } from '../../../db/repositories/shops.repository.ts';
import type { InvoiceKind } from '../../../db/schema/documents.ts';
import { formatDisplayDate, localDateTime } from '../../../lib/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../../lib/shop-context.ts';
import { translator } from '../../../lib/translate.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { findPaymentType } from '../payment-types/payment-types.service.ts';
import { findCustomerBilling } from './documents.repository.ts';
import type { InvoiceIssuer, InvoiceRow, IssuedInvoice } from './invoice-model.ts';
import {
  findInvoiceOfOrder,
  type InvoiceRecord,
  insertInvoice,
  lockOrder,
  nextInvoiceNumber,
} from './invoices.repository.ts';

/** Numbers as printed: a prefix per kind and six digits (`INV-000042`, `CN-000007`). */
export const formatInvoiceNumber = (kind: InvoiceKind, n: number) =>
  `${kind === 'invoice' ? 'INV' : 'CN'}-${String(n).padStart(6, '0')}`;

/** An address as it is printed: name, street, zip and city, the country's name in the invoice's language. */
export const addressLines = (
  address: { name?: string; street: string; zip: string; city: string; country: string },
  lang: Language,
) =>
  [
    address.name ?? '',
    address.street,
    `${address.zip} ${address.city}`.trim(),
    new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? address.country,
  ].filter((line) => line.trim() !== '');

/** What an invoice is made of besides the order: who issues it, to whom, how it was paid. */
export interface InvoiceContext {
  kind: InvoiceKind;
  number: string;
  corrects: string | null;
  reason: string | null;
  /** The instant of issue; its museum date is the invoice's date. */
  issuedAt: Date;
  timeZone: string;
  issuer: InvoiceIssuer;
  billedTo: string[];
  paymentMethod: string;
}

type InvoicedOrder = Pick<
  OrderRow,
  | 'lang'
  | 'lines'
  | 'vouchers'
  | 'shipping'
  | 'shippingAddress'
  | 'orderNumber'
  | 'externalDocumentNumber'
  | 'createdAt'
>;

/**
 * The invoice of an order, or the credit note of some of its lines (`lineIndexes`; all when
 * absent): pure, from the order as booked. A credit note's amounts are negative; it gives back the
 * shipping only with the whole order, and never the voucher codes (they paid, like money did).
 */
export function buildInvoice(
  order: InvoicedOrder,
  context: InvoiceContext,
  lineIndexes?: readonly number[],
): IssuedInvoice {
  const sign = context.kind === 'credit_note' ? -1 : 1;
  const orderDay = localDateTime(order.createdAt, context.timeZone).slice(0, 10);
  const chosen = order.lines.flatMap((line, lineIndex) =>
    !lineIndexes || lineIndexes.includes(lineIndex) ? [{ line, lineIndex }] : [],
  );
  const rows: InvoiceRow[] = chosen.flatMap(({ line, lineIndex }) =>
    line.parts.map((part) => ({
      // A line of one part is named by the line; the parts of a tour or a family ticket by both.
      name: line.parts.length === 1 ? line.name : `${line.name}: ${part.name}`,
      detail: line.datetime
        ? [formatDisplayDate(line.datetime), line.venue].filter(Boolean).join(' · ')
        : null,
      count: part.count,
      unitPrice: part.unit_price,
      vatRate: part.vat_rate,
      amount: sign * part.count * part.unit_price,
      suppliedOn: line.datetime ? line.datetime.slice(0, 10) : orderDay,
      lineIndex,
    })),
  );
  const whole = !lineIndexes || lineIndexes.length === order.lines.length;
  const shipping = whole ? sign * order.shipping : 0;
  const vouchers = context.kind === 'invoice' ? order.vouchers : [];
  const supplyDays = rows.map((row) => row.suppliedOn).sort();
  const lang = order.lang;
  return {
    kind: context.kind,
    number: context.number,
    corrects: context.corrects,
    lang,
    issuedOn: localDateTime(context.issuedAt, context.timeZone).slice(0, 10),
    supplied: { from: supplyDays[0] ?? orderDay, to: supplyDays.at(-1) ?? orderDay },
    orderNumber: order.orderNumber,
    externalDocumentNumber: order.externalDocumentNumber,
    issuer: context.issuer,
    billedTo: context.billedTo,
    shipTo: order.shippingAddress ? addressLines(order.shippingAddress, lang) : null,
    rows,
    vouchers,
    shipping,
    total:
      rows.reduce((sum, row) => sum + row.amount, 0) +
      shipping -
      vouchers.reduce((sum, voucher) => sum + voucher.applied, 0),
    vat: vatTable(documentVatRows(order, { sign, ...(lineIndexes ? { lineIndexes } : {}) })),
    paymentMethod: context.paymentMethod,
    reason: context.reason,
  };
}

/** The museum as its configuration names it on invoices, in the order's language. */
export function invoiceIssuer(
  config: AppConfig | undefined,
  lang: Language,
  fallback: Language,
): InvoiceIssuer {
  const address = config?.museum_address;
  const siteName =
    (config && pickTranslation(config.site_name_translations, lang, fallback)) || config?.site_name || '';
  const legalName = address?.legal_name || siteName;
  const bank = address?.bank;
  return {
    legalName,
    address: address ? addressLines(address, lang) : [],
    vatId: address?.vat_id ?? null,
    taxNumber: address?.tax_number ?? null,
    vatExemptionNote: address?.vat_exemption_note ?? null,
    bank: bank
      ? {
          holder: bank.account_holder || legalName,
          iban: bank.iban,
          bic: bank.bic || null,
          name: bank.bank_name || null,
        }
      : null,
  };
}

/** Who, how paid, and when, for an invoice of `order` issued at `now`. */
async function invoiceContext(
  db: Db,
  order: OrderRow,
  now: Date,
  kind: InvoiceKind,
  extra: { corrects: string | null; reason: string | null },
): Promise<Omit<InvoiceContext, 'number'>> {
  const [config, customer, paymentType] = await Promise.all([
    findShopConfig(db, order.shopId),
    order.customerId ? findCustomerBilling(db, order.customerId) : undefined,
    findPaymentType(db, order.shopId, order.payartId),
  ]);
  const fallback = (config?.languages[0] ?? order.lang) as Language;
  const billedTo = customer
    ? [
        customer.company ?? '',
        ...addressLines({ ...customer, name: `${customer.fname} ${customer.lname}`.trim() }, order.lang),
      ].filter((line) => line.trim() !== '')
    : [];
  return {
    kind,
    ...extra,
    issuedAt: now,
    timeZone: config?.time_zone || DEFAULT_TIME_ZONE,
    issuer: invoiceIssuer(config, order.lang, fallback),
    billedTo,
    paymentMethod: paymentType ? translator(order.lang, fallback)(paymentType.names) : '',
  };
}

/**
 * The invoice of a paid order, issued once: the first call numbers and keeps it, every later one
 * answers the same record, unchanged. The order's row is locked while it is issued, so two
 * requests at once issue one invoice and take one number.
 */
export async function issueInvoice(db: Db, orderId: string, now: Date): Promise<InvoiceRecord> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new Error(`no order ${orderId}`);
    const existing = await findInvoiceOfOrder(tx, orderId);
    if (existing) return existing;
    const context = await invoiceContext(tx, order, now, 'invoice', { corrects: null, reason: null });
    const number = formatInvoiceNumber('invoice', await nextInvoiceNumber(tx, order.shopId, 'invoice'));
    return insertInvoice(tx, {
      shopId: order.shopId,
      kind: 'invoice',
      number,
      orderId,
      issuedAt: now,
      document: buildInvoice(order, { ...context, number }),
    });
  });
}

/**
 * The credit note of a refund of an invoiced order, in the refund's transaction `tx`: numbered in
 * its own series, it corrects the order's invoice by the refunded lines (all when absent). An
 * order without an invoice gets none (there is nothing to correct); a refund gets at most one.
 */
export async function issueCreditNote(
  tx: Db,
  refund: { orderId: string; refundId: string; reason: string; lineIndexes?: readonly number[] },
  now: Date,
): Promise<InvoiceRecord | null> {
  const order = await lockOrder(tx, refund.orderId);
  const invoice = order && (await findInvoiceOfOrder(tx, refund.orderId));
  if (!order || !invoice) return null;
  const context = await invoiceContext(tx, order, now, 'credit_note', {
    corrects: invoice.number,
    reason: refund.reason,
  });
  const number = formatInvoiceNumber('credit_note', await nextInvoiceNumber(tx, order.shopId, 'credit_note'));
  return insertInvoice(tx, {
    shopId: order.shopId,
    kind: 'credit_note',
    number,
    orderId: order.id,
    correctsId: invoice.id,
    refundId: refund.refundId,
    issuedAt: now,
    document: buildInvoice(order, { ...context, number }, refund.lineIndexes),
  });
}
