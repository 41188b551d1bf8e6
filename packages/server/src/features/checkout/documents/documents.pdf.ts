import type { Admission, Language, Order, OrderLine } from '@museum-shop/contract';
import { localDateTime } from '../../../lib/dates.ts';
import type { DocumentTexts } from './documents.messages.ts';
import {
  A5_LANDSCAPE,
  BOLD,
  drawQrCode,
  embedImage,
  FONT,
  formatDocumentDate,
  INK,
  MONO,
  MUTED,
  moneyIn,
  newPdf,
  pdfBytes,
  RULE,
  winAnsi,
} from './pdf-kit.ts';

export { formatDocumentDate } from './pdf-kit.ts';

/** One ticket: a person (or a group) a line admits, and the signed code the entrance checks. */
export interface TicketOfOrder {
  lineIndex: number;
  line: OrderLine;
  admission: Admission;
  code: string;
}

/** What the tickets of an order are made of, in the order's language. */
export interface TicketsInput {
  order: Order;
  lang: Language;
  texts: DocumentTexts;
  /** The museum as the shop names it; its logo (PNG or JPEG) or null: then its name stands alone. */
  museum: { name: string; logo: Uint8Array | null };
  /** The museum's time zone: the order's date is printed as its clock read it. */
  timeZone: string;
  tickets: readonly TicketOfOrder[];
}

const MARGIN = 32;
const QR_SIZE = 140;
const GUTTER = 24;
const LOGO = 34;
/** The title's sizes, largest first: the first at which it fits its space is taken; it is never cut. */
const TITLE_SIZES = [20, 18, 16, 14, 12, 11, 10, 9, 8];
const TITLE_SPACE = 96;
const RULE_Y = MARGIN + LOGO + 8;
const CONTENT_TOP = RULE_Y + 16;
/** Where the QR code is on each ticket page (points from the top left), for the entrance's tests. */
export const TICKET_QR = {
  x: A5_LANDSCAPE[0] - MARGIN - QR_SIZE,
  y: CONTENT_TOP - 6,
  size: QR_SIZE,
  quiet: 2,
};

/**
 * The event's title of a ticket line: the line is named "Event: Ticket" where the two differ
 * (pricing.ts), and the ticket's name is printed as the ticket type.
 */
function titleOf(line: OrderLine, admission: Admission): string {
  const head = line.parts[0];
  const typeName = admission.within?.name ?? head?.name;
  if (line.type !== 'guidedTour' && typeName && line.name.endsWith(`: ${typeName}`))
    return line.name.slice(0, -(typeName.length + 2));
  return line.name;
}

/** HH:mm–HH:mm of the entry window, or the start alone when the line has no end. */
function timeOf(line: OrderLine): string {
  const start = line.datetime?.slice(11, 16) ?? '';
  const end = line.ends?.slice(11, 16);
  return end && end !== start ? `${start}–${end}` : start;
}

/**
 * One A5 page per admitted person: the museum (logo and name), the title wrapped over as many
 * lines as it needs, ticket type and price, date and entry window, whom it admits (n of N), venue
 * and address, the order number and date, and the QR code of the signed code with the code under it.
 */
export async function ticketsPdf(input: TicketsInput): Promise<Uint8Array> {
  const { texts, order, lang } = input;
  const money = moneyIn(lang);
  const doc = newPdf({
    title: `${texts.ticket} ${order.order_number}`,
    author: input.museum.name,
    lang,
    created: new Date(order.created_at),
  });
  const logo = input.museum.logo ? await embedImage(doc, input.museum.logo) : null;
  const orderedOn = formatDocumentDate(
    localDateTime(new Date(order.created_at), input.timeZone).slice(0, 10),
  );
  const [width, height] = A5_LANDSCAPE;
  const right = width - MARGIN;
  const qrX = right - QR_SIZE;
  const columnWidth = qrX - GUTTER - MARGIN;

  /** Writes text at (x, y) within `width`, wrapped; answers the height it took. */
  const write = (
    text: string,
    x: number,
    y: number,
    options: { width: number; size: number; font?: string; color?: string; align?: 'left' | 'right' },
  ) => {
    const value = winAnsi(text);
    doc
      .font(options.font ?? FONT)
      .fontSize(options.size)
      .fillColor(options.color ?? INK);
    const textOptions = { width: options.width, align: options.align ?? 'left', lineGap: 1 } as const;
    const taken = doc.heightOfString(value, textOptions);
    doc.text(value, x, y, textOptions);
    return taken;
  };

  /** A label above its value (and muted notes under it); answers the height it took. */
  const fact = (
    label: string,
    value: string,
    x: number,
    y: number,
    factWidth: number,
    notes: string[] = [],
  ) => {
    let taken = write(label, x, y, { width: factWidth, size: 7.5, color: MUTED });
    taken += 1.5 + write(value, x, y + taken + 1.5, { width: factWidth, size: 11.5, font: BOLD });
    for (const note of notes)
      taken += 1 + write(note, x, y + taken + 1, { width: factWidth, size: 8, color: MUTED });
    return taken;
  };

  for (const { line, admission, code } of input.tickets) {
    doc.addPage({ size: A5_LANDSCAPE, margin: 0 });

    // The museum: its logo and name; what the page is, on the right.
    let nameX = MARGIN;
    if (logo) {
      doc.image(logo, MARGIN, MARGIN, { fit: [LOGO, LOGO] });
      nameX += LOGO + 10;
    }
    const kind = line.type === 'guidedTour' ? texts.guidedTour : texts.ticket;
    doc.font(BOLD).fontSize(11);
    const kindWidth = doc.widthOfString(winAnsi(kind));
    write(input.museum.name, nameX, MARGIN + 11, {
      width: right - nameX - kindWidth - 16,
      size: 13,
      font: BOLD,
    });
    write(kind, right - kindWidth - 1, MARGIN + 13, {
      width: kindWidth + 1,
      size: 11,
      font: BOLD,
      color: MUTED,
    });
    doc.moveTo(MARGIN, RULE_Y).lineTo(right, RULE_Y).lineWidth(0.75).strokeColor(RULE).stroke();

    // The title, whole: the largest size at which it fits its space.
    const top = CONTENT_TOP;
    const title = winAnsi(titleOf(line, admission));
    doc.font(BOLD);
    const size =
      TITLE_SIZES.find((candidate) => {
        doc.fontSize(candidate);
        return doc.heightOfString(title, { width: columnWidth, lineGap: 1 }) <= TITLE_SPACE;
      }) ?? 8;
    let y = top + write(title, MARGIN, top, { width: columnWidth, size, font: BOLD }) + 14;

    // Facts in two columns, row by row; the venue across both.
    const half = (columnWidth - 16) / 2;
    const secondX = MARGIN + half + 16;
    const priceNotes = admission.within
      ? [texts.includedIn(`${admission.within.name} (${money(admission.within.unit_price)})`)]
      : [];
    const rows: [[string, string, string[]?], [string, string, string[]?]][] = [
      [
        [texts.ticketType, admission.type],
        [texts.price, admission.unit_price === null ? '–' : money(admission.unit_price), priceNotes],
      ],
      [
        [texts.date, line.datetime ? formatDocumentDate(line.datetime.slice(0, 10)) : '–'],
        [line.type === 'guidedTour' ? texts.time : texts.entry, timeOf(line) || '–'],
      ],
      [
        [texts.admits, (admission.group ? texts.group : texts.person)(admission.n, admission.of)],
        [texts.orderNumber, order.order_number, [`${texts.orderedOn} ${orderedOn}`]],
      ],
    ];
    for (const [first, second] of rows) {
      const left = fact(first[0], first[1], MARGIN, y, half, first[2]);
      const rightTaken = fact(second[0], second[1], secondX, y, half, second[2]);
      y += Math.max(left, rightTaken) + 10;
    }
    const venueNotes = line.venue_address ? [line.venue_address] : [];
    fact(texts.venue, line.venue ?? '–', MARGIN, y, columnWidth, venueNotes);

    // The code: its QR code, and the code itself under it in two lines (what it says, its signature).
    drawQrCode(doc, code, TICKET_QR.x, TICKET_QR.y, TICKET_QR.size);
    const cut = code.lastIndexOf('.') + 1;
    write(texts.code, qrX, top + QR_SIZE, { width: QR_SIZE, size: 7.5, color: MUTED, align: 'left' });
    write(`${code.slice(0, cut)}\n${code.slice(cut)}`, qrX, top + QR_SIZE + 10, {
      width: QR_SIZE + 4,
      size: 7,
      font: MONO,
    });

    // The hint at the foot, however many lines it takes.
    const hint = winAnsi(texts.ticketHint);
    doc.font(FONT).fontSize(8);
    const hintHeight = doc.heightOfString(hint, { width: right - MARGIN, lineGap: 1 });
    write(hint, MARGIN, height - MARGIN + 6 - hintHeight, { width: right - MARGIN, size: 8, color: MUTED });
  }
  return pdfBytes(doc);
}
