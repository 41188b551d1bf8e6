import { DEFAULT_LANGUAGE, type Language } from '@museum-shop/contract';
import { pathLanguage } from '../../lib/path-language.ts';
import { trackedLoads } from '../../lib/tracked-load.ts';
import { calendarLocale } from './calendar-locales.ts';

/**
 * The booking calendar's code (react-day-picker with its date library: about 20 KB of brotli) and
 * its day names, loaded apart from the booking screens' code (issue 37). A page the server
 * rendered shows its calendar as HTML and loads them only when the visitor reaches for it
 * (BookingCalendar.tsx); a booking screen opened in the browser loads them beside its code.
 */
const loads = trackedLoads((_code: 'calendar') => import('./Calendar.tsx'));

/** The calendar's code, loaded once. */
export const calendarCode = () => loads('calendar');

/** The calendar's code and its names in `lang`: what a calendar needs to render. */
export function calendarReady(lang: Language): Promise<unknown> {
  return Promise.all([calendarCode(), calendarLocale(lang)]);
}

/** Set while a page the server rendered with a calendar is being taken over: see below. */
let serverCalendarPending = false;

/**
 * Called before the browser takes over a page the server rendered: where the page holds a
 * calendar, the next `preloadCalendarOfPage` (the page's own screen's) leaves its code to the
 * calendar, which loads it when the visitor reaches for it.
 */
export function deferServerCalendar(): void {
  serverCalendarPending = document.querySelector(`[${SERVER_CALENDAR_ATTRIBUTE}]`) !== null;
}

/** The mark of a calendar the server rendered, on the element that holds its HTML. */
export const SERVER_CALENDAR_ATTRIBUTE = 'data-server-calendar';

/**
 * Starts loading the calendar in the language of the page's address, beside a booking screen's
 * code, so the calendar renders with the screen's first render.
 */
export function preloadCalendarOfPage(): Promise<unknown> {
  if (serverCalendarPending) {
    serverCalendarPending = false;
    return Promise.resolve();
  }
  const lang = typeof window === 'undefined' ? undefined : pathLanguage(window.location.pathname);
  return calendarReady(lang ?? DEFAULT_LANGUAGE).catch(() => undefined);
}
