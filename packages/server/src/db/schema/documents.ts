import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './checkout.ts';
import { shopIdColumn } from './config.ts';

/**
 * Bytes of a file kept in the database (a PDF, an attachment). node-postgres reads them as a
 * Buffer and PGlite as a plain Uint8Array: both come out as a plain Uint8Array, the same on either.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? new Uint8Array(value.buffer, value.byteOffset, value.byteLength) : value,
});

/**
 * The tickets PDF of an order, made once (at the first download or for the confirmation e-mail)
 * and kept: the same order always gives the same file, and a download costs a read, not a render.
 */
export const ticketDocuments = pgTable('ticket_documents', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id),
  filename: text('filename').notNull(),
  content: bytea('content').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type InvoiceKind = 'invoice' | 'credit_note';

/**
 * Invoices and credit notes as issued: numbered without gaps per shop and kind
 * (`invoice_counters`, taken in the transaction that issues), never changed afterwards. `document`
 * is what the document says (issuer, recipient, lines, VAT, dates); `content` its PDF, made once
 * from it. An order has at most one invoice; each refund of an invoiced order gets a credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** A credit note: the invoice it corrects. */
    correctsId: integer('corrects_id'),
    /** A credit note: the refund it documents (one credit note per refund). */
    refundId: text('refund_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The document as issued (`IssuedInvoice` of documents/invoice-model.ts). */
    document: jsonb('document').notNull(),
    /** Its PDF, made once from `document`; null until first needed. */
    content: bytea('content'),
  },
  (table) => [
    uniqueIndex('invoices_shop_number_idx').on(table.shopId, table.kind, table.number),
    uniqueIndex('invoices_one_per_order_idx').on(table.orderId).where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('invoices_one_per_refund_idx').on(table.refundId),
    check('invoices_kind', sql`${table.kind} IN ('invoice', 'credit_note')`),
  ],
);

/** The last number given out per shop and kind: the row is locked by the transaction that issues. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    shopId: shopIdColumn(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.kind] })],
);

/**
 * Keys the server made for itself where the settings name none (the ticket signing key of a
 * demo shop), so every process and every restart signs alike. Never sent anywhere.
 */
export const signingKeys = pgTable('signing_keys', {
  name: text('name').primaryKey(),
  key: bytea('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
