import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { paymentTypes } from '../../../db/schema/checkout.ts';

export type PaymentTypeRow = typeof paymentTypes.$inferSelect;

/** The shop's payment types in sequence_no order (payart id breaks ties). */
export function listPaymentTypes(db: Db, shopId: number): Promise<PaymentTypeRow[]> {
  return db
    .select()
    .from(paymentTypes)
    .where(eq(paymentTypes.shopId, shopId))
    .orderBy(asc(paymentTypes.sequenceNo), asc(paymentTypes.payartId));
}

export async function findPaymentTypeRow(
  db: Db,
  shopId: number,
  payartId: number,
): Promise<PaymentTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentTypes)
    .where(and(eq(paymentTypes.shopId, shopId), eq(paymentTypes.payartId, payartId)));
  return row;
}
