import {
  isAddOn,
  isDayTicket,
  type LineProblem,
  type MemberClaim,
  memberTicketPrice,
  type TicketItem,
  type TicketType,
  type Timeslot,
  ticketDatetime,
} from '@museum-shop/contract';
import {
  type AcceptedPass,
  canBeMemberTicketKind,
  chosenMemberTicketProblems,
} from '../../components/member-pass/member-pass.ts';
import { maxTicketsAt } from './ticket-rules.ts';

/**
 * What the event screen shows and checks when a visitor books with an annual pass (issue 36).
 * Whether a member ticket can be booked is the contract's rule (`memberTicketProblem`, which the
 * server asks again when it prices the cart); these functions only put the screen's facts to it.
 * What the tour screen shares with it (the accepted pass, the refusal, the cart's member tickets)
 * is in components/member-pass/.
 */

export const memberTicketKind = (ticket: Pick<TicketType, 'family' | 'mode' | 'subtickets'>) => ({
  family: ticket.family,
  addOn: isAddOn(ticket),
  subtickets: ticket.subtickets.length,
});

/** Whether a ticket type can be a member ticket at all (not a family, an add-on, one with sub-tickets). */
export const canBeMemberTicket = (ticket: TicketType, pass: AcceptedPass) =>
  canBeMemberTicketKind(memberTicketKind(ticket), pass);

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
  const chosen = memberTickets.map((ticket) => ({
    kind: memberTicketKind(ticket),
    count: memberCounts[ticket.id] ?? 0,
  }));
  return chosenMemberTicketProblems(chosen, pass, day, inCart);
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
