import * as z from 'zod/mini';
import { appConfigSchema } from './config.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { translationsSchema } from './languages.ts';
import { type CatalogFieldError, eventDocumentProblems } from './rules/event-editing.ts';
import { membershipDocumentProblems } from './rules/membership-editing.ts';
import { PRODUCT_STOCK_MAX, productDocumentProblems } from './rules/product-editing.ts';
import { tourDocumentProblems } from './rules/tour-editing.ts';
import { voucherProductProblems } from './rules/voucher-products.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { eventDocumentSchema, eventStatusSchema } from './staff-catalog.ts';
import {
  CATALOG_LIST_NAMES,
  type CatalogListName,
  catalogListsSchema,
  catalogSettingsSchema,
} from './staff-catalog-lists.ts';
import { productDocumentSchema, productStatusSchema } from './staff-catalog-products.ts';
import { tourDocumentSchema } from './staff-catalog-tours.ts';
import { membershipDocumentSchema, membershipStatusSchema } from './staff-memberships.ts';
import { MEDIA_MAX_BYTES, SHIPPING_ROWS_MAX, shippingCostRowSchema } from './staff-shop.ts';
import { voucherProductDocumentSchema, voucherProductStatusSchema } from './staff-vouchers.ts';

/**
 * The whole catalog and shop setup as one versioned JSON document (issue 35): exported by the
 * owner, imported into an empty shop, and the demo museum itself is one. Inside the document, rows
 * refer to each other by the document's own ids (a list row's `id`, 1 … n), never the database's:
 * ticket, price and question ids are null, and an image of the media library is `media:<n>`, the
 * `ref` of an entry of `media` that carries the picture (an event's, a tour's, a product's). An import that breaks a rule changes
 * nothing and answers 422 with the path of every problem (`events.2.document.tickets.0.subtickets`).
 */

const OWNER: readonly StaffRole[] = ['owner'];

export const CATALOG_DOCUMENT_FORMAT = 'museum-shop-catalog';
export const CATALOG_DOCUMENT_VERSION = 1;
/** Events, tours and images one document may hold: far more than a museum has. */
export const CATALOG_DOCUMENT_ITEMS_MAX = 500;

/** The document's address of a media library image: `media:3`. */
export const MEDIA_REF = /^media:[1-9]\d{0,3}$/;

export const catalogDocumentSchema = z
  .strictObject({
    format: z.literal(CATALOG_DOCUMENT_FORMAT),
    version: z.literal(CATALOG_DOCUMENT_VERSION),
    setup: z.strictObject({
      /** The visitor's configuration, without `test_mode` and the wallets (the server's environment decides them). */
      config: z.omit(appConfigSchema, { test_mode: true, apple_wallet: true, google_wallet: true }),
      shipping_costs: z.array(shippingCostRowSchema).check(z.maxLength(SHIPPING_ROWS_MAX)),
      /** How many days ahead the opening hours make slots. */
      slot_horizon_days: catalogSettingsSchema.shape.slot_horizon_days,
    }),
    lists: catalogListsSchema,
    events: z
      .array(z.strictObject({ status: eventStatusSchema, document: eventDocumentSchema }))
      .check(z.maxLength(CATALOG_DOCUMENT_ITEMS_MAX)),
    tours: z
      .array(z.strictObject({ status: eventStatusSchema, document: tourDocumentSchema }))
      .check(z.maxLength(CATALOG_DOCUMENT_ITEMS_MAX)),
    /**
     * The shop products (issue 36; not the annual passes) in the order they were made, each with its
     * stock. Optional: a document written before products were part of it still imports.
     */
    products: z.optional(
      z
        .array(
          z.strictObject({
            status: productStatusSchema,
            stock: z.int().check(z.minimum(0), z.maximum(PRODUCT_STOCK_MAX)),
            document: productDocumentSchema,
          }),
        )
        .check(z.maxLength(CATALOG_DOCUMENT_ITEMS_MAX)),
    ),
    /**
     * The voucher groups (each with the document's id, 1 … n) and the voucher products sorted into
     * them by that id, in the order they were made. Optional, as `products`. Voucher codes are sales,
     * not catalog: they stay behind.
     */
    vouchers: z.optional(
      z.strictObject({
        groups: z
          .array(z.strictObject({ id: z.int().check(z.positive()), name: translationsSchema }))
          .check(z.maxLength(200)),
        products: z
          .array(
            z.strictObject({ status: voucherProductStatusSchema, document: voucherProductDocumentSchema }),
          )
          .check(z.maxLength(CATALOG_DOCUMENT_ITEMS_MAX)),
      }),
    ),
    /**
     * The membership types (issue 36: the annual passes, kind 13) in the order they were made, each
     * in its state, with the custom groups its pass is listed in (the document's list ids) and its
     * document. A benefit names events by their place in `events` (1 … n), never the database's ids.
     * Optional, as `products`: a document without it has no passes. Member cards are sales: they
     * stay behind.
     */
    memberships: z.optional(
      z
        .array(
          z.strictObject({
            status: membershipStatusSchema,
            custom_group_ids: z.array(z.int()).check(z.maxLength(50)),
            document: membershipDocumentSchema,
          }),
        )
        .check(z.maxLength(CATALOG_DOCUMENT_ITEMS_MAX)),
    ),
    media: z
      .array(
        z.strictObject({
          ref: z.string().check(z.regex(MEDIA_REF)),
          alt: translationsSchema,
          /** The picture at its largest width, WebP, base64. */
          webp_base64: z.string().check(z.maxLength(Math.ceil((MEDIA_MAX_BYTES * 4) / 3) + 4)),
        }),
      )
      .check(z.maxLength(CATALOG_DOCUMENT_ITEMS_MAX)),
  })
  .register(contractSchemas, { id: 'CatalogDocument' });
export type CatalogDocument = z.infer<typeof catalogDocumentSchema>;

export interface CatalogDocumentProblem {
  path: string;
  code: CatalogFieldError;
}

/** The codes a list row, a media entry or a reference adds to those of an event or tour. */
const REFERENCE_CODES = {
  venues: 'unknown_venue',
  custom_groups: 'unknown_group',
  ticket_groups: 'unknown_group',
  tour_categories: 'unknown_category',
} as const satisfies Record<CatalogListName, CatalogFieldError>;

/** An image address a document may hold: one of its media entries, or a public address (`/static/…`, https). */
function imageProblem(image: string | null, refs: ReadonlySet<string>): CatalogFieldError | undefined {
  if (image === null) return undefined;
  if (MEDIA_REF.test(image)) return refs.has(image) ? undefined : 'unknown_media';
  // Another shop's library address means nothing here: an export writes `media:<n>` instead.
  return image.startsWith('/static/') || image.startsWith('https://') ? undefined : 'unknown_media';
}

/**
 * What is wrong with a catalog document beyond its shape, each problem with its path: list rows
 * without their document id or with one twice, media entries named twice, and every event and tour
 * as the editor would refuse it (their own rules, plus references to a venue, group, category or
 * image the document does not hold, and row ids, which a document never carries). Empty: it may be
 * imported.
 */
export function catalogDocumentProblems(document: CatalogDocument): CatalogDocumentProblem[] {
  const problems: CatalogDocumentProblem[] = [];
  const ids = {} as Record<CatalogListName, Set<number>>;
  for (const list of CATALOG_LIST_NAMES) {
    ids[list] = new Set();
    document.lists[list].forEach((row, index) => {
      if (row.id === null) problems.push({ path: `lists.${list}.${index}.id`, code: 'required' });
      else if (ids[list].has(row.id))
        problems.push({ path: `lists.${list}.${index}.id`, code: 'duplicate_row' });
      else ids[list].add(row.id);
    });
  }
  const refs = new Set<string>();
  document.media.forEach((entry, index) => {
    if (refs.has(entry.ref)) problems.push({ path: `media.${index}.ref`, code: 'duplicate_row' });
    refs.add(entry.ref);
  });
  const known = (list: CatalogListName, id: number, path: string) => {
    if (!ids[list].has(id)) problems.push({ path, code: REFERENCE_CODES[list] });
  };
  const image = (value: string | null, path: string) => {
    const code = imageProblem(value, refs);
    if (code) problems.push({ path, code });
  };
  const rowIds = (rows: readonly { id: number | null }[], path: string) =>
    rows.forEach((row, index) => {
      if (row.id !== null) problems.push({ path: `${path}.${index}.id`, code: 'unknown_ticket' });
    });

  document.events.forEach(({ document: event }, index) => {
    const path = `events.${index}.document`;
    for (const problem of eventDocumentProblems(event))
      problems.push({ path: `${path}.${problem.path}`, code: problem.code });
    known('venues', event.venue_id, `${path}.venue_id`);
    event.custom_group_ids.forEach((id, at) => {
      known('custom_groups', id, `${path}.custom_group_ids.${at}`);
    });
    image(event.image, `${path}.image`);
    event.tickets.forEach((ticket, at) => {
      if (ticket.group_id !== null) known('ticket_groups', ticket.group_id, `${path}.tickets.${at}.group_id`);
      rowIds(ticket.subtickets, `${path}.tickets.${at}.subtickets`);
    });
    rowIds(event.tickets, `${path}.tickets`);
  });
  document.tours.forEach(({ document: tour }, index) => {
    const path = `tours.${index}.document`;
    for (const problem of tourDocumentProblems(tour))
      problems.push({ path: `${path}.${problem.path}`, code: problem.code });
    known('venues', tour.venue_id, `${path}.venue_id`);
    known('tour_categories', tour.category_id, `${path}.category_id`);
    tour.custom_group_ids.forEach((id, at) => {
      known('custom_groups', id, `${path}.custom_group_ids.${at}`);
    });
    image(tour.image, `${path}.image`);
    rowIds(tour.prices, `${path}.prices`);
    rowIds(tour.tickets, `${path}.tickets`);
    tour.tickets.forEach((ticket, at) => {
      rowIds(ticket.subtickets, `${path}.tickets.${at}.subtickets`);
    });
    rowIds(tour.questions, `${path}.questions`);
  });
  // The shop's default language (the first offered) is the one a product's name must be in.
  const defaultLanguage = document.setup.config.languages?.[0] ?? 'en';
  (document.products ?? []).forEach(({ document: product }, index) => {
    const path = `products.${index}.document`;
    for (const problem of productDocumentProblems(product, defaultLanguage))
      problems.push({ path: `${path}.${problem.path}`, code: problem.code });
    product.custom_group_ids.forEach((id, at) => {
      known('custom_groups', id, `${path}.custom_group_ids.${at}`);
    });
    product.images.forEach((value, at) => {
      image(value, `${path}.images.${at}`);
    });
  });
  const voucherGroups = new Set<number>();
  document.vouchers?.groups.forEach((group, index) => {
    if (voucherGroups.has(group.id))
      problems.push({ path: `vouchers.groups.${index}.id`, code: 'duplicate_row' });
    voucherGroups.add(group.id);
  });
  document.vouchers?.products.forEach(({ document: product }, index) => {
    const path = `vouchers.products.${index}.document`;
    for (const problem of voucherProductProblems(product, document.setup.config.languages))
      problems.push({ path: `${path}.${problem.path}`, code: problem.code });
    if (!voucherGroups.has(product.group_id))
      problems.push({ path: `${path}.group_id`, code: 'unknown_group' });
    image(product.image, `${path}.image`);
  });
  (document.memberships ?? []).forEach(({ document: membership, custom_group_ids }, index) => {
    const path = `memberships.${index}`;
    for (const problem of membershipDocumentProblems(membership, defaultLanguage))
      problems.push({ path: `${path}.document.${problem.path}`, code: problem.code });
    custom_group_ids.forEach((id, at) => {
      known('custom_groups', id, `${path}.custom_group_ids.${at}`);
    });
    membership.images.forEach((value, at) => {
      image(value, `${path}.document.images.${at}`);
    });
    // An event is named by its place in the document's events: 1 … n.
    membership.benefits.forEach((benefit, at) => {
      benefit.event_ids?.forEach((id, position) => {
        if (id < 1 || id > document.events.length)
          problems.push({
            path: `${path}.document.benefits.${at}.event_ids.${position}`,
            code: 'unknown_event',
          });
      });
    });
  });
  return problems;
}

export const staffCatalogExportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/export',
  feature: 'staff',
  summary: 'The whole catalog and shop setup as one versioned JSON document, with its images',
  query: staffQuerySchema,
  response: z.object({ data: catalogDocumentSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffCatalogImportEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/import',
  feature: 'staff',
  summary:
    'Import a catalog document into a shop without events, tours, products, voucher products, membership types or lists; a bad document changes nothing (422 with every path)',
  query: staffQuerySchema,
  body: catalogDocumentSchema,
  response: z.object({
    data: z.object({
      events: z.int(),
      tours: z.int(),
      products: z.int(),
      voucher_products: z.int(),
      memberships: z.int(),
      media: z.int(),
    }),
  }),
  errors: { 409: ['CATALOG_NOT_EMPTY'] },
  access: 'staff',
  roles: OWNER,
});

export const STAFF_CATALOG_TRANSFER_ENDPOINTS = [
  staffCatalogExportEndpoint,
  staffCatalogImportEndpoint,
] as const;
