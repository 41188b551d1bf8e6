import * as z from 'zod/mini';
import { dateTimeSchema } from './catalog.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { translationsSchema } from './languages.ts';
import { VOUCHER_CODE_STATES } from './rules/voucher-codes.ts';
import { VOUCHER_PRODUCT_KINDS, VOUCHER_SECTIONS } from './rules/voucher-scope.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { EVENT_STATUSES } from './staff-catalog.ts';
import { typedText } from './text.ts';

/**
 * Staff sell vouchers and hand out codes without SQL (issue 36): voucher products (a fixed value or
 * a free amount between bounds) in their groups, and voucher codes made one at a time or in
 * batches, exported as CSV, looked up by their text with their balance and every use, and disabled.
 * A product or batch the contract's rules refuse (rules/voucher-products.ts, rules/voucher-codes.ts)
 * is a 422 VALIDATION_FAILED whose field map names each path with CATALOG_FIELD_ERRORS codes;
 * nothing is changed.
 */

const OWNER: readonly StaffRole[] = ['owner'];
/** The box office looks codes up for a visitor at the desk; only the owner makes or disables them. */
const CODE_READERS: readonly StaffRole[] = ['owner', 'box_office'];

const rowIdSchema = z.nullable(z.int().check(z.positive(), z.maximum(2_147_483_647)));
const idParams = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});
/** Cents; the rules bound it (a schema bound would answer without the field's code). */
const centsSchema = z.int().check(z.minimum(0), z.maximum(2_147_483_647));

/** Draft: not on sale; published: the visitor sees it; archived: off the shop, its codes kept. */
export const voucherProductStatusSchema = z.enum(EVENT_STATUSES);
export type VoucherProductStatus = z.infer<typeof voucherProductStatusSchema>;

/** A voucher product as the editor saves it. */
export const voucherProductDocumentSchema = z
  .strictObject({
    name: translationsSchema,
    description: translationsSchema,
    /** A media library address (/media/…) or a static one; null: no picture. */
    image: z.nullable(typedText(500)),
    group_id: z.int().check(z.positive(), z.maximum(2_147_483_647)),
    /** The value of a fixed voucher; the suggested amount of a free one. */
    price: centsSchema,
    vat_value: z.number().check(z.minimum(0), z.maximum(100)),
    variable_amount: z.boolean(),
    /** A free amount's least and most, in cents; null for a fixed value. */
    min_amount: z.nullable(centsSchema),
    max_amount: z.nullable(centsSchema),
    /** 0 sorts after all others (spec §9). */
    sequence_no: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  })
  .register(contractSchemas, { id: 'VoucherProductDocument' });
export type VoucherProductDocument = z.infer<typeof voucherProductDocumentSchema>;

export const staffVoucherProductSchema = z
  .object({ id: z.int(), status: voucherProductStatusSchema, document: voucherProductDocumentSchema })
  .register(contractSchemas, { id: 'StaffVoucherProduct' });
export type StaffVoucherProduct = z.infer<typeof staffVoucherProductSchema>;

const groupRowSchema = z.strictObject({ id: rowIdSchema, name: translationsSchema });
export const voucherGroupsDocumentSchema = z
  .strictObject({ groups: z.array(groupRowSchema).check(z.maxLength(200)) })
  .register(contractSchemas, { id: 'VoucherGroups' });
export type VoucherGroupsDocument = z.infer<typeof voucherGroupsDocumentSchema>;

const productAnswer = z.object({ data: staffVoucherProductSchema });

export const staffVoucherProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/vouchers/products',
  feature: 'staff',
  summary: 'The voucher products in every state, and the voucher groups they are sorted into',
  query: staffQuerySchema,
  response: z.object({
    data: z.object({
      products: z.array(staffVoucherProductSchema),
      groups: z.array(z.object({ id: z.int(), name: translationsSchema })),
      /** What the editor offers: 0, and the rates the shop's tickets, products and vouchers use. */
      vat_rates: z.array(z.number()),
    }),
  }),
  access: 'staff',
  roles: OWNER,
});

export const staffVoucherProductCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/vouchers/products',
  feature: 'staff',
  summary: 'Create a voucher product as a draft',
  query: staffQuerySchema,
  body: voucherProductDocumentSchema,
  response: productAnswer,
  access: 'staff',
  roles: OWNER,
});

export const staffVoucherProductSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/vouchers/products/:id',
  feature: 'staff',
  summary: 'Save a voucher product: the new value applies to new carts, codes already sold keep theirs',
  params: idParams,
  query: staffQuerySchema,
  body: voucherProductDocumentSchema,
  response: productAnswer,
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: OWNER,
});

export const staffVoucherProductStatusEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/vouchers/products/:id/status',
  feature: 'staff',
  summary: 'Publish, archive or take a voucher product back to draft; codes sold stay valid',
  params: idParams,
  query: staffQuerySchema,
  body: z.strictObject({ status: voucherProductStatusSchema }),
  response: productAnswer,
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: OWNER,
});

export const staffVoucherGroupsSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/vouchers/groups',
  feature: 'staff',
  summary:
    'Save the voucher groups whole, in their order: rows without id added, rows left out deleted; a group still in use is refused (422 in_use)',
  query: staffQuerySchema,
  body: voucherGroupsDocumentSchema,
  response: z.object({ data: voucherGroupsDocumentSchema }),
  access: 'staff',
  roles: OWNER,
});

// ---------------------------------------------------------------- codes

export const voucherScopeSchema = z
  .strictObject({
    sections: z.array(z.enum(VOUCHER_SECTIONS)).check(z.maxLength(VOUCHER_SECTIONS.length)),
    products: z
      .array(
        z.strictObject({
          kind: z.enum(VOUCHER_PRODUCT_KINDS),
          id: z.int().check(z.positive(), z.maximum(2_147_483_647)),
        }),
      )
      .check(z.maxLength(200)),
  })
  .register(contractSchemas, { id: 'VoucherScope' });
/** A code's limit as it is stored and sent; rules/voucher-scope.ts's VoucherScope reads it. */
export type VoucherLimit = z.infer<typeof voucherScopeSchema>;

/** One code or a batch: `count` codes with the same value, validity and limit. */
export const voucherBatchRequestSchema = z
  .strictObject({
    /** 1 … VOUCHER_BATCH_MAX; the rules answer `count_out_of_range` otherwise. */
    count: z.int().check(z.minimum(0), z.maximum(10_000_000)),
    /** Before each code's random part (`SUMMER-ABCD-EFGH-JKLM`); empty: none. */
    prefix: typedText(40),
    /** What the batch is for, shown to staff (`Summer promotion 2027`). */
    label: typedText(200),
    value: centsSchema,
    /** UTC+1 (spec §5), the first minute the codes are valid. */
    valid_from: dateTimeSchema,
    /** UTC+1, the last minute they are valid. */
    valid_to: dateTimeSchema,
    /** Null: the codes pay for anything codes may pay. */
    limit: z.nullable(voucherScopeSchema),
  })
  .register(contractSchemas, { id: 'VoucherBatchRequest' });
export type VoucherBatchRequest = z.infer<typeof voucherBatchRequestSchema>;

export const voucherBatchSchema = z
  .object({
    id: z.int(),
    label: z.string(),
    prefix: z.string(),
    count: z.int(),
    value: z.int(),
    valid_from: dateTimeSchema,
    valid_to: dateTimeSchema,
    limit: z.nullable(voucherScopeSchema),
    /** UTC+1, when it was made. */
    created_at: dateTimeSchema,
  })
  .register(contractSchemas, { id: 'VoucherBatch' });
export type VoucherBatch = z.infer<typeof voucherBatchSchema>;

export const staffVoucherCodeSchema = z
  .object({
    id: z.int(),
    code: z.string(),
    /** Null: bought in the shop (its order names it) or made before batches. */
    batch_id: z.nullable(z.int()),
    amount: z.int(),
    /** What is left: the amount less what was used elsewhere, sold and held by carts paying now. */
    balance: z.int(),
    valid_from: dateTimeSchema,
    valid_to: dateTimeSchema,
    state: z.enum(VOUCHER_CODE_STATES),
    limit: z.nullable(voucherScopeSchema),
  })
  .register(contractSchemas, { id: 'StaffVoucherCode' });
export type StaffVoucherCode = z.infer<typeof staffVoucherCodeSchema>;

/** A use of a code: the order that redeemed it, how much, when (UTC+1); held: a cart paying now. */
export const voucherCodeUseSchema = z.object({
  order_number: z.nullable(z.string()),
  amount: z.int(),
  at: dateTimeSchema,
  state: z.enum(['sold', 'held']),
});
export type VoucherCodeUse = z.infer<typeof voucherCodeUseSchema>;

export const STAFF_VOUCHER_CODE_PAGE = 100;

export const staffVoucherCodesEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/vouchers/codes',
  feature: 'staff',
  summary: 'Voucher codes, newest first: those containing `search` (any case), or of one batch; at most 100',
  query: z.extend(staffQuerySchema, {
    search: z.optional(typedText(64)),
    batch: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
  }),
  response: z.object({
    data: z.object({
      codes: z.array(staffVoucherCodeSchema),
      batches: z.array(voucherBatchSchema),
      /** What a code can be limited to: the shop's events, tours and articles. */
      targets: z.array(
        z.object({ kind: z.enum(VOUCHER_PRODUCT_KINDS), id: z.int(), name: translationsSchema }),
      ),
    }),
  }),
  access: 'staff',
  roles: CODE_READERS,
});

export const staffVoucherCodeEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/vouchers/codes/:id',
  feature: 'staff',
  summary: 'A voucher code with its balance and every use',
  params: idParams,
  query: staffQuerySchema,
  response: z.object({
    data: z.object({ code: staffVoucherCodeSchema, uses: z.array(voucherCodeUseSchema) }),
  }),
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: CODE_READERS,
});

export const staffVoucherBatchCreateEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/vouchers/codes',
  feature: 'staff',
  summary: 'Make one code or a batch (1 … 10 000), all or none, with random unguessable codes',
  query: staffQuerySchema,
  body: voucherBatchRequestSchema,
  response: z.object({ data: voucherBatchSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffVoucherCodeDisableEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/vouchers/codes/:id/disable',
  feature: 'staff',
  summary: 'Disable a code: the cart refuses it from now on; what it paid stays paid',
  params: idParams,
  query: staffQuerySchema,
  response: z.object({ data: staffVoucherCodeSchema }),
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: OWNER,
});

/** A CSV file answered as an attachment. */
const fileSchema = z.custom<Uint8Array>((value) => value instanceof Uint8Array);

export const staffVoucherBatchExportEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/vouchers/batches/:id/export',
  feature: 'staff',
  summary:
    'A batch as CSV (UTF-8, comma, header: code, value, valid_from, valid_to, balance; UTC+1); a link may carry the token `_`',
  params: idParams,
  query: staffQuerySchema,
  response: fileSchema,
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: OWNER,
});

export const STAFF_VOUCHER_ENDPOINTS = [
  staffVoucherProductsEndpoint,
  staffVoucherProductCreateEndpoint,
  staffVoucherProductSaveEndpoint,
  staffVoucherProductStatusEndpoint,
  staffVoucherGroupsSaveEndpoint,
  staffVoucherCodesEndpoint,
  staffVoucherCodeEndpoint,
  staffVoucherBatchCreateEndpoint,
  staffVoucherCodeDisableEndpoint,
  staffVoucherBatchExportEndpoint,
] as const;
