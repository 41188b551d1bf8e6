/**
 * The id of the list, written into index.html by the build (vite.config.ts), of the files of a
 * static page's code: its screen and DOMPurify, with the files they import besides the main script.
 * A plain module without imports: vite.config.ts reads the id too.
 */
export const STATIC_PAGE_CODE_ID = 'static-page-code';

/**
 * Starts downloading the static page's code beside the main script, as module preloads (issue 11):
 * otherwise it would start only once the main script has run, a round trip more before the page's
 * text can show. The code runs only when the app imports it. Without the list (development) it
 * does nothing.
 */
export function preloadStaticPageCode(): void {
  const list = document.getElementById(STATIC_PAGE_CODE_ID)?.textContent;
  if (!list) return;
  for (const href of JSON.parse(list) as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // As the build's own script tags: the preloaded module is the one the app's import finds.
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}
