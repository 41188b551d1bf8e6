import { localDate } from '@museum-shop/contract';

/** A date YYYY-MM-DD, or a datetime YYYY-MM-DD HH:mm, as the shop shows it: d.m.Y (decision 0020). */
export { formatDisplayDate as formatDate, formatDisplayDate as formatDateTime } from '@museum-shop/contract';
/** Cents as the visitor reads money in their language (packages/ui; ARCHITECTURE: money rules). */
export { formatMoney } from '@museum-shop/ui';

/**
 * The museum's calendar day (YYYY-MM-DD) of an instant (ISO 8601): an order placed at 00:30 in
 * Berlin is of that day, although it is still the day before in UTC.
 */
export function museumDate(instant: string, timeZone: string): string {
  return localDate(new Date(instant), timeZone);
}
