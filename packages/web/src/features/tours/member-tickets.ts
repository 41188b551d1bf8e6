import {
  type LineProblem,
  type MemberTicketKind,
  memberTicketPrice,
  type TourCounts,
  type TourTicket,
} from '@museum-shop/contract';
import {
  type AcceptedPass,
  canBeMemberTicketKind,
  chosenMemberTicketProblems,
} from '../../components/member-pass/member-pass.ts';

/**
 * A tour booked with an annual pass (issue 36): the line's admission tickets are member tickets,
 * priced by the benefit for every event (benefitForTour, which the shop's answer for `tour` carries);
 * the tour's own prices are paid as by everyone, and its places are those of everyone. Whether a
 * ticket can be a member ticket and how many the pass takes are the contract's rule
 * (`memberTicketProblem`); these functions put the screen's facts to it.
 */

/** A tour ticket as the rule reads it: one with sub-tickets is a family admission. */
export const tourTicketKind = (ticket: Pick<TourTicket, 'subtickets'>): MemberTicketKind => ({
  family: false,
  addOn: false,
  subtickets: ticket.subtickets.length,
});

/** Whether a tour ticket can be a member ticket (a single admission, not one with sub-tickets). */
export const isTourMemberTicket = (ticket: Pick<TourTicket, 'subtickets'>, pass: AcceptedPass) =>
  canBeMemberTicketKind(tourTicketKind(ticket), pass);

/** The tickets as the line is priced with the pass: each member ticket at its member price. */
export const ticketsWithPass = <Ticket extends Pick<TourTicket, 'price' | 'subtickets'>>(
  tickets: readonly Ticket[],
  pass: AcceptedPass,
): Ticket[] =>
  tickets.map((ticket) =>
    isTourMemberTicket(ticket, pass)
      ? { ...ticket, price: memberTicketPrice(ticket.price, pass.card.benefit) }
      : ticket,
  );

/**
 * The problems of the line's tickets with the pass on the visit's day: each ticket chosen is put to
 * the rule in turn, the cart's member tickets and those of the tickets before it taken already.
 */
export function tourMemberProblems(
  tickets: readonly Pick<TourTicket, 'id' | 'subtickets'>[],
  counts: TourCounts,
  pass: AcceptedPass,
  day: string,
  inCart: number,
): LineProblem[] {
  const chosen = tickets.map((ticket) => ({
    kind: tourTicketKind(ticket),
    count: counts.tickets[ticket.id] ?? 0,
  }));
  return chosenMemberTicketProblems(chosen, pass, day, inCart);
}
