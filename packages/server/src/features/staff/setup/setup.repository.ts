import type { AppConfig, Language, PageId, ShippingCostRow } from '@museum-shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { shippingCosts } from '../../../db/schema/checkout.ts';
import { type StoredGlobalMessage, shops, shopTexts, socialLinks } from '../../../db/schema/config.ts';
import { pages } from '../../../db/schema/content.ts';

/** A new shop's row; its id is the database's. */
export async function insertShop(db: Db, config: AppConfig) {
  const [row] = await db
    .insert(shops)
    .values({ defaultLanguage: config.languages[0] ?? 'en', config })
    .returning({ id: shops.id });
  if (!row) throw new Error('The shop was not made');
  return row.id;
}

/** The shop's configuration, locked until the transaction ends: changes are read, changed and written whole. */
export async function lockShopConfig(tx: Db, shopId: number) {
  const [row] = await tx
    .select({ config: shops.config })
    .from(shops)
    .where(eq(shops.id, shopId))
    .for('update');
  return row?.config;
}

export async function updateShopConfig(tx: Db, shopId: number, config: AppConfig) {
  await tx
    .update(shops)
    .set({ config, defaultLanguage: config.languages[0] ?? 'en' })
    .where(eq(shops.id, shopId));
}

/** Which pages the shop has, in which languages. */
export function listPageLanguages(db: Db, shopId: number) {
  return db
    .select({ id: pages.pageId, lang: pages.lang })
    .from(pages)
    .where(eq(pages.shopId, shopId))
    .orderBy(asc(pages.pageId), asc(pages.lang));
}

export function listPage(db: Db, shopId: number, pageId: PageId) {
  return db
    .select({ lang: pages.lang, title: pages.title, html: pages.html })
    .from(pages)
    .where(and(eq(pages.shopId, shopId), eq(pages.pageId, pageId)))
    .orderBy(asc(pages.lang));
}

export async function findPage(db: Db, shopId: number, pageId: PageId, lang: Language) {
  const [row] = await db
    .select({ title: pages.title, html: pages.html })
    .from(pages)
    .where(and(eq(pages.shopId, shopId), eq(pages.pageId, pageId), eq(pages.lang, lang)));
  return row;
}

export async function upsertPage(
  tx: Db,
  page: { shopId: number; pageId: PageId; lang: Language; title: string; html: string },
) {
  await tx
    .insert(pages)
    .values(page)
    .onConflictDoUpdate({
      target: [pages.shopId, pages.pageId, pages.lang],
      set: { title: page.title, html: page.html },
    });
}

export function listShippingCosts(db: Db, shopId: number): Promise<ShippingCostRow[]> {
  return db
    .select({
      country: shippingCosts.country,
      weight_from: shippingCosts.weightFrom,
      cost: shippingCosts.cost,
    })
    .from(shippingCosts)
    .where(eq(shippingCosts.shopId, shopId))
    .orderBy(asc(shippingCosts.country), asc(shippingCosts.weightFrom));
}

/** Replaces the whole table in `tx`: a visitor's checkout reads the old one or the new one, never half. */
export async function replaceShippingCosts(tx: Db, shopId: number, rows: readonly ShippingCostRow[]) {
  await tx.delete(shippingCosts).where(eq(shippingCosts.shopId, shopId));
  if (rows.length === 0) return;
  await tx
    .insert(shippingCosts)
    .values(
      rows.map((row) => ({ shopId, country: row.country, weightFrom: row.weight_from, cost: row.cost })),
    );
}

/** Whether the database holds any shop yet. */
export async function hasAnyShop(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: shops.id }).from(shops).limit(1);
  return row !== undefined;
}

/** The shop's texts of every language: cookie notice, meta texts, global message. */
export function listShopTextRows(db: Db, shopId: number) {
  return db.select().from(shopTexts).where(eq(shopTexts.shopId, shopId)).orderBy(asc(shopTexts.lang));
}

/** Sets a language's cookie notice and global message, keeping its meta texts (new: empty). */
export async function upsertShopNotices(
  tx: Db,
  row: {
    shopId: number;
    lang: Language;
    cookieDisclaimer: string;
    globalMessage: StoredGlobalMessage | null;
  },
) {
  await tx
    .insert(shopTexts)
    .values({ ...row, metaTitle: '', metaDescription: '' })
    .onConflictDoUpdate({
      target: [shopTexts.shopId, shopTexts.lang],
      set: { cookieDisclaimer: row.cookieDisclaimer, globalMessage: row.globalMessage },
    });
}

export function listSocialLinkRows(db: Db, shopId: number) {
  return db
    .select({ name: socialLinks.name, link: socialLinks.link })
    .from(socialLinks)
    .where(eq(socialLinks.shopId, shopId))
    .orderBy(asc(socialLinks.sequenceNo), asc(socialLinks.id));
}

export async function replaceSocialLinks(
  tx: Db,
  shopId: number,
  links: readonly { name: string; link: string }[],
) {
  await tx.delete(socialLinks).where(eq(socialLinks.shopId, shopId));
  if (links.length === 0) return;
  await tx
    .insert(socialLinks)
    .values(
      links.map((link, index) => ({ shopId, name: link.name, link: link.link, sequenceNo: index + 1 })),
    );
}
