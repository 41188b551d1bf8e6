import { browserStorage } from '@museum-shop/ui';

/**
 * The browser's local storage of this origin, never throwing (packages/ui). The staff session lives
 * here so that every tab of the browser shares it (issue 34) until sign-out or its end on the
 * server. It is no cookie: a page of another site can neither read it nor make the browser send it,
 * so sharing it opens no way for cross-site requests. A change in another tab arrives as a
 * `storage` event (`onOtherTabChange`).
 */
export const sessionStore = browserStorage('local');

/** A preference that outlives the session (the staff member's language), in the same local storage. */
export const preferenceStore = sessionStore;
