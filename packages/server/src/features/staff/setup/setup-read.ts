import {
  type AppConfig,
  type Language,
  type MediaImage,
  type PageId,
  REQUIRED_LEGAL_PAGES,
  SECTION_FLAGS,
  type SectionFlags,
  type SetupProblem,
  type ShopSetup,
  STANDARD_CUSTOMER_FORM,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { AppError } from '../../../errors.ts';
import { listPageLanguages, listShippingCosts } from './setup.repository.ts';
import { flag } from './setup-changes.ts';
import { readDisplay, readInvoice } from './shop-details.service.ts';
import { findCustomerFormRow, listAllPaymentTypes } from './shop-forms.repository.ts';
import { listBannerRows } from './shop-links-images.repository.ts';
import { readMailSender } from './shop-mail.service.ts';
import { readNotices, readSocialLinks } from './shop-texts.service.ts';

/** What the server runs with, as the checklist reports it (settings, not the database). */
export interface SetupEnvironment {
  payment_provider: string;
  test_mode: boolean;
  smtp: boolean;
  mail_from: string;
  public_url: string | null;
}

/** Finds the logo's image in the media library (the media module's, passed in by the routes). */
export type FindMedia = (db: Db, shopId: number, id: string) => Promise<MediaImage | undefined>;

const SECTION_KEYS = [
  'has_tickets',
  'has_guided_tours',
  'has_merchandise',
  'has_memcard',
  'has_vouchers',
] as const;

/** The checklist of issue 34, step by step, from what the shop holds and what the server runs with. */
export function setupChecklist(
  config: AppConfig,
  pageLanguages: ReadonlyMap<PageId, readonly Language[]>,
  environment: SetupEnvironment,
): ShopSetup['checklist'] {
  const languages = config.languages;
  const defaultLanguage = languages[0] ?? 'en';
  const step = (
    id: ShopSetup['checklist'][number]['step'],
    problems: SetupProblem[],
    missingLanguages: Language[] = [],
  ) => ({ step: id, done: problems.length === 0, problems, languages: missingLanguages });

  const names = config.site_name_translations;
  const unnamed = languages.filter((lang) => !names[lang]?.trim());
  const legalMissing = REQUIRED_LEGAL_PAGES.filter((id) => !pageLanguages.get(id)?.includes(defaultLanguage));
  const legalUntranslated = languages.filter((lang) =>
    REQUIRED_LEGAL_PAGES.some((id) => !pageLanguages.get(id)?.includes(lang)),
  );
  return [
    step('identity', unnamed.includes(defaultLanguage) ? ['NO_SITE_NAME'] : []),
    step('languages', unnamed.length > 0 ? ['NAME_TRANSLATIONS_MISSING'] : [], unnamed),
    step(
      'legal_pages',
      legalMissing.length > 0
        ? ['LEGAL_PAGES_MISSING']
        : legalUntranslated.length > 0
          ? ['LEGAL_PAGE_TRANSLATIONS_MISSING']
          : [],
      legalUntranslated,
    ),
    step('payment', environment.test_mode ? ['SANDBOX_PAYMENTS'] : []),
    step('email', [
      ...(environment.smtp ? [] : (['NO_SMTP'] as const)),
      ...(environment.public_url ? [] : (['NO_PUBLIC_URL'] as const)),
    ]),
    step('sections', SECTION_KEYS.some((key) => flag(config[key])) ? [] : ['NO_SECTIONS']),
    step('open', config.shop_open === false ? ['SHOP_CLOSED'] : []),
  ];
}

export function sectionsOf(config: AppConfig): SectionFlags {
  return Object.fromEntries(SECTION_FLAGS.map((key) => [key, flag(config[key])])) as SectionFlags;
}

/** The shop's configuration, or 404 SHOP_NOT_FOUND: every setup read and change starts from it. */
export async function requireShopConfig(db: Db, shopId: number): Promise<AppConfig> {
  const config = await findShopConfig(db, shopId);
  if (!config) throw new AppError(404, 'SHOP_NOT_FOUND', `No shop with id ${shopId}`);
  return config;
}

export async function readSetup(
  db: Db,
  shopId: number,
  environment: SetupEnvironment,
  findMedia: FindMedia,
): Promise<ShopSetup> {
  const config = await requireShopConfig(db, shopId);
  const [pageRows, shipping, logo, notices, socialLinks, counts] = await Promise.all([
    listPageLanguages(db, shopId),
    listShippingCosts(db, shopId),
    config.theme.logo_image ? findMedia(db, shopId, config.theme.logo_image.id) : undefined,
    readNotices(db, shopId, flag(config.cookie_disclaimer)),
    readSocialLinks(db, shopId),
    setupCounts(db, shopId, config),
  ]);
  const pageLanguages = new Map<PageId, Language[]>();
  for (const row of pageRows) pageLanguages.set(row.id, [...(pageLanguages.get(row.id) ?? []), row.lang]);
  return {
    identity: {
      site_name_translations: config.site_name_translations,
      languages: config.languages,
      time_zone: config.time_zone,
      support_email: config.support_email,
    },
    sections: sectionsOf(config),
    open: config.shop_open !== false,
    logo: logo ?? null,
    shipping_costs: shipping,
    notices,
    display: readDisplay(config),
    invoice: readInvoice(config),
    mail: readMailSender(config),
    social_links: socialLinks,
    pages: [...pageLanguages].map(([id, languages]) => ({ id, languages })),
    counts,
    environment,
    checklist: setupChecklist(config, pageLanguages, environment),
  };
}

/**
 * The counts the checklist shows beside the newer screens: the customer form (a shop without one
 * of its own has the standard form for its default country), the museum's own texts and legal
 * links in the offered languages, partner logos, banners and the payment types offered.
 */
export async function setupCounts(db: Db, shopId: number, config: AppConfig): Promise<ShopSetup['counts']> {
  const [form, banners, paymentTypes] = await Promise.all([
    findCustomerFormRow(db, shopId),
    listBannerRows(db, shopId),
    listAllPaymentTypes(db, shopId),
  ]);
  const offered = (lang: string) => (config.languages as readonly string[]).includes(lang);
  const inOffered = (perLanguage: unknown) =>
    perLanguage && typeof perLanguage === 'object'
      ? Object.entries(perLanguage)
          .filter(([lang, texts]) => offered(lang) && texts && typeof texts === 'object')
          .reduce((sum, [, texts]) => sum + Object.keys(texts as object).length, 0)
      : 0;
  return {
    customer_countries: form ? form.countries.length : 1,
    customer_required_fields: (form?.requiredFields ?? STANDARD_CUSTOMER_FORM.required_fields).length,
    own_texts: inOffered(config.text_overrides),
    legal_links: inOffered(config.custom_terms_links),
    partner_groups: config.partner_logos.length,
    partner_logos: config.partner_logos.reduce((sum, group) => sum + group.logos.length, 0),
    banners: banners.length,
    payment_types_offered: paymentTypes.filter((type) => type.offered).length,
  };
}
