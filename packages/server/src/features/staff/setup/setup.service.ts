import {
  type AppConfig,
  BLOCKING_SETUP_PROBLEMS,
  type FieldErrors,
  LANGUAGES,
  type Language,
  type MediaImage,
  PAGE_TITLE_MAX,
  type PageId,
  REQUIRED_LEGAL_PAGES,
  SECTION_FLAGS,
  type SectionFlags,
  type SetupFieldError,
  type SetupProblem,
  type ShippingCostRow,
  type ShopSetup,
  SITE_NAME_MAX,
  type StaffPage,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { AppError } from '../../../errors.ts';
import { audit } from '../audit/audit.service.ts';
import { sanitisePageHtml } from './page-html.ts';
import {
  findPage,
  listPage,
  listPageLanguages,
  listShippingCosts,
  lockShopConfig,
  replaceShippingCosts,
  updateShopConfig,
  upsertPage,
} from './setup.repository.ts';

/** What the server runs with, as the checklist reports it (settings, not the database). */
export interface SetupEnvironment {
  payment_provider: string;
  test_mode: boolean;
  smtp: boolean;
  mail_from: string;
  public_url: string | null;
}

/** Who changes the shop: every change is in the audit log with before and after. */
export interface SetupActor {
  shopId: number;
  staffId: string;
  now: Date;
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

function invalid(fields: FieldErrors): AppError {
  return new AppError(422, 'VALIDATION_FAILED', 'Please correct the marked fields', fields);
}

function addError(fields: FieldErrors, field: string, code: SetupFieldError) {
  fields[field] = [...(fields[field] ?? []), code];
}

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone !== '';
  } catch {
    return false;
  }
};

const flag = (value: unknown) => value === true || value === 'true' || value === 1 || value === '1';

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

function sectionsOf(config: AppConfig): SectionFlags {
  return Object.fromEntries(SECTION_FLAGS.map((key) => [key, flag(config[key])])) as SectionFlags;
}

export async function readSetup(
  db: Db,
  shopId: number,
  environment: SetupEnvironment,
  findMedia: FindMedia,
): Promise<ShopSetup> {
  const config = await findShopConfig(db, shopId);
  if (!config) throw new AppError(404, 'SHOP_NOT_FOUND', `No shop with id ${shopId}`);
  const [pageRows, shipping, logo] = await Promise.all([
    listPageLanguages(db, shopId),
    listShippingCosts(db, shopId),
    config.theme.logo_image ? findMedia(db, shopId, config.theme.logo_image.id) : undefined,
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
    pages: [...pageLanguages].map(([id, languages]) => ({ id, languages })),
    environment,
    checklist: setupChecklist(config, pageLanguages, environment),
  };
}

/** Reads, changes and writes the configuration in one transaction, and logs before and after. */
async function changeConfig(
  db: Db,
  actor: SetupActor,
  subject: string,
  change: (config: AppConfig) => AppConfig,
  logged: (config: AppConfig) => Record<string, unknown>,
) {
  await db.transaction(async (tx) => {
    const before = await lockShopConfig(tx, actor.shopId);
    if (!before) throw new AppError(404, 'SHOP_NOT_FOUND', `No shop with id ${actor.shopId}`);
    const after = change(before);
    await updateShopConfig(tx, actor.shopId, after);
    await audit(
      tx,
      {
        shopId: actor.shopId,
        staffId: actor.staffId,
        action: 'settings.update',
        subjectKind: 'settings',
        subjectId: subject,
        before: logged(before),
        after: logged(after),
      },
      actor.now,
    );
  });
}

export interface IdentityInput {
  site_name_translations: Partial<Record<Language, string>>;
  languages: Language[];
  default_language: Language;
  time_zone: string;
  support_email: string;
}

/** The museum's name in its languages, the languages (the default first), time zone and support address. */
export async function saveIdentity(db: Db, actor: SetupActor, input: IdentityInput) {
  const fields: FieldErrors = {};
  const languages = LANGUAGES.filter((lang) => input.languages.includes(lang));
  if (languages.length === 0) addError(fields, 'languages', 'required');
  else if (!languages.includes(input.default_language))
    addError(fields, 'languages', 'default_language_not_offered');
  const names: Partial<Record<Language, string>> = {};
  for (const lang of languages) {
    const name = input.site_name_translations[lang]?.trim() ?? '';
    if (name.length > SITE_NAME_MAX) addError(fields, `site_name_translations.${lang}`, 'too_long');
    if (name) names[lang] = name;
  }
  if (!names[input.default_language])
    addError(fields, `site_name_translations.${input.default_language}`, 'required');
  if (!isTimeZone(input.time_zone)) addError(fields, 'time_zone', 'unknown_time_zone');
  const supportEmail = input.support_email.trim();
  if (supportEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supportEmail))
    addError(fields, 'support_email', 'invalid');
  if (Object.keys(fields).length > 0) throw invalid(fields);

  const ordered = [input.default_language, ...languages.filter((lang) => lang !== input.default_language)];
  await changeConfig(
    db,
    actor,
    'identity',
    (config) => ({
      ...config,
      site_name: names[input.default_language] ?? config.site_name,
      site_name_translations: names,
      languages: ordered,
      // A tour language or preferred language the shop no longer offers falls back to the default.
      guided_tour_default_language: ordered.includes(config.guided_tour_default_language as Language)
        ? config.guided_tour_default_language
        : input.default_language,
      prefered_language:
        config.prefered_language && ordered.includes(config.prefered_language)
          ? config.prefered_language
          : null,
      time_zone: input.time_zone,
      support_email: supportEmail,
    }),
    (config) => ({
      site_name_translations: config.site_name_translations,
      languages: config.languages,
      time_zone: config.time_zone,
      support_email: config.support_email,
    }),
  );
}

export async function saveSections(db: Db, actor: SetupActor, flags: SectionFlags) {
  await changeConfig(db, actor, 'sections', (config) => ({ ...config, ...flags }), sectionsOf);
}

export async function readPage(db: Db, shopId: number, pageId: PageId): Promise<StaffPage> {
  return { id: pageId, translations: await listPage(db, shopId, pageId) };
}

/** A static page in one language: its HTML sanitised, and refused when it tries to run something. */
export async function savePage(
  db: Db,
  actor: SetupActor,
  pageId: PageId,
  lang: Language,
  input: { title: string; html: string },
): Promise<StaffPage> {
  const fields: FieldErrors = {};
  const title = input.title.trim();
  if (!title) addError(fields, 'title', 'required');
  if (title.length > PAGE_TITLE_MAX) addError(fields, 'title', 'too_long');
  const { html, hadScript } = sanitisePageHtml(input.html);
  if (hadScript) addError(fields, 'html', 'script_not_allowed');
  else if (!html) addError(fields, 'html', 'required');
  if (Object.keys(fields).length > 0) throw invalid(fields);
  await db.transaction(async (tx) => {
    const before = await findPage(tx, actor.shopId, pageId, lang);
    await upsertPage(tx, { shopId: actor.shopId, pageId, lang, title, html });
    await audit(
      tx,
      {
        shopId: actor.shopId,
        staffId: actor.staffId,
        action: 'settings.update',
        subjectKind: 'settings',
        subjectId: `page:${pageId}:${lang}`,
        before: before ?? null,
        after: { title, html },
      },
      actor.now,
    );
  });
  return readPage(db, actor.shopId, pageId);
}

/** Makes an image of the media library the logo (header and documents), or removes the logo. */
export async function setLogo(db: Db, actor: SetupActor, mediaId: string | null, findMedia: FindMedia) {
  const image = mediaId ? await findMedia(db, actor.shopId, mediaId) : null;
  if (mediaId && !image) throw new AppError(404, 'NOT_FOUND', 'No such image');
  await changeConfig(
    db,
    actor,
    'logo',
    (config) => {
      const { logo_image: _old, logo: _static, ...theme } = config.theme;
      return {
        ...config,
        theme: image
          ? {
              ...theme,
              logo_image: {
                id: image.id,
                src: image.src,
                srcset: image.srcset,
                srcset_avif: image.srcset_avif,
                width: image.width,
                height: image.height,
              },
            }
          : theme,
      };
    },
    (config) => ({ logo: config.theme.logo_image?.id ?? config.theme.logo ?? null }),
  );
}

/** Replaces the shipping cost table; a country's weight appears once. */
export async function saveShipping(db: Db, actor: SetupActor, rows: readonly ShippingCostRow[]) {
  const fields: FieldErrors = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = `${row.country}:${row.weight_from}`;
    if (seen.has(key)) addError(fields, `rows.${index}`, 'duplicate_row');
    seen.add(key);
  });
  if (Object.keys(fields).length > 0) throw invalid(fields);
  await db.transaction(async (tx) => {
    const before = await listShippingCosts(tx, actor.shopId);
    await replaceShippingCosts(tx, actor.shopId, rows);
    await audit(
      tx,
      {
        shopId: actor.shopId,
        staffId: actor.staffId,
        action: 'settings.update',
        subjectKind: 'settings',
        subjectId: 'shipping',
        before: { rows: before },
        after: { rows },
      },
      actor.now,
    );
  });
}

/** Opens the shop to visitors (once nothing blocking is left) or closes it again. */
export async function setOpen(db: Db, actor: SetupActor, open: boolean, environment: SetupEnvironment) {
  if (open) {
    const setup = await readSetup(db, actor.shopId, environment, async () => undefined);
    const blocking = setup.checklist.flatMap((item) =>
      item.problems.filter((problem) => BLOCKING_SETUP_PROBLEMS.includes(problem)),
    );
    if (blocking.length > 0)
      throw new AppError(409, 'SHOP_NOT_READY', `The shop cannot open yet: ${blocking.join(', ')}`);
  }
  await changeConfig(
    db,
    actor,
    'open',
    (config) => ({ ...config, shop_open: open }),
    (config) => ({ open: config.shop_open !== false }),
  );
}
