import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { findOrderByPublicId } from '../orders/orders.repository.ts';
import { documentTexts } from './documents.messages.ts';
import type { OrderDocument } from './documents.service.ts';
import type { IssuedInvoice } from './invoice-model.ts';
import { findInvoice, type InvoiceRecord, keepInvoicePdf } from './invoices.repository.ts';
import { issueInvoice } from './invoices.service.ts';

/** pdfkit loads with the first document, not at every start. */
const invoicePdfModule = () => import('./invoice.pdf.ts');

/**
 * The PDF of an issued invoice or credit note: made once from the document as issued and kept,
 * so every later download is the same file, read rather than rendered.
 */
export async function invoiceFile(db: Db, record: InvoiceRecord): Promise<OrderDocument> {
  const issued = record.document as IssuedInvoice;
  const texts = documentTexts[issued.lang];
  const filename = `${record.kind === 'invoice' ? texts.invoiceFile : texts.creditNoteFile}-${record.number}.pdf`;
  if (record.content) return { filename, bytes: record.content };
  const { invoicePdf } = await invoicePdfModule();
  await keepInvoicePdf(db, record.id, await invoicePdf(issued));
  // Read back: when two made it at once, the one kept is the one answered.
  const kept = await findInvoice(db, record.id);
  if (!kept?.content) throw new Error(`the PDF of invoice ${record.id} was not kept`);
  return { filename, bytes: kept.content };
}

/** The invoice of a paid order, issued on first need, as a file. */
export async function keptInvoicePdf(db: Db, orderId: string, now: Date): Promise<OrderDocument> {
  return invoiceFile(db, await issueInvoice(db, orderId, now));
}

/**
 * order/invoice: the invoice of every paid order, whether or not the cart asked for one. The
 * request-invoice flag says whether the museum sends it with the confirmation; the download is the
 * visitor's own copy. The first download issues it (numbered, then never changed). Unknown ids
 * and orders that are not paid are 406, as order/review answers unknown ids.
 */
export async function orderInvoiceDocument(
  db: Db,
  shop: ShopContext,
  publicId: string,
): Promise<OrderDocument> {
  const order = await findOrderByPublicId(db, shop.shopId, publicId);
  if (order?.paymentState !== 'paid')
    throw new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order is not available');
  return keptInvoicePdf(db, order.id, shop.now);
}
