import * as z from 'zod/mini';
import { defineEndpoint, type EndpointBody, type StaffRole } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import {
  staffShopDisplayEndpoint,
  staffShopIdentityEndpoint,
  staffShopSectionsEndpoint,
} from './staff-shop.ts';

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
  .register(contractSchemas, { id: 'PreviewLink' });
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

/**
 * What a setup form would make of the shop, not saved yet: each part as its own form sends it. The
 * server checks each part by the form's rule (a 422's fields are named `<part>.<field>`).
 */
export const previewDraftSchema = z.strictObject({
  identity: z.optional(staffShopIdentityEndpoint.body),
  sections: z.optional(staffShopSectionsEndpoint.body),
  display: z.optional(staffShopDisplayEndpoint.body),
});
export type PreviewDraft = {
  identity?: EndpointBody<typeof staffShopIdentityEndpoint>;
  sections?: EndpointBody<typeof staffShopSectionsEndpoint>;
  display?: EndpointBody<typeof staffShopDisplayEndpoint>;
};

export const staffShopPreviewDraftEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/preview',
  feature: 'staff',
  summary: 'A preview link of the visitor shop with the unsaved edits of a setup form, which lasts an hour',
  query: staffQuerySchema,
  body: previewDraftSchema,
  response: z.object({ data: previewLinkSchema }),
  access: 'staff',
  roles: OWNER,
});
