// The app's first script: index.html loads it on its own (vite.config.ts), so these calls run
// while the main script downloads; main.tsx imports it too, which in development starts them.
import { startEarlyCalls } from '../lib/early-calls.ts';
import { startAppAfterFirstPaint } from './after-first-paint.ts';
import { RENDERED_PAGE_ATTRIBUTE } from './page-render/page-state.ts';

/**
 * The browser loads its Intl data (ICU) on the first Intl formatter of any kind, and its time zone
 * data (every zone's) on the first with a zone: 15–60 ms of a desktop's main thread, four times that
 * on a phone. Here, while the page is still arriving, that costs the visitor nothing; during the
 * takeover it was a long task of its own (the museum's date, issue 37).
 */
function loadIntlData() {
  try {
    new Intl.DateTimeFormat(document.documentElement.lang || undefined, {
      timeZone: 'Europe/Berlin',
      hour: 'numeric',
    }).formatToParts(0);
  } catch {
    // Without Intl or its zones, the formatters say so where they are used.
  }
}

loadIntlData();
const rendered = document.documentElement.hasAttribute(RENDERED_PAGE_ATTRIBUTE);
// A rendered page fetches nothing before it has painted: its code and texts come with the app's.
if (rendered) startAppAfterFirstPaint(() => startEarlyCalls(window.location.pathname, { rendered }));
else startEarlyCalls(window.location.pathname);
