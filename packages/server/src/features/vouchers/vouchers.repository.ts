import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { inventoryCounts } from '../../db/repositories/inventory-counts.repository.ts';
import { voucherCodes, voucherGroups, voucherProducts } from '../../db/schema/vouchers.ts';

export function listVoucherProducts(db: Db, shopId: number, groupId?: number) {
  return db
    .select()
    .from(voucherProducts)
    .where(
      and(
        eq(voucherProducts.shopId, shopId),
        // Drafts and archived products are the staff's (issue 36).
        eq(voucherProducts.status, 'published'),
        groupId === undefined ? undefined : eq(voucherProducts.groupId, groupId),
      ),
    )
    .orderBy(asc(voucherProducts.sequenceNo), asc(voucherProducts.id));
}

export async function findVoucherProduct(db: Db, shopId: number, productId: number) {
  const [row] = await db
    .select()
    .from(voucherProducts)
    .where(
      and(
        eq(voucherProducts.shopId, shopId),
        eq(voucherProducts.id, productId),
        eq(voucherProducts.status, 'published'),
      ),
    );
  return row;
}

export function listVoucherGroups(db: Db, shopId: number) {
  return db
    .select()
    .from(voucherGroups)
    .where(eq(voucherGroups.shopId, shopId))
    .orderBy(asc(voucherGroups.sequenceNo), asc(voucherGroups.id));
}

/**
 * Codes are stored in capitals; the lookup is by the normalised code. `usedAmount` is all that is
 * taken of it: used outside checkout, redeemed by orders and held by carts paying now.
 */
export async function findVoucherCode(db: Db, shopId: number, code: string) {
  const counts = inventoryCounts(db, 'voucherCode', voucherCodes.id);
  const [row] = await db
    .select({ code: voucherCodes, redeemed: sql<number>`(${counts.sold} + ${counts.held})::int` })
    .from(voucherCodes)
    .innerJoinLateral(counts, sql`true`)
    // A disabled code (its voucher was refunded, decision 0022) is no code any more.
    .where(
      and(eq(voucherCodes.shopId, shopId), eq(voucherCodes.code, code), isNull(voucherCodes.disabledAt)),
    );
  return row && { ...row.code, usedAmount: row.code.usedAmount + row.redeemed };
}
