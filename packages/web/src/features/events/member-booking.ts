import {
  type CartItem,
  isAddOn,
  isDayTicket,
  type LineProblem,
  type LineProblemCode,
  type MemberCardView,
  type MemberClaim,
  type MemberTicketClaim,
  type MemberTicketKind,
  memberTicketPrice,
  memberTicketProblem,
  memberTicketsLeft,
  type TicketItem,
  type TicketType,
  type Timeslot,
  ticketDatetime,
} from '@museum-shop/contract';
import { maxTicketsAt } from './ticket-rules.ts';

/**
 * What the event screen shows and checks when a visitor books with an annual pass (issue 36).
 * Whether a member ticket can be booked is the contract's rule (`memberTicketProblem`, which the
 * server asks again when it prices the cart); these functions only put the screen's facts to it.
 */

/** A pass the shop accepted for this event: the claim sent on the cart lines and the card's answer. */
export interface AcceptedPass {
  claim: MemberClaim;
  card: MemberCardView & { benefit: NonNullable<MemberCardView['benefit']> };
}

/** The digits of a member number: `1234-5678-90` and `1234 5678 90` name one card. */
export const memberDigits = (number: string) => number.replace(/\D/g, '');

/** The card as the rule reads it. */
const ruleCard = (card: MemberCardView): NonNullable<MemberTicketClaim['card']> => ({
  term: { valid_from: card.valid_from, valid_until: card.valid_until },
  refunded: card.state === 'refunded',
});

/** A single admission, the ticket every pass's benefit is about. */
const SINGLE_ADMISSION: MemberTicketKind = { family: false, addOn: false, subtickets: 0 };

export const memberTicketKind = (ticket: Pick<TicketType, 'family' | 'mode' | 'subtickets'>) => ({
  family: ticket.family,
  addOn: isAddOn(ticket),
  subtickets: ticket.subtickets.length,
});

/**
 * Why the shop's answer for a claim does not let it book this event today, as the line problem the
 * cart would show (expired, refunded, not yet valid, no benefit for the event), or null.
 */
export function passRefusal(card: MemberCardView, today: string): LineProblemCode | null {
  return (
    memberTicketProblem({
      card: ruleCard(card),
      day: today,
      benefit: card.benefit,
      ticket: SINGLE_ADMISSION,
      count: 0,
      taken: { inBooking: 0, onDay: 0 },
    })?.code ?? null
  );
}

/** Whether a ticket type can be a member ticket at all (not a family, an add-on, one with sub-tickets). */
export function canBeMemberTicket(ticket: TicketType, pass: AcceptedPass): boolean {
  const problem = memberTicketProblem({
    // A card waiting for its first use books on any day: only the ticket is asked about.
    card: { term: { valid_from: null, valid_until: null }, refunded: false },
    day: '',
    benefit: pass.card.benefit,
    ticket: memberTicketKind(ticket),
    count: 0,
    taken: { inBooking: 0, onDay: 0 },
  });
  return problem?.code !== 'MEMBER_TICKET_NOT_ELIGIBLE';
}

/** Places of a time left to members: its `member_left`, else (a back-end keeping no share) its `left`. */
export const memberPlacesAt = (slot: Pick<Timeslot, 'left' | 'member_left'>) =>
  Math.max(0, slot.member_left ?? slot.left);

/** Whether members can still choose a time: not started or closed, with places left to them. */
export const bookableForMembers = (slot: Timeslot) =>
  slot.state !== 'expired' && slot.closed !== true && memberPlacesAt(slot) > 0;

/**
 * How many member tickets of a type the chosen time takes at most. A day ticket has its day's
 * places. A timed ticket has the members' places of the time, unless the ticket is not on sale then:
 * its schedule says 0 while the time still has public places (a time sold out to the public says
 * 0 for every ticket, and its members' places decide).
 */
export function memberMaxAt(ticket: TicketType, slot: Timeslot | undefined): number {
  if (isDayTicket(ticket)) return maxTicketsAt(ticket, ticketDatetime(ticket, undefined));
  if (!slot) return 0;
  const entry = ticket.schedule.find((candidate) => candidate.datetime === slot.datetime);
  if (!entry || entry.closed) return 0;
  if (entry.max_tickets <= 0 && slot.left > 0) return 0;
  return memberPlacesAt(slot);
}

/**
 * The event's ticket types to show: those on sale to everyone (`visible`), and in member mode also
 * those whose times are sold out to the public but have places kept for members.
 */
export function ticketsToShow(
  all: readonly TicketType[],
  visible: readonly TicketType[],
  timeslots: Readonly<Record<string, Timeslot>>,
  memberMode: boolean,
): TicketType[] {
  if (!memberMode) return [...visible];
  return all.filter(
    (ticket) =>
      visible.includes(ticket) ||
      ticket.schedule.some((entry) => {
        const slot = timeslots[entry.datetime];
        return slot !== undefined && bookableForMembers(slot);
      }),
  );
}

/** Member tickets of this card already in the cart for the visit's day (any event). */
export function memberTicketsInCart(items: readonly CartItem[], number: string, day: string): number {
  const digits = memberDigits(number);
  return items.reduce(
    (sum, item) =>
      (item.type === 'ticket' || item.type === 'dayTicket') &&
      item.member &&
      memberDigits(item.member.number) === digits &&
      item.datetime.slice(0, 10) === day
        ? sum + item.count
        : sum,
    0,
  );
}

/** How many more member tickets the pass takes in this booking, after those in the cart. */
export const memberTicketsAllowed = (pass: AcceptedPass, inCart: number) =>
  memberTicketsLeft(pass.card.benefit, { inBooking: inCart, onDay: 0 });

/**
 * The problems of the member tickets chosen, each type asked in turn with the member tickets of the
 * cart and of the types before it as already taken in this booking.
 */
export function memberTicketProblems(
  memberTickets: readonly TicketType[],
  memberCounts: Readonly<Record<number, number>>,
  pass: AcceptedPass,
  day: string,
  inCart: number,
): LineProblem[] {
  let taken = inCart;
  const problems: LineProblem[] = [];
  for (const ticket of memberTickets) {
    const count = memberCounts[ticket.id] ?? 0;
    if (count === 0) continue;
    const problem = memberTicketProblem({
      card: ruleCard(pass.card),
      day,
      benefit: pass.card.benefit,
      ticket: memberTicketKind(ticket),
      count,
      taken: { inBooking: taken, onDay: 0 },
    });
    if (problem) problems.push(problem);
    taken += count;
  }
  return problems;
}

/** What a member ticket of a type costs with the pass, in cents. */
export const memberPrice = (ticket: Pick<TicketType, 'price'>, pass: AcceptedPass) =>
  memberTicketPrice(ticket.price, pass.card.benefit);

/** One cart line per member ticket type chosen, carrying the claim (never a price: the server prices it). */
export function memberCartItems(
  memberTickets: readonly TicketType[],
  memberCounts: Readonly<Record<number, number>>,
  chosenTime: string | undefined,
  claim: MemberClaim,
): TicketItem[] {
  return memberTickets.flatMap((ticket) => {
    const count = memberCounts[ticket.id] ?? 0;
    const datetime = ticketDatetime(ticket, chosenTime);
    if (count === 0 || !datetime) return [];
    return [
      {
        type: isDayTicket(ticket) ? 'dayTicket' : 'ticket',
        id: ticket.id,
        count,
        datetime,
        member: { number: claim.number, lname: claim.lname },
      } satisfies TicketItem,
    ];
  });
}
