import type { CatalogDocument } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import {
  countShopVoucherRows,
  insertVoucherProduct,
  listShopVoucherGroups,
  listShopVoucherProductsByAge,
  writeVoucherGroup,
} from './voucher-products.repository.ts';
import { documentOf, valuesOf } from './voucher-products.service.ts';

// The vouchers' part of the catalog document (issues 35 and 36): the groups, numbered 1 … n in
// the museum's order, and the products in the order they were made, sorted into the groups by
// those numbers. The catalog module reads and writes the whole document; this is its voucher part.

export type VoucherCatalog = NonNullable<CatalogDocument['vouchers']>;
/** Maps an image address to the document's (export) or the document's to the shop's (import). */
type ImageMap = (value: string | null) => string | null;

export async function voucherCatalogOf(db: Db, shopId: number, image: ImageMap): Promise<VoucherCatalog> {
  const [groups, products] = await Promise.all([
    listShopVoucherGroups(db, shopId),
    listShopVoucherProductsByAge(db, shopId),
  ]);
  const numbers = new Map(groups.map((group, index) => [group.id, index + 1]));
  return {
    groups: groups.map((group, index) => ({ id: index + 1, name: group.name })),
    products: products.map((row) => {
      const document = documentOf(row);
      return {
        status: row.status,
        document: { ...document, image: image(document.image), group_id: numbers.get(row.groupId) ?? 0 },
      };
    }),
  };
}

/** Whether the shop has voucher groups or products: an import goes only into a shop without. */
export async function hasVoucherCatalog(db: Db, shopId: number): Promise<boolean> {
  return (await countShopVoucherRows(db, shopId)) > 0;
}

/**
 * Writes the document's voucher groups and products into the shop, in the caller's transaction.
 * Gives the products' ids in the document's order.
 */
export async function writeVoucherCatalog(
  tx: Db,
  shopId: number,
  vouchers: VoucherCatalog,
  image: ImageMap,
): Promise<number[]> {
  const groupIds = new Map<number, number>();
  for (const [index, group] of vouchers.groups.entries())
    groupIds.set(group.id, await writeVoucherGroup(tx, shopId, { id: null, name: group.name }, index + 1));
  const ids: number[] = [];
  for (const { status, document } of vouchers.products) {
    const groupId = groupIds.get(document.group_id);
    // The document's rules were checked before: every product names one of its groups.
    if (groupId === undefined) throw new Error(`no voucher group ${document.group_id} in the document`);
    const row = await insertVoucherProduct(
      tx,
      shopId,
      valuesOf({ ...document, image: image(document.image), group_id: groupId }),
      status,
    );
    ids.push(row.id);
  }
  return ids;
}
