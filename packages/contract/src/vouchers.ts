import * as z from 'zod/mini';
import { catalogShopSchema, dateTimeSchema, namedRefSchema } from './catalog.ts';

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
    groupId: z.int(),
    sequence_no: z.int(),
  })
  .register(z.globalRegistry, { id: 'VoucherProduct' });
export type VoucherProduct = z.infer<typeof voucherProductSchema>;

export const voucherListQuerySchema = z.object({
  shop: catalogShopSchema,
  /** Only vouchers of this group. */
  group: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
});
export const voucherListResponseSchema = z.object({
  data: z.object({ vouchers: z.array(voucherProductSchema) }),
});
export type VoucherListResponse = z.infer<typeof voucherListResponseSchema>;
export const voucherProductResponseSchema = z.object({ data: voucherProductSchema });
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
  .register(z.globalRegistry, { id: 'VoucherCode' });
export type VoucherCode = z.infer<typeof voucherCodeSchema>;
export const voucherCodeResponseSchema = z.object({ data: voucherCodeSchema });
export type VoucherCodeResponse = z.infer<typeof voucherCodeResponseSchema>;
