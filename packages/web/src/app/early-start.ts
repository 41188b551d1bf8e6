// The app's first script: index.html loads it on its own (vite.config.ts), so these calls run
// while the main script downloads; main.tsx imports it too, which in development starts them.
import { hideAcceptedCookieNotice } from '../features/content/cookie-notice.ts';
import { startEarlyCalls } from '../lib/early-calls.ts';
import { startAppAfterFirstPaint } from './after-first-paint.ts';
import { RENDERED_PAGE_ATTRIBUTE } from './page-render/page-state.ts';

const rendered = document.documentElement.hasAttribute(RENDERED_PAGE_ATTRIBUTE);
if (rendered) hideAcceptedCookieNotice();
// A rendered page fetches nothing before it has painted: its code and texts come with the app's.
if (rendered) startAppAfterFirstPaint(() => startEarlyCalls(window.location.pathname, { rendered }));
else startEarlyCalls(window.location.pathname);
