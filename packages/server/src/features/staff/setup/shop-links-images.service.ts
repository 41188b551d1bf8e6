import {
  type AppConfig,
  bannerImageAddress,
  type FieldErrors,
  isHttpsAddress,
  type Language,
  LEGAL_LINK_KEYS,
  type MediaImage,
  type PartnerLogoGroup,
  partnerLogoSrc,
  type StaffBanners,
  type StaffLegalLinks,
  type StaffPartners,
  type Translations,
} from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { addError, auditSetup, changeConfig, refuseIfAny, type SetupActor } from './setup-changes.ts';
import { type FindMedia, requireShopConfig } from './setup-read.ts';
import { type BannerRow, listBannerRows, replaceBanners } from './shop-links-images.repository.ts';

type LegalLinks = StaffLegalLinks['links'];
type PartnerLogo = PartnerLogoGroup['logos'][number];

const MEDIA_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A media library variant's address: `/media/<id>/<width>.<format>`. */
const MEDIA_ADDRESS = /^\/media\/([0-9a-f-]{36})\/\d+\.(?:webp|avif|png)$/i;

/** The texts of the offered languages, trimmed; empty ones left out. */
function offeredTexts(texts: Translations, languages: readonly Language[]): Translations {
  const kept: Translations = {};
  for (const lang of languages) {
    const text = texts[lang]?.trim();
    if (text) kept[lang] = text;
  }
  return kept;
}

/** `required` under `<field>.<lang>` for each offered language without a text. */
function requireEach(
  fields: FieldErrors,
  field: string,
  texts: Translations,
  languages: readonly Language[],
) {
  for (const lang of languages) if (!texts[lang]) addError(fields, `${field}.${lang}`, 'required');
}

/** The largest WebP of an image: what a banner, shown across the page, is given. */
export function widestWebp(image: MediaImage): string {
  let best = { src: image.src, width: 0 };
  for (const entry of image.srcset.split(',')) {
    const [src, size] = entry.trim().split(/\s+/);
    const width = Number.parseInt(size ?? '', 10);
    if (src && width > best.width) best = { src, width };
  }
  return best.src;
}

/**
 * What an image field names: an image of the shop's media library (by id), or an address the
 * section already holds (kept as it is); anything else is unknown.
 */
async function resolveImage(
  db: Db,
  shopId: number,
  ref: string,
  kept: ReadonlySet<string>,
  findMedia: FindMedia,
): Promise<{ media: MediaImage } | { address: string } | undefined> {
  const value = ref.trim();
  if (MEDIA_ID.test(value)) {
    const media = await findMedia(db, shopId, value);
    return media ? { media } : undefined;
  }
  return value && kept.has(value) ? { address: value } : undefined;
}

// ---------------------------------------------------------------------------------------------
// The footer's legal links

export function readLegalLinks(config: AppConfig): StaffLegalLinks {
  return { links: typeof config.custom_terms_links === 'object' ? config.custom_terms_links : {} };
}

export async function loadLegalLinks(db: Db, shopId: number): Promise<StaffLegalLinks> {
  return readLegalLinks(await requireShopConfig(db, shopId));
}

/**
 * Sets the museum's own legal links of the offered languages (those of other languages are kept
 * for when the language is offered again): each an https address with an optional title; a link
 * left out is the standard page. None at all is `false`, as the configuration says "standard".
 */
export async function saveLegalLinks(db: Db, actor: SetupActor, links: LegalLinks) {
  const config = await requireShopConfig(db, actor.shopId);
  const languages = config.languages;
  const fields: FieldErrors = {};
  const sent: LegalLinks = {};
  for (const [lang, perKey] of Object.entries(links) as [Language, LegalLinks[Language]][]) {
    if (!languages.includes(lang)) {
      addError(fields, `links.${lang}`, 'invalid');
      continue;
    }
    const cleaned: NonNullable<LegalLinks[Language]> = {};
    for (const key of LEGAL_LINK_KEYS) {
      const link = perKey?.[key];
      if (!link) continue;
      const url = link.url.trim();
      if (!url) addError(fields, `links.${lang}.${key}.url`, 'required');
      else if (!isHttpsAddress(url)) addError(fields, `links.${lang}.${key}.url`, 'not_https');
      cleaned[key] = { url, title: link.title.trim() };
    }
    if (Object.keys(cleaned).length > 0) sent[lang] = cleaned;
  }
  refuseIfAny(fields);
  await changeConfig(
    db,
    actor,
    'legal_links',
    (current) => {
      const others = Object.fromEntries(
        Object.entries(readLegalLinks(current).links).filter(
          ([lang]) => !current.languages.includes(lang as Language),
        ),
      );
      const next: LegalLinks = { ...others, ...sent };
      return { ...current, custom_terms_links: Object.keys(next).length > 0 ? next : false };
    },
    (current) => ({ custom_terms_links: current.custom_terms_links }),
  );
  return loadLegalLinks(db, actor.shopId);
}

// ---------------------------------------------------------------------------------------------
// Partner logos

function logoAlt(logo: PartnerLogo, languages: readonly Language[]): Translations {
  const alt = logo.alt;
  if (alt === undefined) return {};
  if (typeof alt === 'string') return Object.fromEntries(languages.map((lang) => [lang, alt]));
  return alt;
}

export function readPartners(config: AppConfig): StaffPartners {
  return {
    groups: config.partner_logos.map((group) => ({
      name: group.name,
      logos: group.logos.map((logo) => ({
        image: logo.media?.id ?? logo.image,
        preview: logo.media?.src ?? partnerLogoSrc(logo.image),
        url: logo.url ?? '',
        alt: logoAlt(logo, config.languages),
      })),
    })),
  };
}

export async function loadPartners(db: Db, shopId: number): Promise<StaffPartners> {
  return readPartners(await requireShopConfig(db, shopId));
}

export interface PartnersInput {
  groups: ReadonlyArray<{
    name: Translations;
    logos: ReadonlyArray<{ image: string; url: string; alt: Translations }>;
  }>;
}

/**
 * Replaces the partner logo groups: each group has logos; each logo an image of the media library
 * (or the one it already has), an optional https link, and its text alternative in every offered
 * language. The footer gets the image's widths (srcset), width and height.
 */
export async function savePartners(db: Db, actor: SetupActor, input: PartnersInput, findMedia: FindMedia) {
  const config = await requireShopConfig(db, actor.shopId);
  const languages = config.languages;
  const kept = new Set(config.partner_logos.flatMap((group) => group.logos.map((logo) => logo.image)));
  const fields: FieldErrors = {};
  const groups: PartnerLogoGroup[] = [];
  for (const [g, group] of input.groups.entries()) {
    if (group.logos.length === 0) addError(fields, `groups.${g}.logos`, 'required');
    const logos: PartnerLogo[] = [];
    for (const [l, logo] of group.logos.entries()) {
      const field = `groups.${g}.logos.${l}`;
      const image = await resolveImage(db, actor.shopId, logo.image, kept, findMedia);
      if (!image) addError(fields, `${field}.image`, logo.image.trim() ? 'unknown_image' : 'required');
      const url = logo.url.trim();
      if (url && !isHttpsAddress(url)) addError(fields, `${field}.url`, 'not_https');
      const alt = offeredTexts(logo.alt, languages);
      requireEach(fields, `${field}.alt`, alt, languages);
      if (!image) continue;
      const { media } = image as { media?: MediaImage };
      logos.push({
        image: media ? media.src : (image as { address: string }).address,
        ...(url ? { url } : {}),
        alt,
        ...(media
          ? {
              media: {
                id: media.id,
                src: media.src,
                srcset: media.srcset,
                srcset_avif: media.srcset_avif,
                width: media.width,
                height: media.height,
              },
            }
          : {}),
      });
    }
    groups.push({ name: offeredTexts(group.name, languages), logos });
  }
  refuseIfAny(fields);
  await changeConfig(
    db,
    actor,
    'partner_logos',
    (current) => ({ ...current, partner_logos: groups }),
    (current) => ({ partner_logos: current.partner_logos }),
  );
  return loadPartners(db, actor.shopId);
}

// ---------------------------------------------------------------------------------------------
// Banners

/** A banner's image as the editor names it: the media id of a library image, else its address. */
function bannerRef(address: string): string {
  return MEDIA_ADDRESS.exec(address)?.[1] ?? address;
}

function toStaffBanners(rows: readonly BannerRow[]): StaffBanners {
  return {
    banners: rows.map((row) => ({
      image: bannerRef(row.image),
      image_mobile: bannerRef(row.imageMobile),
      // The editor shows a banner's image where the shop does.
      preview: bannerImageAddress(row.image),
      preview_mobile: bannerImageAddress(row.imageMobile),
      alt: row.alt,
    })),
  };
}

export async function loadBanners(db: Db, shopId: number): Promise<StaffBanners> {
  return toStaffBanners(await listBannerRows(db, shopId));
}

export interface BannersInput {
  banners: ReadonlyArray<{ image: string; image_mobile: string; alt: Translations }>;
}

const loggedBanners = (rows: readonly BannerRow[]) => ({
  banners: rows.map((row) => ({ image: row.image, image_mobile: row.imageMobile, alt: row.alt })),
});

/**
 * Replaces the banners: each a desktop image and a mobile one (empty: the desktop image) of the
 * media library, or the ones it already has, and its text alternative in every offered language.
 * A library image is given in its widest WebP, the address shopinfo answers.
 */
export async function saveBanners(db: Db, actor: SetupActor, input: BannersInput, findMedia: FindMedia) {
  const config = await requireShopConfig(db, actor.shopId);
  const languages = config.languages;
  const current = await listBannerRows(db, actor.shopId);
  const kept = new Set(current.flatMap((row) => [row.image, row.imageMobile]));
  const fields: FieldErrors = {};
  const rows: BannerRow[] = [];
  const addressOf = async (ref: string, field: string) => {
    const image = await resolveImage(db, actor.shopId, ref, kept, findMedia);
    if (!image) addError(fields, field, ref.trim() ? 'unknown_image' : 'required');
    else return 'media' in image ? widestWebp(image.media) : image.address;
    return undefined;
  };
  for (const [index, banner] of input.banners.entries()) {
    const image = await addressOf(banner.image, `banners.${index}.image`);
    const mobile = banner.image_mobile.trim()
      ? await addressOf(banner.image_mobile, `banners.${index}.image_mobile`)
      : image;
    const alt = offeredTexts(banner.alt, languages);
    requireEach(fields, `banners.${index}.alt`, alt, languages);
    if (image && mobile) rows.push({ image, imageMobile: mobile, alt });
  }
  refuseIfAny(fields);
  await db.transaction(async (tx) => {
    const before = await listBannerRows(tx, actor.shopId);
    await replaceBanners(tx, actor.shopId, rows);
    await auditSetup(tx, actor, 'banners', loggedBanners(before), loggedBanners(rows));
  });
  return loadBanners(db, actor.shopId);
}
