import * as z from 'zod/mini';
import { typedText } from './account.ts';
import { shopQuerySchema } from './config.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { staffQuerySchema } from './staff.ts';

/**
 * "View as visitor" (issue 34): while the shop is not open, visitors see "opening soon"; the owner
 * sees the shop as it will be, through a signed preview link that lasts PREVIEW_MINUTES. The link
 * opens the visitor's screens only: checkout still refuses to sell (SHOP_CLOSED) until the shop opens.
 */
export const PREVIEW_MINUTES = 60;

/** The query parameter of the visitor shop that carries a preview token. */
export const PREVIEW_PARAM = 'preview';

const OWNER: readonly StaffRole[] = ['owner'];

/** A preview token: `<shop>.<expiry in epoch seconds>.<signature>`, short enough for a link. */
export const previewTokenSchema = typedText(200);

export const previewLinkSchema = z
  .object({
    token: z.string(),
    /** When the link stops working (ISO 8601). */
    until: z.string(),
  })
  .register(z.globalRegistry, { id: 'PreviewLink' });
export type PreviewLink = z.infer<typeof previewLinkSchema>;

export const staffShopPreviewEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/preview',
  feature: 'staff',
  summary: 'A preview link of the visitor shop, which shows it before it opens',
  query: staffQuerySchema,
  response: z.object({ data: previewLinkSchema }),
  access: 'staff',
  roles: OWNER,
});

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

export const SHOP_PREVIEW_ENDPOINTS = [shopPreviewEndpoint, staffShopPreviewEndpoint] as const;
