import type { CartItem } from '../cart.ts';
import type { LineProblem } from '../errors.ts';
import type { TicketMode } from '../events.ts';
import { applyTicketCount } from './counts.ts';
import { type RulePart, sumParts } from './money.ts';
import { countsById, dedupeProblems, placesProblem } from './problems.ts';

/**
 * The rules of event tickets (spec §4 "Sub-tickets", §5 "Event tickets", §9): families, fixed
 * sub-tickets, add-ons, what a ticket costs and how many places it takes. The web app's booking
 * screen and the server's pricing both call these, so the price shown is the price charged.
 */

export type TicketItem = Extract<CartItem, { type: 'ticket' | 'dayTicket' }>;

export interface SubticketRule {
  id: number;
  price: number;
  vat_value: number;
  min_quantity: number;
  /** A fixed count when equal to min_quantity (spec §9); 0: no upper bound. */
  max_quantity: number;
}

export interface TicketRule {
  id: number;
  mode: TicketMode;
  price: number;
  vat_value: number;
  /** A family ticket: its price covers the sub-tickets, and each needs a quantity (spec §5). */
  family: boolean;
  subtickets: readonly SubticketRule[];
}

/** Day tickets (mode 3) admit at any time of their day. */
export const isDayTicket = (ticket: Pick<TicketRule, 'mode'>) => ticket.mode === 3;

/** An add-on (mode 5, e.g. an audio guide) is sold only with an admission of the same time, and takes no place. */
export const isAddOn = (ticket: Pick<TicketRule, 'mode'>) => ticket.mode === 5;

/** A sub-ticket with a fixed count (min_quantity equal to max_quantity, spec §9). */
export const isFixed = (sub: Pick<SubticketRule, 'min_quantity' | 'max_quantity'>) =>
  sub.max_quantity > 0 && sub.min_quantity === sub.max_quantity;

/** Spec §5: tickets of modes 1 and 5 with no schedule entry that has places (max_tickets above 0) are hidden. */
export function visibleTickets<T extends { mode: TicketMode; schedule: readonly { max_tickets: number }[] }>(
  tickets: T[],
): T[] {
  return tickets.filter(
    (ticket) => isDayTicket(ticket) || ticket.schedule.some((entry) => entry.max_tickets > 0),
  );
}

/** Spec §4: a ticket with sub-tickets counts 1 when any of its sub-tickets is chosen, else 0. */
export const parentCountOf = (subCounts: Readonly<Record<number, number>>) =>
  Object.values(subCounts).some((count) => count > 0) ? 1 : 0;

/** Counts per ticket id and, for tickets with sub-tickets, per sub-ticket id. */
export interface TicketCounts {
  tickets: Record<number, number>;
  subtickets: Record<number, Record<number, number>>;
}

export const EMPTY_TICKET_COUNTS: TicketCounts = { tickets: {}, subtickets: {} };

/**
 * Spec §4 "Sub-tickets": setting a sub-ticket's count sets the ticket's own count to 1 if any
 * sub-count is above 0, else 0; sub-tickets with a fixed count toggle between 0 and their maximum
 * depending on whether other sub-tickets are chosen. A count above max_quantity is ignored.
 */
export function setSubticketCount(
  counts: TicketCounts,
  ticket: Pick<TicketRule, 'id' | 'subtickets'>,
  subId: number,
  input: string | number,
): TicketCounts {
  const sub = ticket.subtickets.find((candidate) => candidate.id === subId);
  if (!sub || isFixed(sub)) return counts;
  const previous = counts.subtickets[ticket.id] ?? {};
  const limit = sub.max_quantity > 0 ? sub.max_quantity : Number.POSITIVE_INFINITY;
  const chosen = { ...previous, [subId]: applyTicketCount(previous[subId] ?? 0, input, limit) };
  const othersChosen = ticket.subtickets.some((other) => !isFixed(other) && (chosen[other.id] ?? 0) > 0);
  for (const other of ticket.subtickets)
    if (isFixed(other)) chosen[other.id] = othersChosen ? other.max_quantity : 0;
  return {
    tickets: { ...counts.tickets, [ticket.id]: parentCountOf(chosen) },
    subtickets: { ...counts.subtickets, [ticket.id]: chosen },
  };
}

/** What one ticket line is: its priced parts, the persons it admits, the places it takes, what is wrong. */
export interface TicketLine {
  parts: RulePart[];
  total: number;
  /** Persons admitted: the sub-tickets when chosen, else the ticket's count (add-ons too). */
  persons: number;
  /** Places of the time slot it takes: its persons, none for an add-on. */
  places: number;
  problems: LineProblem[];
}

/**
 * One ticket type chosen `count` times with `subCounts` of its sub-tickets. A ticket with
 * sub-tickets must have the count they give (1 when any is chosen: spec §4), so a family cannot be
 * bought for nothing or many times over; each sub-ticket of a chosen family needs a quantity
 * within its bounds (spec §5).
 */
export function ticketLine(
  ticket: TicketRule,
  count: number,
  subCounts: Readonly<Record<number, number>> = {},
): TicketLine {
  const problems: LineProblem[] = [];
  const parts: RulePart[] = [];
  const known = new Set(ticket.subtickets.map((sub) => sub.id));
  if (Object.keys(subCounts).some((id) => !known.has(Number(id)) && (subCounts[Number(id)] ?? 0) > 0))
    problems.push({ code: 'UNKNOWN_ITEM' });
  if (count > 0)
    parts.push({
      kind: 'ticket',
      id: ticket.id,
      count,
      unit_price: ticket.price,
      vat_rate: ticket.vat_value,
    });
  let members = 0;
  for (const sub of ticket.subtickets) {
    const subCount = subCounts[sub.id] ?? 0;
    if (subCount > 0)
      parts.push({
        kind: 'subticket',
        id: sub.id,
        count: subCount,
        unit_price: sub.price,
        vat_rate: sub.vat_value,
      });
    members += subCount;
  }
  if (ticket.subtickets.length > 0) {
    const expected = members > 0 ? 1 : 0;
    if (count !== expected)
      problems.push({ code: 'FAMILY_COUNT_MISMATCH', requested: count, available: expected });
    if (members > 0 || (ticket.family && count > 0))
      for (const sub of ticket.subtickets) {
        const subCount = subCounts[sub.id] ?? 0;
        const outOfBounds =
          (ticket.family && subCount === 0) ||
          subCount < sub.min_quantity ||
          (sub.max_quantity > 0 && subCount > sub.max_quantity);
        if (outOfBounds)
          problems.push({
            code: 'COMPONENT_QUANTITY_MISSING',
            requested: subCount,
            available: sub.max_quantity,
          });
      }
  }
  const persons = members > 0 ? members : count;
  if (persons === 0) problems.push({ code: 'NOTHING_CHOSEN' });
  return {
    parts,
    total: sumParts(parts),
    persons,
    places: isAddOn(ticket) ? 0 : persons,
    problems: dedupeProblems(problems),
  };
}

/** A cart line's ticket as the rules read it: its count and its sub-tickets' counts by id. */
export const ticketLineOfItem = (ticket: TicketRule, item: Pick<TicketItem, 'count' | 'subtickets'>) =>
  ticketLine(ticket, item.count, countsById(item.subtickets));

/** The ticket lines of one time slot, for the add-on rule. */
export interface SlotTicketLine {
  /** The time slot the line is for (any key that is the same for the same slot). */
  slot: string;
  addOn: boolean;
  persons: number;
}

/**
 * Add-ons need admissions: per time slot, the persons of add-on tickets may not exceed the persons
 * admitted by other tickets of that slot. Answers the problem for each line (by position) that breaks it.
 */
export function addOnProblems(lines: readonly SlotTicketLine[]): Map<number, LineProblem> {
  const perSlot = new Map<string, { addOns: number; admissions: number }>();
  for (const line of lines) {
    const sums = perSlot.get(line.slot) ?? { addOns: 0, admissions: 0 };
    if (line.addOn) sums.addOns += line.persons;
    else sums.admissions += line.persons;
    perSlot.set(line.slot, sums);
  }
  const problems = new Map<number, LineProblem>();
  lines.forEach((line, position) => {
    const sums = perSlot.get(line.slot);
    if (line.addOn && sums && sums.addOns > sums.admissions)
      problems.set(position, {
        code: 'ADMISSION_REQUIRED',
        requested: sums.addOns,
        available: sums.admissions,
      });
  });
  return problems;
}

/**
 * Every problem of the tickets chosen for one time on the booking screen: each ticket's own (as the
 * server finds them in the cart), add-ons without admissions, and more places than the time has left.
 */
export function ticketProblems(
  tickets: readonly TicketRule[],
  counts: TicketCounts,
  timeslot: { left: number } | undefined,
): LineProblem[] {
  const chosen = tickets
    .map((ticket) => ({
      ticket,
      line: ticketLine(ticket, counts.tickets[ticket.id] ?? 0, counts.subtickets[ticket.id] ?? {}),
    }))
    .filter(({ line }) => line.persons > 0);
  if (chosen.length === 0) return [{ code: 'NOTHING_CHOSEN' }];
  const problems = chosen.flatMap(({ line }) => line.problems);
  const addOns = addOnProblems(
    chosen.map(({ ticket, line }) => ({
      slot: isDayTicket(ticket) ? `day ${ticket.id}` : 'time',
      addOn: isAddOn(ticket),
      persons: line.persons,
    })),
  );
  problems.push(...addOns.values());
  const timedPlaces = chosen.reduce(
    (sum, { ticket, line }) => sum + (isDayTicket(ticket) ? 0 : line.places),
    0,
  );
  const full = timeslot && timedPlaces > 0 ? placesProblem(timedPlaces, timeslot.left) : null;
  if (full) problems.push(full);
  return dedupeProblems(problems);
}

/** The total in cents of the tickets chosen on the booking screen, as the server prices their cart lines. */
export function ticketsTotal(tickets: readonly TicketRule[], counts: TicketCounts): number {
  return tickets.reduce(
    (total, ticket) =>
      total + ticketLine(ticket, counts.tickets[ticket.id] ?? 0, counts.subtickets[ticket.id] ?? {}).total,
    0,
  );
}

/** The datetime a ticket is booked for: a day ticket's only entry of the day, else the chosen time. */
export function ticketDatetime(
  ticket: { mode: TicketMode; schedule: readonly { datetime: string }[] },
  chosenTime: string | undefined,
) {
  return isDayTicket(ticket) ? ticket.schedule[0]?.datetime : chosenTime;
}

/** One cart line per chosen ticket type (never a price: the server prices it). */
export function ticketCartItems(
  tickets: readonly { id: number; mode: TicketMode; schedule: readonly { datetime: string }[] }[],
  counts: TicketCounts,
  chosenTime: string | undefined,
): TicketItem[] {
  return tickets.flatMap((ticket) => {
    const count = counts.tickets[ticket.id] ?? 0;
    const datetime = ticketDatetime(ticket, chosenTime);
    if (count === 0 || !datetime) return [];
    const subtickets = Object.entries(counts.subtickets[ticket.id] ?? {})
      .filter(([, subCount]) => subCount > 0)
      .map(([id, subCount]) => ({ id: Number(id), count: subCount }));
    const item: TicketItem = {
      type: isDayTicket(ticket) ? 'dayTicket' : 'ticket',
      id: ticket.id,
      count,
      datetime,
    };
    return [subtickets.length > 0 ? { ...item, subtickets } : item];
  });
}
