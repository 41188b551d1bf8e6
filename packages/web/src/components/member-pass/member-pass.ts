import {
  type CartItem,
  type LineProblem,
  type LineProblemCode,
  type MemberCardView,
  type MemberClaim,
  type MemberTicketClaim,
  type MemberTicketKind,
  memberTicketProblem,
  memberTicketsLeft,
} from '@museum-shop/contract';

/**
 * What the event and the tour screens share when a visitor books with an annual pass (issue 36).
 * Whether a member ticket can be booked is the contract's rule (`memberTicketProblem`, which the
 * server asks again when it prices the cart); these functions only put the screens' facts to it.
 */

/** What a pass is checked for: an event's tickets, or a guided tour's admission tickets. */
export type MemberSubject = { event: number } | { tour: number };

/** A pass the shop accepted for this event or tour: the claim sent on the cart lines and the card's answer. */
export interface AcceptedPass {
  claim: MemberClaim;
  card: MemberCardView & { benefit: NonNullable<MemberCardView['benefit']> };
}

/** The digits of a member number: `1234-5678-90` and `1234 5678 90` name one card. */
export const memberDigits = (number: string) => number.replace(/\D/g, '');

/** The card as the rule reads it. */
export const ruleCard = (card: MemberCardView): NonNullable<MemberTicketClaim['card']> => ({
  term: { valid_from: card.valid_from, valid_until: card.valid_until },
  refunded: card.state === 'refunded',
});

/** A single admission, the ticket every pass's benefit is about. */
const SINGLE_ADMISSION: MemberTicketKind = { family: false, addOn: false, subtickets: 0 };

/**
 * Why the shop's answer for a claim does not let it book today, as the line problem the cart would
 * show (expired, refunded, not yet valid, no benefit for the event or tour), or null.
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

/**
 * Whether a ticket of this kind can be a member ticket at all (not a family, an add-on, one with
 * sub-tickets): the rule is asked about the ticket alone, with a card that books on any day.
 */
export function canBeMemberTicketKind(ticket: MemberTicketKind, pass: AcceptedPass): boolean {
  const problem = memberTicketProblem({
    card: { term: { valid_from: null, valid_until: null }, refunded: false },
    day: '',
    benefit: pass.card.benefit,
    ticket,
    count: 0,
    taken: { inBooking: 0, onDay: 0 },
  });
  return problem?.code !== 'MEMBER_TICKET_NOT_ELIGIBLE';
}

/**
 * Member tickets of this card already in the cart for the visit's day: the member lines of events,
 * and the admission tickets of tour lines booked with it (a family ticket is never a member ticket).
 */
export function memberTicketsInCart(items: readonly CartItem[], number: string, day: string): number {
  const digits = memberDigits(number);
  return items.reduce((sum, item) => {
    if (item.type !== 'ticket' && item.type !== 'dayTicket' && item.type !== 'guidedTour') return sum;
    if (!item.member || memberDigits(item.member.number) !== digits || item.datetime.slice(0, 10) !== day)
      return sum;
    if (item.type !== 'guidedTour') return sum + item.count;
    return item.tickets.reduce(
      (tickets, ticket) => ((ticket.subtickets ?? []).length > 0 ? tickets : tickets + ticket.count),
      sum,
    );
  }, 0);
}

/** How many more member tickets the pass takes in this booking, after those in the cart. */
export const memberTicketsAllowed = (pass: AcceptedPass, inCart: number) =>
  memberTicketsLeft(pass.card.benefit, { inBooking: inCart, onDay: 0 });

/**
 * The problems of the member tickets chosen on a screen (each kind of ticket and its count), each
 * put to the contract's rule in turn with the cart's member tickets and those chosen before it as
 * already taken in this booking.
 */
export function chosenMemberTicketProblems(
  chosen: readonly { kind: MemberTicketKind; count: number }[],
  pass: AcceptedPass,
  day: string,
  inCart: number,
): LineProblem[] {
  let taken = inCart;
  const problems: LineProblem[] = [];
  for (const { kind, count } of chosen) {
    if (count === 0) continue;
    const problem = memberTicketProblem({
      card: ruleCard(pass.card),
      day,
      benefit: pass.card.benefit,
      ticket: kind,
      count,
      taken: { inBooking: taken, onDay: 0 },
    });
    if (problem) problems.push(problem);
    taken += count;
  }
  return problems;
}
