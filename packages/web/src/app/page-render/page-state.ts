import type { Language } from '@museum-shop/contract';
import type { RuntimeSettings } from '@museum-shop/ui';
import type { DehydratedState } from '@tanstack/react-query';
import type { ResourceKey } from 'i18next';

/**
 * What the server hands the browser with a page it rendered (issue 37): enough to hydrate it
 * without asking again. It travels in a `<script type="application/json">` (data, never run, so
 * the CSP needs no exception) beside the rendered root.
 */
export interface PageState {
  settings: RuntimeSettings;
  lang: Language;
  /** The text namespaces the page's render used: the browser loads them before it hydrates. */
  namespaces: string[];
  /** Their texts in the page's language, by namespace (English common is bundled): not downloaded again. */
  texts: Record<string, ResourceKey>;
  /** The moment the page was rendered at, by the server's clock (ISO). */
  now: string;
  /** The answers the page was rendered from (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
}

export const PAGE_STATE_ID = 'shop-page-state';
/** The mark of `<html>` on a page the server rendered: known before its body has arrived. */
export const RENDERED_PAGE_ATTRIBUTE = 'data-rendered';

/**
 * The answers dated at the render's moment by the server's clock rather than the process's own:
 * the browser, whose clock is the museum's, then judges what is stale as the server's render did.
 * A page rendered at a pinned hour otherwise hydrated answers from "the future", and a screen that
 * showed a refetch (a stale answer) on the server showed none in the browser.
 */
export function answeredAt(queries: DehydratedState, now: Date): DehydratedState {
  const at = now.getTime();
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt && at },
    })),
  };
}

/** The state as the script element's text: `<` escaped, so no text in it can close the element. */
export function pageStateScript(state: PageState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`;
}

/** The state of the page the server rendered, or undefined when the app was sent as a shell. */
export function readPageState(): PageState | undefined {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return undefined; // A page that cannot be read is started in the browser, as a shell is.
  }
}
