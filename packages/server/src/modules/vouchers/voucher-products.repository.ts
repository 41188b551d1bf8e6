import type { EventStatus, Translations } from '@museum-shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { voucherGroups, voucherProducts } from '../../db/schema/vouchers.ts';

export type VoucherProductRow = typeof voucherProducts.$inferSelect;
export type VoucherProductValues = Omit<typeof voucherProducts.$inferInsert, 'id' | 'shopId' | 'status'>;

/** The shop's voucher products in every state, in the museum's order. */
export function listShopVoucherProducts(db: Db, shopId: number) {
  return db
    .select()
    .from(voucherProducts)
    .where(eq(voucherProducts.shopId, shopId))
    .orderBy(asc(voucherProducts.groupId), asc(voucherProducts.sequenceNo), asc(voucherProducts.id));
}

/** A product of the shop; with `lock`, its row stays locked until the transaction ends. */
export async function findShopVoucherProduct(db: Db, shopId: number, id: number, options = { lock: false }) {
  const query = db
    .select()
    .from(voucherProducts)
    .where(and(eq(voucherProducts.shopId, shopId), eq(voucherProducts.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertVoucherProduct(
  tx: Db,
  shopId: number,
  values: VoucherProductValues,
  status: EventStatus = 'draft',
) {
  const [row] = await tx
    .insert(voucherProducts)
    .values({ ...values, shopId, status })
    .returning();
  if (!row) throw new Error('the voucher product was not written');
  return row;
}

export async function updateVoucherProduct(
  tx: Db,
  id: number,
  values: Partial<VoucherProductValues> & { status?: EventStatus },
) {
  const [row] = await tx.update(voucherProducts).set(values).where(eq(voucherProducts.id, id)).returning();
  if (!row) throw new Error('the voucher product was not written');
  return row;
}

export function listShopVoucherGroups(db: Db, shopId: number) {
  return db
    .select({ id: voucherGroups.id, name: voucherGroups.name })
    .from(voucherGroups)
    .where(eq(voucherGroups.shopId, shopId))
    .orderBy(asc(voucherGroups.sequenceNo), asc(voucherGroups.id));
}

/** Writes a group at its place: a new one without id, else the group of that id. Gives its id. */
export async function writeVoucherGroup(
  tx: Db,
  shopId: number,
  row: { id: number | null; name: Translations },
  sequenceNo: number,
): Promise<number> {
  if (row.id !== null) {
    await tx
      .update(voucherGroups)
      .set({ name: row.name, sequenceNo })
      .where(and(eq(voucherGroups.id, row.id), eq(voucherGroups.shopId, shopId)));
    return row.id;
  }
  const [written] = await tx
    .insert(voucherGroups)
    .values({ shopId, name: row.name, sequenceNo })
    .returning({ id: voucherGroups.id });
  if (!written) throw new Error('the voucher group was not written');
  return written.id;
}

/** How many voucher groups and products the shop has, in any state. */
export async function countShopVoucherRows(db: Db, shopId: number): Promise<number> {
  // One after the other: `db` may be a transaction, whose one connection runs one query at a time.
  const groups = await db.$count(voucherGroups, eq(voucherGroups.shopId, shopId));
  const products = await db.$count(voucherProducts, eq(voucherProducts.shopId, shopId));
  return groups + products;
}

/** The shop's voucher products in the order they were made. */
export function listShopVoucherProductsByAge(db: Db, shopId: number) {
  return db
    .select()
    .from(voucherProducts)
    .where(eq(voucherProducts.shopId, shopId))
    .orderBy(asc(voucherProducts.id));
}

export async function deleteVoucherGroups(tx: Db, ids: number[]) {
  if (ids.length > 0) await tx.delete(voucherGroups).where(inArray(voucherGroups.id, ids));
}

/** Of these groups, those a product (in any state) is sorted into. */
export async function voucherGroupsInUse(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: voucherProducts.groupId })
    .from(voucherProducts)
    .where(inArray(voucherProducts.groupId, ids));
  return new Set(rows.map((row) => row.id));
}
