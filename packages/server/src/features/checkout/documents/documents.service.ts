import { createHash } from 'node:crypto';
import { pickTranslation } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { AppError } from '../../../errors.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { findOrderByPublicId } from '../orders/orders.repository.ts';
import { reviewOrder } from '../orders/orders.service.ts';
import { documentTexts } from './documents.messages.ts';
import type { DocumentInput, Issuer, TicketLine } from './documents.pdf.ts';
import { findCustomerBilling } from './documents.repository.ts';

/** pdf-lib and qrcode are some 600 modules: they load with the first document, not at every start. */
const pdfModule = () => import('./documents.pdf.ts');

/** A PDF to answer as an attachment. */
export interface OrderDocument {
  filename: string;
  bytes: Uint8Array;
}

const notAvailable = () => new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order is not available');

/**
 * Everything a document of a paid order needs, in the order's language (not the request's: a
 * visitor who ordered in German gets German tickets whatever language the link was opened in).
 * Unknown ids and orders that are not paid are 406, as order/review answers unknown ids: a ticket
 * or an invoice says that the order is paid.
 */
async function documentInput(db: Db, shop: ShopContext, publicId: string): Promise<DocumentInput> {
  const row = await findOrderByPublicId(db, shop.shopId, publicId);
  if (row?.paymentState !== 'paid') throw notAvailable();
  const lang = row.lang;
  const [order, config, customer] = await Promise.all([
    reviewOrder(db, { ...shop, lang }, publicId),
    findShopConfig(db, shop.shopId),
    row.customerId ? findCustomerBilling(db, row.customerId) : undefined,
  ]);
  const { addressLines } = await pdfModule();
  const address = config?.museum_address;
  const issuer: Issuer = {
    name:
      (config && pickTranslation(config.site_name_translations, lang, shop.defaultLanguage)) ||
      config?.site_name ||
      '',
    address: address ? addressLines({ name: '', ...address }, lang).filter((line) => line !== '') : [],
    vatId: address?.vat_id ?? null,
  };
  const billedTo = customer
    ? [
        customer.company,
        ...addressLines({ ...customer, name: `${customer.fname} ${customer.lname}`.trim() }, lang),
      ].filter((line) => line.trim() !== '')
    : [];
  return { order, lang, texts: documentTexts[lang], issuer, billedTo };
}

/**
 * The code a ticket carries: order number, line, and a check part derived from the order's
 * unguessable id, so a code cannot be made up from an order number alone and the entrance can
 * recompute it from the order.
 */
export function ticketCode(publicId: string, orderNumber: string, lineIndex: number): string {
  const check = createHash('sha256').update(`${publicId}:${lineIndex}`).digest('hex').slice(0, 8);
  return `${orderNumber}-${lineIndex + 1}-${check.toUpperCase()}`;
}

/** order/tickets: a page per ticket or tour line; 406 for an order without tickets. */
export async function orderTickets(db: Db, shop: ShopContext, publicId: string): Promise<OrderDocument> {
  const input = await documentInput(db, shop, publicId);
  const { isTicketLine, ticketsPdf } = await pdfModule();
  const { order } = input;
  const tickets: TicketLine[] = order.lines.flatMap((line, index) =>
    isTicketLine(line) ? [{ line, code: ticketCode(order.id, order.order_number, index) }] : [],
  );
  if (tickets.length === 0) throw notAvailable();
  return {
    filename: `${input.texts.ticketsFile}-${order.order_number}.pdf`,
    bytes: await ticketsPdf(input, tickets),
  };
}

/**
 * order/invoice: the invoice of every paid order, whether or not the cart asked for one. The
 * request-invoice flag says whether the museum sends an invoice with the order; the download is
 * the visitor's own copy, asked for by opening it, and proof of payment for an expense claim is
 * often needed later by someone who did not tick the box.
 */
export async function orderInvoice(db: Db, shop: ShopContext, publicId: string): Promise<OrderDocument> {
  const input = await documentInput(db, shop, publicId);
  const { invoicePdf } = await pdfModule();
  return {
    filename: `${input.texts.invoiceFile}-${input.order.order_number}.pdf`,
    bytes: await invoicePdf(input),
  };
}
