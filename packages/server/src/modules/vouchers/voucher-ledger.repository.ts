import type { VoucherOrigin } from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shops } from '../../db/schema/config.ts';
import { voucherCodeBatches, voucherCodes } from '../../db/schema/vouchers.ts';

/** A voucher code as the liability report reads it (decision 0032); days are `YYYY-MM-DD`. */
export interface VoucherCodeRecord {
  code: string;
  /** Made by staff in a batch, or not (the report finds which of the others were bought in orders). */
  origin: Exclude<VoucherOrigin, 'shop'>;
  amount: number;
  /** Cents counted as used apart from orders (a refund's disabling sets it to the whole amount). */
  usedAmount: number;
  /** The museum day its batch was made; other codes: their first valid day (a bought one's order day). */
  issuedOn: string;
  /** Its last valid day in UTC+1 (spec §5), and whether that day's last minute has passed at `now`. */
  lastValidDay: string;
  ended: boolean;
  /** The museum day it was disabled, if it was. */
  disabledOn: string | null;
}

/** Every voucher code of a shop, with the batch staff made it in, if they did. */
export async function voucherCodeRecords(db: Db, shopId: number, now: Date): Promise<VoucherCodeRecord[]> {
  const zone = sql`coalesce((select ${shops.config}->>'time_zone' from ${shops} where ${shops.id} = ${shopId}), 'Europe/Berlin')`;
  const day = (column: unknown) => sql<string>`((${column} at time zone ${zone})::date)::text`;
  const rows = await db
    .select({
      code: voucherCodes.code,
      batchId: voucherCodes.batchId,
      amount: voucherCodes.amount,
      usedAmount: voucherCodes.usedAmount,
      issuedOn: sql<string>`coalesce(${day(voucherCodeBatches.createdAt)}, ${day(voucherCodes.validFrom)})`,
      // valid_to is the start of the last valid minute; its day is read in UTC+1 as validity is.
      lastValidDay: sql<string>`(((${voucherCodes.validTo} + interval '1 hour') at time zone 'UTC')::date)::text`,
      ended: sql<boolean>`${voucherCodes.validTo} + interval '1 minute' <= ${now.toISOString()}::timestamptz`,
      disabledOn: sql<
        string | null
      >`case when ${voucherCodes.disabledAt} is null then null else ${day(voucherCodes.disabledAt)} end`,
    })
    .from(voucherCodes)
    .leftJoin(voucherCodeBatches, eq(voucherCodeBatches.id, voucherCodes.batchId))
    .where(eq(voucherCodes.shopId, shopId));
  return rows.map((row) => ({
    code: row.code,
    origin: row.batchId !== null ? 'staff' : 'other',
    amount: row.amount,
    usedAmount: row.usedAmount,
    issuedOn: row.issuedOn,
    lastValidDay: row.lastValidDay,
    ended: Boolean(row.ended),
    disabledOn: row.disabledOn,
  }));
}
