import * as z from 'zod/mini';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { staffQuerySchema } from './staff.ts';

/**
 * The staff side of "View as visitor" (issue 34; the visitor's side is shop-preview.ts, which must
 * not import the staff schemas: the visitor app would carry them all).
 */
const OWNER: readonly StaffRole[] = ['owner'];

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
