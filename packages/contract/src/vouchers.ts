import * as z from 'zod/mini';
import {
  catalogPicturesSchema,
  catalogShopSchema,
  dateTimeSchema,
  idSchema,
  namedRefSchema,
} from './catalog.ts';
import { defineEndpoint } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { VOUCHER_GROUPS_PATH, VOUCHER_LIST_PATH } from './start-calls.ts';

/** A voucher that can be bought (spec §3 "Voucher product"). */
export const voucherProductSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    description: z.string(),
    image: z.nullable(z.string()),
    /** Cents; for a free amount the suggested amount. */
    price: z.int(),
    vat_value: z.number(),
    /** The buyer chooses the amount. */
    variable_amount: z.boolean(),
    /** A free amount's least and most in cents (issue 36); absent or null: any amount the cart takes. */
    min_amount: z.optional(z.nullable(z.int())),
    max_amount: z.optional(z.nullable(z.int())),
    groupId: z.int(),
    sequence_no: z.int(),
  })
  .register(contractSchemas, { id: 'VoucherProduct' });
export type VoucherProduct = z.infer<typeof voucherProductSchema>;

export const voucherListQuerySchema = z.object({
  shop: catalogShopSchema,
  /** Only vouchers of this group. */
  group: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
});
export const voucherListResponseSchema = z.object({
  data: z.object({ vouchers: z.array(voucherProductSchema) }),
  pictures: catalogPicturesSchema,
});
export type VoucherListResponse = z.infer<typeof voucherListResponseSchema>;
export const voucherProductResponseSchema = z.object({
  data: voucherProductSchema,
  pictures: catalogPicturesSchema,
});
export type VoucherProductResponse = z.infer<typeof voucherProductResponseSchema>;

/** GET voucher/group: the voucher groups the list is filtered by (the spec's unnamed category call). */
export const voucherGroupsResponseSchema = z.object({ data: z.object({ group: z.array(namedRefSchema) }) });
export type VoucherGroupsResponse = z.infer<typeof voucherGroupsResponseSchema>;

export const voucherCodeQuerySchema = z.object({
  shop: catalogShopSchema,
  /** Trimmed before the lookup (spec §5); printable characters only (tabs and spaces are trimmed). */
  voucher: z.string().check(z.maxLength(64), z.regex(/^[\P{Cc}\t]*$/u)),
});

/** A redeemable voucher code (spec §3 "Voucher code"); validity is in UTC+1 (spec §5). */
export const voucherCodeSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    barcode: z.string(),
    amount: z.int(),
    used_amount: z.int(),
    available_amount: z.int(),
    /** UTC+1, YYYY-MM-DD HH:mm, the first minute it is valid. */
    valid_from: dateTimeSchema,
    /** UTC+1, YYYY-MM-DD HH:mm, the last minute it is valid. */
    valid_to: dateTimeSchema,
  })
  .register(contractSchemas, { id: 'VoucherCode' });
export type VoucherCode = z.infer<typeof voucherCodeSchema>;
export const voucherCodeResponseSchema = z.object({ data: voucherCodeSchema });
export type VoucherCodeResponse = z.infer<typeof voucherCodeResponseSchema>;

export const voucherListEndpoint = defineEndpoint({
  method: 'GET',
  path: VOUCHER_LIST_PATH,
  feature: 'vouchers',
  summary: 'The vouchers for sale (group: only that group)',
  query: voucherListQuerySchema,
  response: voucherListResponseSchema,
});

export const voucherProductEndpoint = defineEndpoint({
  method: 'GET',
  path: 'voucher/selectOne/price/:id',
  feature: 'vouchers',
  summary: 'One voucher for sale',
  params: z.object({ id: idSchema }),
  query: voucherListQuerySchema,
  response: voucherProductResponseSchema,
  errors: { 404: ['VOUCHER_PRODUCT_NOT_FOUND'] },
});

export const voucherGroupsEndpoint = defineEndpoint({
  method: 'GET',
  path: VOUCHER_GROUPS_PATH,
  feature: 'vouchers',
  summary: 'The voucher groups (the category call of spec §7)',
  query: voucherListQuerySchema,
  response: voucherGroupsResponseSchema,
});

export const voucherCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: 'voucher',
  feature: 'vouchers',
  summary: 'Look up a voucher code to redeem (422 with a code when it cannot be redeemed now)',
  // A code's balance is for whoever holds the code.
  noStore: true,
  query: voucherCodeQuerySchema,
  response: voucherCodeResponseSchema,
  errors: {
    422: [
      'VOUCHER_NOT_FOUND',
      'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
      'VOUCHER_NOW_IS_AFTER_VALID_TO',
      'VOUCHER_NO_AMOUNT_LEFT',
    ],
    // Codes are money: lookups are limited per client.
    429: ['RATE_LIMITED'],
  },
});
