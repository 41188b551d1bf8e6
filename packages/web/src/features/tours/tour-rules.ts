import type {
  CartItem,
  Language,
  LineProblem,
  NamedRef,
  Tour,
  TourPrice,
  TourSlot,
  TourSummary,
  TourTicket,
} from '@museum-shop/contract';
import { addDays } from '../../components/ui/calendar-dates.ts';

export type GuidedTourItem = Extract<CartItem, { type: 'guidedTour' }>;

/** The rules of booking a guided tour (spec §4 "Guided tours", §5 "Guided tour counts"), as pure functions. */

/** A typed count: anything that is not a whole number of at least 0 becomes 0 (spec §5). */
export function toCount(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : Number(String(input ?? '').trim());
  if (!Number.isFinite(value) || value < 0) return 0;
  return Math.floor(value);
}

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

/** What the visitor chose: counts per price id (tour places or whole tours) and per ticket id. */
export interface TourCounts {
  prices: Record<number, number>;
  tickets: Record<number, number>;
  /** Ticket id → sub-ticket id → count. */
  subtickets: Record<number, Record<number, number>>;
}

export const EMPTY_TOUR_COUNTS: TourCounts = { prices: {}, tickets: {}, subtickets: {} };

type TourFlags = Pick<
  TourSummary,
  'max_participants' | 'single_ticketing' | 'book_complete_tour' | 'booking_without_tickets'
>;

const sum = (values: Record<number, number>) =>
  Object.values(values).reduce((total, value) => total + value, 0);

/** Tour places, or whole tours when the tour is booked complete. */
export const tourCountOf = (counts: TourCounts) => sum(counts.prices);

/** Participants: the admission tickets; a ticket with sub-tickets counts its sub-tickets. */
export function participantsOf(counts: TourCounts): number {
  return Object.entries(counts.tickets).reduce((total, [id, count]) => {
    const persons = sum(counts.subtickets[Number(id)] ?? {});
    return total + (persons > 0 ? persons : count);
  }, 0);
}

/**
 * Sub-tickets of a tour ticket (spec §4): the ticket's own count is 1 when any of its sub-tickets
 * is chosen, else 0.
 */
export function setTourSubticket(
  counts: TourCounts,
  ticketId: number,
  subId: number,
  input: string | number,
): TourCounts {
  const subs = { ...counts.subtickets[ticketId], [subId]: toCount(input) };
  return {
    ...counts,
    subtickets: { ...counts.subtickets, [ticketId]: subs },
    tickets: { ...counts.tickets, [ticketId]: sum(subs) > 0 ? 1 : 0 },
  };
}

/** The places a booking takes of its time slot (as the server counts them). */
export function placesNeeded(tour: TourFlags, counts: TourCounts): number {
  const tourCount = tourCountOf(counts);
  const participants = participantsOf(counts);
  if (!tour.book_complete_tour) return Math.max(tourCount, participants);
  return participants > 0 ? participants : tourCount * tour.max_participants;
}

/** Complete-tour booking with single ticketing: more tickets than tours (the spec's helper). */
export const ticketsAboveTours = (counts: TourCounts) => participantsOf(counts) > tourCountOf(counts);

/**
 * Every problem of the chosen counts at the chosen time (spec §5), each naming the requested and
 * the available number where it has them. An empty list means the counts can be booked.
 */
export function tourCountProblems(
  tour: TourFlags,
  slot: Pick<TourSlot, 'tickets' | 'tours'> | undefined,
  counts: TourCounts,
): LineProblem[] {
  const tourCount = tourCountOf(counts);
  const participants = participantsOf(counts);
  if (tourCount === 0 && participants === 0) return [{ code: 'NOTHING_CHOSEN' }];
  const problems: LineProblem[] = [];
  const complete = tour.book_complete_tour === 1;
  const withTickets = tour.booking_without_tickets === 0;
  if (complete) {
    if (tourCount === 0) problems.push({ code: 'NOTHING_CHOSEN' });
    // Ticket count is capped at max_participants times the tour count.
    const most = tour.max_participants * tourCount;
    if (tourCount > 0 && participants > most)
      problems.push({ code: 'OVER_MAX_PARTICIPANTS', requested: participants, available: most });
    if (tour.single_ticketing === 1 && withTickets && participants < tourCount)
      problems.push({ code: 'TICKETS_BELOW_TOURS', requested: participants, available: tourCount });
    if (slot && tourCount > slot.tours)
      problems.push({ code: 'NOT_ENOUGH_TOURS', requested: tourCount, available: slot.tours });
  } else {
    if (tourCount > tour.max_participants)
      problems.push({
        code: 'OVER_MAX_PARTICIPANTS',
        requested: tourCount,
        available: tour.max_participants,
      });
    if (withTickets && participants !== tourCount)
      problems.push({ code: 'TICKETS_TOURS_MISMATCH', requested: participants, available: tourCount });
  }
  const places = placesNeeded(tour, counts);
  if (slot && !problems.some((problem) => problem.code === 'NOT_ENOUGH_TOURS')) {
    if (slot.tickets === 0) problems.push({ code: 'SOLD_OUT' });
    else if (places > slot.tickets)
      problems.push({ code: 'NOT_ENOUGH_PLACES', requested: places, available: slot.tickets });
  }
  return problems;
}

/** The total in cents: tour prices, tickets and their sub-tickets, as the server adds them. */
export function tourTotal(
  prices: Pick<TourPrice, 'id' | 'price'>[],
  tickets: Pick<TourTicket, 'id' | 'price' | 'subtickets'>[],
  counts: TourCounts,
): number {
  const priceTotal = prices.reduce((total, price) => total + price.price * (counts.prices[price.id] ?? 0), 0);
  const ticketTotal = tickets.reduce((total, ticket) => {
    const subs = ticket.subtickets.reduce(
      (subtotal, sub) => subtotal + sub.price * (counts.subtickets[ticket.id]?.[sub.id] ?? 0),
      0,
    );
    return total + ticket.price * (counts.tickets[ticket.id] ?? 0) + subs;
  }, 0);
  return priceTotal + ticketTotal;
}

/** The cart line of a booking (never a price: the server prices it). */
export function tourCartItem(
  tour: Pick<Tour, 'id'>,
  date: string,
  time: string,
  counts: TourCounts,
  answers: GuidedTourItem['answers'],
): GuidedTourItem {
  const positive = (values: Record<number, number>) =>
    Object.entries(values)
      .filter(([, count]) => count > 0)
      .map(([id, count]) => ({ id: Number(id), count }));
  return {
    type: 'guidedTour',
    tourId: tour.id,
    datetime: `${date} ${time}`,
    prices: positive(counts.prices),
    tickets: positive(counts.tickets).map((ticket) => {
      const subtickets = positive(counts.subtickets[ticket.id] ?? {});
      return subtickets.length > 0 ? { ...ticket, subtickets } : ticket;
    }),
    answers,
  };
}

export type TourDayKind = 'available' | 'few' | 'soldOut' | 'noMoreTimes' | 'closed' | 'past' | 'notOnSale';

/**
 * What a calendar day of a tour is, and so why it cannot be booked: past, today after its last
 * time (decision 0013), not (yet) on sale outside the tour's first and last date, no tour that day,
 * sold out; or bookable, with few places.
 */
export function tourDayKind(
  date: string,
  today: string,
  lifetime: { first: string | null; last: string | null } | undefined,
  slots: Pick<TourSlot, 'soldout' | 'state' | 'tickets'>[] | undefined,
  soldOutDates: readonly string[],
): TourDayKind {
  if (date < today) return 'past';
  // Before the lifetime: today after its last time lies before the first bookable date.
  if (slots && slots.length > 0 && slots.every((slot) => slot.state === 'expired'))
    return date === today ? 'noMoreTimes' : 'past';
  if (lifetime && (!lifetime.first || date < lifetime.first || (lifetime.last && date > lifetime.last)))
    return 'notOnSale';
  if (!slots || slots.length === 0) return 'closed';
  if (soldOutDates.includes(date) || !dateBookable(slots)) return 'soldOut';
  return slots.some((slot) => slotBookable(slot) && slot.state === 'few_left') ? 'few' : 'available';
}
