import {
  CATALOG_DOCUMENT_FORMAT,
  CATALOG_DOCUMENT_VERSION,
  CATALOG_LIST_NAMES,
  type CatalogDocument,
  type CatalogListName,
  type CatalogLists,
  catalogDocumentProblems,
  type EventDocument,
  type FieldErrors,
  type MembershipDocument,
  type ProductDocument,
  type TourDocument,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import {
  listShippingCosts,
  lockShopConfig,
  replaceShippingCosts,
  updateShopConfig,
} from '../../features/staff/setup/setup.repository.ts';
import { requireShopConfig } from '../../features/staff/setup/setup-read.ts';
import { decodeUpload, exportMediaImage, storeUploadedImage } from '../media/index.ts';
import { hasMembershipTypes, shopMembershipTypes, writeMembershipTypes } from '../members/index.ts';
import { hasVoucherCatalog, voucherCatalogOf, writeVoucherCatalog } from '../vouchers/index.ts';
import { auditCatalog, type CatalogEditor, type CatalogShop, invalid } from './catalog-editor.ts';
import { writeListRow } from './catalog-lists.repository.ts';
import { readCatalogLists } from './catalog-lists.service.ts';
import { findSlotHorizonDays, saveSlotHorizonDays } from './catalog-settings.repository.ts';
import { listShopEventRows } from './event-documents.repository.ts';
import { shopEventDocuments, withoutTicketIds, writeNewEvent } from './event-editing.service.ts';
import { insertStockChange, listShopProductRows } from './product-documents.repository.ts';
import { shopProductDocuments, writeNewProduct } from './product-editing.service.ts';
import { listShopTourRows } from './tour-documents.repository.ts';
import { shopTourDocuments, writeNewTour } from './tour-editing.service.ts';

/** `/media/<id>/<file>`: an image of the shop's media library, as an event, tour or product names it. */
const MEDIA_ADDRESS = /^\/media\/([0-9a-f-]{36})\//i;

/** A list's rows with the document's ids (1 … n, in the list's order) for the database's. */
function listsOfDocument(lists: CatalogLists) {
  const ids = {} as Record<CatalogListName, Map<number, number>>;
  const renumbered = {} as Record<CatalogListName, CatalogLists[CatalogListName]>;
  for (const list of CATALOG_LIST_NAMES) {
    ids[list] = new Map(lists[list].map((row, index) => [row.id ?? 0, index + 1]));
    renumbered[list] = lists[list].map((row, index) => ({ ...row, id: index + 1 }));
  }
  return { lists: renumbered as CatalogLists, ids };
}

/** An event with its references mapped through `id` (a list's ids) and `image`, and no row ids. */
function mapEvent(
  document: EventDocument,
  id: (list: CatalogListName, value: number) => number,
  image: (value: string | null) => string | null,
): EventDocument {
  const newRows = withoutTicketIds(document);
  return {
    ...newRows,
    image: image(document.image),
    venue_id: id('venues', document.venue_id),
    custom_group_ids: document.custom_group_ids.map((group) => id('custom_groups', group)),
    tickets: newRows.tickets.map((ticket) => ({
      ...ticket,
      group_id: ticket.group_id === null ? null : id('ticket_groups', ticket.group_id),
    })),
  };
}

/** A tour with its references mapped through `id` and `image`, and no row ids. */
function mapTour(
  document: TourDocument,
  id: (list: CatalogListName, value: number) => number,
  image: (value: string | null) => string | null,
): TourDocument {
  return {
    ...document,
    image: image(document.image),
    venue_id: id('venues', document.venue_id),
    category_id: id('tour_categories', document.category_id),
    custom_group_ids: document.custom_group_ids.map((group) => id('custom_groups', group)),
    prices: document.prices.map((price) => ({ ...price, id: null })),
    tickets: document.tickets.map((ticket) => ({
      ...ticket,
      id: null,
      subtickets: ticket.subtickets.map((sub) => ({ ...sub, id: null })),
    })),
    questions: document.questions.map((question) => ({ ...question, id: null })),
  };
}

/** A product with its categories mapped through `id` and its pictures through `image`. */
function mapProduct(
  document: ProductDocument,
  id: (list: CatalogListName, value: number) => number,
  image: (value: string | null) => string | null,
): ProductDocument {
  return {
    ...document,
    custom_group_ids: document.custom_group_ids.map((group) => id('custom_groups', group)),
    images: document.images.map((picture) => image(picture) ?? picture),
  };
}

/**
 * A membership type with the events of its benefits mapped through `event`, its pictures through
 * `image`; an event `event` does not know is left out (a benefit left without events with it).
 */
function mapMembership(
  document: MembershipDocument,
  event: (value: number) => number | undefined,
  image: (value: string | null) => string | null,
): MembershipDocument {
  return {
    ...document,
    images: document.images.map((picture) => image(picture) ?? picture),
    benefits: document.benefits.flatMap((benefit) => {
      if (benefit.event_ids === null) return [benefit];
      const ids = benefit.event_ids.flatMap((id) => {
        const mapped = event(id);
        return mapped === undefined ? [] : [mapped];
      });
      return ids.length > 0 ? [{ ...benefit, event_ids: ids }] : [];
    }),
  };
}

/**
 * The shop's whole catalog and setup as one document: its configuration (but `test_mode` and the
 * wallets, which the server's environment decides), shipping costs and slot horizon; its lists; every event, tour
 * and product (not the annual passes) in the order they were made, in their state, a product with
 * its stock; every membership type (the annual passes), its benefits naming events by their place
 * in the document; and each media library picture they show.
 * Exporting twice gives the same document.
 */
export async function exportCatalog(db: Db, shopId: number): Promise<CatalogDocument> {
  const [config, shippingCosts, horizonDays, lists, events, tours, products, memberships] = await Promise.all(
    [
      requireShopConfig(db, shopId),
      listShippingCosts(db, shopId),
      findSlotHorizonDays(db, shopId),
      readCatalogLists(db, shopId),
      shopEventDocuments(db, shopId),
      shopTourDocuments(db, shopId),
      shopProductDocuments(db, shopId),
      shopMembershipTypes(db, shopId),
    ],
  );
  const { test_mode: _environment, apple_wallet: _apple, google_wallet: _google, ...visitorConfig } = config;
  const renumbered = listsOfDocument(lists);
  const id = (list: CatalogListName, value: number) => renumbered.ids[list].get(value) ?? 0;
  // A benefit names an event by its place in the document's events.
  const eventNumbers = new Map(events.map((event, index) => [event.id, index + 1]));

  const media: CatalogDocument['media'] = [];
  const refs = new Map<string, string>();
  const pictures: Promise<void>[] = [];
  const image = (value: string | null) => {
    const mediaId = value === null ? undefined : MEDIA_ADDRESS.exec(value)?.[1];
    if (!mediaId) return value;
    let ref = refs.get(mediaId);
    if (!ref) {
      ref = `media:${refs.size + 1}`;
      refs.set(mediaId, ref);
      const entry = { ref, alt: {}, webp_base64: '' };
      media.push(entry);
      pictures.push(
        exportMediaImage(db, shopId, mediaId).then((picture) => {
          if (!picture) throw new Error(`The media library has no picture ${mediaId}`);
          entry.alt = picture.alt;
          entry.webp_base64 = Buffer.from(picture.webp).toString('base64');
        }),
      );
    }
    return ref;
  };
  const document: CatalogDocument = {
    format: CATALOG_DOCUMENT_FORMAT,
    version: CATALOG_DOCUMENT_VERSION,
    setup: { config: visitorConfig, shipping_costs: shippingCosts, slot_horizon_days: horizonDays },
    lists: renumbered.lists,
    events: events.map((event) => ({ status: event.status, document: mapEvent(event.document, id, image) })),
    tours: tours.map((tour) => ({ status: tour.status, document: mapTour(tour.document, id, image) })),
    products: products.map((product) => ({
      status: product.status,
      stock: product.stock,
      document: mapProduct(product.document, id, image),
    })),
    vouchers: await voucherCatalogOf(db, shopId, image),
    memberships: memberships.map((membership) => ({
      status: membership.status,
      custom_group_ids: membership.customGroupIds.map((group) => id('custom_groups', group)),
      document: mapMembership(membership.document, (event) => eventNumbers.get(event), image),
    })),
    media,
  };
  await Promise.all(pictures);
  return document;
}

/**
 * An import goes only into a shop without events, tours, products, voucher groups and products,
 * membership types (annual passes) or catalog lists: nothing is merged or overwritten.
 */
async function refuseUnlessEmpty(db: Db, shopId: number) {
  // One after the other: this runs in the import's transaction, whose one connection runs one
  // query at a time (node-postgres deprecates queueing them).
  const lists = await readCatalogLists(db, shopId);
  const events = await listShopEventRows(db, shopId);
  const tours = await listShopTourRows(db, shopId);
  const products = await listShopProductRows(db, shopId);
  const vouchers = await hasVoucherCatalog(db, shopId);
  const memberships = await hasMembershipTypes(db, shopId);
  const rows = CATALOG_LIST_NAMES.reduce(
    (sum, list) => sum + lists[list].length,
    events.length + tours.length + products.length,
  );
  if (rows > 0 || vouchers || memberships)
    throw new AppError(409, 'CATALOG_NOT_EMPTY', 'A catalog is imported only into a shop without one');
}

/** Keeps a document's picture in the media library; a refusal names its path in the document. */
async function storePicture(
  tx: Db,
  shop: ImportingShop,
  entry: CatalogDocument['media'][number],
  index: number,
  languages: CatalogDocument['setup']['config']['languages'],
) {
  try {
    return await storeUploadedImage(tx, shop.shopId, decodeUpload(entry.webp_base64), entry.alt, languages, {
      now: shop.now,
    });
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    const fields: FieldErrors = {};
    for (const [path, codes] of Object.entries(error.fieldErrors))
      fields[`media.${index}.${path === 'content_base64' ? 'webp_base64' : path}`] = codes;
    throw new AppError(422, 'VALIDATION_FAILED', 'Please correct the marked fields', fields);
  }
}

/** The shop an import writes into, on the museum's day; the document brings its own slot horizon. */
export type ImportingShop = Omit<CatalogShop, 'horizonDays'> & {
  /** Who imports it, kept with the products' first stock counts; none for the demo museum. */
  staffId?: string | null;
};

/** The database's ids of the rows an import wrote: each list's by the document's ids, the rest in the document's order. */
export interface ImportedCatalog {
  lists: Record<CatalogListName, Map<number, number>>;
  events: number[];
  tours: number[];
  /** The voucher products', in the document's order. */
  voucherProducts: number[];
  /** The shop's address of each of the document's pictures, by its `media:<n>`. */
  pictures: Map<string, string>;
  /** The passes' (membership types'), in the document's order. */
  memberships: number[];
}

/** A document that breaks a rule is refused with the path of every problem. */
function refuseIfWrong(document: CatalogDocument) {
  const problems = catalogDocumentProblems(document);
  if (problems.length > 0) throw invalid(problems);
}

/**
 * Writes a catalog document into a shop without a catalog, in the caller's transaction: the setup,
 * the pictures, the lists, then every event and tour in its state with its slots made from
 * `shop.today`, every product in its state with its stock (a document without products has
 * none), the voucher groups and products, and the membership types. The one way a document comes in, whether the owner imports it or the demo museum is
 * seeded from it (db/seed). A document that breaks a rule, or a shop with a catalog, is refused
 * before anything is written; a picture the media library refuses throws after the setup was
 * written, so the caller's transaction must roll back on a throw.
 */
export async function writeCatalogDocument(
  tx: Db,
  shop: ImportingShop,
  document: CatalogDocument,
): Promise<ImportedCatalog> {
  refuseIfWrong(document);
  const current = await lockShopConfig(tx, shop.shopId);
  if (!current) throw new AppError(404, 'SHOP_NOT_FOUND', `No shop with id ${shop.shopId}`);
  // Checked under the shop's lock: two imports at once make one catalog.
  await refuseUnlessEmpty(tx, shop.shopId);
  const { setup } = document;
  await updateShopConfig(tx, shop.shopId, {
    ...setup.config,
    ...(current.test_mode === undefined ? {} : { test_mode: current.test_mode }),
  });
  await replaceShippingCosts(tx, shop.shopId, setup.shipping_costs);
  await saveSlotHorizonDays(tx, shop.shopId, setup.slot_horizon_days);
  const day: CatalogShop = { ...shop, horizonDays: setup.slot_horizon_days };

  const pictures = new Map<string, string>();
  for (const [index, entry] of document.media.entries())
    pictures.set(entry.ref, (await storePicture(tx, shop, entry, index, setup.config.languages)).src);
  const image = (value: string | null) => (value === null ? null : (pictures.get(value) ?? value));

  const ids = {} as ImportedCatalog['lists'];
  for (const list of CATALOG_LIST_NAMES) {
    ids[list] = new Map();
    for (const [index, row] of document.lists[list].entries())
      ids[list].set(row.id ?? 0, await writeListRow(tx, shop.shopId, list, { ...row, id: null }, index + 1));
  }
  const id = (list: CatalogListName, value: number) => ids[list].get(value) ?? 0;
  const events: number[] = [];
  for (const event of document.events)
    events.push((await writeNewEvent(tx, day, mapEvent(event.document, id, image), event.status)).id);
  const tours: number[] = [];
  for (const tour of document.tours)
    tours.push((await writeNewTour(tx, day, mapTour(tour.document, id, image), tour.status)).id);
  for (const product of document.products ?? []) {
    const row = await writeNewProduct(
      tx,
      shop.shopId,
      mapProduct(product.document, id, image),
      product.status,
      product.stock,
    );
    // The pieces the document brings are the product's first count: its history starts there.
    if (product.stock > 0)
      await insertStockChange(tx, {
        merchandiseId: row.id,
        staffId: shop.staffId ?? null,
        changedAt: shop.now,
        before: 0,
        after: product.stock,
        reason: 'counted',
        note: '',
      });
  }
  const voucherProducts = document.vouchers
    ? await writeVoucherCatalog(tx, shop.shopId, document.vouchers, image)
    : [];
  const imported = { lists: ids, events, tours, voucherProducts, pictures, memberships: [] };
  return { ...imported, memberships: await writeCatalogMemberships(tx, shop.shopId, document, imported) };
}

/**
 * Writes the document's membership types into the shop (its pass products and type rows), their
 * events, custom groups and pictures mapped through what `imported` wrote of the same document, in
 * the caller's transaction; gives the passes' ids in the document's order. writeCatalogDocument's
 * last step: the demo seed calls it on its own after its shop products, which keeps the demo's
 * passes after them (ids 11 and 12), as its shop and tests have them.
 */
export async function writeCatalogMemberships(
  tx: Db,
  shopId: number,
  document: Pick<CatalogDocument, 'memberships'>,
  imported: ImportedCatalog,
): Promise<number[]> {
  const image = (value: string | null) => (value === null ? null : (imported.pictures.get(value) ?? value));
  const group = (value: number) => imported.lists.custom_groups.get(value) ?? 0;
  return writeMembershipTypes(
    tx,
    shopId,
    (document.memberships ?? []).map((membership) => ({
      status: membership.status,
      customGroupIds: membership.custom_group_ids.map(group),
      // The document's rules were checked before: every benefit names one of its events.
      document: mapMembership(membership.document, (event) => imported.events[event - 1], image),
    })),
  );
}

/**
 * Imports a catalog document into a shop without a catalog, in one transaction, and audits it:
 * what writeCatalogDocument writes. A bad document changes nothing: it is refused with the path of
 * every problem before a transaction starts, and a picture the media library refuses rolls
 * everything back.
 */
export async function importCatalog(db: Db, editor: CatalogEditor, document: CatalogDocument) {
  refuseIfWrong(document);
  await refuseUnlessEmpty(db, editor.shopId);
  const counts = {
    events: document.events.length,
    tours: document.tours.length,
    products: document.products?.length ?? 0,
    voucher_products: document.vouchers?.products.length ?? 0,
    memberships: document.memberships?.length ?? 0,
    media: document.media.length,
  };
  await db.transaction(async (tx) => {
    await writeCatalogDocument(tx, editor, document);
    await auditCatalog(tx, editor, 'catalog.import', { kind: 'catalog', id: editor.shopId }, null, counts);
  });
  return counts;
}
