import type { AppConfig } from './config.ts';
import { isLanguage, type Language } from './language-codes.ts';

/**
 * The addresses of the shop's shared pages, below the `/{lang}/` prefix (spec §2): the same for
 * every visitor, so a search engine may list them and a CDN may keep them. The web app's route
 * table gives these screens their paths from here; the server sends each one's head (title,
 * description, alternates, structured data) and lists them in the sitemap (issue 37).
 */
export const SHOP_PAGE_PATHS = {
  home: '',
  merchandise: 'merchandise',
  merchandiseCategory: 'merchandise/:category',
  passes: 'passes',
  pass: 'passes/:id',
  vouchers: 'vouchers',
  voucher: 'vouchers/:id',
  tickets: 'tickets',
  ticket: 'tickets/:id',
  guidedTours: 'guided-tours',
  guidedTour: 'guided-tours/:id',
  product: 'product/:id',
  shippingPage: 'page/shipping',
  page: 'page/:id',
} as const;
export type ShopPageName = keyof typeof SHOP_PAGE_PATHS;

/** A shared page found at an address: its name, the language of its prefix and its parameters. */
export interface ShopPageMatch {
  name: ShopPageName;
  lang: Language;
  params: Record<string, string>;
}

/** Matches `segments` against a pattern's; a `:name` segment takes any one non-empty segment. */
function matchSegments(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = pattern === '' ? [] : pattern.split('/');
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = segments[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part !== segment.toLowerCase()) return undefined;
  }
  return params;
}

/**
 * The shared page at `pathname` (`/de/guided-tours/4`), or undefined for anything else: an address
 * without a language prefix, a personal screen (checkout, account) or an unknown address. A
 * trailing slash is allowed; a malformed escape in a parameter is not a page.
 */
export function matchShopPage(pathname: string): ShopPageMatch | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (!first || !isLanguage(first)) return undefined;
  let segments: string[];
  try {
    segments = rest.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
  // Fixed paths first: page/shipping is a page of its own before page/:id.
  const names = (Object.keys(SHOP_PAGE_PATHS) as ShopPageName[]).sort(
    (a, b) => Number(SHOP_PAGE_PATHS[a].includes(':')) - Number(SHOP_PAGE_PATHS[b].includes(':')),
  );
  for (const name of names) {
    const params = matchSegments(SHOP_PAGE_PATHS[name], segments);
    if (params) return { name, lang: first, params };
  }
  return undefined;
}

/** The address of a shared page in `lang`: `/en/tickets/3`, and `/en/` for the home page. */
export function shopPagePath(
  name: ShopPageName,
  lang: Language,
  params: Record<string, string> = {},
): string {
  const path = SHOP_PAGE_PATHS[name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs ${key}`);
    return encodeURIComponent(value);
  });
  return `/${lang}/${path}`;
}

/**
 * The document title: page title, separator, site name (spec §2); without a page title only the
 * site name. The web app sets it; the server sends it in a shared page's head.
 */
export function documentTitle(pageTitle: string | undefined, separator: '-' | '|', siteName: string): string {
  return pageTitle ? `${pageTitle} ${separator} ${siteName}` : siteName;
}

/** The site name in `lang`, else the untranslated site name. */
export function siteNameFor(
  config: Pick<AppConfig, 'site_name' | 'site_name_translations'>,
  lang: Language,
): string {
  return config.site_name_translations[lang] ?? config.site_name;
}
