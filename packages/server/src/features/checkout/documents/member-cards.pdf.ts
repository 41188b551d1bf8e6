import type { Language } from '@museum-shop/contract';
import type { MemberCardTexts } from './member-cards.messages.ts';
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
  newPdf,
  pdfBytes,
  RULE,
  winAnsi,
} from './pdf-kit.ts';

/** One card as it is printed: its holder, number, type, validity and signed code. */
export interface PrintedCard {
  holder: string;
  number: string;
  type: string;
  persons: number;
  validFrom: string | null;
  validUntil: string | null;
  orderNumber: string;
  code: string;
}

export interface MemberCardsInput {
  lang: Language;
  texts: MemberCardTexts;
  museum: { name: string; logo: Uint8Array | null };
  /** The document's date (the order's): the same cards give the same bytes. */
  created: Date;
  cards: readonly PrintedCard[];
}

const MARGIN = 32;
const LOGO = 34;
const QR_SIZE = 150;
const RULE_Y = MARGIN + LOGO + 8;
const TOP = RULE_Y + 18;
/** Where the QR code is on each card page (points from the top left), for the door's tests. */
export const MEMBER_CARD_QR = {
  x: A5_LANDSCAPE[0] - MARGIN - QR_SIZE,
  y: TOP - 6,
  size: QR_SIZE,
  quiet: 2,
};

/**
 * One A5 landscape page per card: the museum (logo and name) and "Member card", the holder's name
 * large, the member number, the membership type, whom it admits and its validity, and on the right
 * the QR code of the signed card code with the code under it.
 */
export async function memberCardsPdf(input: MemberCardsInput): Promise<Uint8Array> {
  const { texts, lang } = input;
  const doc = newPdf({
    title: `${texts.memberCard} ${input.cards.map((card) => card.number).join(', ')}`,
    author: input.museum.name,
    lang,
    created: input.created,
  });
  const logo = input.museum.logo ? await embedImage(doc, input.museum.logo) : null;
  const [width, height] = A5_LANDSCAPE;
  const right = width - MARGIN;
  const qrX = right - QR_SIZE;
  const column = qrX - 24 - MARGIN;

  const write = (
    text: string,
    x: number,
    y: number,
    options: { width: number; size: number; font?: string; color?: string },
  ) => {
    const value = winAnsi(text);
    doc
      .font(options.font ?? FONT)
      .fontSize(options.size)
      .fillColor(options.color ?? INK);
    const taken = doc.heightOfString(value, { width: options.width, lineGap: 1 });
    doc.text(value, x, y, { width: options.width, lineGap: 1 });
    return taken;
  };
  const fact = (label: string, value: string, x: number, y: number, factWidth: number) => {
    const taken = write(label, x, y, { width: factWidth, size: 7.5, color: MUTED });
    return taken + 1.5 + write(value, x, y + taken + 1.5, { width: factWidth, size: 12, font: BOLD });
  };

  for (const card of input.cards) {
    doc.addPage({ size: A5_LANDSCAPE, margin: 0 });
    let nameX = MARGIN;
    if (logo) {
      doc.image(logo, MARGIN, MARGIN, { fit: [LOGO, LOGO] });
      nameX += LOGO + 10;
    }
    doc.font(BOLD).fontSize(11);
    const kindWidth = doc.widthOfString(winAnsi(texts.memberCard));
    write(input.museum.name, nameX, MARGIN + 11, {
      width: right - nameX - kindWidth - 16,
      size: 13,
      font: BOLD,
    });
    write(texts.memberCard, right - kindWidth - 1, MARGIN + 13, {
      width: kindWidth + 1,
      size: 11,
      font: BOLD,
      color: MUTED,
    });
    doc.moveTo(MARGIN, RULE_Y).lineTo(right, RULE_Y).lineWidth(0.75).strokeColor(RULE).stroke();

    let y = TOP;
    y += write(texts.member, MARGIN, y, { width: column, size: 7.5, color: MUTED }) + 2;
    y += write(card.holder, MARGIN, y, { width: column, size: 20, font: BOLD }) + 12;
    const half = (column - 16) / 2;
    const second = MARGIN + half + 16;
    const validity: [string, string][] =
      card.validFrom && card.validUntil
        ? [
            [texts.validFrom, formatDocumentDate(card.validFrom)],
            [texts.validUntil, formatDocumentDate(card.validUntil)],
          ]
        : [[texts.validFrom, texts.fromFirstVisit]];
    const facts: [string, string][] = [
      [texts.memberNumber, card.number],
      [texts.membership, card.type],
      ...validity,
      [texts.admitsLabel, texts.admits(card.persons)],
      [texts.orderNumber, card.orderNumber],
    ];
    // Two facts a row, the number and the type first.
    for (let index = 0; index < facts.length; index += 2) {
      const [label = '', value = ''] = facts[index] ?? [];
      const next = facts[index + 1];
      const left = fact(label, value, MARGIN, y, half);
      const rightTaken = next ? fact(next[0], next[1], second, y, half) : 0;
      y += Math.max(left, rightTaken) + 10;
    }

    drawQrCode(doc, card.code, MEMBER_CARD_QR.x, MEMBER_CARD_QR.y, MEMBER_CARD_QR.size);
    const cut = card.code.lastIndexOf('.') + 1;
    write(texts.code, qrX, TOP + QR_SIZE, { width: QR_SIZE, size: 7.5, color: MUTED });
    write(`${card.code.slice(0, cut)}\n${card.code.slice(cut)}`, qrX, TOP + QR_SIZE + 10, {
      width: QR_SIZE + 4,
      size: 7,
      font: MONO,
    });

    const hint = winAnsi(texts.hint);
    doc.font(FONT).fontSize(8);
    const hintHeight = doc.heightOfString(hint, { width: right - MARGIN, lineGap: 1 });
    write(hint, MARGIN, height - MARGIN + 6 - hintHeight, { width: right - MARGIN, size: 8, color: MUTED });
  }
  return pdfBytes(doc);
}
