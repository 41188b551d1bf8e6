import {
  ANNUAL_PASS_KIND,
  type AppConfig,
  ARTICLE_LIST_PATH,
  CONFIG_PATH,
  EVENT_LIST_PATH,
  type Event,
  type Language,
  MERCHANDISE_KIND,
  type Merchandise,
  PAGE_IDS,
  type ShopPageName,
  STATIC_PAGE_PATH,
  shopPagePath,
  TOUR_LIST_PATH,
  type TourSummary,
} from '@museum-shop/contract';
import type { ApiRead } from './page-heads.ts';

/** A shared page, the same in every language. */
interface SitemapPage {
  name: ShopPageName;
  params?: Record<string, string>;
}

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Every published page of the shop, read as a visitor would in the default language: the home page,
 * the lists of the sections the museum offers, each bookable event and tour, each article and pass,
 * and the static pages that have a text.
 */
async function publishedPages(read: ApiRead, config: AppConfig): Promise<SitemapPage[]> {
  const lang = config.languages[0] ?? 'en';
  const on = (flag: unknown) => flag === true || flag === 1 || flag === '1';
  const [events, tours, articles, passes, pages] = await Promise.all([
    on(config.has_tickets)
      ? (read(lang, EVENT_LIST_PATH) as Promise<{ events: Event[] } | undefined>)
      : undefined,
    on(config.has_guided_tours)
      ? (read(lang, TOUR_LIST_PATH) as Promise<{ tours: TourSummary[] } | undefined>)
      : undefined,
    on(config.has_merchandise)
      ? (read(lang, ARTICLE_LIST_PATH, { query: { product_kind: String(MERCHANDISE_KIND) } }) as Promise<
          { articles: Merchandise[] } | undefined
        >)
      : undefined,
    on(config.has_memcard)
      ? (read(lang, ARTICLE_LIST_PATH, { query: { product_kind: String(ANNUAL_PASS_KIND) } }) as Promise<
          { articles: Merchandise[] } | undefined
        >)
      : undefined,
    Promise.all(
      PAGE_IDS.map(async (id) => ((await read(lang, STATIC_PAGE_PATH, { params: { id } })) ? id : undefined)),
    ),
  ]);
  const sections: [unknown, ShopPageName][] = [
    [config.has_tickets, 'tickets'],
    [config.has_guided_tours, 'guidedTours'],
    [config.has_merchandise, 'merchandise'],
    [config.has_memcard, 'passes'],
    [config.has_vouchers, 'vouchers'],
  ];
  return [
    { name: 'home' },
    ...sections.flatMap(([flag, name]) => (on(flag) ? [{ name }] : [])),
    ...(events?.events ?? [])
      .filter((event) => !event.expired)
      .map((event) => ({ name: 'ticket' as const, params: { id: String(event.id) } })),
    ...(tours?.tours ?? []).map((tour) => ({ name: 'guidedTour' as const, params: { id: String(tour.id) } })),
    ...(articles?.articles ?? []).map((article) => ({
      name: 'product' as const,
      params: { id: String(article.id) },
    })),
    ...(passes?.articles ?? []).map((pass) => ({ name: 'pass' as const, params: { id: String(pass.id) } })),
    ...pages.flatMap((id) =>
      id === undefined
        ? []
        : [id === 'shipping' ? { name: 'shippingPage' as const } : { name: 'page' as const, params: { id } }],
    ),
  ];
}

/**
 * The sitemap (sitemaps.org 0.9): each published page once per offered language, each with its
 * alternates in the other languages (Google's `xhtml:link` form of hreflang).
 */
export async function sitemapXml(
  read: ApiRead,
  shopUrl: string,
  lang: Language,
): Promise<string | undefined> {
  const config = (await read(lang, CONFIG_PATH)) as AppConfig | undefined;
  if (!config) return undefined;
  const pages = await publishedPages(read, config);
  const address = (page: SitemapPage, language: Language) =>
    escapeXml(`${shopUrl}${shopPagePath(page.name, language, page.params)}`);
  const urls = pages.flatMap((page) =>
    config.languages.map((language) =>
      [
        '<url>',
        `<loc>${address(page, language)}</loc>`,
        ...config.languages.map(
          (other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${address(page, other)}"/>`,
        ),
        '</url>',
      ].join(''),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: every shop page may be read but the API and the staff app; the sitemap's address. */
export function robotsTxt(shopUrl: string, staffPrefix: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    `Disallow: ${staffPrefix}`,
    '',
    `Sitemap: ${shopUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
