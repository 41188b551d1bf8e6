import {
  admitMemberCard,
  localDate,
  localDateTime,
  type MemberCardCheck,
  memberCardState,
  passTerm,
} from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import {
  admissionsOn,
  insertAdmission,
  lockCardByNumber,
  startCard,
} from './member-admissions.repository.ts';
import type { MemberCardRow } from './member-cards.repository.ts';
import { holderName } from './member-cards.service.ts';

/** The door's moment: the shop, the museum's day and time zone, the instant and who scans. */
export interface DoorMoment {
  shopId: number;
  today: string;
  now: Date;
  timeZone: string;
  staffId: string | null;
}

const NOTHING_KNOWN = {
  number: null,
  holder: null,
  type: null,
  valid_from: null,
  valid_until: null,
  persons: null,
  admitted_today: null,
  admitted_at: null,
} as const;

/** A code the door could not read as a card of this shop. */
export function unreadCard(reason: NonNullable<MemberCardCheck['reason']>): MemberCardCheck {
  return { state: 'invalid', reason, ...NOTHING_KNOWN };
}

function cardFacts(card: MemberCardRow) {
  return {
    number: card.number,
    holder: holderName(card),
    type: card.typeName,
    valid_from: card.validFrom,
    valid_until: card.validUntil,
    persons: card.persons,
  };
}

/**
 * Admits one person on the card `number` if the contract's rule lets it (admitMemberCard): a valid
 * card, or one waiting for its first use, which then starts today; each of its persons once a
 * museum day. The card's row is locked while its admissions are counted and the next written, so
 * two scanners at once admit no more persons than the card has.
 */
export async function admitMemberCardAtDoor(
  db: Db,
  number: string,
  at: DoorMoment,
): Promise<MemberCardCheck> {
  return db.transaction(async (tx) => {
    const card = await lockCardByNumber(tx, at.shopId, number);
    if (!card) return { state: 'unknown', reason: null, ...NOTHING_KNOWN, number };
    const earlier = await admissionsOn(tx, card.id, at.today);
    const term = { valid_from: card.validFrom, valid_until: card.validUntil };
    const refunded = card.status === 'refunded';
    const verdict = admitMemberCard(term, refunded, at.today, card.persons, earlier.length);
    if (!verdict.admit) {
      const last = earlier[0]?.admittedAt;
      return {
        state: verdict.reason,
        reason: null,
        ...cardFacts(card),
        admitted_today: earlier.length,
        admitted_at: last ? localDateTime(last, at.timeZone) : null,
      };
    }
    let started = card;
    if (memberCardState(term, refunded, at.today) === 'waiting_first_use') {
      const first = passTerm(card.validity, {
        purchasedOn: localDate(card.issuedAt, at.timeZone),
        firstUsedOn: at.today,
        renews: null,
      });
      if (first.valid_from && first.valid_until) {
        await startCard(tx, card.id, first.valid_from, first.valid_until);
        started = { ...card, validFrom: first.valid_from, validUntil: first.valid_until };
      }
    }
    await insertAdmission(tx, {
      cardId: card.id,
      day: at.today,
      person: earlier.length + 1,
      admittedAt: at.now,
      staffId: at.staffId,
    });
    return {
      state: 'admitted',
      reason: null,
      ...cardFacts(started),
      admitted_today: earlier.length + 1,
      admitted_at: localDateTime(at.now, at.timeZone),
    };
  });
}
