import type { OrderLine } from '../checkout.ts';

/**
 * Who an order line lets in: one admission per person, each on a ticket of its own (issue 23), so
 * a group can arrive apart and the entrance checks each person once. The persons are counted as
 * the sale rules count them (tickets.ts `persons`, tours.ts `participantsOf`), from the kinds of
 * the line's priced parts.
 */

/** One person admitted by an order line. */
export interface Admission {
  /** The ticket type: the name of the part that admits the person ("Adult", "Child", "Group tour"). */
  type: string;
  /** A sub-ticket's ticket (a family ticket covering its members), else null. */
  within: { name: string; unit_price: number } | null;
  /** What the part that admits the person costs, in cents; null where an older order cannot tell. */
  unit_price: number | null;
  /** A whole group on one admission: a tour booked without tickets. */
  group: boolean;
  /** The person's place among the line's admissions, from 1. */
  n: number;
  /** How many the line admits. */
  of: number;
}

type Line = Pick<OrderLine, 'type' | 'name' | 'count' | 'parts'>;
type LinePart = Line['parts'][number];
type Unnumbered = Omit<Admission, 'n' | 'of'>;

/** The lines that admit anyone: event tickets, day tickets and guided tours. */
export const admitsPersons = (line: Pick<OrderLine, 'type'>) =>
  line.type === 'ticket' || line.type === 'dayTicket' || line.type === 'guidedTour';

const times = (count: number, admission: Unnumbered): Unnumbered[] =>
  Array.from({ length: Math.max(0, count) }, () => admission);

/**
 * The persons a line admits, in the order of its parts:
 * - a ticket (or a tour's ticket) admits its count of persons, unless sub-tickets follow it: then
 *   each sub-ticket admits its count and the ticket itself none (a family ticket is its members);
 * - a tour whose parts name no ticket (booked without tickets) admits one group per tour price
 *   counted (a place, or a whole tour): the guide lets the group in;
 * - articles and vouchers admit nobody; neither do lines other than tickets and tours;
 * - an order booked before part kinds were kept: one admission per counted line, named by its
 *   only part (else by the line), with a price only where one part tells it.
 */
export function admissions(line: Line): Admission[] {
  if (!admitsPersons(line)) return [];
  const kinds = line.parts.length > 0 && line.parts.every((part) => part.kind !== undefined);
  const persons = kinds ? personsByKind(line.parts) : legacyPersons(line);
  return persons.map((admission, index) => ({ ...admission, n: index + 1, of: persons.length }));
}

function personsByKind(parts: readonly LinePart[]): Unnumbered[] {
  const groups: { head: LinePart | null; members: LinePart[] }[] = [];
  const tourPrices: LinePart[] = [];
  for (const part of parts) {
    if (part.kind === 'ticket' || part.kind === 'tourTicket') groups.push({ head: part, members: [] });
    else if (part.kind === 'subticket') {
      const last = groups.at(-1);
      if (last) last.members.push(part);
      else groups.push({ head: null, members: [part] });
    } else if (part.kind === 'tourPrice') tourPrices.push(part);
  }
  const persons = groups.flatMap(({ head, members }) => {
    if (members.length === 0 && head)
      return times(head.count, { type: head.name, within: null, unit_price: head.unit_price, group: false });
    const within = head ? { name: head.name, unit_price: head.unit_price } : null;
    return members.flatMap((member) =>
      times(member.count, { type: member.name, within, unit_price: member.unit_price, group: false }),
    );
  });
  if (persons.length > 0) return persons;
  return tourPrices.flatMap((price) =>
    times(price.count, { type: price.name, within: null, unit_price: price.unit_price, group: true }),
  );
}

function legacyPersons(line: Line): Unnumbered[] {
  const [only, ...others] = line.parts;
  const single = only && others.length === 0 ? only : null;
  return times(line.count, {
    type: single?.name ?? line.name,
    within: null,
    unit_price: single?.unit_price ?? null,
    group: false,
  });
}
