import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { type Language, languageSchema, pickTranslation, translationsSchema } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { CONFIG_PATH } from './start-calls.ts';

/** The flags a remote configuration may send as booleans or as the strings 'true'/'false'/'1'/'0'. */
export const looseBooleanSchema = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]);
export type LooseBoolean = z.infer<typeof looseBooleanSchema>;

/** true, 'true' and '1' are on; anything else is off (spec §9: the cookie notice shows only for true or 'true'). */
export function isOn(value: LooseBoolean | null | undefined): boolean {
  return value === true || value === 'true' || value === '1';
}

const linkSchema = z.object({ url: z.string(), title: z.string() });

export const LEGAL_LINK_KEYS = ['imprint', 'terms', 'data_protection', 'shipping'] as const;

/** Custom legal links per language; false, 'false' or '0' mean the standard pages are used. */
export const customTermsLinksSchema = z.union([
  z.literal(false),
  z.enum(['false', '0']),
  z.partialRecord(languageSchema, z.partialRecord(z.enum(LEGAL_LINK_KEYS), linkSchema)),
]);
export type CustomTermsLinks = z.infer<typeof customTermsLinksSchema>;

/**
 * A partner logo's text alternative: one per language (issue 26). A single string, which older
 * back-ends send, is taken for every language.
 */
export const partnerLogoAltSchema = z.union([z.string(), translationsSchema]);
export type PartnerLogoAlt = z.infer<typeof partnerLogoAltSchema>;

export const partnerLogoGroupSchema = z.object({
  name: translationsSchema,
  logos: z.array(
    z.object({
      image: z.string(),
      url: z.optional(z.string()),
      alt: z.optional(partnerLogoAltSchema),
      /**
       * An image of the media library (issue 34), in responsive widths; `image` is then its
       * smallest WebP. Back-ends without one leave it out.
       */
      media: z.optional(
        z.object({
          id: z.string(),
          src: z.string(),
          srcset: z.string(),
          srcset_avif: z.string(),
          width: z.int(),
          height: z.int(),
        }),
      ),
    }),
  ),
});
export type PartnerLogoGroup = z.infer<typeof partnerLogoGroupSchema>;

/**
 * Where a partner logo is served: an uploaded one under /media/, an absolute address as it is, and a
 * bare file name of a logo placed before the media library under the /static prefix (spec §9).
 */
export function partnerLogoSrc(path: string): string {
  if (/^(https?:)?\/\//i.test(path) || path.startsWith('/static/') || path.startsWith('/media/')) return path;
  return `/static/${path.replace(/^\/+/, '')}`;
}

/** An absolute https address without credentials: what a link of the museum's settings must be. */
export function isHttpsAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A logo's text alternative in `lang`, else in `fallback` (the museum's default language); '' without one. */
export function partnerLogoAlt(alt: PartnerLogoAlt | undefined, lang: Language, fallback: Language): string {
  if (alt === undefined) return '';
  if (typeof alt === 'string') return alt;
  return pickTranslation(alt, lang, fallback) ?? '';
}

/** Section labels per language that replace the standard navigation texts. */
export const NAV_KEYS = ['tickets', 'guided_tours', 'merchandise', 'passes', 'vouchers'] as const;
export const navTranslationsSchema = z.partialRecord(
  languageSchema,
  z.partialRecord(z.enum(NAV_KEYS), z.string()),
);

/**
 * Customer-specific text sets: per language, i18next keys (dotted, e.g. `home.intro`) mapped to the
 * museum's own text. They replace the standard texts; keys not named keep the standard text.
 */
export const textOverridesSchema = z.partialRecord(languageSchema, z.record(z.string(), z.string()));
export type TextOverrides = z.infer<typeof textOverridesSchema>;

export const themeSchema = z.object({
  /** CSS colours, applied as custom properties; each museum has its own. */
  primary: z.string(),
  primaryContrast: z.string(),
  accent: z.string(),
  logo: z.optional(z.string()),
  /** An uploaded logo (issue 34), in responsive widths; it takes the place of `logo`. */
  logo_image: z.optional(
    z.object({
      /** The media library's id of the image (issue 34). */
      id: z.string(),
      src: z.string(),
      srcset: z.string(),
      srcset_avif: z.string(),
      width: z.int(),
      height: z.int(),
    }),
  ),
});
export type Theme = z.infer<typeof themeSchema>;

/** The remote app configuration (spec §3 "App configuration"). */
export const appConfigSchema = z
  .object({
    site_name: z.string(),
    site_name_translations: translationsSchema,
    extern_museum_main_url: z.nullable(z.string()),
    logo_links_to_main_site: looseBooleanSchema,
    cookie_disclaimer: looseBooleanSchema,
    custom_terms_links: customTermsLinksSchema,
    default_user_country_key: z.string(),
    guided_tour_default_language: z.string(),
    has_guided_tours: looseBooleanSchema,
    has_merchandise: looseBooleanSchema,
    has_memcard: looseBooleanSchema,
    has_tickets: looseBooleanSchema,
    has_vouchers: looseBooleanSchema,
    has_voucher_code: looseBooleanSchema,
    user_registration: looseBooleanSchema,
    guest_registration: looseBooleanSchema,
    /** The offered languages; the first is the default. */
    languages: z.array(languageSchema).check(z.minLength(1)),
    museum_per_language_urls: translationsSchema,
    nav_translations: navTranslationsSchema,
    prefered_language: z.nullable(languageSchema),
    /** What the home screen shows: the section cards, or one section's screen in their place. */
    home_view: z.enum(['sections', ...NAV_KEYS]),
    show_progress_bar: looseBooleanSchema,
    partner_logos: z.array(partnerLogoGroupSchema),
    showHeader: looseBooleanSchema,
    showFooter: looseBooleanSchema,
    showCookieDisclaimer: looseBooleanSchema,
    /** Separator between page title and site name: a dash, or a pipe for one deployment (spec §2). */
    title_separator: z.enum(['-', '|']),
    /** The support contact named in the 500 message (spec §8). */
    support_email: z.string(),
    time_zone: z.string(),
    /** The museum's postal address and VAT id, printed on invoices; back-ends that issue none leave it out. */
    museum_address: z.optional(
      z.object({
        /** The name invoices are issued in (the legal entity, e.g. "Stiftung Museum …"); absent: the site name. */
        legal_name: z.optional(z.string()),
        street: z.string(),
        zip: z.string(),
        city: z.string(),
        country: z.string(),
        vat_id: z.optional(z.string()),
        /** The tax office's number, printed where there is no VAT id (§14 UStG). */
        tax_number: z.optional(z.string()),
        /**
         * The legal reason printed on invoices beside lines without VAT, for a museum exempt from
         * VAT (e.g. "Steuerfrei nach § 4 Nr. 20 a UStG"); decision 0019.
         */
        vat_exemption_note: z.optional(z.string()),
        /** The bank printed on invoices (issue 34); absent: none. */
        bank: z.optional(
          z.object({
            /** Absent: the legal name. */
            account_holder: z.optional(z.string()),
            /** Electronic form, without spaces. */
            iban: z.string(),
            bic: z.optional(z.string()),
            bank_name: z.optional(z.string()),
          }),
        ),
      }),
    ),
    /**
     * How the shop's e-mails name their sender (issue 34): the From display name beside MAIL_FROM's
     * address, and the Reply-To address. Absent: MAIL_FROM as it is, no Reply-To.
     */
    mail_sender: z.optional(z.object({ name: z.optional(z.string()), reply_to: z.optional(z.string()) })),
    theme: themeSchema,
    /** Optional: back-ends without customer-specific texts leave it out. */
    text_overrides: z.optional(textOverridesSchema),
    /**
     * True when payments take no real money (the payment sandbox, or a provider's test keys): the
     * visitor's screens say "test mode". Absent: false.
     */
    test_mode: z.optional(z.boolean()),
    /**
     * False while the museum sets its shop up: visitors see an "opening soon" page (issue 34).
     * Absent: open (back-ends without a setup leave it out).
     */
    shop_open: z.optional(z.boolean()),
    /**
     * Whether member cards are offered as Apple Wallet passes / Google Wallet passes (issue 36): on
     * only when the museum has set that wallet's certificates. Absent: off.
     */
    apple_wallet: z.optional(z.boolean()),
    google_wallet: z.optional(z.boolean()),
  })
  .register(contractSchemas, { id: 'AppConfig' });
export type AppConfig = z.infer<typeof appConfigSchema>;

export const shopQuerySchema = z.object({
  shop: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});
export type ShopQuery = z.infer<typeof shopQuerySchema>;

export const configResponseSchema = z.object({ data: appConfigSchema });
export type ConfigResponse = z.infer<typeof configResponseSchema>;

export const configEndpoint = defineEndpoint({
  method: 'GET',
  path: CONFIG_PATH,
  feature: 'config',
  summary: 'The remote configuration of a shop',
  query: shopQuerySchema,
  response: configResponseSchema,
});
