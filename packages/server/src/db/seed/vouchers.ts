import { addDays, fromUtcPlusOne } from '../../lib/dates.ts';
import type { Db } from '../database.ts';
import { voucherCodes } from '../schema/vouchers.ts';
import { demoToday } from './catalog.ts';
import { valueName } from './demo-vouchers.ts';

/** The demo voucher codes, one per state; README.md lists them for trying. */
export const DEMO_VOUCHER_CODES = {
  valid: 'LIGHT-25',
  partlyUsed: 'LIGHT-50-PART',
  usedUp: 'LIGHT-USED',
  expired: 'LIGHT-EXPIRED',
  notYetValid: 'LIGHT-SOON',
} as const;

/**
 * The demo's voucher codes, one per state, on its voucher products of €25 and €50 (made by the
 * catalog document, demo-vouchers.ts).
 */
export async function seedVoucherCodes(
  db: Db,
  shopId: number,
  products: { value25: number; value50: number },
  now = new Date(),
): Promise<void> {
  const today = demoToday(now);
  // Validity is written in UTC+1 (spec §5), as the museum's staff would enter it.
  const at = (offsetDays: number, time: string) => fromUtcPlusOne(`${addDays(today, offsetDays)} ${time}`);
  const code = (
    value: string,
    amount: number,
    usedAmount: number,
    from: Date,
    to: Date,
    productId = products.value25,
  ) => ({
    shopId,
    code: value,
    productId,
    amount,
    usedAmount,
    validFrom: from,
    validTo: to,
    name: valueName(amount / 100),
  });
  await db
    .insert(voucherCodes)
    .values([
      code(DEMO_VOUCHER_CODES.valid, 2500, 0, at(-30, '00:00'), at(1065, '23:59')),
      code(DEMO_VOUCHER_CODES.partlyUsed, 5000, 1850, at(-200, '00:00'), at(900, '23:59'), products.value50),
      code(DEMO_VOUCHER_CODES.usedUp, 2500, 2500, at(-300, '00:00'), at(800, '23:59')),
      code(DEMO_VOUCHER_CODES.expired, 2500, 0, at(-1100, '00:00'), at(-1, '23:59')),
      code(DEMO_VOUCHER_CODES.notYetValid, 5000, 0, at(14, '09:00'), at(1110, '23:59'), products.value50),
    ]);
}
