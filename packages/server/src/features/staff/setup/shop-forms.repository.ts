import type { CustomerField, PaymentKind, Translations } from '@museum-shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { customerFormSettings } from '../../../db/schema/account.ts';
import { paymentTypes } from '../../../db/schema/checkout.ts';

/** The shop's customer form row, locked until `tx` ends when `lock` is set; undefined: none yet. */
export async function findCustomerFormRow(tx: Db, shopId: number, lock = false) {
  const query = tx.select().from(customerFormSettings).where(eq(customerFormSettings.shopId, shopId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function upsertCustomerFormRow(
  tx: Db,
  row: {
    shopId: number;
    visibleFields: CustomerField[];
    requiredFields: CustomerField[];
    countries: string[];
    salutations: string[];
  },
) {
  await tx
    .insert(customerFormSettings)
    .values(row)
    .onConflictDoUpdate({
      target: customerFormSettings.shopId,
      set: {
        visibleFields: row.visibleFields,
        requiredFields: row.requiredFields,
        countries: row.countries,
        salutations: row.salutations,
      },
    });
}

/** Every payment type of the shop, offered or not, in their order; locked in `tx` when `lock` is set. */
export async function listAllPaymentTypes(tx: Db, shopId: number, lock = false) {
  const query = tx
    .select()
    .from(paymentTypes)
    .where(eq(paymentTypes.shopId, shopId))
    .orderBy(asc(paymentTypes.sequenceNo), asc(paymentTypes.payartId));
  return lock ? await query.for('update') : await query;
}

export async function updatePaymentType(
  tx: Db,
  shopId: number,
  payartId: number,
  change: { names: Translations; offered: boolean; sequenceNo: number },
) {
  await tx
    .update(paymentTypes)
    .set(change)
    .where(and(eq(paymentTypes.shopId, shopId), eq(paymentTypes.payartId, payartId)));
}

export async function insertPaymentType(
  tx: Db,
  row: { shopId: number; payartId: number; kind: PaymentKind; names: Translations; sequenceNo: number },
) {
  await tx.insert(paymentTypes).values({ ...row, offered: true });
}
