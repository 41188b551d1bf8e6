import * as z from 'zod/mini';
import { shopQuerySchema } from './config.ts';
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
 * A preview token: `<shop>.<expiry in epoch seconds>.<signature>`, short enough for a link. A plain
 * string schema: the account module's text helper would bring every account call into the visitor
 * app's first load.
 */
export const previewTokenSchema = z.string().check(z.maxLength(200));

export const shopPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: 'shopinfo/preview',
  feature: 'config',
  summary: "Whether a preview token opens this shop's screens before it opens (404 when it does not)",
  query: z.object({ shop: shopQuerySchema.shape.shop, token: previewTokenSchema }),
  response: z.object({ data: z.object({ until: z.string() }) }),
  errors: { 404: ['NOT_FOUND'] },
  noStore: true,
});
