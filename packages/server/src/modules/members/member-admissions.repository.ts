import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberCardAdmissions, memberCards } from '../../db/schema/members.ts';
import type { MemberCardRow } from './member-cards.repository.ts';

/** A card of the shop by its number, its row locked until the transaction ends: the door's one writer. */
export async function lockCardByNumber(
  tx: Db,
  shopId: number,
  number: string,
): Promise<MemberCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(memberCards)
    .where(and(eq(memberCards.shopId, shopId), eq(memberCards.number, number)))
    .for('update');
  return row;
}

/** The card's admissions on a museum day, the last first. */
export function admissionsOn(db: Db, cardId: string, day: string) {
  return db
    .select({ person: memberCardAdmissions.person, admittedAt: memberCardAdmissions.admittedAt })
    .from(memberCardAdmissions)
    .where(and(eq(memberCardAdmissions.cardId, cardId), eq(memberCardAdmissions.day, day)))
    .orderBy(desc(memberCardAdmissions.person));
}

export async function insertAdmission(
  tx: Db,
  admission: { cardId: string; day: string; person: number; admittedAt: Date; staffId: string | null },
) {
  await tx.insert(memberCardAdmissions).values(admission);
}

/** Starts a card that counts from its first use: its first and last valid day. */
export async function startCard(tx: Db, cardId: string, validFrom: string, validUntil: string) {
  await tx.update(memberCards).set({ validFrom, validUntil }).where(eq(memberCards.id, cardId));
}
