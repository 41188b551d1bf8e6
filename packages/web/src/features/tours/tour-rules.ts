import type { Language, NamedRef, TourPrice, TourSlot, TourSummary } from '@museum-shop/contract';
import { addDays } from '../../components/ui/calendar-dates.ts';

/**
 * What the tour screens show (spec §4 "Guided tours"): languages, filters, calendar days and times.
 * The sale rules (counts, places, prices) are the contract's (packages/contract/src/rules/tours.ts).
 */

/** Tour language (spec §4): the visitor's language if a tour is held in it, else the museum's default tour language. */
export function defaultTourLanguage(
  offered: readonly string[],
  current: Language,
  museumDefault: string,
): string | undefined {
  if (offered.includes(current)) return current;
  if (offered.includes(museumDefault)) return museumDefault;
  return undefined;
}

/** Categories without a tour are not offered as a filter (spec §4). */
export function nonEmptyCategories(
  categories: NamedRef[],
  tours: Pick<TourSummary, 'category'>[],
): NamedRef[] {
  return categories.filter((category) => tours.some((tour) => tour.category.id === category.id));
}

/** How many look-ahead days the list offers: today and the three days after it (spec §9). */
export const LOOKAHEAD_DAYS = 3;

export interface LookAheadDay {
  date: string;
  /** 0 today, 1 tomorrow, … */
  offset: number;
  /** Some tour can be booked on this date. */
  hasTours: boolean;
}

/**
 * The look-ahead flags of the tour list: for today through three days ahead, whether tours exist
 * on that date (spec §4). The spec's client set its fourth flag from the third day's date; here
 * every flag reads its own date (see the test), because the fourth chip names the fourth day.
 */
export function lookAheadDays(
  toursPerDate: Record<string, number[]>,
  today: string,
  visibleTourIds?: ReadonlySet<number>,
): LookAheadDay[] {
  return Array.from({ length: LOOKAHEAD_DAYS + 1 }, (_, offset) => {
    const date = addDays(today, offset);
    const ids = toursPerDate[date] ?? [];
    const hasTours = ids.some((id) => !visibleTourIds || visibleTourIds.has(id));
    return { date, offset, hasTours };
  });
}

export interface TourFilters {
  category?: number;
  /** A language identifier; undefined: every language. */
  language?: string;
  venue?: number;
  /** YYYY-MM-DD: only tours bookable on that date. */
  day?: string;
}

export function filterTours<T extends Pick<TourSummary, 'id' | 'category' | 'langIdentifier' | 'venue'>>(
  tours: T[],
  filters: TourFilters,
  toursPerDate: Record<string, number[]>,
): T[] {
  const onDay = filters.day ? new Set(toursPerDate[filters.day] ?? []) : undefined;
  return tours.filter(
    (tour) =>
      (filters.category === undefined || tour.category.id === filters.category) &&
      (filters.language === undefined || tour.langIdentifier === filters.language) &&
      (filters.venue === undefined || tour.venue.id === filters.venue) &&
      (!onDay || onDay.has(tour.id)),
  );
}

/** The lowest price of a tour's price list, for "from €9.00"; null without prices. */
export function lowestPrice(prices: Pick<TourPrice, 'price'>[]): number | null {
  return prices.length === 0 ? null : Math.min(...prices.map((price) => price.price));
}

/** A time slot that can still be booked. */
export const slotBookable = (slot: Pick<TourSlot, 'soldout' | 'state' | 'tickets'>) =>
  !slot.soldout && slot.state !== 'sold_out' && slot.state !== 'expired' && slot.tickets > 0;

/**
 * The time chosen when a date is chosen (spec §4): its only time; with several, the time chosen
 * before if the new date has it, else the first. "First" means the first that can be booked: a
 * visitor is never handed a sold-out time; if none can be booked, nothing is chosen.
 */
export function chooseTime(
  slots: Pick<TourSlot, 'time' | 'soldout' | 'state' | 'tickets'>[],
  previous: string | undefined,
): string | undefined {
  const bookable = slots.filter(slotBookable);
  if (bookable.length === 0) return undefined;
  if (bookable.length === 1) return bookable[0]?.time;
  if (previous && bookable.some((slot) => slot.time === previous)) return previous;
  return bookable[0]?.time;
}

/** A date of a month's calendar that has a time that can be booked. */
export const dateBookable = (slots: Pick<TourSlot, 'soldout' | 'state' | 'tickets'>[] | undefined) =>
  (slots ?? []).some(slotBookable);

/**
 * The date after a month's calendar loads (spec §4): the requested one if it has times that can be
 * booked, else the first such date of the month; undefined when the month has none.
 */
export function dateAfterMonthLoad(
  requested: string | undefined,
  calendar: Record<string, Pick<TourSlot, 'soldout' | 'state' | 'tickets'>[]>,
): string | undefined {
  if (requested && dateBookable(calendar[requested])) return requested;
  return Object.keys(calendar)
    .sort()
    .find((date) => dateBookable(calendar[date]));
}

/** The first date after `after` with a time that can be booked, in the loaded calendar. */
export function nextBookableDate(
  after: string,
  calendar: Record<string, Pick<TourSlot, 'soldout' | 'state' | 'tickets'>[]>,
): string | undefined {
  return Object.keys(calendar)
    .sort()
    .find((date) => date > after && dateBookable(calendar[date]));
}

export type TourDayKind =
  | 'available'
  | 'few'
  | 'soldOut'
  | 'noMoreTimes'
  | 'closed'
  | 'staffClosed'
  | 'past'
  | 'notOnSale';

/** A date whose times not yet passed are all closed by the staff (issue 25), at least one. */
export const dateClosedByStaff = (slots: Pick<TourSlot, 'state' | 'closed'>[] | undefined) => {
  const open = (slots ?? []).filter((slot) => slot.state !== 'expired');
  return open.length > 0 && open.every((slot) => slot.closed === true);
};

/**
 * What a calendar day of a tour is, and so why it cannot be booked: past, today after its last
 * time (decision 0013), not (yet) on sale outside the tour's first and last date, no tour that day,
 * closed by the staff (every time left closed, issue 25), sold out; or bookable, with few places.
 */
export function tourDayKind(
  date: string,
  today: string,
  lifetime: { first: string | null; last: string | null } | undefined,
  slots: Pick<TourSlot, 'soldout' | 'state' | 'tickets' | 'closed'>[] | undefined,
  soldOutDates: readonly string[],
): TourDayKind {
  if (date < today) return 'past';
  // Before the lifetime: today after its last time lies before the first bookable date.
  if (slots && slots.length > 0 && slots.every((slot) => slot.state === 'expired'))
    return date === today ? 'noMoreTimes' : 'past';
  if (lifetime && (!lifetime.first || date < lifetime.first || (lifetime.last && date > lifetime.last)))
    return 'notOnSale';
  if (!slots || slots.length === 0) return 'closed';
  if (dateClosedByStaff(slots)) return 'staffClosed';
  if (soldOutDates.includes(date) || !dateBookable(slots)) return 'soldOut';
  return slots.some((slot) => slotBookable(slot) && slot.state === 'few_left') ? 'few' : 'available';
}

/**
 * A look-ahead day's weekday as a filter label, beside "Today" and "Tomorrow": written as the
 * language starts a label, with a capital (Intl gives "lundi", "martes", "onsdag" in lower case).
 */
export function weekdayLabel(date: string, lang: Language): string {
  const name = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}
