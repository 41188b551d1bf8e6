import { LANGUAGES, type Language, type Order } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { museumFixture, orderFixture, REVIEW_URL } from './order-mail.fixture.ts';
import { orderMailTexts, plural } from './order-mail.messages.ts';
import { composeOrderMail, escapeHtml, type OrderMailInput } from './order-mail.ts';

const input = (lang: Language, changes: Partial<OrderMailInput> = {}): OrderMailInput => ({
  order: orderFixture,
  lang,
  timeZone: 'Europe/Berlin',
  museum: museumFixture,
  reviewUrl: REVIEW_URL,
  attachments: { tickets: true, invoice: true, calendar: true },
  customerName: 'Ada Lovelace',
  ...changes,
});

/** The HTML's text as a reader gets it: tags gone, entities read back. */
const readable = (html: string) =>
  html
    .replace(/<\/?(a|strong)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('composeOrderMail', () => {
  it.each(LANGUAGES)('writes subject, text and HTML in %s with no text missing', (lang) => {
    const mail = composeOrderMail(input(lang));
    const t = orderMailTexts[lang];
    for (const part of [mail.subject, mail.text, mail.html])
      for (const missing of ['undefined', 'null', 'NaN', '[object', '{{', 'calendarAttached', 'lineTotal'])
        expect(part, `${lang}: ${missing}`).not.toContain(missing);
    expect(mail.subject).toBe(t.subject('2026-00042', museumFixture.name));
    // Every text of the language that this order calls for is in both parts.
    const expected = [
      t.heading,
      t.greeting('Ada Lovelace'),
      t.intro,
      t.orderNumber,
      t.orderedOn,
      t.keepNumber,
      plural(lang, t.items, 6),
      t.date,
      t.time,
      t.entry,
      t.allDay,
      t.venue,
      t.lineTotal,
      t.owners,
      t.codes,
      t.summary,
      t.subtotal,
      t.voucher('GIFT-2026-XY'),
      t.shipping,
      t.total,
      t.paymentMethod,
      t.shipTo,
      t.reviewText,
      t.reviewLink,
      t.attachedHeading,
      t.ticketsAttached,
      t.invoiceAttached,
      plural(lang, t.calendarAttached, 3),
      t.contactHeading,
      t.contact('help@museum.example'),
      t.lookForward,
      t.regards,
    ];
    const html = readable(mail.html).replace(/\s+/g, ' ');
    for (const text of expected) {
      expect(mail.text, `${lang} text: ${text}`).toContain(text);
      expect(html, `${lang} html: ${text}`).toContain(text.replace(/\s+/g, ' '));
    }
  });

  it('says everything about the order in both parts: lines, dates, venues, prices, sums, links', () => {
    const mail = composeOrderMail(input('de'));
    // Intl writes a no-break space before the euro sign; the facts below are written with spaces.
    const text = mail.text.replace(/[\u00a0\u202f]/g, ' ');
    const html = readable(mail.html).replace(/\s+/g, ' ');
    const facts = [
      '2026-00042',
      'Exhibition "Light & Shadow"',
      '28.11.2026',
      '10:00–10:30',
      'Main building, Lichtstraße 1, 10115 Berlin',
      '2 × Adult (je 12,00 €): 24,00 €',
      'Guided tour <script>alert("tour")</script>',
      '15.07.2026',
      '14:00–15:00',
      'Observatory, Sternweg 5, 10117 Berlin',
      'Name of your group: Class 7b <b>Lessing-Gymnasium</b>',
      '29.03.2026',
      'Karteninhaber: Ada Lovelace, Charles Babbage',
      'Catalogue "Light" <i>2026</i>',
      'Gutscheincodes: ABCD-EFGH-JK23, MNPQ-RSTU-VW45',
      'Zwischensumme: 318,90 €',
      'Gutscheincode GIFT-2026-XY: -10,00 €',
      'Versandkosten: 4,95 €',
      'Gesamtbetrag: 313,85 €',
      'Enthaltene MwSt. 7 %: 11,98 €',
      'Enthaltene MwSt. 19 %: 14,37 €',
      'Zahlungsart: Credit card',
      'Marylebone Road 12',
      'Vereinigtes Königreich',
      REVIEW_URL,
      'help@museum.example',
      'Museum of Light <& Shadow>',
      '10115 Berlin',
    ];
    for (const fact of facts) {
      expect(text, fact).toContain(fact);
      // The HTML puts label and value, and part and amount, in cells of their own.
      expect(html, fact).toContain(fact.split(': ').at(-1)?.replace(/\s+/g, ' '));
    }
    expect(mail.text).toMatch(/^Vielen Dank für Ihre Bestellung\n\nGuten Tag Ada Lovelace,\n/);
  });

  it('writes money and numbers as the language does', () => {
    expect(composeOrderMail(input('en')).text).toContain('Total: €313.85');
    expect(composeOrderMail(input('fr')).text).toMatch(/Total : 313,85\s€|Total: 313,85\s€/);
    expect(composeOrderMail(input('sv')).text).toMatch(/Totalt: 313,85\s€/);
  });

  it('shows the order date in the museum time zone: 00:30 in Berlin is the next day there', () => {
    // 2026-11-27 23:30 UTC is 28.11.2026 00:30 in Berlin, 27.11.2026 18:30 in New York.
    expect(composeOrderMail(input('en')).text).toContain('Ordered on: 28.11.2026');
    expect(composeOrderMail(input('en', { timeZone: 'America/New_York' })).text).toContain(
      'Ordered on: 27.11.2026',
    );
  });

  it('uses the plural forms of each language where a number appears', () => {
    const one: Order = { ...orderFixture, lines: orderFixture.lines.slice(0, 1) };
    expect(composeOrderMail(input('en', { order: one })).text).toContain('Your order: 1 item\n');
    expect(composeOrderMail(input('en', { order: one })).text).toContain(
      'A calendar entry for your visit (.ics).',
    );
    expect(composeOrderMail(input('en')).text).toContain('Your order: 6 items\n');
    expect(composeOrderMail(input('de', { order: one })).text).toContain('Ihre Bestellung: 1 Position\n');
    expect(composeOrderMail(input('de')).text).toContain('Ihre Bestellung: 6 Positionen\n');
    expect(composeOrderMail(input('da')).text).toContain('Kalenderbegivenheder for dine 3 besøg (.ics).');
    // Every form of every language falls back to "other" for categories it has no text for.
    for (const lang of LANGUAGES)
      for (const count of [0, 1, 2, 5, 1_000_000])
        expect(plural(lang, orderMailTexts[lang].items, count)).toContain(
          new Intl.NumberFormat(lang).format(count),
        );
    // French, Italian and Spanish say "de"/"di" after a million (their category "many", issue 39).
    expect(plural('fr', orderMailTexts.fr.items, 1_000_000)).toBe(
      'Votre commande\u00a0: 1\u202f000\u202f000 d’articles',
    );
    expect(plural('it', orderMailTexts.it.calendarAttached, 1_000_000)).toContain('1.000.000 di visite');
    expect(plural('es', orderMailTexts.es.items, 1_000_000)).toBe('Tu pedido: 1.000.000 de artículos');
    expect(plural('es', orderMailTexts.es.items, 5)).toBe('Tu pedido: 5 artículos');
  });

  it('mentions only what is attached', () => {
    const none = composeOrderMail(
      input('en', { attachments: { tickets: false, invoice: false, calendar: false } }),
    );
    expect(none.text).not.toContain('Attached to this e-mail');
    expect(none.html).not.toContain('Attached to this e-mail');
    const invoiceOnly = composeOrderMail(
      input('en', { attachments: { tickets: false, invoice: true, calendar: false } }),
    );
    expect(invoiceOnly.text).toContain('- Your invoice (PDF).');
    expect(invoiceOnly.text).not.toContain('Your tickets (PDF)');
    expect(invoiceOnly.text).not.toContain('.ics');
  });

  it('greets without a name when none is known, and leaves out what the museum does not give', () => {
    const mail = composeOrderMail(
      input('nl', { customerName: null, museum: { name: 'Museum', address: [], supportEmail: '' } }),
    );
    expect(mail.text).toContain('\n\nHallo,\n');
    expect(mail.text).not.toContain(orderMailTexts.nl.contactHeading);
  });

  it('writes an accessible single-column HTML document with every value escaped', () => {
    const { html, subject } = composeOrderMail(input('fr'));
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="fr"');
    expect(html).toContain(`<title>${escapeHtml(subject)}</title>`);
    expect(html.match(/<h1[ >]/g)).toHaveLength(1);
    expect(html.match(/<h2[ >]/g)?.length).toBeGreaterThanOrEqual(4);
    // Tables only for layout, each marked as such; no image carries anything.
    const tables = html.match(/<table[^>]*>/g) ?? [];
    expect(tables.length).toBeGreaterThan(0);
    for (const table of tables) expect(table).toContain('role="presentation"');
    expect(html).not.toContain('<img');
    expect(html).toContain('max-width:600px');
    // What a customer or the museum typed is text, never markup.
    expect(html).not.toContain('<script>');
    expect(html).toContain('Guided tour &lt;script&gt;alert(&quot;tour&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<b>Lessing');
    expect(html).not.toContain('<i>2026');
    expect(html).toContain('Museum of Light &lt;&amp; Shadow&gt;');
    expect(html).toContain(`href="${REVIEW_URL.replace('&', '&amp;')}"`);
    expect(html).toContain('href="mailto:help@museum.example"');
  });

  it('escapes the five characters that matter in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });
});
