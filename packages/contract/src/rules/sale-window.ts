// When a ticket type is sold (issue 35): from a day on, and until some minutes before its time
// slot starts. The server applies it where it lists a ticket's times and where it prices a cart,
// so a ticket off sale shows no places and a cart naming it is refused (NOT_AVAILABLE).

/** The most minutes before a start a ticket may stop selling: a year. */
export const SALE_UNTIL_MINUTES_MAX = 60 * 24 * 365;

export interface SaleWindow {
  /** The museum's first day of sale (YYYY-MM-DD); null: on sale as soon as it is published. */
  sale_from: string | null;
  /** Sale stops this many minutes before the slot starts; null: until the slot's own end of sale. */
  sale_until_minutes_before: number | null;
}

export const ALWAYS_ON_SALE: SaleWindow = { sale_from: null, sale_until_minutes_before: null };

/** Minutes from one museum wall-clock time (YYYY-MM-DD HH:mm) to another, counted on the wall clock. */
export function wallMinutesBetween(from: string, to: string): number {
  const minutes = (at: string) => Date.parse(`${at.replace(' ', 'T')}:00Z`) / 60_000;
  return minutes(to) - minutes(from);
}

/**
 * Whether a ticket is on sale for the slot starting at `start`, at the museum's `now` (both the
 * museum's wall-clock times, YYYY-MM-DD HH:mm). The minutes are counted on the wall clock: on the
 * night the clocks change, a window across 02:00–03:00 is an hour longer or shorter.
 */
export function onSale(window: SaleWindow, start: string, now: string): boolean {
  if (window.sale_from !== null && now.slice(0, 10) < window.sale_from) return false;
  const before = window.sale_until_minutes_before;
  return before === null || wallMinutesBetween(now, start) >= before;
}
