import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { paymentTypes } from '../../../db/schema/checkout.ts';

export type PaymentTypeRow = typeof paymentTypes.$inferSelect;

/**
 * The payment types a shop offers, in sequence_no order (payart id breaks ties). One no longer
 * offered is left out: visitors cannot choose it, and initPayment does not know it.
 */
export function listPaymentTypes(db: Db, shopId: number): Promise<PaymentTypeRow[]> {
  return db
    .select()
    .from(paymentTypes)
    .where(and(eq(paymentTypes.shopId, shopId), eq(paymentTypes.offered, true)))
    .orderBy(asc(paymentTypes.sequenceNo), asc(paymentTypes.payartId));
}

/** A payment type of the shop, offered or not: orders and invoices name theirs by it. */
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
