import type { Language } from '@museum-shop/contract';
import { useSyncExternalStore } from 'react';
import { sessionStore } from '../lib/session-store.ts';
import { nextLastVisited, nextLoginRedirect } from './navigation-rules.ts';
import type { RouteName } from './route-table.ts';

/** Session storage keys of the navigation state (spec §4 "Navigation"). */
export const LAST_VISITED_KEY = 'lastVisitedUrl';
export const LOGIN_REDIRECT_KEY = 'redirectAfterLogin';

let previous: { name: RouteName; path: string } | undefined;
const listeners = new Set<() => void>();

const store = (key: string, value: string | null) =>
  value === null ? sessionStore.remove(key) : sessionStore.set(key, value);

/** Called once per screen shown: remembers the last visited URL and the way back to checkout after login. */
export function recordNavigation(name: RouteName, path: string, lang: Language) {
  // React's strict mode runs effects twice; the same screen twice is one navigation.
  if (previous?.path === path && previous.name === name) return;
  store(LAST_VISITED_KEY, nextLastVisited(previous?.path, sessionStore.get(LAST_VISITED_KEY)));
  store(
    LOGIN_REDIRECT_KEY,
    nextLoginRedirect(previous?.name, name, sessionStore.get(LOGIN_REDIRECT_KEY), lang),
  );
  previous = { name, path };
  for (const listener of listeners) listener();
}

export const lastVisitedUrl = () => sessionStore.get(LAST_VISITED_KEY);

/** A page rendered on the server knows nothing of the visit (issue 37). */
const noVisitYet = () => null;

/** The last visited URL, re-rendering when a navigation changes it. */
export function useLastVisitedUrl(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    lastVisitedUrl,
    noVisitYet,
  );
}
/** The screen to open after a successful login, if the visitor came from checkout. */
export const loginRedirect = () => sessionStore.get(LOGIN_REDIRECT_KEY);

/** The screen shown now, for reactions that depend on it (a 401 on the login screen stays there). */
export const currentRouteName = (): RouteName | undefined => previous?.name;
