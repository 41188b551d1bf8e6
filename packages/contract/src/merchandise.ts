import * as z from 'zod/mini';
import {
  availabilityStateSchema,
  catalogPicturesSchema,
  catalogShopSchema,
  idSchema,
  namedRefSchema,
} from './catalog.ts';
import { defineEndpoint } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { ARTICLE_CATEGORIES_PATH, ARTICLE_LIST_PATH, ARTICLE_PATH } from './start-calls.ts';

export { ANNUAL_PASS_KIND, MERCHANDISE_KIND } from './start-calls.ts';

export const merchandiseSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    price: z.int(),
    vat_value: z.number(),
    /** Pieces that can still be bought: stock minus sold and reserved. */
    stock: z.int(),
    state: availabilityStateSchema,
    /** Grams; shipping costs depend on it. */
    weight: z.int(),
    product_kind_ref: z.int(),
    custom_groups: z.array(namedRefSchema),
    sequence_no: z.int(),
    images: z.array(z.string()),
  })
  .register(contractSchemas, { id: 'Merchandise' });
export type Merchandise = z.infer<typeof merchandiseSchema>;

const productKindSchema = z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(1000)));

export const merchandiseListQuerySchema = z.object({
  shop: catalogShopSchema,
  /** 13 lists the annual passes; without it, the ordinary merchandise. */
  product_kind: productKindSchema,
  /** Only articles of this category (custom group). */
  category: z.optional(idSchema),
});
export const merchandiseListResponseSchema = z.object({
  data: z.object({ articles: z.array(merchandiseSchema) }),
  pictures: catalogPicturesSchema,
});
export type MerchandiseListResponse = z.infer<typeof merchandiseListResponseSchema>;

export const merchandiseQuerySchema = z.object({ shop: catalogShopSchema, article: idSchema });
export const merchandiseResponseSchema = z.object({
  data: merchandiseSchema,
  pictures: catalogPicturesSchema,
});
export type MerchandiseResponse = z.infer<typeof merchandiseResponseSchema>;

export const merchandiseAttributesQuerySchema = z.object({
  shop: catalogShopSchema,
  product_kind: productKindSchema,
});
/** The categories that hold articles of the asked kind. */
export const merchandiseAttributesResponseSchema = z.object({
  data: z.object({ category: z.array(namedRefSchema) }),
});
export type MerchandiseAttributesResponse = z.infer<typeof merchandiseAttributesResponseSchema>;

export const merchandiseListEndpoint = defineEndpoint({
  method: 'GET',
  path: ARTICLE_LIST_PATH,
  feature: 'merchandise',
  summary: 'The articles for sale (product_kind 13: the annual passes), sorted by sequence_no',
  query: merchandiseListQuerySchema,
  response: merchandiseListResponseSchema,
});

export const merchandiseEndpoint = defineEndpoint({
  method: 'GET',
  path: ARTICLE_PATH,
  feature: 'merchandise',
  summary: 'One article',
  query: merchandiseQuerySchema,
  response: merchandiseResponseSchema,
  errors: { 404: ['ARTICLE_NOT_FOUND'] },
});

export const merchandiseAttributesEndpoint = defineEndpoint({
  method: 'GET',
  path: ARTICLE_CATEGORIES_PATH,
  feature: 'merchandise',
  summary: 'The categories of the articles of a kind',
  query: merchandiseAttributesQuerySchema,
  response: merchandiseAttributesResponseSchema,
});
