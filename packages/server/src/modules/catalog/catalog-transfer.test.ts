import {
  ANNUAL_PASS_KIND,
  type CatalogDocument,
  catalogDocumentProblems,
  catalogDocumentSchema,
  MERCHANDISE_KIND,
  type MembershipBenefit,
  PRODUCT_STOCK_MAX,
} from '@museum-shop/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venues } from '../../db/schema/catalog.ts';
import { shops } from '../../db/schema/config.ts';
import { events, ticketTypes } from '../../db/schema/events.ts';
import { membershipTypes } from '../../db/schema/members.ts';
import { merchandise } from '../../db/schema/merchandise.ts';
import { staffMembers } from '../../db/schema/staff.ts';
import { tourSlots, tours } from '../../db/schema/tours.ts';
import { voucherProducts } from '../../db/schema/vouchers.ts';
import { demoToday } from '../../db/seed/catalog.ts';
import { demoCatalogDocument } from '../../db/seed/demo-catalog.ts';
import { createShop } from '../../features/staff/setup/new-shop.ts';
import { staffToken } from '../../features/staff/staff.test-support.ts';
import { build, type TestApp } from '../../test-support/build.ts';
import { storeUploadedImage } from '../media/index.ts';
import { picture } from '../media/media.test-support.ts';
import { publishedMembershipType } from '../members/members.test-support.ts';
import type { CatalogEditor } from './catalog-editor.ts';
import { exportCatalog, importCatalog } from './catalog-transfer.service.ts';

// Issue 35: the whole catalog and setup as one document. The demo museum is exported, imported into
// an empty shop and exported again: the same document. A bad document changes nothing. The clock
// is pinned (a Wednesday noon in Berlin), so slots are made from the same day at any hour.
const NOW = new Date('2031-03-12T11:00:00Z');

describe('the catalog as one document', () => {
  let t: TestApp;
  let owner: string;
  let exported: CatalogDocument;
  let seededDemo: CatalogDocument;
  let staffId: string;
  beforeAll(async () => {
    t = await build({ app: { clock: () => NOW } });
    seededDemo = await exportCatalog(t.db, 1);
    owner = await staffToken(t, 'owner');
    staffId = (await t.db.select({ id: staffMembers.id }).from(staffMembers).limit(1))[0]?.id ?? '';
    // A picture of the media library on the exhibition: the document carries it.
    const image = await storeUploadedImage(
      t.db,
      1,
      Buffer.from(await picture(700, 400).png().toBuffer()),
      {
        en: 'A red wall',
        de: 'Eine rote Wand',
        fr: 'Un mur rouge',
        it: 'Un muro rosso',
        nl: 'Een rode muur',
        es: 'Una pared roja',
        sv: 'En röd vägg',
        da: 'En rød væg',
      },
      ['en', 'de', 'fr', 'it', 'nl', 'es', 'sv', 'da'],
    );
    await t.db.update(events).set({ image: image.src }).where(eq(events.id, 1));
    // The same picture on the first product, beside its static one: one media entry serves both.
    const [catalogue] = await t.db.select().from(merchandise).orderBy(merchandise.id).limit(1);
    await t.db
      .update(merchandise)
      .set({ images: [image.src, ...(catalogue?.images ?? [])], status: 'draft' })
      .where(eq(merchandise.id, catalogue?.id ?? 0));
    // A membership type (a draft) whose benefit names the third event by the database's id.
    const [, , third] = await t.db.select({ id: events.id }).from(events).orderBy(events.id);
    await publishedMembershipType(t, owner, {
      name: { en: 'Night owls' },
      images: [image.src],
      benefits: [
        {
          event_ids: [third?.id ?? 0],
          discount_percent: 50,
          per_booking: 2,
          per_day: 2,
          member_share_percent: 0,
          member_share_until_hours: 0,
        },
      ],
    });
    const answer = await t.app.inject({ url: `/api/en/staff/catalog/export?_=${owner}` });
    expect(answer.statusCode).toBe(200);
    exported = answer.json().data;
  });
  afterAll(async () => t?.close());

  const editorOf = (shopId: number): CatalogEditor => ({
    shopId,
    staffId,
    today: '2031-03-12',
    horizonDays: 365,
    now: NOW,
  });
  it('imports a document written before products were part of it', async () => {
    const shopId = await createShop(t.db, { lang: 'en' });
    const { products: _none, ...older } = exported;
    expect(await importCatalog(t.db, editorOf(shopId), older)).toMatchObject({ events: 4, products: 0 });
    expect((await exportCatalog(t.db, shopId)).products).toEqual([]);
  });

  const rowsOf = async (shopId: number) => {
    const [eventRows] = await t.db.select({ n: count() }).from(events).where(eq(events.shopId, shopId));
    const [tourRows] = await t.db.select({ n: count() }).from(tours).where(eq(tours.shopId, shopId));
    const [venueRows] = await t.db.select({ n: count() }).from(venues).where(eq(venues.shopId, shopId));
    const [shop] = await t.db.select({ config: shops.config }).from(shops).where(eq(shops.id, shopId));
    const [productRows] = await t.db
      .select({ n: count() })
      .from(merchandise)
      .where(eq(merchandise.shopId, shopId));
    const [voucherRows] = await t.db
      .select({ n: count() })
      .from(voucherProducts)
      .where(eq(voucherProducts.shopId, shopId));
    return {
      events: eventRows?.n,
      tours: tourRows?.n,
      products: productRows?.n,
      voucherProducts: voucherRows?.n,
      venues: venueRows?.n,
      config: shop?.config,
    };
  };

  it('seeds the demo by importing its document: the seeded demo exports to exactly that document', () => {
    const document = demoCatalogDocument(demoToday(NOW));
    expect(catalogDocumentSchema.safeParse(document).success).toBe(true);
    expect(catalogDocumentProblems(document)).toEqual([]);
    // The demo's shop products are still seeded as rows (db/seed/merchandise.ts), beside its passes:
    // everything else the export holds is the document.
    const { products, ...catalog } = seededDemo;
    expect(catalog).toEqual(document);
    expect(products).toHaveLength(10);
  });

  it('exports the demo as a valid document: every event and tour, by the document’s own ids, with its picture', () => {
    expect(catalogDocumentSchema.safeParse(exported).success).toBe(true);
    expect(catalogDocumentProblems(exported)).toEqual([]);
    expect(exported).toMatchObject({ format: 'museum-shop-catalog', version: 1 });
    expect(exported.events).toHaveLength(4);
    expect(exported.tours).toHaveLength(5);
    // The ten products with their stock, not the two annual passes; the first shows the library's picture.
    expect(exported.products).toHaveLength(10);
    expect(exported.products?.[0]).toMatchObject({
      status: 'draft',
      stock: 40,
      document: { images: ['media:1', '/static/demo/catalogue.svg'], price: 3200, vat_value: 7 },
    });
    expect(exported.products?.every((product) => product.document.product_kind !== 13)).toBe(true);
    expect(exported.setup.slot_horizon_days).toBe(60);
    expect(exported.setup.config).not.toHaveProperty('test_mode');
    expect(exported.lists.venues.map((venue) => venue.id)).toEqual(
      exported.lists.venues.map((_, index) => index + 1),
    );
    expect(exported.events[0]?.document.image).toBe('media:1');
    expect(exported.media).toHaveLength(1);
    expect(exported.media[0]?.alt.de).toBe('Eine rote Wand');
    // The family ticket with its parts, without the database's ids.
    const family = exported.events[0]?.document.tickets.find((ticket) => ticket.family);
    expect(family?.subtickets).toHaveLength(2);
    expect(family?.id).toBeNull();
    // The demo's tours are opening hours too: the groups' mornings have two guides.
    const groups = exported.tours.find((tour) => tour.document.book_complete_tour);
    expect(groups?.document.schedule.rules[0]?.capacity).toBe(2);
    expect(groups?.document.questions.some((question) => question.mandatory)).toBe(true);
  });

  it('imports into an empty shop, makes its slots, and exports the same document again', async () => {
    const shopId = await createShop(t.db, { lang: 'en' });
    expect(await importCatalog(t.db, editorOf(shopId), exported)).toEqual({
      events: 4,
      tours: 5,
      products: 10,
      voucher_products: 4,
      memberships: 3,
      media: 1,
    });
    expect(await exportCatalog(t.db, shopId)).toEqual(exported);
    // Each imported stock starts the product's history, as a count.
    const imported = await t.db
      .select()
      .from(merchandise)
      .where(and(eq(merchandise.shopId, shopId), eq(merchandise.productKindRef, MERCHANDISE_KIND)));
    expect(imported.map((row) => row.stock)).toEqual(exported.products?.map((product) => product.stock));

    // The slots follow the imported opening hours and horizon: the highlights tour twice a day for 60 days.
    const [highlights] = await t.db
      .select({ id: tours.id })
      .from(tours)
      .where(eq(tours.shopId, shopId))
      .orderBy(tours.id)
      .limit(1);
    const slots = await t.db
      .select({ date: tourSlots.date })
      .from(tourSlots)
      .where(eq(tourSlots.tourId, highlights?.id ?? 0));
    expect(slots).toHaveLength(2 * 61);
    // A second import into the now full shop is refused, and changes nothing.
    const before = await rowsOf(shopId);
    await expect(importCatalog(t.db, editorOf(shopId), exported)).rejects.toMatchObject({
      status: 409,
      code: 'CATALOG_NOT_EMPTY',
    });
    expect(await rowsOf(shopId)).toEqual(before);
  });

  it('refuses a bad document with the path of every problem, and changes nothing', async () => {
    const shopId = await createShop(t.db, { lang: 'en' });
    const before = await rowsOf(shopId);
    const [exhibition, dayTicket, night] = exported.events.map((event) => structuredClone(event));
    if (!exhibition || !dayTicket || !night) throw new Error('the demo has three events');
    const family = exhibition.document.tickets.findIndex((ticket) => ticket.family);
    exhibition.document.tickets = exhibition.document.tickets.map((ticket) =>
      ticket.family ? { ...ticket, subtickets: [] } : ticket,
    );
    dayTicket.document.schedule = { rules: [], closed: [], specials: [] };
    dayTicket.document.venue_id = 99;
    night.document.schedule.rules = [...night.document.schedule.rules, ...night.document.schedule.rules];
    const [lantern] = exported.tours
      .filter((tour) => !tour.document.booking_without_tickets)
      .map((tour) => structuredClone(tour));
    if (!lantern) throw new Error('the demo has a tour booked with tickets');
    lantern.document.max_participants = 500;
    lantern.document.image = 'media:9';
    const [book] = (exported.products ?? []).map((product) => structuredClone(product));
    if (!book) throw new Error('the demo has products');
    book.document.name = { de: 'Katalog' };
    book.document.images = ['media:7'];
    const [gift, , free] = (exported.vouchers?.products ?? []).map((product) => structuredClone(product));
    if (!gift || !free) throw new Error('the demo has voucher products');
    gift.document.group_id = 7;
    free.document.min_amount = 600_00;
    const bad: CatalogDocument = {
      ...exported,
      events: [exhibition, dayTicket, night],
      tours: [lantern],
      products: [book],
      vouchers: { groups: exported.vouchers?.groups ?? [], products: [gift, free] },
    };
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/import?_=${owner}`,
      payload: bad,
    });
    expect(answer.statusCode).toBe(422);
    const fields: Record<string, string[]> = answer.json().errors;
    expect(fields[`events.0.document.tickets.${family}.subtickets`]).toEqual(['family_without_components']);
    expect(fields['events.1.document.schedule']).toEqual(['needs_schedule']);
    expect(fields['events.1.document.venue_id']).toEqual(['unknown_venue']);
    expect(Object.keys(fields).some((path) => path.startsWith('events.2.document.schedule.rules.'))).toBe(
      true,
    );
    expect(fields['tours.0.document.max_participants']).toEqual(['participants_above_tickets']);
    expect(fields['tours.0.document.image']).toEqual(['unknown_media']);
    expect(fields['products.0.document.name.en']).toEqual(['required']);
    expect(fields['products.0.document.images.0']).toEqual(['unknown_media']);
    expect(fields['vouchers.products.0.document.group_id']).toEqual(['unknown_group']);
    expect(fields['vouchers.products.1.document.max_amount']).toEqual(['min_above_max']);
    await expect(importCatalog(t.db, editorOf(shopId), bad)).rejects.toMatchObject({ status: 422 });
    expect(await rowsOf(shopId)).toEqual(before);
  });

  it('carries the voucher groups and products, and imports only into a shop without them', async () => {
    expect(exported.vouchers?.groups.map((group) => [group.id, group.name.en])).toEqual([
      [1, 'Gift vouchers'],
      [2, 'Experiences'],
    ]);
    expect(
      exported.vouchers?.products.map(({ status, document }) => [status, document.group_id, document.price]),
    ).toEqual([
      ['published', 1, 2500],
      ['published', 1, 5000],
      ['published', 1, 3000],
      ['published', 2, 4400],
    ]);
    // A shop whose only catalog is a voucher product is not empty: nothing is merged into it.
    const shopId = await createShop(t.db, { lang: 'en' });
    const onlyVouchers: CatalogDocument = {
      ...exported,
      lists: { venues: [], custom_groups: [], ticket_groups: [], tour_categories: [] },
      events: [],
      tours: [],
      products: [],
      memberships: [],
      media: [],
    };
    expect(await importCatalog(t.db, editorOf(shopId), onlyVouchers)).toMatchObject({ voucher_products: 4 });
    const before = await rowsOf(shopId);
    await expect(importCatalog(t.db, editorOf(shopId), onlyVouchers)).rejects.toMatchObject({
      status: 409,
      code: 'CATALOG_NOT_EMPTY',
    });
    expect(await rowsOf(shopId)).toEqual(before);
  });

  it('carries the membership types, their benefits naming events by their place in the document', () => {
    expect(
      exported.memberships?.map(({ status, custom_group_ids, document }) => [
        status,
        custom_group_ids,
        document.name.en,
        document.persons,
      ]),
    ).toEqual([
      ['published', [4], 'Annual pass', 1],
      ['published', [4, 5], 'Family annual pass', 6],
      ['published', [], 'Night owls', 1],
    ]);
    const owls = exported.memberships?.[2]?.document;
    expect(owls?.images).toEqual(['media:1']);
    expect(owls?.benefits[0]?.event_ids).toEqual([3]);
    expect(exported.memberships?.[1]?.document.benefits[0]).toMatchObject({
      event_ids: null,
      per_booking: 6,
    });
  });

  it('writes the passes of an imported document as the membership editor does, events mapped to the shop’s', async () => {
    const shopId = await createShop(t.db, { lang: 'en' });
    await importCatalog(t.db, editorOf(shopId), exported);
    const shopEvents = await t.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.shopId, shopId))
      .orderBy(events.id);
    const passes = await t.db
      .select({ id: merchandise.id, stock: merchandise.stock, groups: merchandise.customGroupIds })
      .from(merchandise)
      .where(and(eq(merchandise.shopId, shopId), eq(merchandise.productKindRef, ANNUAL_PASS_KIND)))
      .orderBy(merchandise.id);
    expect(passes.map((pass) => pass.stock)).toEqual([
      PRODUCT_STOCK_MAX,
      PRODUCT_STOCK_MAX,
      PRODUCT_STOCK_MAX,
    ]);
    const types = await t.db
      .select()
      .from(membershipTypes)
      .where(eq(membershipTypes.shopId, shopId))
      .orderBy(membershipTypes.merchandiseId);
    expect(types.map((type) => type.merchandiseId)).toEqual(passes.map((pass) => pass.id));
    expect(types[2]?.benefits[0]?.event_ids).toEqual([shopEvents[2]?.id]);
    expect(shopEvents[2]?.id).not.toBe(3);
  });

  it('refuses a pass whose benefit names an event the document does not hold, and writes nothing', async () => {
    const shopId = await createShop(t.db, { lang: 'en' });
    const before = await rowsOf(shopId);
    const [single, family] = (exported.memberships ?? []).map((entry) => structuredClone(entry));
    if (!single || !family) throw new Error('the demo has two passes');
    single.document.benefits = [{ ...family.document.benefits[0], event_ids: [2, 5] } as MembershipBenefit];
    family.custom_group_ids = [9];
    const bad: CatalogDocument = { ...exported, memberships: [single, family] };
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/import?_=${owner}`,
      payload: bad,
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual({
      'memberships.0.document.benefits.0.event_ids.1': ['unknown_event'],
      'memberships.1.custom_group_ids.0': ['unknown_group'],
    });
    await expect(importCatalog(t.db, editorOf(shopId), bad)).rejects.toMatchObject({ status: 422 });
    expect(await rowsOf(shopId)).toEqual(before);
  });

  it('imports only into a shop without membership types', async () => {
    const shopId = await createShop(t.db, { lang: 'en' });
    const onlyPasses: CatalogDocument = {
      ...exported,
      lists: { venues: [], custom_groups: [], ticket_groups: [], tour_categories: [] },
      events: [],
      tours: [],
      products: [],
      vouchers: { groups: [], products: [] },
      memberships: exported.memberships?.slice(0, 1).map((entry) => ({ ...entry, custom_group_ids: [] })),
      media: [],
    };
    expect(await importCatalog(t.db, editorOf(shopId), onlyPasses)).toMatchObject({ memberships: 1 });
    const before = await rowsOf(shopId);
    await expect(importCatalog(t.db, editorOf(shopId), onlyPasses)).rejects.toMatchObject({
      status: 409,
      code: 'CATALOG_NOT_EMPTY',
    });
    expect(await rowsOf(shopId)).toEqual(before);
  });

  it('rolls everything back when a picture is refused after the setup was written', async () => {
    const shopId = await createShop(t.db, { lang: 'en' });
    const before = await rowsOf(shopId);
    const withoutAlt: CatalogDocument = {
      ...exported,
      media: exported.media.map((entry) => ({ ...entry, alt: { en: 'A red wall' } })),
    };
    await expect(importCatalog(t.db, editorOf(shopId), withoutAlt)).rejects.toMatchObject({
      status: 422,
      fieldErrors: { 'media.0.alt.de': ['required'] },
    });
    expect(await rowsOf(shopId)).toEqual(before);
    const [tickets] = await t.db.select({ n: count() }).from(ticketTypes);
    expect(tickets?.n).toBeGreaterThan(0);
  });

  it('is the owner’s: box office staff may neither export nor import', async () => {
    const boxOffice = await staffToken(t, 'box_office');
    expect((await t.app.inject({ url: `/api/en/staff/catalog/export?_=${boxOffice}` })).statusCode).toBe(403);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/import?_=${boxOffice}`,
      payload: exported,
    });
    expect(refused.statusCode).toBe(403);
    const full = await t.app.inject({
      method: 'POST',
      url: `/api/en/staff/catalog/import?_=${owner}`,
      payload: exported,
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('CATALOG_NOT_EMPTY');
  });
});
