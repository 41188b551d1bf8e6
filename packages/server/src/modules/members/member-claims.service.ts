import {
  benefitForEvent,
  benefitForTour,
  type MemberCardView,
  type MemberClaim,
  type MembershipBenefit,
  memberCardState,
  type PassTerm,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { holderName } from './member-cards.service.ts';
import {
  benefitsOfPasses,
  type ClaimableCardRow,
  cardDayTaken,
  cardsOfCustomer,
  findCardsByNumbers,
} from './member-claims.repository.ts';
import { readMemberNumber } from './member-number.ts';

// Members booking with their card (issue 36): the cards a visitor's claims (number and surname)
// name, what their passes give, and the members' share of event slots. The rules that judge them
// are the contract's (rules/member-benefits.ts); this file only reads.

/** A surname as a claim is compared: spaces around, case and accents do not count. */
const surnameKey = (name: string) =>
  name.normalize('NFKD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('en');

/** A claim's key: the written member number and the surname; null when the number's check digit fails. */
export function memberClaimKey(claim: MemberClaim): string | null {
  const number = readMemberNumber(claim.number);
  return number === null ? null : `${number} ${surnameKey(claim.lname)}`;
}

/** A card a claim names, as pricing and the shop's card check read it. */
export interface ClaimedCard {
  id: string;
  number: string;
  holder: string;
  typeName: string;
  term: PassTerm;
  refunded: boolean;
  benefits: readonly MembershipBenefit[];
  /** Member tickets of the card already booked or held on the days asked for (other carts). */
  dayTaken: ReadonlyMap<string, number>;
}

function claimedCard(row: ClaimableCardRow, dayTaken: ReadonlyMap<string, number>): ClaimedCard {
  return {
    id: row.card.id,
    number: row.card.number,
    holder: holderName(row.card),
    typeName: row.card.typeName,
    term: { valid_from: row.card.validFrom, valid_until: row.card.validUntil },
    refunded: row.card.status === 'refunded',
    benefits: row.benefits ?? [],
    dayTaken,
  };
}

/**
 * The cards the claims name, by claim key: a number of this shop whose holder has the surname
 * given. A claim naming no card is simply absent (an unknown number and a wrong surname look alike).
 * With `days`, each card's member tickets of those days are counted too.
 */
export async function cardsOfClaims(
  db: Db,
  shopId: number,
  claims: readonly MemberClaim[],
  days: readonly string[] = [],
): Promise<Map<string, ClaimedCard>> {
  const keys = new Map<string, MemberClaim>();
  for (const claim of claims) {
    const key = memberClaimKey(claim);
    if (key !== null) keys.set(key, claim);
  }
  const numbers = [...new Set([...keys.keys()].map((key) => key.slice(0, key.indexOf(' '))))];
  const rows = await findCardsByNumbers(db, shopId, numbers);
  const cards = new Map<string, ClaimedCard>();
  for (const row of rows) {
    const key = `${row.card.number} ${surnameKey(row.card.lastName)}`;
    if (!keys.has(key)) continue;
    cards.set(key, claimedCard(row, await cardDayTaken(db, row.card.id, days)));
  }
  return cards;
}

/**
 * For each event, the benefits that keep a share of its slots for members: per pass that can have
 * cards, the benefit it gives for the event (benefitForEvent), when that keeps a share.
 */
export async function memberSharesOfEvents(
  db: Db,
  shopId: number,
  eventIds: readonly number[],
): Promise<Map<number, MembershipBenefit[]>> {
  const shares = new Map<number, MembershipBenefit[]>();
  if (eventIds.length === 0) return shares;
  const passes = await benefitsOfPasses(db, shopId);
  for (const eventId of eventIds) {
    const kept = passes.flatMap((benefits) => {
      const benefit = benefitForEvent(benefits, eventId);
      return benefit && benefit.member_share_percent > 0 ? [benefit] : [];
    });
    if (kept.length > 0) shares.set(eventId, kept);
  }
  return shares;
}

/** A card as the shop shows it to its member on `today`; with an event or a tour, what it gives for it. */
export function memberCardView(
  card: ClaimedCard,
  today: string,
  asked: { event?: number | undefined; tour?: number | undefined },
): MemberCardView {
  const benefit =
    asked.event !== undefined
      ? benefitForEvent(card.benefits, asked.event)
      : asked.tour !== undefined
        ? benefitForTour(card.benefits)
        : null;
  return {
    number: card.number,
    holder: card.holder,
    membership: card.typeName,
    valid_from: card.term.valid_from,
    valid_until: card.term.valid_until,
    state: memberCardState(card.term, card.refunded, today),
    benefit: benefit && {
      discount_percent: benefit.discount_percent,
      per_booking: benefit.per_booking,
      per_day: benefit.per_day,
    },
  };
}

/** The card a claim names, or null. */
export async function cardOfClaim(db: Db, shopId: number, claim: MemberClaim): Promise<ClaimedCard | null> {
  const key = memberClaimKey(claim);
  if (key === null) return null;
  return (await cardsOfClaims(db, shopId, [claim])).get(key) ?? null;
}

/** The cards of a signed-in customer's orders that are not refunded. */
export async function customerCards(db: Db, shopId: number, customerId: string): Promise<ClaimedCard[]> {
  const rows = await cardsOfCustomer(db, shopId, customerId);
  return rows.map((row) => claimedCard(row, new Map()));
}

/** The benefits that keep a share of one event's slots for members (memberSharesOfEvents). */
export async function memberSharesOfEvent(db: Db, shopId: number, eventId: number) {
  return (await memberSharesOfEvents(db, shopId, [eventId])).get(eventId) ?? [];
}
