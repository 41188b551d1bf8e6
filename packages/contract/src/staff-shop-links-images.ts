import * as z from 'zod/mini';
import { LEGAL_LINK_KEYS } from './config.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { languageSchema, translationsSchema } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { typedText } from './text.ts';

/**
 * The footer's legal links, the partner logos and the banners (issue 34), set by the owner without
 * SQL. Each save answers the section as it now is; a refusal is 422 VALIDATION_FAILED with a field →
 * codes map (SETUP_FIELD_ERRORS): `not_https` for an address, `required` for a text alternative
 * missing in an offered language, `unknown_image` for an image that is not in the media library.
 *
 * An image is named by its media library id, or by the address the item already has (so a logo or
 * banner placed before the media library, such as the demo's, can be kept, moved or re-described).
 */

const OWNER: readonly StaffRole[] = ['owner'];
const perLanguage = (max: number) => z.partialRecord(languageSchema, typedText(max));

/** The most partner groups, logos in a group, and banners. */
export const PARTNER_GROUPS_MAX = 10;
export const PARTNER_LOGOS_MAX = 30;
export const BANNERS_MAX = 10;

export const legalLinkKeySchema = z.enum(LEGAL_LINK_KEYS);
export type LegalLinkKey = z.infer<typeof legalLinkKeySchema>;

/**
 * The museum's own legal links, per language: a key left out is the shop's standard page. An empty
 * title shows the standard page name.
 */
export const staffLegalLinksSchema = z
  .object({
    links: z.partialRecord(
      languageSchema,
      z.partialRecord(legalLinkKeySchema, z.object({ url: z.string(), title: z.string() })),
    ),
  })
  .register(contractSchemas, { id: 'StaffLegalLinks' });
export type StaffLegalLinks = z.infer<typeof staffLegalLinksSchema>;

/** A partner logo as the editor shows it. */
const staffPartnerLogoSchema = z.object({
  /** The media library's id, or the address of an image placed before it. */
  image: z.string(),
  /** Where the editor shows the image from. */
  preview: z.string(),
  /** The partner's site (https), or '' for none. */
  url: z.string(),
  alt: translationsSchema,
});

export const staffPartnersSchema = z
  .object({
    groups: z.array(z.object({ name: translationsSchema, logos: z.array(staffPartnerLogoSchema) })),
  })
  .register(contractSchemas, { id: 'StaffPartners' });
export type StaffPartners = z.infer<typeof staffPartnersSchema>;
export type StaffPartnerLogo = z.infer<typeof staffPartnerLogoSchema>;

export const staffBannersSchema = z
  .object({
    banners: z.array(
      z.object({
        /** The media library's id, or the address of an image placed before it. */
        image: z.string(),
        image_mobile: z.string(),
        preview: z.string(),
        preview_mobile: z.string(),
        alt: translationsSchema,
      }),
    ),
  })
  .register(contractSchemas, { id: 'StaffBanners' });
export type StaffBanners = z.infer<typeof staffBannersSchema>;
export type StaffBanner = StaffBanners['banners'][number];

const legalLinksBody = z.strictObject({
  links: z.partialRecord(
    languageSchema,
    z.partialRecord(legalLinkKeySchema, z.strictObject({ url: typedText(500), title: typedText(200) })),
  ),
});

export const staffShopLegalLinksEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/legal-links',
  feature: 'staff',
  summary: "The footer's legal links: the museum's own per language, the standard pages elsewhere",
  query: staffQuerySchema,
  response: z.object({ data: staffLegalLinksSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffShopLegalLinksSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/legal-links',
  feature: 'staff',
  summary:
    "Set the footer's legal links of the offered languages: a link left out is the standard page; an address must be https",
  query: staffQuerySchema,
  body: legalLinksBody,
  response: z.object({ data: staffLegalLinksSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffShopPartnersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/partners',
  feature: 'staff',
  summary: "The footer's partner logo groups",
  query: staffQuerySchema,
  response: z.object({ data: staffPartnersSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffShopPartnersSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/partners',
  feature: 'staff',
  summary:
    "Replace the footer's partner logo groups, in their order: each logo an image of the media library, an optional https link, and its text alternative in each offered language",
  query: staffQuerySchema,
  body: z.strictObject({
    groups: z
      .array(
        z.strictObject({
          name: perLanguage(200),
          logos: z
            .array(z.strictObject({ image: typedText(500), url: typedText(500), alt: perLanguage(500) }))
            .check(z.maxLength(PARTNER_LOGOS_MAX)),
        }),
      )
      .check(z.maxLength(PARTNER_GROUPS_MAX)),
  }),
  response: z.object({ data: staffPartnersSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffShopBannersEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/banners',
  feature: 'staff',
  summary: 'The banners, with their desktop and mobile images',
  query: staffQuerySchema,
  response: z.object({ data: staffBannersSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffShopBannersSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/banners',
  feature: 'staff',
  summary:
    "Replace the banners, in their order: a desktop and a mobile image of the media library ('' for the mobile one: the desktop image), and the text alternative in each offered language",
  query: staffQuerySchema,
  body: z.strictObject({
    banners: z
      .array(z.strictObject({ image: typedText(500), image_mobile: typedText(500), alt: perLanguage(500) }))
      .check(z.maxLength(BANNERS_MAX)),
  }),
  response: z.object({ data: staffBannersSchema }),
  access: 'staff',
  roles: OWNER,
});

/** The calls of this file; part of ENDPOINTS. */
export const SHOP_LINKS_IMAGES_ENDPOINTS = [
  staffShopLegalLinksEndpoint,
  staffShopLegalLinksSaveEndpoint,
  staffShopPartnersEndpoint,
  staffShopPartnersSaveEndpoint,
  staffShopBannersEndpoint,
  staffShopBannersSaveEndpoint,
] as const;
