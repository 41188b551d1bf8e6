import { PAGE_STATE_ID } from './page-render/page-state.ts';

/**
 * The name of the app's script on a page the server rendered: the server sends its address as
 * `<meta name="app-script">` (neither fetched nor run) instead of a `<script>` (issue 37).
 */
export const APP_SCRIPT_META = 'app-script';

/** Past this, the app starts without the first paint's report. */
const PAINT_AT_THE_LATEST_MS = 5000;

/**
 * Fetches and runs the app's script once the page the server rendered has painted, `beforeApp`
 * first (the screen's code and texts, fetched beside it). The script takes a phone about 0.4 s to
 * evaluate; where it arrived before the first paint (a fast network, a slow CPU) the visitor waited
 * that long for text already in the HTML, and fetching it shared a slow network with the page. A
 * tab in the background paints nothing: the script runs there as soon as the page is parsed.
 */
export function startAppAfterFirstPaint(beforeApp: () => void = () => {}): void {
  let started = false;
  // Read when it runs: this script may run before the parser has reached the name.
  const start = () => {
    const src = document.querySelector(`meta[name="${APP_SCRIPT_META}"]`)?.getAttribute('content');
    if (started || !src) return;
    started = true;
    beforeApp();
    void import(/* @vite-ignore */ src);
  };
  const whenParsed = (run: () => void) =>
    document.readyState === 'loading'
      ? document.addEventListener('DOMContentLoaded', run, { once: true })
      : run();
  // A page without the state to hydrate from is a shell (a proxy took the render out): its empty
  // root paints nothing to wait for.
  whenParsed(() => {
    if (!document.getElementById(PAGE_STATE_ID)) start();
  });
  // A tab in the background paints nothing; a browser that reports no paints gets a frame's time.
  if (document.visibilityState === 'hidden') {
    whenParsed(start);
    return;
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    whenParsed(() => requestAnimationFrame(() => setTimeout(start, 0)));
    return;
  }
  // The browser reports the first contentful paint once it is on screen, not when it is drawn.
  const painted = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    painted.disconnect();
    whenParsed(start);
  });
  painted.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', () => whenParsed(start), { once: true });
  // Should no paint ever be reported, the shop still starts: a page that never works is worse.
  setTimeout(() => whenParsed(start), PAINT_AT_THE_LATEST_MS);
}
