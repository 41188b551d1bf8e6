import { inflateSync } from 'node:zlib';
import { type CartItem, orderSchema, type ShippingAddress } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carts, orders } from '../../../db/schema/checkout.ts';
import { demoToday } from '../../../db/seed/catalog.ts';
import { DEMO_SHIPPING } from '../../../db/seed/checkout.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { testClock } from '../../../test-support/clock.ts';
import {
  execPayment,
  guestToken,
  hotSlot,
  RETURN_URLS,
  sandboxAction,
  scarceArticle,
} from '../checkout.test-support.ts';
import { documentTexts } from './documents.messages.ts';
import { ticketCode } from './documents.service.ts';

const PARIS: ShippingAddress = {
  name: 'Ada Lovelace',
  street: '12 rue de la Lumière',
  zip: '75001',
  city: 'Paris',
  country: 'FR',
};

/**
 * The texts drawn on each page of a PDF: pdf-lib writes each run of the standard fonts as a hex
 * string shown with Tj, in a Flate-compressed content stream. A minimal reader of just that.
 */
const winAnsi = new TextDecoder('windows-1252');
async function pdfPages(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs.flatMap((ref) => {
      const stream = contents instanceof PDFArray ? pdf.context.lookup(ref as PDFRef) : ref;
      if (!(stream instanceof PDFRawStream)) return [];
      const raw = Buffer.from(stream.getContents());
      const text = (stream.dict.toString().includes('FlateDecode') ? inflateSync(raw) : raw).toString(
        'latin1',
      );
      return [...text.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
        winAnsi.decode(Buffer.from(match[1] ?? '', 'hex')),
      );
    });
  });
}

const euros = (cents: number) =>
  new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const percent = (rate: number) => new Intl.NumberFormat('de', { style: 'percent' }).format(rate / 100);

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
  async function paidOrder(items: CartItem[], extra: Record<string, unknown> = {}, lang = 'en') {
    const start = await initPayment(items, await guestToken(t), extra, lang);
    expect(start.statusCode, start.body).toBe(200);
    const { cartId, redirect } = start.json().data;
    await sandboxAction(t, redirect, 'pay');
    const booked = await execPayment(t, cartId);
    expect(booked.statusCode, booked.body).toBe(200);
    return booked.json().data.booking_id as string;
  }

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
    beforeAll(async () => {
      const slot = await hotSlot(t.db, 10, today);
      const article = await scarceArticle(t.db, 10);
      id = await paidOrder([slot.item(3), article.item(2)], { shipping_address: PARIS }, 'de');
      tourless = await paidOrder([(await scarceArticle(t.db, 10)).item(1)]);
    });

    const download = (path: 'tickets' | 'invoice', orderId: string, lang = 'en') =>
      t.app.inject({ url: `/api/${lang}/order/${path}?id=${encodeURIComponent(orderId)}` });

    /** A document of the German order: a one-page PDF attachment named `{file}-{order number}.pdf`; its texts. */
    async function onePagePdf(path: 'tickets' | 'invoice', file: string, lang: string) {
      const response = await download(path, id, lang);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      const order = await review(id);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="${file}-${order.order_number}.pdf"`,
      );
      const pages = await pdfPages(response.rawPayload);
      expect(pages).toHaveLength(1);
      return { order, texts: pages[0] ?? [] };
    }

    it('answers the tickets as a PDF attachment: a page per ticket line with what the entrance needs, in the order language', async () => {
      const { order, texts } = await onePagePdf('tickets', 'tickets', 'en');
      const line = order.lines.find((l) => l.type === 'ticket');
      const de = documentTexts.de;
      // Ordered in German: German words, whatever language the link is opened in.
      expect(texts).toEqual(
        expect.arrayContaining([
          'Museum des Lichts',
          de.ticket,
          line?.name,
          de.dateTime,
          `${Number(line?.datetime?.slice(8, 10))}.${Number(line?.datetime?.slice(5, 7))}.${line?.datetime?.slice(0, 4)} 10:00`,
          line?.venue,
          de.count,
          '3',
          order.order_number,
          `${de.code}: ${ticketCode(id, order.order_number, order.lines.indexOf(line as never))}`,
        ]),
      );
    });

    it('answers the invoice: museum and address, recipient, lines, shipping, total, VAT and payment', async () => {
      // Opened in French, written in the order's German.
      const { order, texts } = await onePagePdf('invoice', 'rechnung', 'fr');
      const de = documentTexts.de;
      expect(texts, JSON.stringify(texts)).toEqual(
        expect.arrayContaining([
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
          ...order.lines.map((line) => line.name),
          de.shipping,
          euros(DEMO_SHIPPING.FR?.[0] ?? 0),
          de.total,
          euros(3 * 1_000 + 2 * 500 + (DEMO_SHIPPING.FR?.[0] ?? 0)),
          `Enthaltene MwSt. ${percent(7)}`,
          `Enthaltene MwSt. ${percent(19)}`,
        ]),
      );
      expect(texts.some((text) => text.startsWith(`${de.paymentMethod}: `))).toBe(true);
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
      expect(await pdfPages(invoice.rawPayload)).toHaveLength(1);
    });

    it('answers 406 for an order that is not paid', async () => {
      // An order of its own: the other tests download the shared ones, in any order.
      const unpaid = await paidOrder([(await scarceArticle(t.db, 10)).item(1)]);
      await t.db.update(orders).set({ paymentState: 'open' }).where(eq(orders.publicId, unpaid));
      expect((await download('invoice', unpaid)).statusCode).toBe(406);
    });
  });
});
