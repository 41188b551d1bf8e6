import {
  ANNUAL_PASS_KIND,
  eventListResponseSchema,
  merchandiseListResponseSchema,
  merchandiseResponseSchema,
  ticketCollectResponseSchema,
  tourListResponseSchema,
  tourResponseSchema,
  voucherListResponseSchema,
} from '@museum-shop/contract';
import { ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/events.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { tours } from '../../db/schema/tours.ts';
import { voucherProducts } from '../../db/schema/vouchers.ts';
import { DEMO_SHOP_ID, demoConfig } from '../../db/seed/shop.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { appForTests, getJson } from '../../test-support/catalog.ts';
import { findCatalogPictures, mediaUrl, storeUploadedImage } from './index.ts';
import { insertShop, picture } from './media.test-support.ts';

/**
 * The visitor's catalog answers carry their media-library pictures' sizes (issue 37), so the shop
 * loads the width a screen needs; a static picture has none.
 */
describe("the catalog answers' pictures", () => {
  const app = appForTests();
  const STATIC = '/static/demo/neon.svg';
  let address: string;
  let expected: { srcset: string; srcset_avif: string; width: number; height: number };
  let eventId: number;
  let staticEventId: number;
  let tourId: number;
  let articleId: number;

  /** Reads a catalog item's document as the staff app does, changes it and saves it. */
  async function staffEdit(token: string, path: string, change: Record<string, unknown>) {
    const url = `/api/en/staff/catalog/${path}?_=${token}`;
    const read = await app().app.inject({ url });
    expect(read.statusCode).toBe(200);
    const payload = { ...read.json().data.document, ...change };
    const saved = await app().app.inject({ method: 'POST', url, payload });
    expect(saved.statusCode, saved.body).toBe(200);
  }

  beforeAll(async () => {
    const { db } = app();
    const alt = Object.fromEntries(demoConfig.languages.map((lang) => [lang, 'A red wall']));
    const bytes = await picture(700, 400).png().toBuffer();
    const image = await storeUploadedImage(db, DEMO_SHOP_ID, bytes, alt, demoConfig.languages);
    address = mediaUrl(image.id, 320, 'webp');
    expected = { srcset: image.srcset, srcset_avif: image.srcset_avif, width: 700, height: 400 };
    // Named on an event, a tour and an article as staff name it (read, change, save); one event
    // keeps a static picture. The vouchers are changed in their table: their editor is elsewhere.
    const owner = await staffToken(app(), 'owner');
    const [first, second] = await db.select({ id: events.id }).from(events).orderBy(events.id);
    const [tour] = await db.select({ id: tours.id }).from(tours).orderBy(tours.id).limit(1);
    const [article] = await db
      .select({ id: merchandise.id })
      .from(merchandise)
      .where(ne(merchandise.productKindRef, ANNUAL_PASS_KIND))
      .orderBy(merchandise.id)
      .limit(1);
    if (!first || !second || !tour || !article) throw new Error('the demo has events, tours and articles');
    eventId = first.id;
    staticEventId = second.id;
    tourId = tour.id;
    articleId = article.id;
    await staffEdit(owner, `events/${eventId}`, { image: address });
    await staffEdit(owner, `events/${staticEventId}`, { image: STATIC });
    await staffEdit(owner, `tours/${tourId}`, { image: address });
    await staffEdit(owner, `products/${articleId}`, { images: [address, STATIC] });
    await db.update(voucherProducts).set({ image: address });
  });

  it('lists the srcsets of an event’s media picture, none of a static one', async () => {
    const list = eventListResponseSchema.parse((await getJson(app(), '/api/en/event/select')).body);
    expect(list.data.events.find((event) => event.id === eventId)?.image).toBe(address);
    expect(list.pictures).toEqual({ [address]: expected });
    expect(expected.srcset).toBe(
      `${mediaUrl(address.split('/')[2] ?? '', 160, 'webp')} 160w, ${address} 320w, ${mediaUrl(address.split('/')[2] ?? '', 640, 'webp')} 640w`,
    );

    const detail = ticketCollectResponseSchema.parse(
      (await getJson(app(), `/api/en/ticket/collect/event/${eventId}`)).body,
    );
    expect(detail.pictures).toEqual({ [address]: expected });
    const staticDetail = ticketCollectResponseSchema.parse(
      (await getJson(app(), `/api/en/ticket/collect/event/${staticEventId}`)).body,
    );
    expect(staticDetail.data.event.image).toBe(STATIC);
    expect(staticDetail.pictures).toEqual({});
  });

  it('lists them for tours, articles and vouchers', async () => {
    const tourList = tourListResponseSchema.parse((await getJson(app(), '/api/en/tour/select/event')).body);
    expect(tourList.pictures).toEqual({ [address]: expected });
    const tour = tourResponseSchema.parse((await getJson(app(), `/api/en/tour?tour=${tourId}`)).body);
    expect(tour.pictures).toEqual({ [address]: expected });

    const articles = merchandiseListResponseSchema.parse(
      (await getJson(app(), '/api/en/merchandise/select')).body,
    );
    expect(articles.pictures).toEqual({ [address]: expected });
    const article = merchandiseResponseSchema.parse(
      (await getJson(app(), `/api/en/merchandise?article=${articleId}`)).body,
    );
    expect(article.data.images).toEqual([address, STATIC]);
    expect(article.pictures).toEqual({ [address]: expected });

    const vouchers = voucherListResponseSchema.parse(
      (await getJson(app(), '/api/en/voucher/select/event')).body,
    );
    expect(vouchers.data.vouchers.length).toBeGreaterThan(0);
    expect(vouchers.pictures).toEqual({ [address]: expected });
  });

  it('leaves out another shop’s image, an unknown one and what is no media address', async () => {
    const { db } = app();
    await insertShop(db, 2, ['en']);
    const bytes = await picture(200, 200).png().toBuffer();
    const theirs = await storeUploadedImage(db, 2, bytes, { en: 'Theirs' }, ['en']);
    const pictures = await findCatalogPictures(db, DEMO_SHOP_ID, [
      address,
      mediaUrl(theirs.id, 160, 'webp'),
      '/media/00000000-0000-4000-8000-000000000000/160.webp',
      '/media/not-an-id/160.webp',
      STATIC,
      null,
    ]);
    expect(pictures).toEqual({ [address]: expected });
  });
});
