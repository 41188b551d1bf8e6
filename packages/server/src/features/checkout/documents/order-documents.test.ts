import { type CartItem, orderSchema, type ShippingAddress } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../../../db/schema/catalog.ts';
import { carts, orders } from '../../../db/schema/checkout.ts';
import { ticketDocuments } from '../../../db/schema/documents.ts';
import { eventSlots, events, ticketTypes } from '../../../db/schema/events.ts';
import { demoToday } from '../../../db/seed/catalog.ts';
import { DEMO_SHIPPING } from '../../../db/seed/checkout.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { addDays } from '../../../lib/dates.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { atMuseumTime, testClock, testToday } from '../../../test-support/clock.ts';
import {
  execPayment,
  guestToken,
  hotSlot,
  payForOrder,
  RETURN_URLS,
  sandboxAction,
  scarceArticle,
} from '../checkout.test-support.ts';
import { lineDetails } from '../orders/orders.service.ts';
import type { CatalogSnapshot } from '../pricing/pricing.ts';
import { documentTexts } from './documents.messages.ts';
import { TICKET_QR } from './documents.pdf.ts';
import { keptTicketsPdf } from './documents.service.ts';
import { flat, pdfPagesText, readQrModules, renderPage } from './pdf.test-support.ts';
import { ticketKeys, verifyTicketCode } from './ticket-codes.ts';

const PARIS: ShippingAddress = {
  name: 'Ada Lovelace',
  street: '12 rue de la Lumière',
  zip: '75001',
  city: 'Paris',
  country: 'FR',
};

const euros = (cents: number, lang = 'de') =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(cents / 100);
const dmy = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

/** A ticket code as printed under its QR code: in two lines, cut after its last dot. */
const PRINTED_CODE = /T1\.\d+\.[0-9A-Z-]+\.\d+\.\d+\.\d+\.\s*[A-Z2-7]{32}/;
const printedCode = (page: string) => PRINTED_CODE.exec(page)?.[0].replace(/\s+/g, '');

/** What the QR code of ticket page `page` says, read as modules and compared with the code `code` makes. */
function qrMatches(bytes: Uint8Array, page: number, code: string): boolean {
  const dpi = 200;
  const expected = QRCode.create(code, { errorCorrectionLevel: 'M' }).modules;
  const read = readQrModules(renderPage(bytes, page, dpi), TICKET_QR, dpi, expected.size, TICKET_QR.quiet);
  return read.every((row, r) => row.every((dark, c) => dark === Boolean(expected.get(r, c))));
}

/** The long title the tickets must print whole, in English and German. */
const LONG_TITLE = {
  en: 'Neon Nights: 100 years of glowing gas in art and advertising',
  de: 'Neon Nights: 100 Jahre leuchtendes Gas in Kunst und Werbung, von der Pariser Weltausstellung 1910 bis zu den Leuchtreklamen am Kurfürstendamm und Broadway',
};

/**
 * An event of the test's own with a long title in the demo's main house: a ticket for adults
 * and a family ticket (one price for 1–4 adults and 1–4 children), a slot of 10:00–10:30 tomorrow.
 */
async function longEvent(db: TestApp['db'], today: string) {
  const [venue] = await db
    .select()
    .from(venues)
    .where(eq(venues.shopId, DEMO_SHOP_ID))
    .orderBy(venues.sequenceNo);
  if (!venue) throw new Error('the demo museum has a venue');
  const date = addDays(today, 1);
  const [event] = await db
    .insert(events)
    .values({
      shopId: DEMO_SHOP_ID,
      venueId: venue.id,
      name: LONG_TITLE,
      description: { en: '' },
      sortingDatetime: `${date} 10:00`,
      endDate: date,
    })
    .returning({ id: events.id });
  if (!event) throw new Error('event not created');
  const ticket = async (
    values: Partial<typeof ticketTypes.$inferInsert> & { name: Record<string, string> },
  ) => {
    const [row] = await db
      .insert(ticketTypes)
      .values({ eventId: event.id, mode: 1, price: 0, vatValue: 7, ...values })
      .returning({ id: ticketTypes.id });
    if (!row) throw new Error('ticket not created');
    return row.id;
  };
  const adult = await ticket({ name: { en: 'Adult', de: 'Erwachsene' }, price: 1_200 });
  const family = await ticket({
    name: { en: 'Family ticket', de: 'Familienticket' },
    price: 3_600,
    family: true,
  });
  const grown = await ticket({
    name: { en: 'Adult', de: 'Erwachsene' },
    parentId: family,
    minQuantity: 1,
    maxQuantity: 4,
  });
  const child = await ticket({
    name: { en: 'Child', de: 'Kind' },
    parentId: family,
    minQuantity: 1,
    maxQuantity: 4,
  });
  await db
    .insert(eventSlots)
    .values({ eventId: event.id, date, time: '10:00', endTime: '10:30', capacity: 50 });
  const datetime = `${date} 10:00`;
  return {
    date,
    venue,
    adults: (count: number): CartItem => ({ type: 'ticket', id: adult, count, datetime }),
    family: (grownUps: number, children: number): CartItem => ({
      type: 'ticket',
      id: family,
      count: 1,
      datetime,
      subtickets: [
        { id: grown, count: grownUps },
        { id: child, count: children },
      ],
    }),
  };
}

describe('the order: its shipping address and its documents', () => {
  let t: TestApp;
  const now = testClock();
  const today = demoToday(now);
  beforeAll(async () => {
    t = await build({
      app: { clock: () => now, checkout: { paymentStartsPerClient: { limit: 10_000, windowMs: 60_000 } } },
    });
  });
  afterAll(() => t.close());

  function initPayment(items: CartItem[], token: string, extra: Record<string, unknown> = {}, lang = 'en') {
    return t.app.inject({
      method: 'POST',
      url: `/api/${lang}/checkout/initPayment?_=${token}`,
      payload: { payart: 1, cart: { ver: 1, items }, url: RETURN_URLS, ...extra },
    });
  }

  /** A guest (billing address in Germany) pays a cart by card in `lang`; the booking id comes back. */
  const paidOrder = (items: CartItem[], extra: Record<string, unknown> = {}, lang = 'en') =>
    payForOrder(t, items, { extra, lang });

  const review = async (id: string) =>
    orderSchema.parse((await t.app.inject({ url: `/api/en/order/review?id=${id}` })).json().data);

  describe('the shipping address', () => {
    it('prices the shipping to its country, as checkout/shippingCosts does, and keeps it on the cart and the order', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const article = await scarceArticle(t.db, 10);
      const items = [slot.item(1), article.item(1)];
      const token = await guestToken(t);
      const quoted = await t.app.inject({
        method: 'POST',
        url: `/api/en/checkout/shippingCosts?_=${token}`,
        payload: { cart: { ver: 1, items }, country: 'FR' },
      });
      // The guest lives in Germany: the costs the cart showed are those to France all the same.
      expect(quoted.json()).toEqual({ data: DEMO_SHIPPING.FR?.[0] });

      const start = await initPayment(items, token, { shipping_address: PARIS });
      expect(start.statusCode, start.body).toBe(200);
      const { cartId, total, redirect } = start.json().data;
      expect(total).toBe(1_000 + 500 + (DEMO_SHIPPING.FR?.[0] ?? 0));
      const [cart] = await t.db.select().from(carts).where(eq(carts.id, cartId));
      expect(cart?.shippingAddress).toEqual(PARIS);

      await sandboxAction(t, redirect, 'pay');
      const id = (await execPayment(t, cartId)).json().data.booking_id;
      const order = await review(id);
      expect(order.shipping_address).toEqual(PARIS);
      expect(order.shipping).toBe(DEMO_SHIPPING.FR?.[0]);
    });

    it("without one, ships to the customer's country and the order has none", async () => {
      const article = await scarceArticle(t.db, 10);
      const id = await paidOrder([article.item(1)]);
      const order = await review(id);
      expect(order.shipping).toBe(DEMO_SHIPPING.DE?.[0]);
      expect(order.shipping_address).toBeNull();
      const [row] = await t.db.select().from(orders).where(eq(orders.publicId, id));
      expect(row?.shippingAddress).toBeNull();
    });

    it('answers 422 with field messages in the request language for a bad address, and holds nothing', async () => {
      const article = await scarceArticle(t.db, 10);
      const token = await guestToken(t);
      const before = await t.db.select().from(carts);
      const bad = await initPayment(
        [article.item(1)],
        token,
        { shipping_address: { ...PARIS, street: '', city: 'x'.repeat(101), extra: 1 } },
        'de',
      );
      expect(bad.statusCode, bad.body).toBe(422);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
      expect(bad.json().errors).toMatchObject({
        'shipping_address.street': ['Bitte füllen Sie dieses Feld aus.'],
        'shipping_address.city': ['Diese Eingabe ist zu lang.'],
      });

      const elsewhere = await initPayment(
        [article.item(1)],
        token,
        { shipping_address: { ...PARIS, country: 'JP' } },
        'fr',
      );
      expect(elsewhere.statusCode, elsewhere.body).toBe(422);
      expect(elsewhere.json().errors, elsewhere.body).toEqual({
        'shipping_address.country': ['Veuillez choisir l’une des options proposées.'],
      });
      // A country of the list without shipping costs: the code the cart screen showed for it.
      const unpriced = await initPayment([article.item(1)], token, {
        shipping_address: { ...PARIS, country: 'US' },
      });
      expect(unpriced.statusCode).toBe(422);
      expect(unpriced.json()).toMatchObject({ code: 'NO_SHIPPING_COSTS_FOR_COUNTRY' });
      expect(await t.db.select().from(carts)).toHaveLength(before.length);
    });
  });

  describe('the documents', () => {
    let id: string;
    let tourless: string;
    let event: Awaited<ReturnType<typeof longEvent>>;
    beforeAll(async () => {
      event = await longEvent(t.db, today);
      const article = await scarceArticle(t.db, 10);
      id = await paidOrder(
        [event.adults(2), event.family(1, 2), article.item(2)],
        { shipping_address: PARIS },
        'de',
      );
      tourless = await paidOrder([(await scarceArticle(t.db, 10)).item(1)]);
    });

    const download = (path: 'tickets' | 'invoice', orderId: string, lang = 'en') =>
      t.app.inject({ url: `/api/${lang}/order/${path}?id=${encodeURIComponent(orderId)}` });

    /** A document of an order: a PDF attachment named `{file}-{order number}.pdf`, its bytes and the text of its pages. */
    async function pdf(path: 'tickets' | 'invoice', orderId: string, file: string | RegExp, lang: string) {
      const response = await download(path, orderId, lang);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const order = await review(orderId);
      const name = typeof file === 'string' ? `${file}-${order.order_number}` : file.source;
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="${name}\\.pdf"$`),
      );
      const bytes = new Uint8Array(response.rawPayload);
      return { order, bytes, pages: pdfPagesText(bytes).map(flat) };
    }

    it('answers a ticket per admitted person: the whole title, type, price, n of N, when, where, the order and a signed code', async () => {
      // Opened in English, written in the order's German.
      const { order, bytes, pages } = await pdf('tickets', id, 'tickets', 'en');
      const de = documentTexts.de;
      // Two adults, and a family of one adult and two children: five persons, five pages.
      expect(pages).toHaveLength(5);
      const keys = await ticketKeys(t.db);
      const expected = [
        { line: 0, type: 'Erwachsene', price: euros(1_200), person: 'Person 1 von 2' },
        { line: 0, type: 'Erwachsene', price: euros(1_200), person: 'Person 2 von 2' },
        { line: 1, type: 'Erwachsene', price: euros(0), person: 'Person 1 von 3' },
        { line: 1, type: 'Kind', price: euros(0), person: 'Person 2 von 3' },
        { line: 1, type: 'Kind', price: euros(0), person: 'Person 3 von 3' },
      ];
      for (const [index, page] of pages.entries()) {
        const want = expected[index];
        const text = flat(page);
        expect(text).toContain('Museum des Lichts');
        expect(text).toContain(flat(LONG_TITLE.de));
        // pdftotext reads the two columns of facts row by row: labels, then values.
        expect(text).toContain(`${de.ticketType} ${de.price} ${want?.type} ${flat(want?.price ?? '')}`);
        expect(text).toContain(flat(want?.price ?? ''));
        expect(text).toContain(want?.person);
        expect(text).toContain(dmy(event.date));
        expect(text).toContain('10:00–10:30');
        expect(text).toContain('Haupthaus');
        expect(text).toContain('Am Lichthof 1, 10117 Berlin');
        expect(text).toContain(order.order_number);
        expect(text).toContain(`${de.orderedOn} ${dmy(today)}`);
        if (want?.line === 1) expect(text).toContain(flat(de.includedIn(`Familienticket (${euros(3_600)})`)));
        const code = printedCode(text);
        if (!code) throw new Error(`no code on page ${index + 1}: ${text}`);
        const checked = verifyTicketCode(code, keys, DEMO_SHOP_ID);
        expect(checked).toEqual({
          ok: true,
          payload: {
            shopId: DEMO_SHOP_ID,
            orderNumber: order.order_number,
            lineIndex: want?.line,
            person: Number(want?.person.split(' ')[1]),
            persons: Number(want?.person.split(' ')[3]),
          },
        });
        // The QR code says what is printed under it.
        expect(qrMatches(bytes, index + 1, code), `QR code of page ${index + 1}`).toBe(true);
      }
    });

    it('makes the tickets once and keeps them: every download and the confirmation e-mail get the same bytes', async () => {
      const first = await download('tickets', id);
      const [row] = await t.db.select().from(orders).where(eq(orders.publicId, id));
      if (!row) throw new Error('order not found');
      const [kept] = await t.db.select().from(ticketDocuments).where(eq(ticketDocuments.orderId, row.id));
      expect(kept?.filename).toBe(`tickets-${row.orderNumber}.pdf`);
      expect(Buffer.from(kept?.content ?? []).equals(first.rawPayload)).toBe(true);
      // A kept file is read, not made again: change it and the download says so.
      await t.db
        .update(ticketDocuments)
        .set({ content: new TextEncoder().encode('%PDF-kept') })
        .where(eq(ticketDocuments.orderId, row.id));
      expect((await download('tickets', id, 'fr')).rawPayload.toString()).toBe('%PDF-kept');
      const shop = { shopId: DEMO_SHOP_ID, lang: 'en', defaultLanguage: 'en', now } as Parameters<
        typeof keptTicketsPdf
      >[1];
      for (const key of [id, row.id])
        expect(await keptTicketsPdf(t.db, shop as never, key)).toEqual({
          filename: `tickets-${row.orderNumber}.pdf`,
          bytes: new TextEncoder().encode('%PDF-kept'),
        });
      expect(await keptTicketsPdf(t.db, shop as never, tourless)).toBeNull();
      expect(await keptTicketsPdf(t.db, shop as never, 'no-such-order')).toBeNull();
    });

    it('gives two first downloads at once the same file', async () => {
      const slot = await hotSlot(t.db, 10, today);
      const fresh = await paidOrder([slot.item(2)]);
      const [a, b] = await Promise.all([download('tickets', fresh), download('tickets', fresh)]);
      expect(a.statusCode).toBe(200);
      expect(Buffer.from(a.rawPayload).equals(b.rawPayload)).toBe(true);
      const [row] = await t.db.select().from(orders).where(eq(orders.publicId, fresh));
      const kept = await t.db
        .select()
        .from(ticketDocuments)
        .where(eq(ticketDocuments.orderId, row?.id ?? ''));
      expect(kept).toHaveLength(1);
      expect(Buffer.from(kept[0]?.content ?? []).equals(a.rawPayload)).toBe(true);
    });

    it('answers the invoice: museum and address, recipient, lines, shipping, total and payment', async () => {
      // Opened in French, written in the order's German.
      const { order, pages } = await pdf('invoice', id, /rechnung-[A-Z0-9-]+/, 'fr');
      const text = flat(pages.join(' '));
      const de = documentTexts.de;
      for (const expected of [
        'Museum des Lichts',
        'Am Lichthof 1',
        '10117 Berlin',
        `${de.vatId}: DE000000000`,
        de.invoice,
        'Greta Guest',
        'Lichtweg 1',
        de.shipTo,
        'Ada Lovelace',
        '12 rue de la Lumière',
        'Frankreich',
        de.shipping,
        flat(euros(DEMO_SHIPPING.FR?.[0] ?? 0)),
        flat(euros(2 * 1_200 + 3_600 + 2 * 500 + (DEMO_SHIPPING.FR?.[0] ?? 0))),
        `${de.paymentMethod}: `,
        order.order_number,
      ])
        expect(text, text).toContain(expected);
    });

    it('answers 406 for an unknown id, and for tickets of an order without tickets', async () => {
      for (const path of ['tickets', 'invoice'] as const) {
        const response = await download(path, 'no-such-order');
        expect(response.statusCode).toBe(406);
        expect(response.json()).toMatchObject({ code: 'ORDER_NOT_AVAILABLE' });
      }
      expect((await download('tickets', tourless)).statusCode).toBe(406);
      const invoice = await download('invoice', tourless);
      expect(invoice.statusCode).toBe(200);
      expect(pdfPagesText(new Uint8Array(invoice.rawPayload))).toHaveLength(1);
    });

    it('answers 406 for an order that is not paid', async () => {
      // An order of its own: the other tests download the shared ones, in any order.
      const slot = await hotSlot(t.db, 10, today);
      const unpaid = await paidOrder([slot.item(1)]);
      await t.db.update(orders).set({ paymentState: 'open' }).where(eq(orders.publicId, unpaid));
      expect((await download('invoice', unpaid)).statusCode).toBe(406);
      expect((await download('tickets', unpaid)).statusCode).toBe(406);
    });
  });
});

describe('the tickets of an order made at 00:30 museum time', () => {
  // 00:30 in Berlin is 23:30 UTC the day before: the order's date is the museum's.
  const now = atMuseumTime('00:30', testToday());
  let t: TestApp;
  beforeAll(async () => {
    t = await build({ app: { clock: () => now } });
  });
  afterAll(() => t.close());

  it('dates the order by the museum’s clock', async () => {
    expect(now.toISOString().slice(0, 10)).toBe(addDays(testToday(), -1));
    const slot = await hotSlot(t.db, 10, demoToday(now));
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/en/checkout/initPayment?_=${await guestToken(t)}`,
      payload: { payart: 1, cart: { ver: 1, items: [slot.item(1)] }, url: RETURN_URLS },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { cartId, redirect } = start.json().data;
    await sandboxAction(t, redirect, 'pay');
    const id = (await execPayment(t, cartId)).json().data.booking_id;
    const tickets = await t.app.inject({ url: `/api/en/order/tickets?id=${id}` });
    expect(tickets.statusCode, tickets.body).toBe(200);
    const [page] = pdfPagesText(new Uint8Array(tickets.rawPayload)).map(flat);
    expect(page).toContain(`${documentTexts.en.orderedOn} ${dmy(testToday())}`);
    expect(page).toContain('1 person');
    expect(page).toContain('10:00–11:00');
  });
});

describe('what an order line keeps for its tickets', () => {
  const translations = (text: string) => ({ en: text });
  const slot = (date: string, time: string, closesAt: string) => ({
    id: 1,
    date,
    time,
    closesAt,
    capacity: 10,
    left: 10,
    tours: 1,
    toursLeft: 1,
  });
  const catalog: CatalogSnapshot = {
    tours: new Map([
      [
        7,
        {
          id: 7,
          name: translations('Stars over Berlin'),
          venue: translations('Observatory'),
          venueAddress: 'Sternwartenweg 4, 10117 Berlin',
          durationMinutes: 90,
          maxParticipants: 20,
          singleTicketing: false,
          bookCompleteTour: false,
          bookingWithoutTickets: true,
          prices: new Map(),
          tickets: new Map(),
          questions: [],
        },
      ],
    ]),
    tourSlots: new Map(),
    tickets: new Map([
      [
        3,
        {
          id: 3,
          eventId: 5,
          name: translations('Adult'),
          price: 1_200,
          vatValue: 7,
          mode: 1 as const,
          venue: translations('Main House'),
          venueAddress: null,
          eventName: translations('Neon Nights'),
          family: false,
          subtickets: new Map(),
        },
      ],
    ]),
    eventSlots: new Map([['5 2026-11-28 10:00', slot('2026-11-28', '10:00', '2026-11-28 10:30')]]),
    articles: new Map(),
    voucherProducts: new Map(),
    voucherCodes: new Map(),
  };

  it('keeps the venue’s address and the end of the entry window: a slot’s end, a tour’s start plus its length', () => {
    const details = lineDetails(
      [
        { type: 'guidedTour', tourId: 7, datetime: '2026-11-28 23:00', prices: [], tickets: [], answers: [] },
        { type: 'ticket', id: 3, count: 1, datetime: '2026-11-28 10:00' },
        { type: 'ticket', id: 3, count: 1, datetime: '2026-11-28 12:00' },
        { type: 'merchandise', id: 1, count: 1 },
      ],
      catalog,
      (texts) => texts.en ?? '',
    );
    expect(details).toEqual([
      {
        venue: 'Observatory',
        venueAddress: 'Sternwartenweg 4, 10117 Berlin',
        ends: '2026-11-29 00:30',
        // The catalog has no slot of the tour at that time.
        slotId: null,
        answers: [],
      },
      { venue: 'Main House', venueAddress: null, ends: '2026-11-28 10:30', slotId: 1, answers: [] },
      // A time the catalog has no slot for: no end, no slot.
      { venue: 'Main House', venueAddress: null, ends: null, slotId: null, answers: [] },
      { venue: null, answers: [] },
    ]);
  });
});
