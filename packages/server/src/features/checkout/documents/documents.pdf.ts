import type { Language, Order, OrderLine, ShippingAddress } from '@museum-shop/contract';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { DocumentTexts } from './documents.messages.ts';

/** Who issues the documents: the museum as the shop's configuration names it. */
export interface Issuer {
  name: string;
  /** Address lines, empty when the configuration has no address. */
  address: string[];
  vatId: string | null;
}

/** What both documents are made of: the order as order/review answers it, in the order's language. */
export interface DocumentInput {
  order: Order;
  lang: Language;
  texts: DocumentTexts;
  issuer: Issuer;
  /** The customer's billing name and address lines, when the customer is still known. */
  billedTo: string[];
}

/** A ticket's line: one of the order's ticket or tour lines, with the code the entrance checks. */
export interface TicketLine {
  line: OrderLine;
  code: string;
}

const A4: [number, number] = [595.28, 841.89];
/** A5 landscape: a ticket that prints on half a sheet and reads well on a phone. */
const TICKET: [number, number] = [595.28, 419.53];
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.8, 0.8, 0.84);

/** d.m.Y and d.m.Y HH:mm (spec §9). */
export function formatDocumentDate(value: string): string {
  const [date = '', time = ''] = value.split(/[ T]/);
  const [year, month, day] = date.split('-');
  return `${Number(day)}.${Number(month)}.${year}${time ? ` ${time.slice(0, 5)}` : ''}`;
}

/** The lines that get a ticket: admissions and guided tours. */
export const isTicketLine = (line: OrderLine) =>
  line.type === 'ticket' || line.type === 'dayTicket' || line.type === 'guidedTour';

/**
 * The standard PDF fonts speak WinAnsi (Latin-1 and a few more), which covers the letters of all
 * eight shop languages. Whatever a customer typed beyond it is written without its accent where
 * that helps (ł stays ?, ő becomes o), so a name never makes a document fail.
 */
function encodable(font: PDFFont): (text: string) => string {
  const supported = new Set(font.getCharacterSet());
  const char = (c: string) => {
    if (supported.has(c.codePointAt(0) ?? 0)) return c;
    // Intl writes narrow and thin no-break spaces in numbers (fr: "12,00 €").
    if (/\s/u.test(c)) return ' ';
    const base = c.normalize('NFD').replace(/\p{M}/gu, '');
    return base.length > 0 && [...base].every((b) => supported.has(b.codePointAt(0) ?? 0)) ? base : '?';
  };
  return (text) => Array.from(text, char).join('');
}

/** A page with a cursor running down it, and the few ways the documents write on it. */
class Writer {
  y: number;
  readonly page: PDFPage;
  readonly fonts: { regular: PDFFont; bold: PDFFont };
  readonly clean: (text: string) => string;
  constructor(page: PDFPage, fonts: Writer['fonts'], clean: (text: string) => string) {
    this.page = page;
    this.fonts = fonts;
    this.clean = clean;
    this.y = page.getHeight() - MARGIN;
  }

  /** Text at x, cut with an ellipsis to `maxWidth`; right-aligned at x when `align` is right. */
  text(
    value: string,
    x: number,
    options: { size?: number; bold?: boolean; muted?: boolean; align?: 'right'; maxWidth?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    let text = this.clean(value);
    const maxWidth =
      options.maxWidth ?? (options.align === 'right' ? x - MARGIN : this.page.getWidth() - MARGIN - x);
    if (font.widthOfTextAtSize(text, size) > maxWidth) {
      while (text.length > 1 && font.widthOfTextAtSize(`${text}…`, size) > maxWidth) text = text.slice(0, -1);
      text = `${text.trimEnd()}…`;
    }
    const width = font.widthOfTextAtSize(text, size);
    this.page.drawText(text, {
      x: options.align === 'right' ? x - width : x,
      y: this.y,
      size,
      font,
      color: options.muted ? MUTED : INK,
    });
  }

  down(points: number) {
    this.y -= points;
  }

  rule() {
    const width = this.page.getWidth();
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: width - MARGIN, y: this.y },
      thickness: 0.75,
      color: RULE,
    });
  }

  /** A label above its value. */
  fact(label: string, value: string, x: number, width: number) {
    const top = this.y;
    this.text(label, x, { size: 8, muted: true, maxWidth: width });
    this.y -= 13;
    this.text(value, x, { size: 12, bold: true, maxWidth: width });
    this.y = top;
  }
}

async function newDocument(input: DocumentInput, title: string) {
  const pdf = await PDFDocument.create();
  // Fixed metadata: the same order gives the same file, whenever it is downloaded.
  const created = new Date(input.order.created_at);
  pdf.setTitle(title, { showInWindowTitleBar: true });
  pdf.setAuthor(input.issuer.name);
  pdf.setLanguage(input.lang);
  pdf.setCreator(input.issuer.name);
  pdf.setProducer('Museum shop');
  pdf.setCreationDate(created);
  pdf.setModificationDate(created);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const clean = encodable(regular);
  return { pdf, fonts: { regular, bold }, clean };
}

/** The QR code of `text` as vector squares: sharp at any zoom and printer. */
function drawQrCode(page: PDFPage, text: string, x: number, top: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  let path = '';
  for (let row = 0; row < modules.size; row++)
    for (let col = 0; col < modules.size; col++)
      if (modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
  page.drawRectangle({ x, y: top - size, width: size, height: size, color: rgb(1, 1, 1) });
  page.drawSvgPath(path, { x, y: top, scale: cell, color: rgb(0, 0, 0) });
}

/** One page per ticket or tour line: museum, what and when, where, how many, the order and the code. */
export async function ticketsPdf(input: DocumentInput, tickets: readonly TicketLine[]): Promise<Uint8Array> {
  const { texts, order } = input;
  const { pdf, fonts, clean } = await newDocument(input, `${texts.ticket} #${order.order_number}`);
  const qrSize = 150;
  for (const { line, code } of tickets) {
    const page = pdf.addPage(TICKET);
    const w = new Writer(page, fonts, clean);
    const right = page.getWidth() - MARGIN;
    const textWidth = right - MARGIN - qrSize - 24;
    w.text(input.issuer.name, MARGIN, { size: 11, bold: true, muted: true });
    w.text(texts.ticket, right, { size: 11, bold: true, muted: true, align: 'right' });
    w.down(12);
    w.rule();
    w.down(34);
    w.text(line.name, MARGIN, { size: 20, bold: true, maxWidth: textWidth });
    const qrTop = w.y + 20;
    w.down(40);
    const facts: [string, string][] = [
      [texts.dateTime, line.datetime ? formatDocumentDate(line.datetime) : '–'],
      [texts.venue, line.venue ?? '–'],
      [texts.count, String(line.count)],
      [texts.orderNumber, order.order_number],
    ];
    for (const [label, value] of facts) {
      w.fact(label, value, MARGIN, textWidth);
      w.down(40);
    }
    drawQrCode(page, code, right - qrSize, qrTop, qrSize);
    w.y = qrTop - qrSize - 16;
    w.text(`${texts.code}: ${code}`, right - qrSize, { size: 9, maxWidth: qrSize });
    w.y = MARGIN;
    w.text(texts.ticketHint, MARGIN, { size: 9, muted: true });
  }
  return pdf.save();
}

/** Money as the order's language writes it, in euros (money is cents everywhere). */
const moneyIn = (lang: Language) => {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  return (cents: number) => format.format(cents / 100);
};
const percentIn = (lang: Language) => {
  const format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  return (rate: number) => format.format(rate / 100);
};

/** An address as it is printed: name, street, zip and city, the country's name in the order's language. */
export const addressLines = (address: ShippingAddress, lang: Language) => [
  address.name,
  address.street,
  `${address.zip} ${address.city}`.trim(),
  new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? address.country,
];

/**
 * The invoice: issuer with address and VAT id, recipient, number and date, a row per priced part
 * of every line, voucher discounts, shipping, total, the VAT included per rate, how it was paid.
 */
export async function invoicePdf(input: DocumentInput): Promise<Uint8Array> {
  const { texts, order, issuer, lang } = input;
  const money = moneyIn(lang);
  const percent = percentIn(lang);
  const { pdf, fonts, clean } = await newDocument(input, `${texts.invoice} #${order.order_number}`);
  let page = pdf.addPage(A4);
  let w = new Writer(page, fonts, clean);
  const right = page.getWidth() - MARGIN;

  w.text(issuer.name, MARGIN, { size: 16, bold: true });
  w.down(16);
  for (const line of issuer.address) {
    w.text(line, MARGIN, { size: 9, muted: true });
    w.down(12);
  }
  if (issuer.vatId) {
    w.text(`${texts.vatId}: ${issuer.vatId}`, MARGIN, { size: 9, muted: true });
    w.down(12);
  }
  w.down(20);

  const top = w.y;
  const column = (label: string, lines: string[], x: number) => {
    w.y = top;
    w.text(label, x, { size: 8, muted: true });
    for (const line of lines) {
      w.down(13);
      w.text(line, x, { size: 10, maxWidth: 220 });
    }
    return w.y;
  };
  const bottoms = [top];
  if (input.billedTo.length > 0) bottoms.push(column(texts.billedTo, input.billedTo, MARGIN));
  if (order.shipping_address)
    bottoms.push(column(texts.shipTo, addressLines(order.shipping_address, lang), 300));
  w.y = Math.min(...bottoms) - 30;

  w.text(texts.invoice, MARGIN, { size: 22, bold: true });
  w.down(30);
  const factWidth = (right - MARGIN) / 3;
  w.fact(texts.invoiceNumber, order.order_number, MARGIN, factWidth);
  w.fact(texts.date, formatDocumentDate(order.created_at.slice(0, 10)), MARGIN + factWidth, factWidth);
  w.fact(texts.orderNumber, order.order_number, MARGIN + 2 * factWidth, factWidth);
  w.down(44);

  // Columns: item, quantity, unit price, VAT, amount (right-aligned numbers).
  const cols = { qty: right - 220, unit: right - 150, vat: right - 80, amount: right };
  const header = () => {
    w.text(texts.item, MARGIN, { size: 8, bold: true, muted: true });
    w.text(texts.quantity, cols.qty, { size: 8, bold: true, muted: true, align: 'right' });
    w.text(texts.unitPrice, cols.unit, { size: 8, bold: true, muted: true, align: 'right' });
    w.text(texts.vat, cols.vat, { size: 8, bold: true, muted: true, align: 'right' });
    w.text(texts.amount, cols.amount, { size: 8, bold: true, muted: true, align: 'right' });
    w.down(6);
    w.rule();
    w.down(16);
  };
  header();
  const itemWidth = cols.qty - MARGIN - 40;
  for (const line of order.lines) {
    for (const part of line.parts) {
      if (w.y < MARGIN + 140) {
        page = pdf.addPage(A4);
        w = new Writer(page, fonts, clean);
        header();
      }
      // A line of one part is named by the line; the parts of a tour or a family ticket by both.
      const name = line.parts.length === 1 ? line.name : `${line.name}: ${part.name}`;
      w.text(name, MARGIN, { maxWidth: itemWidth });
      w.text(String(part.count), cols.qty, { align: 'right' });
      w.text(money(part.unit_price), cols.unit, { align: 'right' });
      w.text(percent(part.vat_rate), cols.vat, { align: 'right' });
      w.text(money(part.count * part.unit_price), cols.amount, { align: 'right' });
      if (line.datetime && part === line.parts[0]) {
        w.down(12);
        w.text([formatDocumentDate(line.datetime), line.venue].filter(Boolean).join(' · '), MARGIN + 8, {
          size: 8,
          muted: true,
          maxWidth: itemWidth,
        });
      }
      w.down(18);
    }
  }
  w.rule();
  w.down(18);

  const sum = (label: string, cents: number, bold = false) => {
    w.text(label, cols.vat, { bold, align: 'right', size: bold ? 12 : 10 });
    w.text(money(cents), cols.amount, { bold, align: 'right', size: bold ? 12 : 10 });
    w.down(bold ? 20 : 16);
  };
  sum(texts.subtotal, order.totals.subtotal);
  for (const voucher of order.vouchers) sum(`${texts.voucher} ${voucher.barcode}`, -voucher.applied);
  if (order.shipping > 0) sum(texts.shipping, order.shipping);
  sum(texts.total, order.totals.total + order.shipping, true);
  for (const vat of order.totals.vat) sum(texts.includedVat.replace('{rate}', percent(vat.rate)), vat.amount);
  w.down(16);
  w.text(`${texts.paymentMethod}: ${order.payment.name} (${texts.paid})`, MARGIN);
  w.down(24);
  w.text(texts.thanks, MARGIN, { muted: true });
  return pdf.save();
}
