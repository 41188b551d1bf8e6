import { LANGUAGES } from '@museum-shop/contract';
import { calendarCode } from '../src/components/ui/calendar-code.ts';
import { calendarLocale } from '../src/components/ui/calendar-locales.ts';

/**
 * The booking screens load the calendar's code and its day names in the page's language beside
 * their code (issue 37); a test that renders the calendar without that route loads them first, as
 * the route would have (in a `beforeAll`).
 */
export async function loadCalendarLocales(): Promise<void> {
  await Promise.all([calendarCode(), ...LANGUAGES.map((lang) => calendarLocale(lang))]);
}
