import type { Language, Order, OrderLine } from '@museum-shop/contract';
import { formatDisplayDate, localDateTime } from '../../../lib/dates.ts';
import { addressLines } from '../documents/invoices.service.ts';
import { type OrderMailTexts, orderMailTexts, plural } from './order-mail.messages.ts';

/** Everything the confirmation e-mail says, as plain data. */
export interface OrderMailInput {
  /** The order as order/review answers it, in the order's language. */
  order: Order;
  lang: Language;
  /** The museum's IANA time zone (e.g. Europe/Berlin): the order's date is shown in it. */
  timeZone: string;
  museum: {
    name: string;
    /** Postal address lines; empty when the museum gives none. */
    address: readonly string[];
    /** Where visitors write with questions; empty when the museum gives none. */
    supportEmail: string;
  };
  /** The link to the order's review page. */
  reviewUrl: string;
  /** Which files go with the e-mail, so it can say so. */
  /** `memberCards`: how many member cards are attached (one file each); absent or 0: none. */
  attachments: { tickets: boolean; invoice: boolean; calendar: boolean; memberCards?: number };
  /** The customer's name for the greeting; without it the greeting has no name. */
  customerName?: string | null;
}

export interface OrderMail {
  subject: string;
  text: string;
  html: string;
}

/** The lines a visit has: admissions and guided tours, at a date and time. */
export const isVisitLine = (line: OrderLine) =>
  line.datetime !== null &&
  (line.type === 'ticket' || line.type === 'dayTicket' || line.type === 'guidedTour');

/** d.m.Y of a YYYY-MM-DD (HH:mm) value: its day only. */
const formatDate = (value: string) => formatDisplayDate(value.slice(0, 10));

/** The time of a YYYY-MM-DD HH:mm value. */
const timeOf = (value: string) => value.slice(11, 16);

/** Escapes a value for HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A label and its value, as each line of the order is described. */
interface Fact {
  label: string;
  value: string;
}

/** A line's part: count × name, unit price, amount. */
interface PartRow {
  what: string;
  amount: string;
}

/** A line, said once for both parts of the e-mail. */
interface LineView {
  name: string;
  facts: Fact[];
  parts: PartRow[];
  total: string;
}

/** When a visit line happens: its date, and its time or entry window (or "all day"). */
function whenFacts(line: OrderLine, t: OrderMailTexts): Fact[] {
  if (!line.datetime) return [];
  const start = line.datetime;
  const ends = line.ends ?? null;
  const facts: Fact[] = [{ label: t.date, value: formatDate(start) }];
  if (line.type === 'dayTicket') {
    facts.push({ label: t.entry, value: t.allDay });
    return facts;
  }
  let time = timeOf(start);
  if (ends && ends > start)
    time +=
      ends.slice(0, 10) === start.slice(0, 10)
        ? `–${timeOf(ends)}`
        : ` – ${formatDate(ends)} ${timeOf(ends)}`;
  facts.push({ label: line.type === 'guidedTour' ? t.time : t.entry, value: time });
  return facts;
}

function lineView(line: OrderLine, t: OrderMailTexts, money: (cents: number) => string): LineView {
  const facts = whenFacts(line, t);
  if (line.venue) {
    const venue = [line.venue, line.venue_address].filter(Boolean).join(', ');
    facts.push({ label: t.venue, value: venue });
  }
  if (line.owners.length > 0)
    facts.push({
      label: t.owners,
      value: line.owners.map((owner) => [owner.fname, owner.lname].filter(Boolean).join(' ')).join(', '),
    });
  for (const answer of line.answers) facts.push({ label: answer.question, value: answer.answer });
  if (line.codes.length > 0) facts.push({ label: t.codes, value: line.codes.join(', ') });
  const parts = line.parts.map((part) => ({
    what: `${part.count} × ${part.name} (${t.each(money(part.unit_price))})`,
    amount: money(part.count * part.unit_price),
  }));
  return { name: line.name, facts, parts, total: money(line.total) };
}

/** The order's sums: subtotal, vouchers, shipping, total, then the VAT included per rate. */
function sumRows(order: Order, t: OrderMailTexts, lang: Language, money: (cents: number) => string) {
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: t.subtotal, amount: money(order.totals.subtotal) },
    ...order.vouchers.map((voucher) => ({
      label: t.voucher(voucher.barcode),
      amount: money(-voucher.applied),
    })),
  ];
  if (order.shipping > 0) rows.push({ label: t.shipping, amount: money(order.shipping) });
  rows.push({ label: t.total, amount: money(order.totals.total + order.shipping), strong: true });
  for (const vat of order.totals.vat)
    rows.push({ label: t.vat(percent.format(vat.rate / 100)), amount: money(vat.amount) });
  return rows;
}

/** What the e-mail says, in order, before it is written as text or HTML. */
function mailContent(input: OrderMailInput) {
  const { order, lang, museum, attachments } = input;
  const t = orderMailTexts[lang];
  const currency = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  const money = (cents: number) => currency.format(cents / 100);
  const visits = order.lines.filter(isVisitLine).length;
  const attached = [
    ...(attachments.tickets ? [t.ticketsAttached] : []),
    ...(attachments.memberCards ? [plural(lang, t.memberCardsAttached, attachments.memberCards)] : []),
    ...(attachments.invoice ? [t.invoiceAttached] : []),
    ...(attachments.calendar && visits > 0 ? [plural(lang, t.calendarAttached, visits)] : []),
  ];
  return {
    t,
    subject: t.subject(order.order_number, museum.name),
    greeting: t.greeting(input.customerName?.trim() || null),
    facts: [
      { label: t.orderNumber, value: order.order_number },
      { label: t.orderedOn, value: formatDate(localDateTime(new Date(order.created_at), input.timeZone)) },
    ],
    itemsHeading: plural(lang, t.items, order.lines.length),
    lines: order.lines.map((line) => lineView(line, t, money)),
    sums: sumRows(order, t, lang, money),
    paymentMethod: order.payment.name,
    shipTo: order.shipping_address ? addressLines(order.shipping_address, lang) : null,
    attached,
    visits,
  };
}

/** The plain-text part: the same as the HTML part, with headings underlined. */
function textPart(input: OrderMailInput, content: ReturnType<typeof mailContent>): string {
  const { t } = content;
  const out: string[] = [];
  const heading = (text: string) => out.push('', text, '-'.repeat(Math.min(text.length, 60)));
  out.push(t.heading, '', content.greeting, '', t.intro, '');
  for (const fact of content.facts) out.push(`${fact.label}: ${fact.value}`);
  out.push(t.keepNumber);
  heading(content.itemsHeading);
  for (const line of content.lines) {
    out.push('', line.name);
    for (const fact of line.facts) out.push(`  ${fact.label}: ${fact.value}`);
    for (const part of line.parts) out.push(`  ${part.what}: ${part.amount}`);
    out.push(`  ${t.lineTotal}: ${line.total}`);
  }
  heading(t.summary);
  for (const row of content.sums) out.push(`${row.label}: ${row.amount}`);
  if (content.paymentMethod) out.push(`${t.paymentMethod}: ${content.paymentMethod}`);
  if (content.shipTo) {
    heading(t.shipTo);
    out.push(...content.shipTo);
  }
  heading(t.reviewHeading);
  out.push(t.reviewText, `${t.reviewLink}: ${input.reviewUrl}`);
  if (content.attached.length > 0) {
    heading(t.attachedHeading);
    for (const item of content.attached) out.push(`- ${item}`);
  }
  if (input.museum.supportEmail) {
    heading(t.contactHeading);
    out.push(t.contact(input.museum.supportEmail));
  }
  out.push('');
  if (content.visits > 0) out.push(t.lookForward);
  out.push(t.regards, input.museum.name, ...input.museum.address);
  return `${out.join('\n')}\n`;
}

// Colours with a contrast of at least 7:1 on white; sizes that read on a phone.
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;";
const INK = '#1f2328';
const MUTED = '#4b5563';
const RULE = '#d0d4da';
const LINK = '#0b4fa8';

/** The HTML part: one column, at most 600px wide and fluid below, inline styles, no images. */
function htmlPart(input: OrderMailInput, content: ReturnType<typeof mailContent>): string {
  const { t } = content;
  const e = escapeHtml;
  const p = (html: string, style = '') => `<p style="margin:0 0 12px;${style}">${html}</p>`;
  const h2 = (text: string) =>
    `<h2 style="margin:28px 0 12px;padding-top:16px;border-top:1px solid ${RULE};font-size:20px;line-height:1.3;color:${INK};">${e(text)}</h2>`;
  const fact = (item: Fact) => p(`<strong>${e(item.label)}:</strong> ${e(item.value)}`, 'margin-bottom:4px;');
  const amountRow = (label: string, amount: string, strong = false) => {
    const weight = strong ? 'font-weight:bold;font-size:18px;' : '';
    return `<tr><td style="padding:4px 12px 4px 0;vertical-align:top;${weight}">${e(label)}</td><td style="padding:4px 0;text-align:right;white-space:nowrap;vertical-align:top;${weight}">${e(amount)}</td></tr>`;
  };
  const table = (rows: string) =>
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;font-size:16px;color:${INK};">${rows}</table>`;

  const body: string[] = [];
  body.push(
    `<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;color:${INK};">${e(t.heading)}</h1>`,
    p(e(content.greeting)),
    p(e(t.intro)),
    ...content.facts.map(fact),
    p(e(t.keepNumber), `margin-top:12px;color:${MUTED};`),
    h2(content.itemsHeading),
  );
  for (const line of content.lines) {
    body.push(
      `<h3 style="margin:20px 0 8px;font-size:18px;line-height:1.3;color:${INK};">${e(line.name)}</h3>`,
    );
    body.push(...line.facts.map(fact));
    body.push(
      table(
        [
          ...line.parts.map((part) => amountRow(part.what, part.amount)),
          amountRow(t.lineTotal, line.total, false).replace('<tr>', '<tr style="font-weight:bold;">'),
        ].join(''),
      ),
    );
  }
  body.push(h2(t.summary));
  body.push(table(content.sums.map((row) => amountRow(row.label, row.amount, row.strong)).join('')));
  if (content.paymentMethod)
    body.push(p(`<strong>${e(t.paymentMethod)}:</strong> ${e(content.paymentMethod)}`, 'margin-top:12px;'));
  if (content.shipTo) body.push(h2(t.shipTo), p(content.shipTo.map(e).join('<br>')));
  body.push(
    h2(t.reviewHeading),
    p(e(t.reviewText)),
    p(
      `<a href="${e(input.reviewUrl)}" style="display:inline-block;padding:12px 20px;background:${INK};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${e(t.reviewLink)}</a>`,
    ),
    p(
      `<a href="${e(input.reviewUrl)}" style="color:${LINK};word-break:break-all;">${e(input.reviewUrl)}</a>`,
      `font-size:14px;`,
    ),
  );
  if (content.attached.length > 0)
    body.push(
      h2(t.attachedHeading),
      `<ul style="margin:0 0 12px;padding-left:20px;">${content.attached.map((item) => `<li style="margin:0 0 4px;">${e(item)}</li>`).join('')}</ul>`,
    );
  if (input.museum.supportEmail) {
    const email = e(input.museum.supportEmail);
    const link = `<a href="mailto:${email}" style="color:${LINK};">${email}</a>`;
    // The address is put in as a link; the sentence around it is escaped like every other text.
    const [before = '', after = ''] = t.contact('\u0000').split('\u0000');
    body.push(h2(t.contactHeading), p(`${e(before)}${link}${e(after)}`));
  }
  body.push(
    `<p style="margin:28px 0 0;">${[...(content.visits > 0 ? [t.lookForward] : []), t.regards].map(e).join('<br>')}</p>`,
    `<p style="margin:8px 0 0;color:${MUTED};">${[input.museum.name, ...input.museum.address].map(e).join('<br>')}</p>`,
  );

  return [
    '<!doctype html>',
    `<html lang="${e(input.lang)}" dir="ltr">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light">',
    `<title>${e(content.subject)}</title>`,
    '</head>',
    `<body style="margin:0;padding:0;background:#f3f4f6;">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">`,
    '<tr><td align="center" style="padding:16px 8px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background:#ffffff;border-radius:8px;">`,
    `<tr><td style="padding:24px 20px;${FONT}font-size:16px;line-height:1.5;color:${INK};">`,
    ...body,
    '</td></tr>',
    '</table>',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/**
 * The order confirmation e-mail: subject, plain text and HTML saying the same, in the order's
 * language: the order number and date, every line with its date, time, venue and entry window,
 * counts and prices, pass holders, tour answers and voucher codes; vouchers applied, shipping,
 * total and VAT per rate; the payment method; the link to the order; what is attached; how to
 * reach the museum. Dates are the museum's (d.m.Y), money in euros as the language writes it.
 */
export function composeOrderMail(input: OrderMailInput): OrderMail {
  const content = mailContent(input);
  return { subject: content.subject, text: textPart(input, content), html: htmlPart(input, content) };
}
