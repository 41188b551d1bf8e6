import { CHECKOUT_RETURN_SCREENS } from './checkout-screens.ts';
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

/**
 * The addresses of the screens that are the visitor's own, below the optional `/{lang}/` prefix
 * (spec §2): accounts and checkout. They are sent as the app's shell, kept by no CDN and listed by
 * no search engine; the web app's route table takes their paths from here too.
 */
export const PERSONAL_SCREEN_PATHS = {
  login: 'login',
  register: 'register',
  registerSuccess: 'register/success',
  registerGuest: 'register-guest',
  forgotPassword: 'forgot-password',
  recover: 'recover/:guid',
  forgotPasswordSuccess: 'password-reset-success',
  recoverPasswordSuccess: 'recover-success',
  settings: 'settings',
  confirmEmail: 'confirm-email/:guid',
  orderReview: 'order-review/:id',
  checkout: 'checkout',
  checkoutAccepted: CHECKOUT_RETURN_SCREENS.accepted,
  checkoutCanceled: CHECKOUT_RETURN_SCREENS.canceled,
  checkoutSuccess: CHECKOUT_RETURN_SCREENS.success,
  checkoutFailed: CHECKOUT_RETURN_SCREENS.failed,
  waitingRoom: 'waiting-room',
} as const;

export type PersonalScreenName = keyof typeof PERSONAL_SCREEN_PATHS;

/** Logging out, outside the language prefix (spec §2). */
export const LOGOUT_PATH = '/logout';

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

/** Address segments with their escapes decoded; undefined when one is malformed (no screen has it). */
function decodedSegments(segments: string[]): string[] | undefined {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/**
 * The shared page at `pathname` (`/de/guided-tours/4`), or undefined for anything else: an address
 * without a language prefix, a personal screen (checkout, account) or an unknown address. A
 * trailing slash is allowed; a malformed escape in a parameter is not a page.
 */
export function matchShopPage(pathname: string): ShopPageMatch | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  if (!first || !isLanguage(first)) return undefined;
  const segments = decodedSegments(rest);
  if (!segments) return undefined;
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

/**
 * The personal screen at `pathname` below its language prefix (`/de/checkout`), with its
 * parameters, or undefined for anything else. The server sends such a screen's frame, never the
 * screen: the browser renders that (issue 37).
 */
export function matchPersonalScreen(
  pathname: string,
): { name: PersonalScreenName; lang: Language; params: Record<string, string> } | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  const lang = first?.toLowerCase();
  if (lang === undefined || !isLanguage(lang)) return undefined;
  const segments = decodedSegments(rest);
  if (!segments) return undefined;
  for (const name of Object.keys(PERSONAL_SCREEN_PATHS) as PersonalScreenName[]) {
    const params = matchSegments(PERSONAL_SCREEN_PATHS[name], segments);
    if (params) return { name, lang, params };
  }
  return undefined;
}

/**
 * Whether the web app has a screen at `pathname`: a shared page or a personal screen, with or
 * without its language prefix, or logging out. Anything else is the app's "not found", which the
 * server answers with a 404 (issue 37). A malformed escape is no screen.
 */
export function isShopScreen(pathname: string): boolean {
  if (pathname.replace(/\/+$/, '').toLowerCase() === LOGOUT_PATH) return true;
  const segments = decodedSegments(pathname.split('/').filter(Boolean));
  if (!segments) return false;
  // The router matches without regard to case, the language prefix too.
  const first = segments[0]?.toLowerCase();
  const below = first !== undefined && isLanguage(first) ? segments.slice(1) : segments;
  return [...Object.values(SHOP_PAGE_PATHS), ...Object.values(PERSONAL_SCREEN_PATHS)].some(
    (pattern) => matchSegments(pattern, below) !== undefined,
  );
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
