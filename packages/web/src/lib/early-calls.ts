import {
  ANNUAL_PASS_KIND,
  ARTICLE_CATEGORIES_PATH,
  ARTICLE_LIST_PATH,
  ARTICLE_PATH,
  apiUrl,
  CONFIG_PATH,
  DEFAULT_LANGUAGE,
  EVENT_LIST_PATH,
  matchShopPage,
  SHOP_INFO_PATH,
  type ShopPageName,
  STATIC_PAGE_PATH,
  TICKET_COLLECT_PATH,
  TICKET_LIFETIME_PATH,
  TOUR_ATTRIBUTES_PATH,
  TOUR_LIFETIME_PATH,
  TOUR_LIST_PATH,
  TOUR_PATH,
  VOUCHER_GROUPS_PATH,
  VOUCHER_LIST_PATH,
} from '@museum-shop/contract';
import { preloadPageCode } from './early-code.ts';
import { pathLanguage } from './path-language.ts';

/**
 * Calls started before the app's main script has arrived (issue 11: on a phone it takes about a
 * second to download, and the first screen waits for the configuration). The app takes each
 * answer once, where it would otherwise make the same call. This module and its imports are
 * plain code without schemas, so the script that starts them stays small (see vite.config.ts).
 */

export const SETTINGS_URL = '/settings.json';
/** The run-time settings may change with a deploy of the back-end: the browser revalidates them. */
export const SETTINGS_INIT: RequestInit = { cache: 'no-cache' };

const started = new Map<string, Promise<unknown>>();

function startCall(url: string, init?: RequestInit): Promise<unknown> {
  const answer = fetch(url, init).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  // A failed early call is nobody's error: the app makes the ordinary call instead.
  answer.catch(() => {});
  started.set(url, answer);
  return answer;
}

/**
 * The JSON answer of the early call to `url`, taken once; undefined when there was none or it
 * failed, so the caller makes its ordinary call with its own retries and error handling.
 */
export async function takeEarlyAnswer(url: string): Promise<{ json: unknown } | undefined> {
  const answer = started.get(url);
  if (!answer) return undefined;
  started.delete(url);
  try {
    return { json: await answer };
  } catch {
    return undefined;
  }
}

/**
 * The page id of a static page's address (the route table's `page/:id` and `page/shipping`, after
 * the optional language; any case), as its screen asks the server for it; undefined for any other.
 */
export function staticPageIdOf(pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (pathLanguage(pathname)) segments.shift();
  const [first, id] = segments;
  if (segments.length !== 2 || first?.toLowerCase() !== 'page' || !id) return undefined;
  try {
    return decodeURIComponent(id).toLowerCase();
  } catch {
    return undefined; // A malformed address: the router shows what it makes of it.
  }
}

/** A call of the contract, as `apiUrl` puts it together: its path, path parameters and query. */
interface FirstCall {
  path: string;
  params?: Record<string, string>;
  query?: Record<string, string | number>;
}

/**
 * The calls each shared page's screen starts with, as that screen makes them (its `get…` call;
 * app/first-calls.test.ts holds the two together), given the page's id: those that need nothing but
 * the address. The day's calls (calendars, today's times) wait for the screen.
 */
const FIRST_CALLS: Partial<Record<ShopPageName, (id: string) => FirstCall[]>> = {
  tickets: () => [{ path: EVENT_LIST_PATH }],
  ticket: (id) => [
    { path: TICKET_COLLECT_PATH, params: { id } },
    { path: TICKET_LIFETIME_PATH, query: { event: id } },
  ],
  guidedTours: () => [{ path: TOUR_LIST_PATH }, { path: TOUR_ATTRIBUTES_PATH }],
  guidedTour: (id) => [
    { path: TOUR_LIFETIME_PATH, params: { id } },
    { path: TOUR_PATH, query: { tour: id } },
  ],
  merchandise: () => [{ path: ARTICLE_CATEGORIES_PATH }, { path: ARTICLE_LIST_PATH }],
  passes: () => [{ path: ARTICLE_LIST_PATH, query: { product_kind: ANNUAL_PASS_KIND } }],
  product: (id) => [{ path: ARTICLE_PATH, query: { article: id } }],
  pass: (id) => [{ path: ARTICLE_PATH, query: { article: id } }],
  vouchers: () => [{ path: VOUCHER_LIST_PATH }, { path: VOUCHER_GROUPS_PATH }],
};

/** The first calls of the shared page at `pathname`; none for an id that cannot be one (the screen says not found). */
function firstCallsOf(pathname: string): FirstCall[] {
  const page = matchShopPage(pathname);
  const calls = page && FIRST_CALLS[page.name];
  if (!page || !calls) return [];
  const id = page.params.id ?? '';
  return 'id' in page.params && !/^[1-9]\d{0,8}$/.test(id) ? [] : calls(id);
}

/**
 * Starts the calls every first screen waits for: the run-time settings, then the configuration
 * and the shop info in the language the app will ask them in (the path's, else the default), and
 * on a static page its text, which would otherwise wait for the page's code first; and on any
 * shared page (spec §2: an event, a list, an article …) its screen's code and first calls.
 * Settings it cannot read start nothing more; the app finds out why by itself.
 */
export function startEarlyCalls(pathname: string, { rendered = false } = {}): void {
  const page = matchShopPage(pathname);
  if (page) preloadPageCode(page.name, page.lang, { rendered });
  // A page the server rendered carries the answers of its calls and its texts (issue 37): only its
  // code (and the fallback language's texts) are wanted early; calls would only compete with them
  // for a phone's bandwidth.
  if (rendered) return;
  const lang = pathLanguage(pathname) ?? DEFAULT_LANGUAGE;
  const pageId = staticPageIdOf(pathname);
  void startCall(SETTINGS_URL, SETTINGS_INIT).then(
    (settings) => {
      const { apiBase, shop } = settings as { apiBase?: unknown; shop?: unknown };
      if (typeof apiBase !== 'string' || typeof shop !== 'number') return;
      for (const path of [CONFIG_PATH, SHOP_INFO_PATH]) startCall(apiUrl(apiBase, path, { lang, shop }));
      if (pageId) startCall(apiUrl(apiBase, STATIC_PAGE_PATH, { lang, shop, params: { id: pageId } }));
      for (const call of firstCallsOf(pathname))
        startCall(apiUrl(apiBase, call.path, { lang, shop, params: call.params, query: call.query }));
    },
    () => {},
  );
}

/** Forgets every early call (tests). */
export function forgetEarlyCalls(): void {
  started.clear();
}
