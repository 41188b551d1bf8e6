import {
  type GlobalMessage,
  isPageId,
  pickTranslation,
  type ShopInfo,
  type StaticPage,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import type { StoredGlobalMessage } from '../../db/schema/config.ts';
import { notFound } from '../../errors.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import { listBanners, listPageTranslations, listShopTexts, listSocialLinks } from './content.repository.ts';

export async function getShopInfo(db: Db, shop: ShopContext): Promise<ShopInfo> {
  const { shopId, lang, defaultLanguage } = shop;
  const [texts, social, bannerRows] = await Promise.all([
    listShopTexts(db, shopId, [lang, defaultLanguage]),
    listSocialLinks(db, shopId),
    listBanners(db, shopId),
  ]);
  // Each text in the request's language, else in the museum's default language (issue 34): a
  // language the museum has not written a text in yet shows the default language's, not nothing.
  const own = texts.find((row) => row.lang === lang);
  const fallback = texts.find((row) => row.lang === defaultLanguage);
  const pick = <T>(read: (row: (typeof texts)[number]) => T | null | undefined): T | undefined =>
    (own && read(own)) || (fallback && read(fallback)) || undefined;
  const message = pick((row) => (row.globalMessage?.text ? row.globalMessage : null));
  return {
    content: {
      banners: bannerRows.map((banner) => ({
        image: banner.image,
        image_mobile: banner.imageMobile,
        alt: pickTranslation(banner.alt, lang, defaultLanguage) ?? '',
      })),
      cookie_warning: { disclaimer: pick((row) => row.cookieDisclaimer) ?? '' },
      social_media: social,
      global_message: shownMessage(message ?? null, shop.now),
    },
    meta: {
      title: pick((row) => row.metaTitle) ?? '',
      description: pick((row) => row.metaDescription) ?? '',
    },
  };
}

/** The global message while its window is open (from ≤ now < until), as visitors get it: text and style. */
function shownMessage(message: StoredGlobalMessage | null, now: Date): GlobalMessage | null {
  if (!message?.text) return null;
  if (message.from && Date.parse(message.from) > now.getTime()) return null;
  if (message.until && Date.parse(message.until) <= now.getTime()) return null;
  return { text: message.text, className: message.className };
}

/** A static page in `lang`, else in the museum's default language; an unknown id is PAGE_NOT_FOUND. */
export async function getStaticPage(db: Db, shop: ShopContext, id: string): Promise<StaticPage> {
  const { shopId, lang, defaultLanguage } = shop;
  if (!isPageId(id)) throw notFound('PAGE_NOT_FOUND', 'No such page');
  const rows = await listPageTranslations(db, shopId, id, [lang, defaultLanguage]);
  const page = rows.find((row) => row.lang === lang) ?? rows.find((row) => row.lang === defaultLanguage);
  if (!page) throw notFound('PAGE_NOT_FOUND', 'No such page');
  return { id, title: page.title, html: page.html };
}
