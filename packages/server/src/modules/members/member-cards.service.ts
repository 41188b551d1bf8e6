import { type MemberCardSummary, type PassOwner, passTerm } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import {
  activeCardsOfOrders,
  findRenewableCards,
  insertCardOnce,
  issuedOwners,
  listCardsOfOrder,
  type MemberCardRow,
  setCardsRefunded,
} from './member-cards.repository.ts';
import { newMemberNumber, readMemberNumber } from './member-number.ts';
import { findMembershipTypes } from './membership-types.repository.ts';
import { DEFAULT_TYPE } from './membership-types.service.ts';

/** An annual-pass line of a paid order, as booking hands it over. */
export interface PassLine {
  /** The line's index in `orders.lines`. */
  lineIndex: number;
  /** The pass product (the membership type). */
  merchandiseId: number;
  /** The line's name: the type's name in the order's language. */
  name: string;
  /** One per pass bought. */
  owners: readonly PassOwner[];
}

export interface CardIssue {
  shopId: number;
  orderId: string;
  /** The museum's date of the order (YYYY-MM-DD): a validity counted from purchase starts then. */
  purchasedOn: string;
  now: Date;
  passes: readonly PassLine[];
}

/** Draws of a new number before giving up: a clash in a billion numbers is rare, three in a row is a fault. */
const NUMBER_TRIES = 5;

/** An owner's `renews` in its written form, or null: none, or no member number. */
const renewedNumber = (owner: PassOwner) =>
  owner.renews === undefined ? null : readMemberNumber(owner.renews);

/**
 * Issues a card to every owner of the order's passes who has none yet, in the booking's `tx`: so a
 * paid order gets its cards exactly once, however often its booking runs. Each card gets a new
 * random member number (drawn again on a clash), the owner's names, the type, and its validity by
 * the type's rule. An owner who renews a card of the shop that is not refunded gets a card that
 * starts the day after that one ends, and keeps which card it renews; a number the shop does not
 * know (or a refunded card's) is a new pass from the purchase day: a paid booking never fails on
 * it. Answers the cards written now.
 */
export async function issueMemberCards(tx: Db, issue: CardIssue): Promise<number> {
  if (issue.passes.length === 0) return 0;
  const types = await findMembershipTypes(
    tx,
    issue.passes.map((pass) => pass.merchandiseId),
  );
  const issued = await issuedOwners(tx, issue.orderId);
  const renewed = await findRenewableCards(
    tx,
    issue.shopId,
    issue.passes.flatMap((pass) => pass.owners.flatMap((owner) => renewedNumber(owner) ?? [])),
  );
  let written = 0;
  for (const pass of issue.passes) {
    const type = types.get(pass.merchandiseId);
    const validity = type?.validity ?? DEFAULT_TYPE.validity;
    for (const [index, owner] of pass.owners.entries()) {
      const person = index + 1;
      if (issued.has(`${pass.lineIndex}.${person}`)) continue;
      const old = renewed.get(renewedNumber(owner) ?? '');
      const term = passTerm(validity, {
        purchasedOn: issue.purchasedOn,
        firstUsedOn: null,
        renews: old?.validUntil ?? null,
      });
      const card = {
        shopId: issue.shopId,
        merchandiseId: pass.merchandiseId,
        orderId: issue.orderId,
        lineIndex: pass.lineIndex,
        person,
        title: owner.title,
        firstName: owner.fname,
        lastName: owner.lname,
        typeName: pass.name,
        validity,
        persons: type?.persons ?? DEFAULT_TYPE.persons,
        validFrom: term.valid_from,
        validUntil: term.valid_until,
        renewsCardId: old?.id ?? null,
        issuedAt: issue.now,
      };
      let done = false;
      for (let attempt = 0; attempt < NUMBER_TRIES && !done; attempt++)
        done = await insertCardOnce(tx, { ...card, number: newMemberNumber() });
      if (!done)
        throw new Error(`no free member number for order ${issue.orderId} after ${NUMBER_TRIES} draws`);
      written++;
    }
  }
  return written;
}

/** The holder's name as the card prints it: title, first name, surname. */
export const holderName = (card: Pick<MemberCardRow, 'title' | 'firstName' | 'lastName'>) =>
  [card.title, card.firstName, card.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** An order's member cards as the order review shows them. */
export async function memberCardsOfOrder(db: Db, orderId: string): Promise<MemberCardSummary[]> {
  const rows = await listCardsOfOrder(db, orderId);
  return rows.map((row) => ({
    number: row.number,
    name: holderName(row),
    type: row.typeName,
    valid_from: row.validFrom,
    valid_until: row.validUntil,
    status: row.status,
  }));
}

/** An order's cards as rows (their documents). */
export const memberCardRowsOfOrder = listCardsOfOrder;

/** A refund gave back the order's `lines`: their cards are refunded, in the refund's `tx`. */
export function refundMemberCards(tx: Db, orderId: string, lines: readonly number[]): Promise<number> {
  return setCardsRefunded(tx, orderId, lines);
}

/** The active cards of each of the orders `orderIds` (number and holder), for "My orders". */
export async function activeCardsByOrder(
  db: Db,
  orderIds: readonly string[],
): Promise<Map<string, { number: string; name: string }[]>> {
  const byOrder = new Map<string, { number: string; name: string }[]>();
  for (const card of await activeCardsOfOrders(db, orderIds)) {
    const cards = byOrder.get(card.orderId) ?? [];
    cards.push({ number: card.number, name: holderName(card) });
    byOrder.set(card.orderId, cards);
  }
  return byOrder;
}
