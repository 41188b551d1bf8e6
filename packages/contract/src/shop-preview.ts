import * as z from 'zod/mini';
import { appConfigSchema, shopQuerySchema } from './config.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * "View as visitor" (issue 34): while the shop is not open, visitors see "opening soon"; the owner
 * sees the shop as it will be, through a signed preview link that lasts PREVIEW_MINUTES. The link
 * opens the visitor's screens only: checkout still refuses to sell (SHOP_CLOSED) until the shop opens.
 * The owner's side is staff-shop-preview.ts: this file is the visitor app's, and imports nothing of staff.
 */
export const PREVIEW_MINUTES = 60;

/** The query parameter of the visitor shop that carries a preview token. */
export const PREVIEW_PARAM = 'preview';

/**
 * A preview token: `<shop>.<expiry in epoch seconds>.<signature>`, or with the id of unsaved edits
 * before the signature (a draft: `<shop>.<expiry>.<draft>.<signature>`), short enough for a link. A plain
 * string schema: the account module's text helper would bring every account call into the visitor
 * app's first load.
 */
export const previewTokenSchema = z.string().check(z.maxLength(200));

/**
 * The query field of the visitor's reads of one event or tour (issue 35): with a valid preview token
 * of the shop, a draft is answered as if published (and says `draft`); without one, or with one that
 * has ended or was altered, a draft is as unknown as a missing id. An archived one stays unknown.
 */
export const catalogPreviewQueryShape = { [PREVIEW_PARAM]: z.optional(previewTokenSchema) };

/**
 * Whether a token shows unsaved edits: then the shop is previewed with them whether it is open or
 * not; a token without shows a closed shop as it is.
 */
export const isDraftPreviewToken = (token: string) => token.split('.').length === 4;

export const shopPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: 'shopinfo/preview',
  feature: 'config',
  summary: 'A preview token: the shop before it opens, or a draft of it (else 404)',
  query: z.object({ shop: shopQuerySchema.shape.shop, token: previewTokenSchema }),
  response: z.object({
    data: z.object({
      until: z.string(),
      /** A draft's token: the configuration with the unsaved edits, shown instead of the shop's. */
      config: z.optional(appConfigSchema),
    }),
  }),
  errors: { 404: ['NOT_FOUND'] },
  noStore: true,
});
