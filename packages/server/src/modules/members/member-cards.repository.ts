import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberCards } from '../../db/schema/members.ts';

export type MemberCardRow = typeof memberCards.$inferSelect;
export type NewMemberCard = Omit<typeof memberCards.$inferInsert, 'id' | 'status'>;

/** The owners of an order that have their card already: `line.person`. */
export async function issuedOwners(tx: Db, orderId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ line: memberCards.lineIndex, person: memberCards.person })
    .from(memberCards)
    .where(eq(memberCards.orderId, orderId));
  return new Set(rows.map((row) => `${row.line}.${row.person}`));
}

/**
 * Writes a card unless its owner has one (the order, line and person are unique) or its number is
 * taken in the shop: answers whether it was written. The clash of numbers is told apart by the
 * caller, which reads the owners again.
 */
export async function insertCardOnce(tx: Db, card: NewMemberCard): Promise<boolean> {
  const written = await tx
    .insert(memberCards)
    .values(card)
    .onConflictDoNothing()
    .returning({ id: memberCards.id });
  return written.length > 0;
}

/**
 * The shop's cards with these written numbers that are not refunded, by number: what a pass bought
 * through the renewal link may renew.
 */
export async function findRenewableCards(
  tx: Db,
  shopId: number,
  numbers: readonly string[],
): Promise<Map<string, Pick<MemberCardRow, 'id' | 'validUntil'>>> {
  if (numbers.length === 0) return new Map();
  const rows = await tx
    .select({ id: memberCards.id, number: memberCards.number, validUntil: memberCards.validUntil })
    .from(memberCards)
    .where(
      and(
        eq(memberCards.shopId, shopId),
        inArray(memberCards.number, [...numbers]),
        eq(memberCards.status, 'active'),
      ),
    );
  return new Map(rows.map(({ number, ...card }) => [number, card]));
}

/** An order's cards, by line and owner. */
export function listCardsOfOrder(db: Db, orderId: string): Promise<MemberCardRow[]> {
  return db
    .select()
    .from(memberCards)
    .where(eq(memberCards.orderId, orderId))
    .orderBy(asc(memberCards.lineIndex), asc(memberCards.person));
}

/** Marks the cards of the order's `lines` refunded; answers how many changed. */
export async function setCardsRefunded(tx: Db, orderId: string, lines: readonly number[]): Promise<number> {
  if (lines.length === 0) return 0;
  const changed = await tx
    .update(memberCards)
    .set({ status: 'refunded' })
    .where(
      and(
        eq(memberCards.orderId, orderId),
        inArray(memberCards.lineIndex, [...lines]),
        eq(memberCards.status, 'active'),
      ),
    )
    .returning({ id: memberCards.id });
  return changed.length;
}

/** The active cards of the orders `orderIds`, in their order (line, then owner). */
export async function activeCardsOfOrders(db: Db, orderIds: readonly string[]): Promise<MemberCardRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(memberCards)
    .where(and(inArray(memberCards.orderId, [...orderIds]), eq(memberCards.status, 'active')))
    .orderBy(asc(memberCards.lineIndex), asc(memberCards.person));
}
