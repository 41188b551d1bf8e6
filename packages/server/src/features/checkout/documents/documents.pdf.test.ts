import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { admissions, LANGUAGES, type Language, type Order, type OrderLine } from '@museum-shop/contract';
import { describe, expect, it } from 'vitest';
import { staticDir } from '../../../plugins/static-files.ts';
import { documentTexts } from './documents.messages.ts';
import { ticketsPdf } from './documents.pdf.ts';
import { flat, pdfPagesText } from './pdf.test-support.ts';
import { shopKeys, signTicketCode, verifyTicketCode } from './ticket-codes.ts';

const keys = shopKeys(new Uint8Array(32).fill(3));
const LOGO = new Uint8Array(readFileSync(join(staticDir, 'demo', 'logo.png')));

const line = (name: string, overrides: Partial<OrderLine> = {}): OrderLine => ({
  type: 'ticket',
  name: `${name}: Adult`,
  datetime: '2026-11-28 10:00',
  ends: '2026-11-28 10:30',
  venue: 'Main House',
  venue_address: 'Am Lichthof 1, 10117 Berlin',
  count: 1,
  parts: [{ name: 'Adult', count: 1, unit_price: 1_200, vat_rate: 7, kind: 'ticket' }],
  total: 1_200,
  owners: [],
  answers: [],
  codes: [],
  ...overrides,
});

const orderOf = (lines: OrderLine[]): Order => ({
  id: 'public-id',
  order_number: '2026-00042',
  created_at: '2026-11-27T23:30:00.000Z',
  lines,
  vouchers: [],
  shipping: 0,
  totals: { subtotal: 0, discount: 0, total: 0, vat: [] },
  payment: { payartId: 1, name: 'Card', state: 'paid' },
  external_document_number: null,
  shipping_address: null,
  has_tickets: true,
  request_invoice: false,
});

function render(lines: OrderLine[], lang: Language = 'en', logo: Uint8Array | null = LOGO) {
  const order = orderOf(lines);
  const tickets = lines.flatMap((l, lineIndex) =>
    admissions(l).map((admission) => ({
      lineIndex,
      line: l,
      admission,
      code: signTicketCode(
        { shopId: 1, orderNumber: order.order_number, lineIndex, person: admission.n, persons: admission.of },
        keys(1),
      ),
    })),
  );
  return ticketsPdf({
    order,
    lang,
    texts: documentTexts[lang],
    museum: { name: 'Museum of Light', logo },
    timeZone: 'Europe/Berlin',
    tickets,
  });
}

const NEON = 'Neon Nights: 100 years of glowing gas in art and advertising';
const LONGER =
  'Neon Nights: 100 years of glowing gas in art and advertising, from the Paris Motor Show of 1910 to the signs of Piccadilly Circus, Times Square and the Kurfürstendamm, with a programme of night-time walks, talks by glassblowers and a workshop for families';

describe('the tickets PDF', () => {
  it('prints a title whole, however long, beside the code', async () => {
    const pages = pdfPagesText(await render([line(NEON), line(LONGER)])).map(flat);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain(NEON);
    expect(pages[1]).toContain(LONGER);
    for (const page of pages) {
      expect(page).toContain('Museum of Light');
      expect(page).toContain('Ticket type Price Adult €12.00');
      expect(page).toContain('1 person');
      expect(page).toContain('Entry');
      expect(page).toContain('28.11.2026');
      expect(page).toContain('10:00–10:30');
      // Ordered at 00:30 in Berlin, 23:30 UTC the day before.
      expect(page).toContain('Ordered on 28.11.2026');
    }
  });

  it('renders an order of 50 lines: a page each, each with a code that verifies', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => line(`Exhibition ${i + 1}`));
    const started = performance.now();
    const bytes = await render(lines);
    const took = performance.now() - started;
    const pages = pdfPagesText(bytes).map(flat);
    expect(pages).toHaveLength(50);
    pages.forEach((page, index) => {
      expect(page).toContain(`Exhibition ${index + 1}`);
      const code = /T1\.[^ ]+\. [A-Z2-7]{32}/.exec(page)?.[0].replace(' ', '') ?? '';
      expect(verifyTicketCode(code, keys, 1)).toMatchObject({ ok: true, payload: { lineIndex: index } });
    });
    // A generous bound on two shared cores: it takes some 0.2 s.
    expect(took).toBeLessThan(5_000);
  });

  it('gives the same bytes for the same order', async () => {
    const lines = [
      line(NEON, {
        count: 2,
        parts: [{ name: 'Adult', count: 2, unit_price: 1_200, vat_rate: 7, kind: 'ticket' }],
      }),
    ];
    expect(Buffer.from(await render(lines)).equals(await render(lines))).toBe(true);
  });

  it('writes names beyond the standard fonts without their accents, or as ?, and never fails', async () => {
    const [page] = pdfPagesText(
      await render([
        line('Sztuka świetlna – Łódź', { venue: 'Πινακοθήκη Őrség', venue_address: 'ulica Żółta 1' }),
      ]),
    ).map(flat);
    // Latin-1 letters stay (ó, é); others lose their accent (ś, Ő, Ż) or become ? (ł, Greek).
    expect(page).toContain('Sztuka swietlna – ?ódz');
    expect(page).toContain('?????????? Orség');
    expect(page).toContain('ulica Zó?ta 1');
  });

  it('prints the museum’s name alone when it has no logo', async () => {
    const [page] = pdfPagesText(await render([line(NEON)], 'en', null)).map(flat);
    expect(page).toContain('Museum of Light');
  });

  it('numbers persons and groups in every language', async () => {
    const family = line('Neon', {
      name: 'Neon: Family',
      count: 1,
      parts: [
        { name: 'Family', count: 1, unit_price: 3_600, vat_rate: 7, kind: 'ticket' },
        { name: 'Child', count: 2, unit_price: 0, vat_rate: 7, kind: 'subticket' },
      ],
    });
    const tour = line('Stars', {
      type: 'guidedTour',
      name: 'Stars over Berlin',
      ends: '2026-11-28 11:30',
      parts: [{ name: 'Group tour', count: 1, unit_price: 9_000, vat_rate: 19, kind: 'tourPrice' }],
    });
    for (const lang of LANGUAGES) {
      const texts = documentTexts[lang];
      const pages = pdfPagesText(await render([family, tour], lang)).map(flat);
      expect(pages).toHaveLength(3);
      expect(pages[0]).toContain(flat(texts.person(1, 2)));
      expect(pages[1]).toContain(flat(texts.person(2, 2)));
      expect(pages[0]).toContain(flat(texts.includedIn('Family')).split(' ')[0] ?? '');
      expect(pages[2]).toContain(flat(texts.group(1, 1)));
      expect(pages[2]).toContain(flat(texts.guidedTour));
      expect(pages[2]).toContain('10:00–11:30');
    }
    expect(documentTexts.de.person(2, 3)).toBe('Person 2 von 3');
    expect(documentTexts.fr.person(1, 1)).toBe('1 personne');
    expect(documentTexts.da.group(2, 3)).toBe('Gruppe 2 af 3');
  });
});
