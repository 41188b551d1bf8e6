import {
  ANNUAL_PASS_KIND,
  type EventStatus,
  type MembershipDocument,
  PRODUCT_STOCK_MAX,
} from '@museum-shop/contract';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { memberCards, membershipTypes } from '../../db/schema/members.ts';
import { merchandise } from '../../db/schema/merchandise.ts';

/** A pass product with its membership type (null: a pass made before types, read with the defaults). */
export interface MembershipRow {
  pass: typeof merchandise.$inferSelect;
  type: typeof membershipTypes.$inferSelect | null;
}

const passOf = (shopId: number) =>
  and(eq(merchandise.shopId, shopId), eq(merchandise.productKindRef, ANNUAL_PASS_KIND));

const selectMemberships = (db: Db) =>
  db
    .select({ pass: merchandise, type: membershipTypes })
    .from(merchandise)
    .leftJoin(membershipTypes, eq(membershipTypes.merchandiseId, merchandise.id));

/** The shop's passes with their types: the museum's order, archived ones last. */
export function listMemberships(db: Db, shopId: number): Promise<MembershipRow[]> {
  return selectMemberships(db)
    .where(passOf(shopId))
    .orderBy(sql`${merchandise.status} = 'archived'`, asc(merchandise.sequenceNo), asc(merchandise.id));
}

/** One pass of the shop with its type, its row locked until the transaction ends when `lock`. */
export async function findMembership(
  db: Db,
  shopId: number,
  id: number,
  lock = false,
): Promise<MembershipRow | undefined> {
  const query = selectMemberships(db).where(and(passOf(shopId), eq(merchandise.id, id)));
  const [row] = lock ? await query.for('update', { of: merchandise }) : await query;
  return row;
}

/** The types of the passes `ids` (a booking's), by pass id. */
export async function findMembershipTypes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, typeof membershipTypes.$inferSelect>();
  const rows = await db
    .select()
    .from(membershipTypes)
    .where(inArray(membershipTypes.merchandiseId, [...ids]));
  return new Map(rows.map((row) => [row.merchandiseId, row]));
}

const passFields = (document: MembershipDocument) => ({
  name: document.name,
  description: document.description,
  images: document.images,
  price: document.price,
  vatValue: document.vat_value,
  sequenceNo: document.sequence_no,
});

const typeFields = (document: MembershipDocument) => ({
  validity: document.validity,
  persons: document.persons,
  benefits: document.benefits,
});

/**
 * Writes a new pass product (kind 13, no weight: a card is no parcel good) and its type. A pass is
 * not counted goods: its stock is the most a product may have, so it never sells out. The editor
 * lists a pass in no custom group; an imported catalog document may (`customGroupIds`).
 */
export async function insertMembership(
  tx: Db,
  shopId: number,
  document: MembershipDocument,
  status: EventStatus,
  customGroupIds: readonly number[] = [],
) {
  const [pass] = await tx
    .insert(merchandise)
    .values({
      shopId,
      status,
      stock: PRODUCT_STOCK_MAX,
      weight: 0,
      productKindRef: ANNUAL_PASS_KIND,
      customGroupIds: [...customGroupIds],
      ...passFields(document),
    })
    .returning({ id: merchandise.id });
  if (!pass) throw new Error('The pass was not written');
  await tx.insert(membershipTypes).values({ merchandiseId: pass.id, shopId, ...typeFields(document) });
  return pass.id;
}

/** Saves a pass's document: its product's fields and its type (made now for a pass without one). */
export async function updateMembership(tx: Db, shopId: number, id: number, document: MembershipDocument) {
  await tx.update(merchandise).set(passFields(document)).where(eq(merchandise.id, id));
  await tx
    .insert(membershipTypes)
    .values({ merchandiseId: id, shopId, ...typeFields(document) })
    .onConflictDoUpdate({ target: membershipTypes.merchandiseId, set: typeFields(document) });
}

export async function setMembershipStatus(tx: Db, id: number, status: EventStatus) {
  await tx.update(merchandise).set({ status }).where(eq(merchandise.id, id));
}

/** Active cards per pass of the shop. */
export async function activeCardCounts(db: Db, shopId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: memberCards.merchandiseId, cards: count() })
    .from(memberCards)
    .where(and(eq(memberCards.shopId, shopId), eq(memberCards.status, 'active')))
    .groupBy(memberCards.merchandiseId);
  return new Map(rows.map((row) => [row.id, row.cards]));
}

/** The VAT rates the shop's articles use (the editor offers them). */
export async function merchandiseVatRates(db: Db, shopId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ vat: merchandise.vatValue })
    .from(merchandise)
    .where(eq(merchandise.shopId, shopId));
  return rows.map((row) => Number(row.vat)).sort((a, b) => a - b);
}
