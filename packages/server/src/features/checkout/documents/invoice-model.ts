import type { Language, VatSplit } from '@museum-shop/contract';
import type { InvoiceKind } from '../../../db/schema/documents.ts';

/** Who issues an invoice: the museum's legal entity as the configuration names it. */
export interface InvoiceIssuer {
  /** The legal name (`museum_address.legal_name`), else the site name. */
  legalName: string;
  /** Street, zip and city, country: the lines printed under the name. */
  address: string[];
  vatId: string | null;
  /** The tax office's number, printed where there is no VAT id. */
  taxNumber: string | null;
  /** Printed beside the lines without VAT of a museum exempt from VAT (decision 0019); null: none. */
  vatExemptionNote: string | null;
  /**
   * The bank the museum is paid to, printed at the foot of each page; null or absent (invoices
   * issued before it was kept): none.
   */
  bank?: InvoiceBank | null;
}

/** The museum's bank as an invoice prints it. */
export interface InvoiceBank {
  /** The account holder: the configuration's, else the legal name. */
  holder: string;
  /** Electronic form (no spaces); the PDF prints it in groups of four. */
  iban: string;
  bic: string | null;
  name: string | null;
}

/** One row of an invoice: a priced part of an order line, as it was sold. */
export interface InvoiceRow {
  name: string;
  /** Date, time and venue of a visit, as printed under the name; null for goods. */
  detail: string | null;
  count: number;
  /** Gross unit price in cents (VAT included). */
  unitPrice: number;
  /** VAT rate in percent (19, 7, 0). */
  vatRate: number;
  /** count × unit price, in cents; negative on a credit note. */
  amount: number;
  /** The date of supply of this row (YYYY-MM-DD, museum time): the visit's day, or the order's day. */
  suppliedOn: string;
  /**
   * The order line the row prices (its index in the order's lines): a credit note names exactly
   * which tickets it refunds, also of two alike lines. Absent on documents issued before it was kept.
   */
  lineIndex?: number;
}

/** VAT per rate: the gross amount, the VAT it includes and the net rest, in cents (the contract's rule). */
export type InvoiceVat = VatSplit;

/**
 * An invoice or credit note exactly as issued, kept in `invoices.document` and never changed: its
 * PDF is made from this and nothing else, so it reads the same whenever it is made.
 */
export interface IssuedInvoice {
  kind: InvoiceKind;
  number: string;
  /** A credit note: the number of the invoice it corrects; null on an invoice. */
  corrects: string | null;
  lang: Language;
  /** The day of issue (YYYY-MM-DD, museum time). */
  issuedOn: string;
  /** The span of the dates of supply of its rows (YYYY-MM-DD, museum time). */
  supplied: { from: string; to: string };
  orderNumber: string;
  /** The customer's own reference for the order (checkout's external document number). */
  externalDocumentNumber: string | null;
  issuer: InvoiceIssuer;
  /** The customer's name and billing address lines; empty when none is known. */
  billedTo: string[];
  /** The delivery address lines, when the goods go elsewhere; null otherwise. */
  shipTo: string[] | null;
  rows: InvoiceRow[];
  /** Voucher codes that paid part of it (cents, positive); none on a credit note. */
  vouchers: { barcode: string; applied: number }[];
  /** Shipping in cents (negative on a credit note that gives it back). */
  shipping: number;
  /** What was paid (or, on a credit note, is paid back), in cents; negative on a credit note. */
  total: number;
  vat: InvoiceVat[];
  /** The payment type's name in the invoice's language. */
  paymentMethod: string;
  /** A credit note: why money goes back, as the refund says. */
  reason: string | null;
}
