import type { Language, OrderLine } from '@museum-shop/contract';
import { formatDisplayDate } from '../../../lib/dates.ts';
import { orderMailTexts } from '../confirmation/order-mail.messages.ts';
import { formatEuros, refundMailTexts } from './refund-mail.messages.ts';

/** `refunded`: the provider (or staff, by hand) gave the money back; `correction`: it came back. */
export type RefundMailKind = 'refunded' | 'correction';

/** Everything the customer's e-mail about a refund says, as plain data. */
export interface RefundMailInput {
  kind: RefundMailKind;
  lang: Language;
  orderNumber: string;
  /** The customer's name for the greeting; without it the greeting has no name. */
  customerName: string | null;
  /** Money given back, cents. */
  amount: number;
  /** Staff paid it back by bank transfer rather than through the provider. */
  byTransfer: boolean;
  /** The order lines given back. */
  lines: readonly Pick<OrderLine, 'count' | 'name' | 'datetime'>[];
  /** Whether the credit note goes with the e-mail. */
  creditNote: boolean;
  museumName: string;
}

/** A visit's date as d.m.Y, with its time when it has one (the museum's, as the order keeps it). */
function visitOf(datetime: string): string {
  const time = datetime.slice(11, 16);
  return [formatDisplayDate(datetime.slice(0, 10)), time].filter(Boolean).join(' ');
}

/**
 * The customer's e-mail about a staff refund, plain text, greeted and closed as the confirmation
 * is: what was refunded, how the money comes back, and the credit note when there is one. The
 * correction takes back an e-mail that said a refund was made when the money came back after all.
 */
export function composeRefundMail(input: RefundMailInput): { subject: string; text: string } {
  const texts = refundMailTexts[input.lang];
  const common = orderMailTexts[input.lang];
  const amount = formatEuros(input.amount, input.lang);
  const closing = [common.regards, input.museumName].filter(Boolean).join('\n');
  const greeting = common.greeting(input.customerName || null);
  if (input.kind === 'correction')
    return {
      subject: texts.correctionSubject(input.orderNumber),
      text: `${greeting}\n\n${texts.correction(amount, input.orderNumber)}\n\n${closing}\n`,
    };
  const lines = input.lines.map(
    (line) => `- ${line.count} × ${line.name}${line.datetime ? `, ${visitOf(line.datetime)}` : ''}`,
  );
  const paragraphs = [
    greeting,
    texts.refunded(amount, input.orderNumber),
    ...(lines.length > 0 ? [[texts.refundedLines, ...lines].join('\n')] : []),
    [
      input.byTransfer ? texts.byTransfer : texts.wayBack,
      ...(input.creditNote ? [texts.creditNoteAttached] : []),
    ].join(' '),
    closing,
  ];
  return { subject: texts.subject(input.orderNumber), text: `${paragraphs.join('\n\n')}\n` };
}
