import { type Language, localDate } from '@museum-shop/contract';

const moneyFormats = new Map<Language, Intl.NumberFormat>();

/** Cents as the visitor reads money in their language: `€12.50`, `12,50 €` (ARCHITECTURE: money rules). */
export function formatMoney(cents: number, lang: Language): string {
  let format = moneyFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
    moneyFormats.set(lang, format);
  }
  return format.format(cents / 100);
}

/** A date YYYY-MM-DD, or a datetime YYYY-MM-DD HH:mm, as the shop shows it: d.m.Y (decision 0020). */
export { formatDisplayDate as formatDate, formatDisplayDate as formatDateTime } from '@museum-shop/contract';

/**
 * The museum's calendar day (YYYY-MM-DD) of an instant (ISO 8601): an order placed at 00:30 in
 * Berlin is of that day, although it is still the day before in UTC.
 */
export function museumDate(instant: string, timeZone: string): string {
  return localDate(new Date(instant), timeZone);
}
