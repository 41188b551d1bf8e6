import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { orders } from '../../../db/schema/checkout.ts';
import { type InvoiceKind, invoiceCounters, invoices } from '../../../db/schema/documents.ts';

export type InvoiceRecord = typeof invoices.$inferSelect;

/** Locks an order's row until the transaction ends: one issuer of its invoice at a time. */
export async function lockOrder(tx: Db, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function findInvoiceOfOrder(db: Db, orderId: string): Promise<InvoiceRecord | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row;
}

export async function findCreditNoteOfRefund(db: Db, refundId: string): Promise<InvoiceRecord | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.refundId, refundId));
  return row;
}

/** Every invoice and credit note of an order, in the order they were issued. */
export function listInvoicesOfOrder(db: Db, orderId: string): Promise<InvoiceRecord[]> {
  return db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.id);
}

/**
 * The next number of a shop's invoices or credit notes, in the issuing transaction: the counter's
 * row stays locked until it commits, so numbers follow each other without gaps, and a transaction
 * that rolls back gives its number back with it.
 */
export async function nextInvoiceNumber(tx: Db, shopId: number, kind: InvoiceKind): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ shopId, kind, last: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.shopId, invoiceCounters.kind],
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error('no invoice number was given');
  return row.last;
}

export async function insertInvoice(tx: Db, invoice: typeof invoices.$inferInsert): Promise<InvoiceRecord> {
  const [row] = await tx.insert(invoices).values(invoice).returning();
  if (!row) throw new Error('the invoice was not written');
  return row;
}

/** Keeps the PDF made from an issued document; the first one made stays. */
export async function keepInvoicePdf(db: Db, invoiceId: number, content: Uint8Array): Promise<void> {
  await db
    .update(invoices)
    .set({ content })
    .where(and(eq(invoices.id, invoiceId), sql`${invoices.content} is null`));
}

export async function findInvoice(db: Db, invoiceId: number): Promise<InvoiceRecord | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  return row;
}
