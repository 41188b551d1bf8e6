import type { CartItem } from '../cart.ts';
import type { LineProblem } from '../errors.ts';
import type { MemberClaim } from '../members.ts';
import type { MEMBERSHIP_VALIDITIES } from './membership-limits.ts';
import { monthsLater } from './membership-validity.ts';
import { wallMinutesBetween } from './sale-window.ts';

// What an annual pass gives its members (issue 36), as pure functions the web app and the server
// share: which benefit applies to an event, what a member ticket costs, how many a card may still
// take, what share of a slot waits for members, how long a pass is valid, and whether a card
// opens the door. Dates are the museum's calendar dates (YYYY-MM-DD); times its wall-clock times
// (YYYY-MM-DD HH:mm). None reads a clock: the caller passes its `today` or `now`.

/** A membership type's benefit as the rules read it (staff-memberships.ts's `MembershipBenefit`). */
export interface MemberBenefit {
  /** The events it covers; null: every event. */
  event_ids: readonly number[] | null;
  discount_percent: number;
  per_booking: number;
  per_day: number;
  member_share_percent: number;
  member_share_until_hours: number;
}
type MembershipValidity = (typeof MEMBERSHIP_VALIDITIES)[number];

/** The benefit of a membership type for an event: the first naming the event, else the first for all events. */
export function benefitForEvent<Benefit extends MemberBenefit>(
  benefits: readonly Benefit[],
  eventId: number,
): Benefit | null {
  return (
    benefits.find((benefit) => benefit.event_ids?.includes(eventId)) ??
    benefits.find((benefit) => benefit.event_ids === null) ??
    null
  );
}

/**
 * The benefit of a membership type for a guided tour's admission tickets: a tour is no event, so
 * the benefit for every event covers them (a benefit naming events does not); null: none. The
 * tour's own prices (the guide) are never a member's benefit.
 */
export function benefitForTour<Benefit extends MemberBenefit>(benefits: readonly Benefit[]): Benefit | null {
  return benefits.find((benefit) => benefit.event_ids === null) ?? null;
}

/** A member ticket's price in cents: the ticket's price less the benefit's discount, to the cent (half up). */
export function memberTicketPrice(price: number, benefit: Pick<MemberBenefit, 'discount_percent'>): number {
  if (price <= 0) return 0;
  return Math.round((price * (100 - benefit.discount_percent)) / 100);
}

export interface MemberTicketsTaken {
  /** Member tickets of this card already in the booking being made. */
  inBooking: number;
  /** Member tickets of this card booked (paid or held) for the same museum day, other bookings. */
  onDay: number;
}

/** How many more member tickets a card may take: both caps hold, never below 0. */
export function memberTicketsLeft(
  benefit: Pick<MemberBenefit, 'per_booking' | 'per_day'>,
  taken: MemberTicketsTaken,
): number {
  const byBooking = benefit.per_booking - taken.inBooking;
  const byDay = benefit.per_day - taken.onDay - taken.inBooking;
  return Math.max(0, Math.min(byBooking, byDay));
}

export interface SlotShare {
  capacity: number;
  /** Places of the slot members took with their cards (sold and held). */
  memberTaken: number;
  /** The slot's start and the museum's now, wall-clock times. */
  start: string;
  now: string;
}

/**
 * Places of a slot still kept for members at `now`: the share of the capacity (rounded down) less
 * what members took, until `member_share_until_hours` before the slot; from then on none, so
 * what members left unused goes on sale to everyone.
 */
export function memberPlacesKept(
  benefit: Pick<MemberBenefit, 'member_share_percent' | 'member_share_until_hours'>,
  slot: SlotShare,
): number {
  if (benefit.member_share_percent <= 0) return 0;
  if (wallMinutesBetween(slot.now, slot.start) < benefit.member_share_until_hours * 60) return 0;
  const share = Math.floor((Math.max(0, slot.capacity) * benefit.member_share_percent) / 100);
  return Math.max(0, share - Math.max(0, slot.memberTaken));
}

/** The member claim a cart line carries (ticket and tour lines may), or undefined. */
export function memberClaimOf(item: CartItem): MemberClaim | undefined {
  return item.type === 'ticket' || item.type === 'dayTicket' || item.type === 'guidedTour'
    ? item.member
    : undefined;
}

/** What everyone and what a member may still take of a slot with `left` places and `kept` kept for members. */
export function slotPlacesLeft(left: number, kept: number): { public: number; member: number } {
  const member = Math.max(0, left);
  return { public: Math.max(0, member - Math.max(0, kept)), member };
}

function utcDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

export function addDaysTo(date: string, days: number): string {
  const day = utcDay(date);
  day.setUTCDate(day.getUTCDate() + days);
  return isoDay(day);
}

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysFromTo(from: string, to: string): number {
  return Math.round((utcDay(to).getTime() - utcDay(from).getTime()) / 86_400_000);
}

/** The days a pass is valid, both included; null where it is not yet known (waiting for its first use). */
export interface PassTerm {
  valid_from: string | null;
  valid_until: string | null;
}

export interface PassDates {
  /** The museum day the pass was paid. */
  purchasedOn: string;
  /** The museum day it first opened the door; null before. */
  firstUsedOn: string | null;
  /** For a renewal: the last valid day of the pass it renews, so the new one starts the day after. */
  renews: string | null;
}

/**
 * How long a pass is valid:
 * - `months_from_purchase`: twelve months from the day it was paid, ending the day before the same
 *   date a year later;
 * - `months_from_first_use`: the same, from the day it first opened the door; until then it waits;
 * - `calendar_year`: until 31 December of the year it starts in.
 *
 * A renewal bought before the old pass ends starts the day after it, whatever its validity.
 */
export function passTerm(validity: MembershipValidity, dates: PassDates): PassTerm {
  const renewalStart =
    dates.renews !== null && dates.renews >= dates.purchasedOn ? addDaysTo(dates.renews, 1) : null;
  const start =
    renewalStart ?? (validity === 'months_from_first_use' ? dates.firstUsedOn : dates.purchasedOn);
  if (start === null) return { valid_from: null, valid_until: null };
  const until = validity === 'calendar_year' ? `${start.slice(0, 4)}-12-31` : monthsLater(start);
  return { valid_from: start, valid_until: until };
}

export const MEMBER_CARD_STATES = [
  'valid',
  'waiting_first_use',
  'not_yet_valid',
  'expired',
  'refunded',
] as const;
export type MemberCardState = (typeof MEMBER_CARD_STATES)[number];

/** A card's state on a museum day. A refunded card stays refunded; a waiting card opens the door to start. */
export function memberCardState(term: PassTerm, refunded: boolean, today: string): MemberCardState {
  if (refunded) return 'refunded';
  if (term.valid_from === null) return 'waiting_first_use';
  if (today < term.valid_from) return 'not_yet_valid';
  if (term.valid_until !== null && today > term.valid_until) return 'expired';
  return 'valid';
}

/** Whether a card books member tickets for a slot on `day`: valid that day, or waiting for its first use. */
export function cardBooksOn(term: PassTerm, refunded: boolean, day: string): boolean {
  const state = memberCardState(term, refunded, day);
  return state === 'valid' || state === 'waiting_first_use';
}

export type CardAdmission =
  | { admit: true; left: number }
  | { admit: false; reason: Exclude<MemberCardState, 'valid' | 'waiting_first_use'> | 'used_today' };

/**
 * The door: a valid card (or one waiting for its first use, which starts it) lets in `persons`
 * persons a day, each once; the next scan that day is refused. `left` is how many more it admits today.
 */
export function admitMemberCard(
  term: PassTerm,
  refunded: boolean,
  today: string,
  persons: number,
  admittedToday: number,
): CardAdmission {
  const state = memberCardState(term, refunded, today);
  if (state !== 'valid' && state !== 'waiting_first_use') return { admit: false, reason: state };
  if (admittedToday >= persons) return { admit: false, reason: 'used_today' };
  return { admit: true, left: persons - admittedToday - 1 };
}

/** The renewal reminders, in days before a pass's last day. */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;
export type RenewalReminder = (typeof RENEWAL_REMINDER_DAYS)[number];

/**
 * The reminder due on `today` for a pass ending on `validUntil`, given the ones already sent: the
 * 30-day one from 30 days before until the 7-day one is due, the 7-day one from 7 days before until
 * the last day. A pass whose 30-day reminder was missed (bought late, or the job was down) gets only
 * the 7-day one, never two at once.
 */
export function renewalReminderDue(
  validUntil: string,
  today: string,
  sent: readonly RenewalReminder[],
): RenewalReminder | null {
  const daysLeft = daysFromTo(today, validUntil);
  if (daysLeft < 0) return null;
  if (daysLeft <= 7) return sent.includes(7) ? null : 7;
  if (daysLeft <= 30) return sent.includes(30) || sent.includes(7) ? null : 30;
  return null;
}

/** A ticket type as the member-ticket rule reads it. */
export interface MemberTicketKind {
  family: boolean;
  /** An add-on (mode 5) admits nobody on its own. */
  addOn: boolean;
  /** Sub-tickets chosen on the line. */
  subtickets: number;
}

export interface MemberTicketClaim {
  /** The card the number and surname name; null: none of this shop. */
  card: { term: PassTerm; refunded: boolean } | null;
  /** The visit's museum day. */
  day: string;
  /** The pass's benefit for the ticket's event (benefitForEvent); null: none. */
  benefit: Pick<MemberBenefit, 'per_booking' | 'per_day'> | null;
  ticket: MemberTicketKind;
  /** Member tickets the line asks for. */
  count: number;
  /** The card's member tickets before this line: earlier lines of the cart, other bookings that day. */
  taken: MemberTicketsTaken;
}

/**
 * Why a line of member tickets cannot be booked with the card it names, or null: an unknown card,
 * one not valid on the visit's day (expired, refunded, a renewal not begun), a pass that gives
 * nothing for the event, a ticket that is not a single admission, or more than the caps leave.
 * The web app asks it before adding to the cart; the server asks it again when it prices the cart,
 * and the database keeps the day's cap under its lock of the card (inventory.sql).
 */
export function memberTicketProblem(claim: MemberTicketClaim): LineProblem | null {
  const { card } = claim;
  if (!card) return { code: 'MEMBER_CARD_NOT_FOUND' };
  if (!cardBooksOn(card.term, card.refunded, claim.day)) {
    const state = memberCardState(card.term, card.refunded, claim.day);
    return {
      code:
        state === 'refunded'
          ? 'MEMBER_CARD_REFUNDED'
          : state === 'not_yet_valid'
            ? 'MEMBER_CARD_NOT_YET_VALID'
            : 'MEMBER_CARD_EXPIRED',
    };
  }
  if (!claim.benefit) return { code: 'MEMBER_NO_BENEFIT' };
  if (claim.ticket.family || claim.ticket.addOn || claim.ticket.subtickets > 0)
    return { code: 'MEMBER_TICKET_NOT_ELIGIBLE' };
  const left = memberTicketsLeft(claim.benefit, claim.taken);
  if (claim.count > left) return { code: 'MEMBER_TICKETS_LIMIT', requested: claim.count, available: left };
  return null;
}

/** The places of a slot kept for members at `slot.now`: the most any of the passes covering its event keeps. */
export function memberPlacesKeptOfSlot(
  benefits: readonly Pick<MemberBenefit, 'member_share_percent' | 'member_share_until_hours'>[],
  slot: SlotShare,
): number {
  return Math.max(0, ...benefits.map((benefit) => memberPlacesKept(benefit, slot)));
}

/**
 * The places of a slot kept for members before any member took one (memberPlacesKeptOfSlot with
 * nothing taken): what a cart's need carries, so that the database, which counts what members
 * took under the slot's lock, keeps the rest (inventory.sql's take_inventory).
 */
export function memberShareOfSlot(
  benefits: readonly Pick<MemberBenefit, 'member_share_percent' | 'member_share_until_hours'>[],
  slot: Omit<SlotShare, 'memberTaken'>,
): number {
  return memberPlacesKeptOfSlot(benefits, { ...slot, memberTaken: 0 });
}

/**
 * A slot's places once the members' share is counted: the share a cart's need carries
 * (memberShareOfSlot), what it still keeps for members at `slot.now`, and what everyone and a member
 * may take of the `left` places. The catalog shows it, pricing judges lines by it.
 */
export function slotPlacesWithShare(
  benefits: readonly Pick<MemberBenefit, 'member_share_percent' | 'member_share_until_hours'>[],
  slot: SlotShare & { left: number },
): { share: number; kept: number; public: number; member: number } {
  const share = memberShareOfSlot(benefits, slot);
  const kept = memberPlacesKeptOfSlot(benefits, slot);
  return { share, kept, ...slotPlacesLeft(slot.left, kept) };
}
