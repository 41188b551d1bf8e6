import {
  apiUrl,
  CONFIG_PATH,
  DEFAULT_LANGUAGE,
  matchShopPage,
  SHOP_INFO_PATH,
  STATIC_PAGE_PATH,
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

/**
 * Starts the calls every first screen waits for: the run-time settings, then the configuration
 * and the shop info in the language the app will ask them in (the path's, else the default), and
 * on a static page its text, which would otherwise wait for the page's code first; and on any
 * shared page (spec §2: an event, a list, an article …) its screen's code.
 * Settings it cannot read start nothing more; the app finds out why by itself.
 */
export function startEarlyCalls(pathname: string): void {
  const lang = pathLanguage(pathname) ?? DEFAULT_LANGUAGE;
  const pageId = staticPageIdOf(pathname);
  void startCall(SETTINGS_URL, SETTINGS_INIT).then(
    (settings) => {
      const { apiBase, shop } = settings as { apiBase?: unknown; shop?: unknown };
      if (typeof apiBase !== 'string' || typeof shop !== 'number') return;
      for (const path of [CONFIG_PATH, SHOP_INFO_PATH]) startCall(apiUrl(apiBase, path, { lang, shop }));
      if (pageId) startCall(apiUrl(apiBase, STATIC_PAGE_PATH, { lang, shop, params: { id: pageId } }));
    },
    () => {},
  );
  const page = matchShopPage(pathname);
  if (page && page.name !== 'home') preloadPageCode(page.name);
}

/** Forgets every early call (tests). */
export function forgetEarlyCalls(): void {
  started.clear();
}
