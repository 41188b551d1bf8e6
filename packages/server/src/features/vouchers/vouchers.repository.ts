import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { voucherCodes, voucherGroups, voucherProducts } from '../../db/schema/vouchers.ts';

export function listVoucherProducts(db: Db, shopId: number, groupId?: number) {
  return db
    .select()
    .from(voucherProducts)
    .where(
      and(
        eq(voucherProducts.shopId, shopId),
        groupId === undefined ? undefined : eq(voucherProducts.groupId, groupId),
      ),
    )
    .orderBy(asc(voucherProducts.sequenceNo), asc(voucherProducts.id));
}

export async function findVoucherProduct(db: Db, shopId: number, productId: number) {
  const [row] = await db
    .select()
    .from(voucherProducts)
    .where(and(eq(voucherProducts.shopId, shopId), eq(voucherProducts.id, productId)));
  return row;
}

export function listVoucherGroups(db: Db, shopId: number) {
  return db
    .select()
    .from(voucherGroups)
    .where(eq(voucherGroups.shopId, shopId))
    .orderBy(asc(voucherGroups.sequenceNo), asc(voucherGroups.id));
}

/** Codes are stored in capitals; the lookup is by the normalised code. */
export async function findVoucherCode(db: Db, shopId: number, code: string) {
  const [row] = await db
    .select()
    .from(voucherCodes)
    .where(and(eq(voucherCodes.shopId, shopId), eq(voucherCodes.code, code)));
  return row;
}
