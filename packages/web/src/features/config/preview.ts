import { PREVIEW_PARAM } from '@museum-shop/contract';
import { sessionStore } from '../../lib/session-store.ts';

/** Session storage key of the tab's preview token: the screens the owner opens next stay a preview. */
const PREVIEW_TOKEN_KEY = 'museum-shop.preview';

/**
 * The preview token of this tab ("View as visitor", issue 34): the one of the link that opened it
 * (`?preview=`), kept for the tab's later screens, else the one kept before; null without one.
 */
export function previewTokenOfTab(search: string): string | null {
  const fromLink = new URLSearchParams(search).get(PREVIEW_PARAM);
  if (fromLink) sessionStore.set(PREVIEW_TOKEN_KEY, fromLink);
  return fromLink || sessionStore.get(PREVIEW_TOKEN_KEY);
}

/** A token the server refused (ended, altered) is not asked about again in this tab. */
export const forgetPreviewToken = () => sessionStore.remove(PREVIEW_TOKEN_KEY);
