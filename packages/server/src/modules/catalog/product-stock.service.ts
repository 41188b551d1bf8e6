import { type StockChange, stockAfter, stockChangeProblems } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import { type CatalogEditor, invalid } from './catalog-editor.ts';
import {
  findShopProduct,
  insertStockChange,
  productTaken,
  setProductStock,
} from './product-documents.repository.ts';
import { auditProduct, productNotFound, readStaffProduct } from './product-editing.service.ts';

/**
 * Changes a product's stock with a reason (issue 36), in one transaction under the product's row
 * lock: the lock every hold and sale of the product takes too (`lock_inventory`), so what
 * reservations take cannot grow between the check and the write. The contract's rule refuses a
 * stock below that (`stock_below_taken`: a paid order could not be sent) or below zero, with a 422
 * that changes nothing; an accepted change is kept in the product's history and the audit log.
 */
export async function changeProductStock(db: Db, editor: CatalogEditor, id: number, change: StockChange) {
  await db.transaction(async (tx) => {
    const row = await findShopProduct(tx, editor.shopId, id, true);
    if (!row) throw productNotFound();
    const taken = await productTaken(tx, id);
    const problems = stockChangeProblems(change, { stock: row.stock, taken });
    if (problems.length > 0) throw invalid(problems);
    const after = stockAfter(row.stock, change);
    await setProductStock(tx, id, after);
    await insertStockChange(tx, {
      merchandiseId: id,
      staffId: editor.staffId,
      changedAt: editor.now,
      before: row.stock,
      after,
      reason: change.reason,
      note: change.note.trim(),
    });
    await auditProduct(
      tx,
      editor,
      'product.stock',
      id,
      { stock: row.stock },
      {
        stock: after,
        stock_reason: change.reason,
        ...(change.note.trim() ? { text: change.note.trim() } : {}),
      },
    );
  });
  return readStaffProduct(db, editor.shopId, id);
}
