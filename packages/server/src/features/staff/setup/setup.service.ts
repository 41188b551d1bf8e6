import {
  BLOCKING_SETUP_PROBLEMS,
  type FieldErrors,
  identityProblems,
  type Language,
  PAGE_TITLE_MAX,
  type PageId,
  type SectionFlags,
  type ShippingCostRow,
  type ShopIdentityInput,
  type StaffPage,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { identityChange, sectionsChange } from './config-changes.ts';
import { sanitisePageHtml } from './page-html.ts';
import {
  findPage,
  listPage,
  listShippingCosts,
  replaceShippingCosts,
  upsertPage,
} from './setup.repository.ts';
import { addError, auditSetup, changeConfig, refuseIfAny, type SetupActor } from './setup-changes.ts';
import { type FindMedia, readSetup, type SetupEnvironment, sectionsOf } from './setup-read.ts';

/** The museum's name in its languages, the languages (the default first), time zone and support address. */
export async function saveIdentity(db: Db, actor: SetupActor, input: ShopIdentityInput) {
  refuseIfAny(identityProblems(input));
  await changeConfig(db, actor, 'identity', identityChange(input), (config) => ({
    site_name_translations: config.site_name_translations,
    languages: config.languages,
    time_zone: config.time_zone,
    support_email: config.support_email,
  }));
}

export async function saveSections(db: Db, actor: SetupActor, flags: SectionFlags) {
  await changeConfig(db, actor, 'sections', sectionsChange(flags), sectionsOf);
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
  refuseIfAny(fields);
  await db.transaction(async (tx) => {
    const before = await findPage(tx, actor.shopId, pageId, lang);
    await upsertPage(tx, { shopId: actor.shopId, pageId, lang, title, html });
    await auditSetup(tx, actor, `page:${pageId}:${lang}`, before ?? null, { title, html });
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
  refuseIfAny(fields);
  await db.transaction(async (tx) => {
    const before = await listShippingCosts(tx, actor.shopId);
    await replaceShippingCosts(tx, actor.shopId, rows);
    await auditSetup(tx, actor, 'shipping', { rows: before }, { rows });
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
