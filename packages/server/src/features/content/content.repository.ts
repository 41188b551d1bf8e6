import type { Language, PageId } from '@museum-shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { banners, shopTexts, socialLinks } from '../../db/schema/config.ts';
import { pages } from '../../db/schema/content.ts';

export function listShopTexts(db: Db, shopId: number, langs: Language[]) {
  return db
    .select()
    .from(shopTexts)
    .where(and(eq(shopTexts.shopId, shopId), inArray(shopTexts.lang, langs)));
}

export function listSocialLinks(db: Db, shopId: number) {
  return db
    .select({ name: socialLinks.name, link: socialLinks.link, sequence_no: socialLinks.sequenceNo })
    .from(socialLinks)
    .where(eq(socialLinks.shopId, shopId))
    .orderBy(asc(socialLinks.sequenceNo), asc(socialLinks.id));
}

export function listBanners(db: Db, shopId: number) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.shopId, shopId))
    .orderBy(asc(banners.sequenceNo), asc(banners.id));
}

/** The page in the given languages (the request's and the museum's default), for the caller to choose. */
export function listPageTranslations(db: Db, shopId: number, pageId: PageId, langs: Language[]) {
  return db
    .select({ lang: pages.lang, title: pages.title, html: pages.html })
    .from(pages)
    .where(and(eq(pages.shopId, shopId), eq(pages.pageId, pageId), inArray(pages.lang, langs)));
}
