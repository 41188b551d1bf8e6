import {
  ANNUAL_PASS_KIND,
  type EventStatus,
  type ProductDocument,
  type StockReason,
} from '@museum-shop/contract';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inventoryCounts } from '../../db/repositories/inventory-counts.repository.ts';
import { merchandise, merchandiseStockChanges } from '../../db/schema/merchandise.ts';
import { staffMembers } from '../../db/schema/staff.ts';

export type ProductRow = typeof merchandise.$inferSelect;

/** A shop product: any merchandise of the shop but the annual passes, which the memberships make. */
const shopProduct = (shopId: number) =>
  and(eq(merchandise.shopId, shopId), ne(merchandise.productKindRef, ANNUAL_PASS_KIND));

/**
 * The shop's products in every state with what reservations take of each (sold and held, by the
 * database's one count): the museum's order, archived ones last.
 */
export function listShopProducts(db: Db, shopId: number) {
  const pieces = inventoryCounts(db, 'article', merchandise.id);
  return db
    .select({ product: merchandise, sold: pieces.sold, held: pieces.held })
    .from(merchandise)
    .innerJoinLateral(pieces, sql`true`)
    .where(shopProduct(shopId))
    .orderBy(sql`${merchandise.status} = 'archived'`, asc(merchandise.sequenceNo), asc(merchandise.id));
}

/** Every product of the shop in the order they were made (the catalog's export). */
export function listShopProductRows(db: Db, shopId: number): Promise<ProductRow[]> {
  return db.select().from(merchandise).where(shopProduct(shopId)).orderBy(asc(merchandise.id));
}

/** One product of the shop, locked until the transaction ends when `lock` (saving, changing its stock). */
export async function findShopProduct(db: Db, shopId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(merchandise)
    .where(and(shopProduct(shopId), eq(merchandise.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** What held and sold reservations take of a product now (read under its row lock, it holds until commit). */
export async function productTaken(db: Db, id: number): Promise<number> {
  const pieces = inventoryCounts(db, 'article', merchandise.id);
  const [row] = await db
    .select({ sold: pieces.sold, held: pieces.held })
    .from(merchandise)
    .innerJoinLateral(pieces, sql`true`)
    .where(eq(merchandise.id, id));
  return (row?.sold ?? 0) + (row?.held ?? 0);
}

const productFields = (document: ProductDocument) => ({
  name: document.name,
  description: document.description,
  productKindRef: document.product_kind,
  customGroupIds: document.custom_group_ids,
  images: document.images,
  price: document.price,
  vatValue: document.vat_value,
  weight: document.weight,
  sequenceNo: document.sequence_no,
});

export async function insertProduct(
  tx: Db,
  shopId: number,
  document: ProductDocument,
  status: EventStatus,
  stock: number,
) {
  const [row] = await tx
    .insert(merchandise)
    .values({ shopId, status, stock, ...productFields(document) })
    .returning();
  if (!row) throw new Error('The product was not written');
  return row;
}

export async function updateProduct(tx: Db, id: number, document: ProductDocument) {
  await tx.update(merchandise).set(productFields(document)).where(eq(merchandise.id, id));
}

export async function setProductStatus(tx: Db, id: number, status: EventStatus) {
  await tx.update(merchandise).set({ status }).where(eq(merchandise.id, id));
}

export async function setProductStock(tx: Db, id: number, stock: number) {
  await tx.update(merchandise).set({ stock }).where(eq(merchandise.id, id));
}

export async function insertStockChange(
  tx: Db,
  change: {
    merchandiseId: number;
    staffId: string | null;
    changedAt: Date;
    before: number;
    after: number;
    reason: StockReason;
    note: string;
  },
) {
  await tx.insert(merchandiseStockChanges).values(change);
}

/** A product's stock changes, newest first, with the member who made each. */
export function listStockChanges(db: Db, id: number) {
  return db
    .select({
      id: merchandiseStockChanges.id,
      changedAt: merchandiseStockChanges.changedAt,
      before: merchandiseStockChanges.before,
      after: merchandiseStockChanges.after,
      reason: merchandiseStockChanges.reason,
      note: merchandiseStockChanges.note,
      staffName: staffMembers.name,
      staffEmail: staffMembers.email,
    })
    .from(merchandiseStockChanges)
    .leftJoin(staffMembers, eq(staffMembers.id, merchandiseStockChanges.staffId))
    .where(eq(merchandiseStockChanges.merchandiseId, id))
    .orderBy(desc(merchandiseStockChanges.changedAt), desc(merchandiseStockChanges.id));
}

/** The VAT rates the shop's products use (the editor offers them beside the tickets'). */
export async function productVatRates(db: Db, shopId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ vat: merchandise.vatValue })
    .from(merchandise)
    .where(eq(merchandise.shopId, shopId));
  return rows.map((row) => Number(row.vat));
}
