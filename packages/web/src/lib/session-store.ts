import { browserStorage, readStoredJson } from '@museum-shop/ui';

/** The visit's session storage (one tab), never throwing (packages/ui). */
export const sessionStore = browserStorage('session');

/** Reads a JSON value of the session storage; anything unreadable counts as absent. */
export const readSessionJson = (key: string): unknown => readStoredJson(sessionStore, key);
