import type { CartItem } from '../cart.ts';
import type { LineProblem } from '../errors.ts';
import { toCount } from './counts.ts';
import { type RulePart, sumParts } from './money.ts';
import { countsById, dedupeProblems, placesProblem, sumCounts } from './problems.ts';

/**
 * The rules of booking a guided tour (spec §4 "Guided tours", §5 "Guided tour counts"): what the
 * counts may be, what they cost and how many places and whole tours they take. The web app's
 * booking screen and the server's pricing both call these.
 */

export type GuidedTourItem = Extract<CartItem, { type: 'guidedTour' }>;

/** A tour's flags as the API sends them (0/1, spec §3). */
export interface TourFlags {
  max_participants: number;
  single_ticketing: 0 | 1;
  book_complete_tour: 0 | 1;
  booking_without_tickets: 0 | 1;
}

export interface TourRule extends TourFlags {
  /** Tour places, or whole tours when the tour is booked complete. */
  priceList: readonly { id: number; price: number; vat_value: number }[];
  /** Admission tickets; a ticket's sub-tickets (a family admission) count as its participants. */
  tickets: readonly {
    id: number;
    price: number;
    vat_value: number;
    subtickets: readonly { id: number; price: number; vat_value?: number }[];
  }[];
}

/** What the visitor chose: counts per price id (tour places or whole tours) and per ticket id. */
export interface TourCounts {
  prices: Record<number, number>;
  tickets: Record<number, number>;
  /** Ticket id → sub-ticket id → count. */
  subtickets: Record<number, Record<number, number>>;
}

export const EMPTY_TOUR_COUNTS: TourCounts = { prices: {}, tickets: {}, subtickets: {} };

/** A cart line's counts, an id sent twice counted once with both counts. */
export function tourCountsOfItem(item: Pick<GuidedTourItem, 'prices' | 'tickets'>): TourCounts {
  const subtickets: Record<number, Record<number, number>> = {};
  for (const ticket of item.tickets) {
    const subs = subtickets[ticket.id] ?? {};
    for (const sub of ticket.subtickets ?? []) subs[sub.id] = (subs[sub.id] ?? 0) + sub.count;
    subtickets[ticket.id] = subs;
  }
  return { prices: countsById(item.prices), tickets: countsById(item.tickets), subtickets };
}

/** Tour places, or whole tours when the tour is booked complete. */
export const tourCountOf = (counts: TourCounts) => sumCounts(counts.prices);

/** Participants: the admission tickets; a ticket with sub-tickets counts its sub-tickets. */
export function participantsOf(counts: TourCounts): number {
  return Object.entries(counts.tickets).reduce((total, [id, count]) => {
    const persons = sumCounts(counts.subtickets[Number(id)] ?? {});
    return total + (persons > 0 ? persons : count);
  }, 0);
}

/** Sub-tickets of a tour ticket (spec §4): the ticket's own count is 1 when any of its sub-tickets is chosen, else 0. */
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
    tickets: { ...counts.tickets, [ticketId]: sumCounts(subs) > 0 ? 1 : 0 },
  };
}

/** The places and whole tours a booking takes of its time slot. */
export function tourPlaces(tour: TourFlags, counts: TourCounts): { places: number; tours: number } {
  const tourCount = tourCountOf(counts);
  const participants = participantsOf(counts);
  if (!tour.book_complete_tour) return { places: Math.max(tourCount, participants), tours: 0 };
  // A whole tour booked without naming its participants takes all of its places.
  return { places: participants > 0 ? participants : tourCount * tour.max_participants, tours: tourCount };
}

/** Complete-tour booking with single ticketing: more tickets than tours (the spec's helper). */
export const ticketsAboveTours = (counts: TourCounts) => participantsOf(counts) > tourCountOf(counts);

/**
 * The problems of the counts themselves (spec §5), each naming the requested and available number
 * where it has them; `tourCountProblems` adds those of a time slot.
 */
export function tourCountRuleProblems(
  tour: TourFlags & Partial<Pick<TourRule, 'tickets'>>,
  counts: TourCounts,
): LineProblem[] {
  const tourCount = tourCountOf(counts);
  const participants = participantsOf(counts);
  if (tourCount === 0 && participants === 0) return [{ code: 'NOTHING_CHOSEN' }];
  const problems: LineProblem[] = [];
  // A ticket with sub-tickets counts 1 when any is chosen, else 0 (spec §4): never many, never free.
  for (const ticket of tour.tickets ?? []) {
    if (ticket.subtickets.length === 0) continue;
    const count = counts.tickets[ticket.id] ?? 0;
    const expected = sumCounts(counts.subtickets[ticket.id] ?? {}) > 0 ? 1 : 0;
    if (count !== expected)
      problems.push({ code: 'FAMILY_COUNT_MISMATCH', requested: count, available: expected });
  }
  const withTickets = tour.booking_without_tickets === 0;
  if (tour.book_complete_tour === 1) {
    if (tourCount === 0) return [...problems, { code: 'NOTHING_CHOSEN' }];
    // Ticket count is capped at max_participants times the tour count.
    const most = tour.max_participants * tourCount;
    if (participants > most)
      problems.push({ code: 'OVER_MAX_PARTICIPANTS', requested: participants, available: most });
    if (tour.single_ticketing === 1 && withTickets && participants < tourCount)
      problems.push({ code: 'TICKETS_BELOW_TOURS', requested: participants, available: tourCount });
    return problems;
  }
  if (tourCount > tour.max_participants)
    problems.push({ code: 'OVER_MAX_PARTICIPANTS', requested: tourCount, available: tour.max_participants });
  if (withTickets && participants !== tourCount)
    problems.push({ code: 'TICKETS_TOURS_MISMATCH', requested: participants, available: tourCount });
  return problems;
}

/** What is left of a tour's time slot: places, and whole tours (a guide each). */
export interface TourSlotLeft {
  places: number;
  tours: number;
}

/** Every problem of the counts at a time with `slot` left (spec §5). An empty list means they can be booked. */
export function tourCountProblems(
  tour: TourFlags & Partial<Pick<TourRule, 'tickets'>>,
  slot: TourSlotLeft | undefined,
  counts: TourCounts,
): LineProblem[] {
  const problems = tourCountRuleProblems(tour, counts);
  if (!slot || problems.some((problem) => problem.code === 'NOTHING_CHOSEN')) return problems;
  const need = tourPlaces(tour, counts);
  if (need.tours > slot.tours) {
    problems.push(
      slot.tours <= 0 && slot.places <= 0
        ? { code: 'SOLD_OUT' }
        : { code: 'NOT_ENOUGH_TOURS', requested: need.tours, available: Math.max(0, slot.tours) },
    );
    return dedupeProblems(problems);
  }
  const full = placesProblem(need.places, slot.places);
  if (full) problems.push(full);
  return dedupeProblems(problems);
}

/** A tour line: its priced parts and their total, the places and tours it takes, and unknown ids. */
export interface TourLine {
  parts: RulePart[];
  total: number;
  tourCount: number;
  participants: number;
  places: number;
  tours: number;
  /** Ids the tour does not have (its count problems come from `tourCountProblems`). */
  unknown: boolean;
}

export function tourLine(tour: TourRule, counts: TourCounts): TourLine {
  const parts: RulePart[] = [];
  let unknown = false;
  for (const [id, count] of Object.entries(counts.prices)) {
    const price = tour.priceList.find((candidate) => candidate.id === Number(id));
    if (!price) unknown ||= count > 0;
    else if (count > 0)
      parts.push({
        kind: 'tourPrice',
        id: price.id,
        count,
        unit_price: price.price,
        vat_rate: price.vat_value,
      });
  }
  for (const [id, count] of Object.entries(counts.tickets)) {
    const ticket = tour.tickets.find((candidate) => candidate.id === Number(id));
    if (!ticket) {
      unknown ||= count > 0 || sumCounts(counts.subtickets[Number(id)] ?? {}) > 0;
      continue;
    }
    if (count > 0)
      parts.push({
        kind: 'tourTicket',
        id: ticket.id,
        count,
        unit_price: ticket.price,
        vat_rate: ticket.vat_value,
      });
    for (const [subId, subCount] of Object.entries(counts.subtickets[ticket.id] ?? {})) {
      const sub = ticket.subtickets.find((candidate) => candidate.id === Number(subId));
      if (!sub) unknown ||= subCount > 0;
      else if (subCount > 0)
        parts.push({
          kind: 'subticket',
          id: sub.id,
          count: subCount,
          unit_price: sub.price,
          vat_rate: sub.vat_value ?? ticket.vat_value,
        });
    }
  }
  const { places, tours } = tourPlaces(tour, counts);
  return {
    parts,
    total: sumParts(parts),
    tourCount: tourCountOf(counts),
    participants: participantsOf(counts),
    places,
    tours,
    unknown,
  };
}

/** The total in cents of the chosen counts, as the server prices their cart line. */
export const tourTotal = (tour: TourRule, counts: TourCounts) => tourLine(tour, counts).total;

/** The cart line of a booking (never a price: the server prices it). */
export function tourCartItem(
  tourId: number,
  date: string,
  time: string,
  counts: TourCounts,
  answers: GuidedTourItem['answers'],
  member?: GuidedTourItem['member'],
): GuidedTourItem {
  const positive = (values: Record<number, number>) =>
    Object.entries(values)
      .filter(([, count]) => count > 0)
      .map(([id, count]) => ({ id: Number(id), count }));
  return {
    type: 'guidedTour',
    tourId,
    datetime: `${date} ${time}`,
    prices: positive(counts.prices),
    tickets: positive(counts.tickets).map((ticket) => {
      const subtickets = positive(counts.subtickets[ticket.id] ?? {});
      return subtickets.length > 0 ? { ...ticket, subtickets } : ticket;
    }),
    answers,
    ...(member && { member }),
  };
}
