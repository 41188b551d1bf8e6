import * as z from 'zod/mini';
import { NAV_KEYS } from './config.ts';
import { pageIdSchema } from './content.ts';
import { defineEndpoint, type StaffRole } from './endpoint.ts';
import { languageSchema, translationsSchema } from './languages.ts';
import { contractSchemas } from './schema-ids.ts';
import { staffQuerySchema } from './staff.ts';
import { typedText } from './text.ts';

/**
 * Setting the shop up without SQL (issue 34): the owner names the museum, chooses its languages
 * and sections, writes its legal pages, uploads its logo, fills the shipping cost table and opens
 * the shop. Field errors of these calls are 422 VALIDATION_FAILED with a field → codes map; the
 * codes are SETUP_FIELD_ERRORS, which the staff app words in the member's language.
 */

const OWNER: readonly StaffRole[] = ['owner'];

/** What a field of a setup form can be wrong with (the messages of a 422's field map). */
export const SETUP_FIELD_ERRORS = [
  'required',
  'too_long',
  'invalid',
  'default_language_not_offered',
  'unknown_time_zone',
  'script_not_allowed',
  'not_an_image',
  'image_too_large',
  'image_too_small',
  'duplicate_row',
  'not_https',
  'until_before_from',
  'always_asked',
  'required_hidden',
  'choose_one',
  'default_country_not_offered',
  'unknown_image',
  // The text override editor (staff-shop-texts.ts).
  'unknown_key',
  'placeholder_missing',
  'placeholder_unknown',
  'markup_not_allowed',
] as const;
export type SetupFieldError = (typeof SETUP_FIELD_ERRORS)[number];

/** The steps of the setup checklist, in the order it walks them. */
export const SETUP_STEPS = [
  'identity',
  'languages',
  'legal_pages',
  'payment',
  'email',
  'sections',
  'open',
] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];

/**
 * What the checklist says is missing or inconsistent, in words the staff app chooses. `blocking`
 * problems keep the shop from opening; the others are warnings a museum may open with.
 */
export const SETUP_PROBLEMS = [
  'NO_SITE_NAME',
  'NAME_TRANSLATIONS_MISSING',
  'LEGAL_PAGES_MISSING',
  'LEGAL_PAGE_TRANSLATIONS_MISSING',
  'SANDBOX_PAYMENTS',
  'NO_SMTP',
  'NO_PUBLIC_URL',
  'NO_SECTIONS',
  'SHOP_CLOSED',
] as const;
export type SetupProblem = (typeof SETUP_PROBLEMS)[number];
export const BLOCKING_SETUP_PROBLEMS: readonly SetupProblem[] = [
  'NO_SITE_NAME',
  'LEGAL_PAGES_MISSING',
  'NO_SECTIONS',
];

/** The pages a shop must have, in its default language, before it opens. */
export const REQUIRED_LEGAL_PAGES = ['imprint', 'terms', 'data_protection'] as const;

/** The longest site name, page title and page (characters of HTML). */
export const SITE_NAME_MAX = 120;
export const PAGE_TITLE_MAX = 200;
export const PAGE_HTML_MAX = 100_000;
/** The largest image an upload may be (bytes, before base64), and the smallest side it may have. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_MIN_SIDE = 16;
/** The most rows the shipping cost table holds. */
export const SHIPPING_ROWS_MAX = 500;

export const sectionFlagsSchema = z.object({
  has_tickets: z.boolean(),
  has_guided_tours: z.boolean(),
  has_merchandise: z.boolean(),
  has_memcard: z.boolean(),
  has_vouchers: z.boolean(),
  has_voucher_code: z.boolean(),
  user_registration: z.boolean(),
  guest_registration: z.boolean(),
});
export type SectionFlags = z.infer<typeof sectionFlagsSchema>;
export const SECTION_FLAGS = Object.keys(sectionFlagsSchema.shape) as (keyof SectionFlags)[];

/** An image of the media library: its variants are served immutable under `/media/`. */
export const mediaImageSchema = z
  .object({
    id: z.string(),
    /** The smallest WebP variant, for `src`. */
    src: z.string(),
    /** Every WebP width, for `srcset`. */
    srcset: z.string(),
    /** The AVIF widths, for a `<source type="image/avif">`. */
    srcset_avif: z.string(),
    width: z.int(),
    height: z.int(),
    alt: translationsSchema,
  })
  .register(contractSchemas, { id: 'MediaImage' });
export type MediaImage = z.infer<typeof mediaImageSchema>;

export const shippingCostRowSchema = z.object({
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string().check(z.regex(/^[A-Z]{2}$/)),
  /** Grams: the row applies from this weight up to the next row's. */
  weight_from: z.int().check(z.minimum(0), z.maximum(1_000_000)),
  /** Cents. */
  cost: z.int().check(z.minimum(0), z.maximum(1_000_000)),
});
export type ShippingCostRow = z.infer<typeof shippingCostRowSchema>;

/** The styles of the global message (spec §3 "Global message": className). */
export const MESSAGE_STYLES = ['info', 'success', 'warning', 'danger'] as const;

/** The cookie notice and the global message, in each offered language. */
export const shopNoticesSchema = z.object({
  /** The cookie notice: shown with an accept button when enabled; its text is HTML (sanitised). */
  cookie_notice: z.object({ enabled: z.boolean(), texts: translationsSchema }),
  /** A message above every page, e.g. "Closed on 24 December"; shown from `from` until `until` (ISO instants, null: open-ended). */
  global_message: z.object({
    texts: translationsSchema,
    style: z.enum(MESSAGE_STYLES),
    from: z.nullable(z.string()),
    until: z.nullable(z.string()),
  }),
});
export type ShopNotices = z.infer<typeof shopNoticesSchema>;

/** How the shop presents itself: the progress bar, the home screen, header and footer, the main site. */
export const shopDisplaySchema = z.object({
  show_progress_bar: z.boolean(),
  home_view: z.enum(['sections', ...NAV_KEYS]),
  /** Module mode: the shop embedded in the museum's site without its own header or footer. */
  show_header: z.boolean(),
  show_footer: z.boolean(),
  /** The museum's main website, per language (https), and whether the logo links there. */
  main_site_urls: translationsSchema,
  logo_links_to_main_site: z.boolean(),
});
export type ShopDisplay = z.infer<typeof shopDisplaySchema>;

/** The invoice header: who issues the invoices (§14 UStG and its European siblings). */
export const invoiceHeaderSchema = z.object({
  legal_name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  vat_id: z.string(),
  tax_number: z.string(),
  vat_exemption_note: z.string(),
  /** Who holds the account the bank details name; empty: the legal name. */
  bank_account_holder: z.string(),
  /** The IBAN in its electronic form (no spaces); empty: no bank on the invoices. */
  iban: z.string(),
  /** 8 or 11 characters; may be empty. */
  bic: z.string(),
  bank_name: z.string(),
});
export type InvoiceHeader = z.infer<typeof invoiceHeaderSchema>;

/** The longest sender name of the shop's e-mails. */
export const MAIL_SENDER_NAME_MAX = 100;

/**
 * How the shop's e-mails name their sender: the From display name (the address stays MAIL_FROM's,
 * the one the SMTP server may send for) and where customers' answers go (Reply-To). Empty: MAIL_FROM
 * as it is, and no Reply-To.
 */
export const shopMailSenderSchema = z.object({
  sender_name: z.string(),
  reply_to: z.string(),
});
export type ShopMailSender = z.infer<typeof shopMailSenderSchema>;

const staffSocialLinkSchema = z.object({ name: z.string(), link: z.string() });
export const SOCIAL_LINKS_MAX = 20;

export const shopSetupSchema = z
  .object({
    identity: z.object({
      site_name_translations: translationsSchema,
      /** The offered languages; the first is the default. */
      languages: z.array(languageSchema),
      time_zone: z.string(),
      support_email: z.string(),
    }),
    sections: sectionFlagsSchema,
    /** Visitors see the shop (true) or an "opening soon" page (false). */
    open: z.boolean(),
    logo: z.nullable(mediaImageSchema),
    shipping_costs: z.array(shippingCostRowSchema),
    notices: shopNoticesSchema,
    display: shopDisplaySchema,
    invoice: invoiceHeaderSchema,
    mail: shopMailSenderSchema,
    social_links: z.array(staffSocialLinkSchema),
    /** Which page exists in which language. */
    pages: z.array(z.object({ id: pageIdSchema, languages: z.array(languageSchema) })),
    /** What the checklist's "More settings" says of the newer screens: counts, cheap to read. */
    counts: z.object({
      /** The customer form's countries and required fields. */
      customer_countries: z.int(),
      customer_required_fields: z.int(),
      /** Interface texts in the museum's own words, in the offered languages. */
      own_texts: z.int(),
      /** The museum's own legal link addresses, in the offered languages. */
      legal_links: z.int(),
      partner_groups: z.int(),
      partner_logos: z.int(),
      banners: z.int(),
      /** Payment types visitors can choose. */
      payment_types_offered: z.int(),
    }),
    /** What the server runs with: the provider, whether it takes real money, SMTP, the public address. */
    environment: z.object({
      payment_provider: z.string(),
      test_mode: z.boolean(),
      smtp: z.boolean(),
      mail_from: z.string(),
      /** PUBLIC_URL; null when unset. The staff app compares it with the address it is opened at. */
      public_url: z.nullable(z.string()),
    }),
    checklist: z.array(
      z.object({
        step: z.enum(SETUP_STEPS),
        done: z.boolean(),
        problems: z.array(z.enum(SETUP_PROBLEMS)),
        /** The languages a problem names (missing translations), if any. */
        languages: z.array(languageSchema),
      }),
    ),
  })
  .register(contractSchemas, { id: 'ShopSetup' });
export type ShopSetup = z.infer<typeof shopSetupSchema>;
const setupResponse = z.object({ data: shopSetupSchema });

export const staffShopSetupEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/setup',
  feature: 'staff',
  summary: "The shop's setup: identity, languages, sections, pages, logo, shipping costs, and the checklist",
  query: staffQuerySchema,
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffShopIdentityEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/identity',
  feature: 'staff',
  summary:
    'Name the museum in its languages, choose the languages (the default first), time zone and support address',
  query: staffQuerySchema,
  body: z.strictObject({
    site_name_translations: z.partialRecord(languageSchema, typedText(1000)),
    languages: z.array(languageSchema).check(z.maxLength(8)),
    default_language: languageSchema,
    time_zone: typedText(64),
    support_email: typedText(320),
  }),
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffShopSectionsEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/sections',
  feature: 'staff',
  summary:
    'Turn the sections (tickets, tours, merchandise, passes, vouchers, codes) and registration on or off',
  query: staffQuerySchema,
  body: z.strictObject(sectionFlagsSchema.shape),
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffPageSchema = z
  .object({
    id: pageIdSchema,
    translations: z.array(z.object({ lang: languageSchema, title: z.string(), html: z.string() })),
  })
  .register(contractSchemas, { id: 'StaffPage' });
export type StaffPage = z.infer<typeof staffPageSchema>;

export const staffPageEndpoint = defineEndpoint({
  method: 'GET',
  path: 'staff/shop/pages/:id',
  feature: 'staff',
  summary: 'A static page in every language it has',
  params: z.object({ id: pageIdSchema }),
  query: staffQuerySchema,
  response: z.object({ data: staffPageSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffPageSaveEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/pages/:id/:lang',
  feature: 'staff',
  summary:
    'Save a static page in one language; the HTML is sanitised, and a script or event handler in it is refused (422)',
  params: z.object({ id: pageIdSchema, lang: languageSchema }),
  query: staffQuerySchema,
  body: z.strictObject({ title: typedText(1000), html: z.string().check(z.maxLength(PAGE_HTML_MAX * 2)) }),
  response: z.object({ data: staffPageSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffMediaUploadEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/media',
  feature: 'staff',
  summary:
    'Upload an image (JPEG, PNG, WebP, AVIF, GIF or TIFF by its content, at most 10 MB): re-encoded to WebP and AVIF widths without metadata',
  query: staffQuerySchema,
  body: z.strictObject({
    /** The file's bytes, base64. */
    content_base64: z.string().check(z.maxLength(Math.ceil((MEDIA_MAX_BYTES * 4) / 3) + 4)),
    /** Its text alternative in each offered language (required in each). */
    alt: z.partialRecord(languageSchema, typedText(500)),
  }),
  response: z.object({ data: mediaImageSchema }),
  access: 'staff',
  roles: OWNER,
});

export const staffShopLogoEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/logo',
  feature: 'staff',
  summary: "Make an uploaded image the museum's logo (header, tickets and invoices); null removes it",
  query: staffQuerySchema,
  body: z.strictObject({ media_id: z.nullable(typedText(64)) }),
  response: setupResponse,
  errors: { 404: ['NOT_FOUND'] },
  access: 'staff',
  roles: OWNER,
});

export const staffShopShippingEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/shipping',
  feature: 'staff',
  summary: 'Replace the shipping cost table: per country, the cost from each weight on',
  query: staffQuerySchema,
  body: z.strictObject({ rows: z.array(shippingCostRowSchema).check(z.maxLength(SHIPPING_ROWS_MAX)) }),
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffShopOpenEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/open',
  feature: 'staff',
  summary:
    'Open the shop to visitors, or close it again (an "opening soon" page); opening needs the blocking steps done',
  query: staffQuerySchema,
  body: z.strictObject({ open: z.boolean() }),
  response: setupResponse,
  errors: { 409: ['SHOP_NOT_READY'] },
  access: 'staff',
  roles: OWNER,
});

const text = (max: number) => typedText(max);
const perLanguage = (max: number) => z.partialRecord(languageSchema, typedText(max));

export const staffShopNoticesEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/notices',
  feature: 'staff',
  summary:
    'The cookie notice (HTML, sanitised; a script is refused) and the global message with its style and window, per language',
  query: staffQuerySchema,
  body: z.strictObject({
    cookie_notice: z.strictObject({ enabled: z.boolean(), texts: perLanguage(5000) }),
    global_message: z.strictObject({
      texts: perLanguage(500),
      style: z.enum(MESSAGE_STYLES),
      from: z.nullable(z.iso.datetime({ offset: true })),
      until: z.nullable(z.iso.datetime({ offset: true })),
    }),
  }),
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffShopDisplayEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/display',
  feature: 'staff',
  summary: "The progress bar, the home screen, header and footer (module mode), and the museum's main site",
  query: staffQuerySchema,
  body: z.strictObject({ ...shopDisplaySchema.shape, main_site_urls: perLanguage(500) }),
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffShopInvoiceEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/invoice',
  feature: 'staff',
  summary:
    'The invoice header: legal name, address, VAT id, tax number, VAT exemption note, and the bank (IBAN checked by its checksum)',
  query: staffQuerySchema,
  body: z.strictObject({
    legal_name: text(200),
    street: text(200),
    zip: text(20),
    city: text(100),
    country: text(2),
    vat_id: text(30),
    tax_number: text(30),
    vat_exemption_note: text(300),
    // Optional: a client older than the bank leaves them out, and the bank is then removed.
    bank_account_holder: z.optional(text(200)),
    iban: z.optional(text(50)),
    bic: z.optional(text(20)),
    bank_name: z.optional(text(100)),
  }),
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffShopMailEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/mail',
  feature: 'staff',
  summary:
    "The shop's e-mails: the sender name shown with MAIL_FROM's address, and the reply-to address for customers' answers",
  query: staffQuerySchema,
  // Checked by the server, which names a line break or a bad address in the form's field map.
  body: z.strictObject({
    sender_name: z.string().check(z.maxLength(1000)),
    reply_to: z.string().check(z.maxLength(1000)),
  }),
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

export const staffShopSocialEndpoint = defineEndpoint({
  method: 'POST',
  path: 'staff/shop/social',
  feature: 'staff',
  summary: "Replace the footer's social links (name and https address), in their order",
  query: staffQuerySchema,
  body: z.strictObject({
    links: z.array(z.strictObject({ name: text(60), link: text(500) })).check(z.maxLength(SOCIAL_LINKS_MAX)),
  }),
  response: setupResponse,
  access: 'staff',
  roles: OWNER,
});

/** Every call of the shop's setup; part of ENDPOINTS. */
export const SHOP_SETUP_ENDPOINTS = [
  staffShopSetupEndpoint,
  staffShopIdentityEndpoint,
  staffShopSectionsEndpoint,
  staffPageEndpoint,
  staffPageSaveEndpoint,
  staffMediaUploadEndpoint,
  staffShopLogoEndpoint,
  staffShopShippingEndpoint,
  staffShopOpenEndpoint,
  staffShopNoticesEndpoint,
  staffShopDisplayEndpoint,
  staffShopInvoiceEndpoint,
  staffShopMailEndpoint,
  staffShopSocialEndpoint,
] as const;
