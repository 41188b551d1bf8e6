import type { MembershipBenefit } from '@museum-shop/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberCards, membershipTypes } from '../../db/schema/members.ts';
import { merchandise } from '../../db/schema/merchandise.ts';

/** A card named by a claim, with its pass's benefits (empty for a pass made before types). */
export interface ClaimableCardRow {
  card: typeof memberCards.$inferSelect;
  benefits: MembershipBenefit[] | null;
}

/** The shop's cards with these written numbers, with their types' benefits. */
export async function findCardsByNumbers(
  db: Db,
  shopId: number,
  numbers: readonly string[],
): Promise<ClaimableCardRow[]> {
  if (numbers.length === 0) return [];
  return db
    .select({ card: memberCards, benefits: membershipTypes.benefits })
    .from(memberCards)
    .leftJoin(membershipTypes, eq(membershipTypes.merchandiseId, memberCards.merchandiseId))
    .where(and(eq(memberCards.shopId, shopId), inArray(memberCards.number, [...numbers])));
}

/** The benefits of the shop's passes that can have cards (published or archived, not drafts). */
export async function benefitsOfPasses(db: Db, shopId: number): Promise<MembershipBenefit[][]> {
  const rows = await db
    .select({ benefits: membershipTypes.benefits })
    .from(membershipTypes)
    .innerJoin(merchandise, eq(merchandise.id, membershipTypes.merchandiseId))
    .where(and(eq(membershipTypes.shopId, shopId), ne(merchandise.status, 'draft')));
  return rows.map((row) => row.benefits);
}

/**
 * Places of event slots taken with member cards, sold or held (judged by the database's hold
 * clock): the one count of inventory.sql's member_places_taken.
 */
export async function memberPlacesTakenOf(db: Db, slotIds: readonly number[]): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const result = (await db.execute(
    sql`select s.id, member_places_taken(s.id, hold_clock()) as taken
        from unnest(${`{${slotIds.join(',')}}`}::integer[]) as s(id)`,
  )) as unknown as { rows: { id: number; taken: number }[] };
  return new Map(result.rows.map((row) => [Number(row.id), Number(row.taken)]));
}

/** Member tickets of a card on museum days, sold or held (inventory.sql's member_card_day_taken). */
export async function cardDayTaken(
  db: Db,
  cardId: string,
  days: readonly string[],
): Promise<Map<string, number>> {
  if (days.length === 0) return new Map();
  const result = (await db.execute(
    sql`select d.day::text as day, member_card_day_taken(${cardId}::uuid, d.day, hold_clock()) as taken
        from unnest(${`{${days.join(',')}}`}::date[]) as d(day)`,
  )) as unknown as { rows: { day: string; taken: number }[] };
  return new Map(result.rows.map((row) => [String(row.day), Number(row.taken)]));
}

/** The cards of the paid orders of a customer that are not refunded, newest first. */
export async function cardsOfCustomer(
  db: Db,
  shopId: number,
  customerId: string,
): Promise<ClaimableCardRow[]> {
  return db
    .select({ card: memberCards, benefits: membershipTypes.benefits })
    .from(memberCards)
    .leftJoin(membershipTypes, eq(membershipTypes.merchandiseId, memberCards.merchandiseId))
    .where(
      and(
        eq(memberCards.shopId, shopId),
        eq(memberCards.status, 'active'),
        sql`${memberCards.orderId} in (select o.id from orders o where o.customer_id = ${customerId}::uuid)`,
      ),
    )
    .orderBy(sql`${memberCards.issuedAt} desc`);
}
