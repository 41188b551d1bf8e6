import * as z from 'zod/mini';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { translationsSchema } from './languages.ts';
import {
  PRODUCT_IMAGES_MAX,
  PRODUCT_PRICE_MAX,
  PRODUCT_SEQUENCE_MAX,
  PRODUCT_STOCK_MAX,
  PRODUCT_WEIGHT_MAX,
  STOCK_REASONS,
} from './rules/product-editing.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { eventStatusSchema } from './staff-catalog.ts';
import { typedText } from './text.ts';

/**
 * The staff make and change the shop's products (issue 36): books, posters and the like, every
 * product kind but the annual passes (kind 13, the memberships'). A product is saved as one
 * document (rules/product-editing.ts checks it: a 422 VALIDATION_FAILED names the path of every
 * problem with codes of CATALOG_FIELD_ERRORS, and nothing is changed). Its stock is not part of the
 * document: it changes only by a stock change with a reason, kept in the product's history.
 */

const OWNER: readonly StaffRole[] = ['owner'];

/** Draft: seen only by staff; published: on sale; archived: off the shop, its orders kept. */
export const productStatusSchema = eventStatusSchema;

/** A product as the editor saves it: what the visitor reads, without its stock. */
export const productDocumentSchema = z
  .strictObject({
    name: translationsSchema,
    description: translationsSchema,
    /** 1: ordinary merchandise; any kind but 13 (the annual passes). */
    product_kind: z.int().check(z.minimum(1), z.maximum(1000)),
    /** Its categories: custom groups of the catalog's lists, which the visitor filters by. */
    custom_group_ids: z.array(z.int()).check(z.maxLength(50)),
    /** Media library addresses (/media/…) or static ones, the first shown in lists. */
    images: z.array(typedText(500)).check(z.maxLength(PRODUCT_IMAGES_MAX)),
    /** Cents, gross. */
    price: z.int().check(z.minimum(0), z.maximum(PRODUCT_PRICE_MAX)),
    /** A VAT rate in percent with at most two decimals. */
    vat_value: z.number().check(z.minimum(0), z.maximum(100)),
    /** Grams; shipping costs depend on it. */
    weight: z.int().check(z.minimum(0), z.maximum(PRODUCT_WEIGHT_MAX)),
    sequence_no: z.int().check(z.minimum(0), z.maximum(PRODUCT_SEQUENCE_MAX)),
  })
  .register(contractSchemas, { id: 'ProductDocument' });
export type ProductDocument = z.infer<typeof productDocumentSchema>;

export const stockReasonSchema = z.enum(STOCK_REASONS);

/** One change of a product's stock as the history keeps it: who, when, before, after and why. */
export const stockChangeEntrySchema = z.object({
  id: z.int(),
  /** An ISO instant. */
  changed_at: z.string(),
  staff: z.nullable(z.object({ name: z.string(), email: z.string() })),
  before: z.int(),
  after: z.int(),
  reason: stockReasonSchema,
  note: z.string(),
});
export type StockChangeEntry = z.infer<typeof stockChangeEntrySchema>;

export const staffProductSchema = z
  .object({
    id: z.int(),
    status: productStatusSchema,
    document: productDocumentSchema,
    /** Pieces in the warehouse. */
    stock: z.int(),
    /** Pieces sold or held by reservations: the stock may not fall below them. */
    taken: z.int(),
    /** What the visitor can still buy: stock less taken, never below 0. */
    left: z.int(),
    /** The stock's changes, newest first. */
    history: z.array(stockChangeEntrySchema),
  })
  .register(contractSchemas, { id: 'StaffProduct' });
export type StaffProduct = z.infer<typeof staffProductSchema>;

export const staffProductSummarySchema = z.object({
  id: z.int(),
  name: translationsSchema,
  status: productStatusSchema,
  image: z.nullable(z.string()),
  price: z.int(),
  custom_group_ids: z.array(z.int()),
  stock: z.int(),
  taken: z.int(),
  left: z.int(),
  sequence_no: z.int(),
});
export type StaffProductSummary = z.infer<typeof staffProductSummarySchema>;

/** What the product editor chooses from: the categories (custom groups) and the VAT rates the shop uses. */
export const productChoicesSchema = z.object({
  custom_groups: z.array(z.object({ id: z.int(), name: translationsSchema })),
  vat_rates: z.array(z.number()),
});
export type ProductChoices = z.infer<typeof productChoicesSchema>;

/** A change of stock: by `amount` pieces (delta, may be negative), or to `amount` pieces counted. */
export const stockChangeSchema = z
  .strictObject({
    mode: z.enum(['delta', 'count']),
    amount: z.int().check(z.minimum(-PRODUCT_STOCK_MAX), z.maximum(PRODUCT_STOCK_MAX)),
    reason: stockReasonSchema,
    note: typedText(500),
  })
  .register(contractSchemas, { id: 'StockChange' });
export type StockChange = z.infer<typeof stockChangeSchema>;

const productAnswer = z.object({ data: staffProductSchema });
const productParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

export const staffProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/products',
  feature: 'staff',
  summary: "The shop's products (not the annual passes) in every state, and what the editor chooses from",
  query: staffQuerySchema,
  response: z.object({
    data: z.object({ products: z.array(staffProductSummarySchema), choices: productChoicesSchema }),
  }),
  access: 'staff',
  roles: OWNER,
});

export const staffProductEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/catalog/products/:id',
  feature: 'staff',
  summary: 'A product as the editor shows it, with its stock and the history of its changes',
  params: productParams,
  query: staffQuerySchema,
  response: productAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffProductCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/products',
  feature: 'staff',
  summary: 'Create a product as a draft, without stock',
  query: staffQuerySchema,
  body: productDocumentSchema,
  response: productAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffProductSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/products/:id',
  feature: 'staff',
  summary: 'Save a product: a new price applies to new carts, orders keep theirs',
  params: productParams,
  query: staffQuerySchema,
  body: productDocumentSchema,
  response: productAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffProductStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/products/:id/status',
  feature: 'staff',
  summary: 'Publish, archive or take a product back to draft; its orders are kept',
  params: productParams,
  query: staffQuerySchema,
  body: z.strictObject({ status: productStatusSchema }),
  response: productAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffProductDuplicateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/products/:id/duplicate',
  feature: 'staff',
  summary: 'Copy a product as a new draft without stock',
  params: productParams,
  query: staffQuerySchema,
  response: productAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffProductStockEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/catalog/products/:id/stock',
  feature: 'staff',
  summary:
    'Change a product’s stock with a reason, by a number of pieces or to a count; never below what reservations take',
  params: productParams,
  query: staffQuerySchema,
  body: stockChangeSchema,
  response: productAnswer,
  access: 'staff',
  roles: OWNER,
});

export const STAFF_CATALOG_PRODUCT_ENDPOINTS = [
  staffProductsEndpoint,
  staffProductEndpoint,
  staffProductCreateEndpoint,
  staffProductSaveEndpoint,
  staffProductStatusEndpoint,
  staffProductDuplicateEndpoint,
  staffProductStockEndpoint,
] as const;
