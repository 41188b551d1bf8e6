import { friendlyFormatIBAN } from 'ibantools';
import { documentTexts } from './documents.messages.ts';
import type { InvoiceBank, IssuedInvoice } from './invoice-model.ts';
import {
  A4,
  BOLD,
  FONT,
  formatDocumentDate,
  INK,
  MUTED,
  moneyIn,
  newPdf,
  pdfBytes,
  percentIn,
  RULE,
  winAnsi,
} from './pdf-kit.ts';

const MARGIN = 48;
/** Room kept free at the foot of each page for its number. */
const FOOT = 36;

interface TextOptions {
  width: number;
  size?: number;
  bold?: boolean;
  muted?: boolean;
  align?: 'left' | 'right';
}

/**
 * The PDF of an invoice or a credit note exactly as issued (`IssuedInvoice`, kept unchanged in
 * `invoices.document`): made from nothing else, so it reads the same whenever it is made. A4;
 * rows that do not fit flow onto further pages, each with the table's header again and the
 * document's number, and every page is numbered "n of N".
 */
export async function invoicePdf(invoice: IssuedInvoice): Promise<Uint8Array> {
  const { lang, issuer } = invoice;
  const texts = documentTexts[lang];
  const money = moneyIn(lang);
  const percent = percentIn(lang);
  const credit = invoice.kind === 'credit_note';
  const title = credit ? texts.creditNote : texts.invoice;
  const doc = newPdf({
    title: `${title} ${invoice.number}`,
    author: issuer.legalName,
    lang,
    // The day of issue, at noon UTC: the same date in every time zone, and the same bytes.
    created: new Date(`${invoice.issuedOn}T12:00:00Z`),
    bufferPages: true,
  });
  const [pageWidth, pageHeight] = A4;
  const right = pageWidth - MARGIN;
  const bottom = pageHeight - MARGIN - FOOT;
  let y = MARGIN;

  /** Writes text at (x, y) within `width`, wrapped; answers the height it took. */
  const write = (text: string, x: number, at: number, options: TextOptions) => {
    const value = winAnsi(text);
    doc
      .font(options.bold ? BOLD : FONT)
      .fontSize(options.size ?? 9.5)
      .fillColor(options.muted ? MUTED : INK);
    const textOptions = { width: options.width, align: options.align ?? 'left', lineGap: 1 } as const;
    const taken = doc.heightOfString(value, textOptions);
    doc.text(value, x, at, textOptions);
    return taken;
  };
  const measure = (text: string, options: TextOptions) =>
    doc
      .font(options.bold ? BOLD : FONT)
      .fontSize(options.size ?? 9.5)
      .heightOfString(winAnsi(text), { width: options.width, lineGap: 1 });
  const rule = (at: number, weight = 0.75) =>
    doc.moveTo(MARGIN, at).lineTo(right, at).lineWidth(weight).strokeColor(RULE).stroke();

  // Columns of the rows: item, quantity, unit price, VAT rate, amount (numbers right-aligned).
  const cols = { qty: right - 230, unit: right - 160, vat: right - 95, amount: right };
  const numberWidth = 62;
  const itemWidth = cols.qty - numberWidth - MARGIN - 8;
  /** A table's heading row: the first label over the text column, the others right-aligned over numbers. */
  const headingRow = (first: string, firstWidth: number, labels: [string, number][], gap: number) => {
    write(first, MARGIN, y, { width: firstWidth, size: 8, bold: true, muted: true });
    for (const [label, x] of labels)
      write(label, x - numberWidth, y, {
        width: numberWidth,
        size: 8,
        bold: true,
        muted: true,
        align: 'right',
      });
    y += 12;
    rule(y);
    y += gap;
  };
  const tableHeader = () =>
    headingRow(
      texts.item,
      itemWidth,
      [
        [texts.quantity, cols.qty],
        [texts.unitPrice, cols.unit],
        [texts.vat, cols.vat],
        [texts.amount, cols.amount],
      ],
      8,
    );

  /** A new page: the issuer and the document's number at its head, then the table's header when asked. */
  const nextPage = (withTableHeader: boolean) => {
    doc.addPage({ size: A4, margin: 0 });
    y = MARGIN;
    write(issuer.legalName, MARGIN, y, { width: 280, size: 10, bold: true });
    write(`${title} ${invoice.number} (${texts.continued})`, 330, y, {
      width: right - 330,
      size: 10,
      muted: true,
      align: 'right',
    });
    y += 18;
    rule(y);
    y += 16;
    if (withTableHeader) tableHeader();
  };
  /** Room for `needed` points on this page, or a new one. */
  const ensure = (needed: number, withTableHeader: boolean) => {
    if (y + needed > bottom) nextPage(withTableHeader);
  };

  // First page: the issuer, the addresses, the title and the facts.
  doc.addPage({ size: A4, margin: 0 });
  y += write(issuer.legalName, MARGIN, y, { width: right - MARGIN, size: 15, bold: true }) + 4;
  const taxId = issuer.vatId
    ? `${texts.vatId}: ${issuer.vatId}`
    : issuer.taxNumber
      ? `${texts.taxNumber}: ${issuer.taxNumber}`
      : null;
  for (const line of [...issuer.address, ...(taxId ? [taxId] : [])])
    y += write(line, MARGIN, y, { width: right - MARGIN, size: 9, muted: true });
  y += 22;

  const addressTop = y;
  const addressBlock = (label: string, lines: readonly string[], x: number) => {
    let at = addressTop + write(label, x, addressTop, { width: 230, size: 8, muted: true }) + 3;
    for (const line of lines) at += write(line, x, at, { width: 230, size: 10 });
    return at;
  };
  const bottoms = [addressTop];
  if (invoice.billedTo.length > 0) bottoms.push(addressBlock(texts.billedTo, invoice.billedTo, MARGIN));
  if (invoice.shipTo) bottoms.push(addressBlock(texts.shipTo, invoice.shipTo, 318));
  y = Math.max(...bottoms) + 26;

  y += write(title, MARGIN, y, { width: right - MARGIN, size: 22, bold: true }) + 6;
  if (credit && invoice.corrects)
    y += write(texts.corrects(invoice.corrects), MARGIN, y, { width: right - MARGIN, size: 10 });
  if (credit && invoice.reason)
    y += write(`${texts.reason}: ${invoice.reason}`, MARGIN, y, { width: right - MARGIN, size: 10 });
  y += 12;

  const facts: [string, string][] = [
    [credit ? texts.creditNoteNumber : texts.invoiceNumber, invoice.number],
    [texts.issueDate, formatDocumentDate(invoice.issuedOn)],
    [texts.orderNumber, invoice.orderNumber],
  ];
  if (invoice.externalDocumentNumber) facts.push([texts.yourReference, invoice.externalDocumentNumber]);
  const factWidth = (right - MARGIN) / facts.length;
  // Labels above their values; the values on one line, however many lines a label takes.
  const labelHeight =
    Math.max(...facts.map(([label]) => measure(label, { width: factWidth - 12, size: 8 }))) + 2;
  let factsHeight = 0;
  facts.forEach(([label, value], index) => {
    const x = MARGIN + index * factWidth;
    const width = factWidth - 12;
    write(label, x, y + labelHeight - 2 - measure(label, { width, size: 8 }), {
      width,
      size: 8,
      muted: true,
    });
    factsHeight = Math.max(
      factsHeight,
      labelHeight + write(value, x, y + labelHeight, { width, size: 11, bold: true }),
    );
  });
  y += factsHeight + 10;
  const { from, to } = invoice.supplied;
  y +=
    write(
      from === to
        ? `${texts.supplyDate}: ${formatDocumentDate(from)}`
        : `${texts.supplyPeriod}: ${formatDocumentDate(from)} – ${formatDocumentDate(to)}`,
      MARGIN,
      y,
      { width: right - MARGIN, size: 9.5 },
    ) + 20;

  // The rows, flowing onto further pages.
  tableHeader();
  for (const row of invoice.rows) {
    const rowHeight =
      measure(row.name, { width: itemWidth }) +
      (row.detail ? 1 + measure(row.detail, { width: itemWidth, size: 8 }) : 0);
    ensure(rowHeight + 8, true);
    const numbers: [string, number][] = [
      [String(row.count), cols.qty],
      [money(row.unitPrice), cols.unit],
      [percent(row.vatRate), cols.vat],
      [money(row.amount), cols.amount],
    ];
    for (const [text, x] of numbers) write(text, x - numberWidth, y, { width: numberWidth, align: 'right' });
    let taken = write(row.name, MARGIN, y, { width: itemWidth });
    if (row.detail)
      taken += 1 + write(row.detail, MARGIN, y + taken + 1, { width: itemWidth, size: 8, muted: true });
    y += Math.max(taken, 12) + 8;
  }
  rule(y - 2);
  y += 8;

  // The sums: the rows, vouchers, shipping and the total; then the VAT per rate.
  const sums: [string, number][] = [
    [texts.subtotal, invoice.rows.reduce((sum, row) => sum + row.amount, 0)],
    ...invoice.vouchers.map((voucher): [string, number] => [
      `${texts.voucher} ${voucher.barcode}`,
      -voucher.applied,
    ]),
  ];
  if (invoice.shipping !== 0) sums.push([texts.shipping, invoice.shipping]);
  const exempt = issuer.vatExemptionNote && invoice.rows.some((row) => row.vatRate === 0);
  const vatHeight = 30 + 16 * invoice.vat.length + (exempt ? 30 : 0);
  ensure(sums.length * 15 + 36, false);
  const sumLabelX = cols.unit - 100;
  for (const [label, cents] of sums) {
    write(label, sumLabelX, y, { width: cols.vat + 20 - sumLabelX, align: 'right' });
    write(money(cents), cols.amount - 90, y, { width: 90, align: 'right' });
    y += 15;
  }
  y += 3;
  const totalLabel = credit ? texts.refundTotal : texts.total;
  write(totalLabel, sumLabelX - 60, y, {
    width: cols.vat + 80 - sumLabelX,
    size: 12,
    bold: true,
    align: 'right',
  });
  write(money(invoice.total), cols.amount - 110, y, { width: 110, size: 12, bold: true, align: 'right' });
  y += 30;

  ensure(vatHeight + 40, false);
  if (invoice.vat.length > 0) {
    headingRow(
      texts.vatRate,
      120,
      [
        [texts.net, cols.unit],
        [texts.vat, cols.vat],
        [texts.gross, cols.amount],
      ],
      6,
    );
    for (const vat of invoice.vat) {
      write(percent(vat.rate), MARGIN, y, { width: 120 });
      const values: [number, number][] = [
        [vat.net, cols.unit],
        [vat.vat, cols.vat],
        [vat.gross, cols.amount],
      ];
      for (const [cents, x] of values) write(money(cents), x - 90, y, { width: 90, align: 'right' });
      y += 16;
    }
  }
  if (exempt && issuer.vatExemptionNote)
    y += 4 + write(issuer.vatExemptionNote, MARGIN, y + 4, { width: right - MARGIN, size: 9 });
  y += 18;

  ensure(40, false);
  const payment = `${texts.paymentMethod}: ${invoice.paymentMethod} (${credit ? texts.refundedTo : texts.paid})`;
  y += write(payment, MARGIN, y, { width: right - MARGIN }) + 10;
  if (!credit) write(texts.thanks, MARGIN, y, { width: right - MARGIN, muted: true });

  // Every page numbered, at its foot, beside the bank the museum is paid to.
  const bank = issuer.bank ? bankLine(texts.bankDetails, issuer.bank) : null;
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    // Above the number, across the page: a long holder or bank name still fits on one line.
    if (bank) write(bank, MARGIN, pageHeight - MARGIN - 24, { width: right - MARGIN, size: 8, muted: true });
    write(texts.page(page - start + 1, count), MARGIN, pageHeight - MARGIN - 10, {
      width: right - MARGIN,
      size: 8,
      muted: true,
      align: 'right',
    });
  }
  return pdfBytes(doc);
}

/** "Bank details: holder · IBAN DE89 3704 0044 0532 0130 00 · BIC COBADEFFXXX · bank name". */
export function bankLine(label: string, bank: InvoiceBank): string {
  const parts = [
    bank.holder,
    `IBAN ${friendlyFormatIBAN(bank.iban) ?? bank.iban}`,
    ...(bank.bic ? [`BIC ${bank.bic}`] : []),
    ...(bank.name ? [bank.name] : []),
  ];
  return `${label}: ${parts.join(' · ')}`;
}
