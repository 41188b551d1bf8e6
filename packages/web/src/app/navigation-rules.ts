import { isLanguage, type Language } from '@museum-shop/contract';
import { LOGOUT_PATH, ROUTES, type RouteName, routePath } from './route-table.ts';

/** Changing language rewrites the first path segment (spec §4); a path without a language gets one. */
export function rewriteLanguage(pathname: string, lang: Language): string {
  const segments = pathname.split('/');
  const first = segments[1]?.toLowerCase() ?? '';
  if (isLanguage(first)) {
    segments[1] = lang;
    return segments.join('/');
  }
  return `/${lang}${pathname === '/' ? '/' : pathname}`;
}

/**
 * A returnTo value is followed only when it is a path of this shop: `//host` and `https://…` would
 * send the visitor to another site after login or logout.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** A link to an auth screen (or logout) that brings the visitor back to `currentPath` afterwards. */
export function withReturnTo(path: string, currentPath: string): string {
  return `${path}?${new URLSearchParams({ returnTo: currentPath })}`;
}

export const logoutPath = (currentPath: string) => withReturnTo(LOGOUT_PATH, currentPath);

/** Where a 401 or 403 sends the visitor (spec §6), or null when they are on the login screen already. */
export function unauthorizedRedirect(lang: Language, current: RouteName | undefined, currentPath: string) {
  if (current === 'login') return null;
  return `${routePath('login', lang)}?${new URLSearchParams({ fromUnauthorized: 'true', returnTo: currentPath })}`;
}

const isAuthRoute = (name: RouteName | undefined) =>
  name !== undefined && 'auth' in ROUTES[name] && ROUTES[name].auth === true;

/**
 * The redirection after login (spec §4): leaving checkout for an auth screen stores the checkout
 * route; moving between auth screens keeps it; any other screen clears it.
 */
export function nextLoginRedirect(
  previous: RouteName | undefined,
  next: RouteName,
  stored: string | null,
  lang: Language,
): string | null {
  if (!isAuthRoute(next)) return null;
  if (previous === 'checkout') return routePath('checkout', lang);
  return stored;
}

/** The home of a language (`/de`, `/de/`) or the bare root is not remembered as last visited (spec §4). */
export function isRootPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && isLanguage(segments[0]?.toLowerCase() ?? ''));
}

/** The last visited URL after a navigation from `previousPath`: the previous path unless it was a root. */
export function nextLastVisited(previousPath: string | undefined, stored: string | null): string | null {
  if (previousPath === undefined || isRootPath(previousPath.split('?')[0] ?? '/')) return stored;
  return previousPath;
}
