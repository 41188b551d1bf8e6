import * as z from 'zod/mini';
import { shopQuerySchema } from './config.ts';
import { defineEndpoint } from './endpoint.ts';
import { contractSchemas } from './schema-ids.ts';
import { SHOP_INFO_PATH, STATIC_PAGE_PATH } from './start-calls.ts';

export const socialLinkSchema = z.object({
  name: z.string(),
  link: z.string(),
  sequence_no: z.int(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** A banner image; `{width}` in an address is a placeholder the web app removes (spec §3). */
export const bannerSchema = z.object({ image: z.string(), image_mobile: z.string(), alt: z.string() });
export type Banner = z.infer<typeof bannerSchema>;

/** Where a banner's image is: its address without the `{width}` placeholder (spec §3). */
export const bannerImageAddress = (address: string) => address.replaceAll('{width}', '');

export const globalMessageSchema = z.object({
  text: z.string(),
  className: z.enum(['info', 'success', 'warning', 'danger']),
});
export type GlobalMessage = z.infer<typeof globalMessageSchema>;

/** The cookie notice text is HTML from the server and is sanitised before it is rendered. */
export const cookieWarningSchema = z.object({ disclaimer: z.string() });

export const shopInfoSchema = z
  .object({
    content: z.object({
      banners: z.array(bannerSchema),
      cookie_warning: cookieWarningSchema,
      social_media: z.array(socialLinkSchema),
      global_message: z.nullable(globalMessageSchema),
    }),
    meta: z.object({ title: z.string(), description: z.string() }),
  })
  .register(contractSchemas, { id: 'ShopInfo' });
export type ShopInfo = z.infer<typeof shopInfoSchema>;

export const shopInfoResponseSchema = z.object({ data: shopInfoSchema });
export type ShopInfoResponse = z.infer<typeof shopInfoResponseSchema>;

/** The static pages every shop has (spec §2: page/shipping and page/{id}). */
export const PAGE_IDS = [
  'imprint',
  'terms',
  'data_protection',
  'accessibility_statement',
  'shipping',
] as const;
export const pageIdSchema = z.enum(PAGE_IDS);
export type PageId = z.infer<typeof pageIdSchema>;
export const isPageId = (value: string): value is PageId => (PAGE_IDS as readonly string[]).includes(value);

/** A static page in one language; `html` comes from the server and is sanitised before it is rendered. */
export const staticPageSchema = z
  .object({ id: pageIdSchema, title: z.string(), html: z.string() })
  .register(contractSchemas, { id: 'StaticPage' });
export type StaticPage = z.infer<typeof staticPageSchema>;

export const staticPageResponseSchema = z.object({ data: staticPageSchema });
export type StaticPageResponse = z.infer<typeof staticPageResponseSchema>;

export const shopInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: SHOP_INFO_PATH,
  feature: 'content',
  summary: 'Static content and meta data of a shop: banners, cookie notice, social links',
  query: shopQuerySchema,
  response: shopInfoResponseSchema,
});

export const staticPageEndpoint = defineEndpoint({
  method: 'GET',
  path: STATIC_PAGE_PATH,
  feature: 'content',
  summary: 'A static page (imprint, terms, data protection, accessibility statement, shipping)',
  // Any id is accepted here, so an unknown page is a 404 PAGE_NOT_FOUND rather than a 400.
  params: z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)) }),
  query: shopQuerySchema,
  response: staticPageResponseSchema,
  errors: { 404: ['PAGE_NOT_FOUND'] },
});
