import type { Language } from '@museum-shop/contract';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

/**
 * What the tickets and the invoices share: a pdfkit document with fixed metadata, text the
 * standard fonts can write, money and dates as printed, and QR codes. pdfkit and qrcode are some
 * hundreds of modules, so everything that imports this file loads with the first document
 * (documents.service.ts imports it lazily), not at every start.
 */

export const A4: [number, number] = [595.28, 841.89];
/** A5 landscape: a ticket that prints on half a sheet and reads well on a phone. */
export const A5_LANDSCAPE: [number, number] = [595.28, 419.53];
export const INK = '#1a1a1f';
export const MUTED = '#5c5c66';
export const RULE = '#c8c8d2';
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
export const MONO = 'Courier';

/**
 * The characters the standard fonts write (WinAnsi): Latin-1 and the few cp1252 adds (€, dashes,
 * quotes, Œ, Š, Ž …). That covers the letters of all eight shop languages.
 */
const WIN_ANSI = new Set<number>([
  ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
  ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
  ...[0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc],
  ...[0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022],
  ...[0x2026, 0x2030, 0x2039, 0x203a, 0x20ac, 0x2122],
]);

const fits = (char: string) => WIN_ANSI.has(char.codePointAt(0) ?? 0);

/**
 * Text as the standard fonts can write it. Whatever a customer typed beyond WinAnsi is written
 * without its accent where that helps (ő becomes o, ł stays ?), spaces of any kind become plain
 * ones (Intl writes narrow no-break spaces in numbers: fr "12,00 €"), so a name never makes a
 * document fail or print garbage.
 */
export function winAnsi(text: string): string {
  return Array.from(text, (char) => {
    if (fits(char)) return char;
    if (/\s/u.test(char)) return ' ';
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    return base.length > 0 && [...base].every(fits) ? base : '?';
  }).join('');
}

/** Fixed metadata: the same input gives the same bytes, whenever and wherever it is made. */
export interface DocumentMeta {
  title: string;
  author: string;
  lang: Language;
  /** The document's date (the order's, the invoice's): its creation and modification date. */
  created: Date;
  /** Keep every page until the end, to number them (the invoice does). */
  bufferPages?: boolean;
}

export function newPdf(meta: DocumentMeta): PDFKit.PDFDocument {
  return new PDFDocument({
    autoFirstPage: false,
    bufferPages: meta.bufferPages ?? false,
    lang: meta.lang,
    displayTitle: true,
    info: {
      Title: winAnsi(meta.title),
      Author: winAnsi(meta.author),
      Creator: winAnsi(meta.author),
      Producer: 'Museum shop',
      CreationDate: meta.created,
      ModDate: meta.created,
    },
  });
}

/** pdfkit's image object (not in its types): a PNG is finished when its decoded `image` is let go. */
interface PdfImage {
  width: number;
  height: number;
  embed(doc: PDFKit.PDFDocument): void;
  image?: unknown;
}

/**
 * An image embedded at once, before any page: pdfkit splits the transparency of a PNG in a
 * callback, and its objects would be written wherever that happens to finish among the pages',
 * so the same document would not give the same bytes. Waits until it is written (a few ms).
 * Answers what `doc.image` takes.
 */
export async function embedImage(doc: PDFKit.PDFDocument, bytes: Uint8Array): Promise<Buffer> {
  const image = (doc as unknown as { openImage(src: Buffer): PdfImage }).openImage(Buffer.from(bytes));
  image.embed(doc);
  const deadline = Date.now() + 10_000;
  while (image.image !== undefined && image.image !== null) {
    if (Date.now() > deadline) throw new Error('an image of the document was not embedded');
    await new Promise((resolve) => setImmediate(resolve));
  }
  // doc.image takes an image object as well as bytes (it checks for width and height).
  return image as unknown as Buffer;
}

/** Ends the document and answers its bytes. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * The QR code of `text` as filled squares (runs of dark modules merged into one rectangle): sharp
 * at any zoom and printer. A quiet zone of two modules is white around it.
 */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.save();
  doc.rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      doc.rect(x + (start + quiet) * cell, y + (row + quiet) * cell, (col - start) * cell, cell);
    }
  }
  doc.fill('#000000');
  doc.restore();
}

/** Money as the document's language writes it, in euros (money is cents everywhere). */
export function moneyIn(lang: Language): (cents: number) => string {
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  return (cents) => format.format(cents / 100);
}

export function percentIn(lang: Language): (rate: number) => string {
  const format = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  return (rate) => format.format(rate / 100);
}

/** d.m.Y, and HH:mm after it when the value has a time: the shop's one date format. */
export { formatDisplayDate as formatDocumentDate } from '../../../lib/dates.ts';
