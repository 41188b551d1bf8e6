import type { ErrorCode } from '@museum-shop/contract';
import { toUtcPlusOne } from './dates.ts';

/** The code as typed, trimmed (spec §5); codes are kept in capitals, so case does not matter. */
export function normaliseVoucherCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * Spec §5: why a code cannot be redeemed now, or null. Validity is compared by the minute in UTC+1:
 * valid from the first second of valid_from up to the last second of valid_to. `usedAmount` is
 * all that is taken of it: used elsewhere, sold and held by carts.
 */
export function voucherCodeProblem(
  code: { validFrom: Date; validTo: Date; amount: number; usedAmount: number },
  now: Date,
): ErrorCode | null {
  const minute = toUtcPlusOne(now);
  if (minute < toUtcPlusOne(code.validFrom)) return 'VOUCHER_NOW_IS_BEFORE_VALID_FROM';
  if (minute > toUtcPlusOne(code.validTo)) return 'VOUCHER_NOW_IS_AFTER_VALID_TO';
  if (code.usedAmount >= code.amount) return 'VOUCHER_NO_AMOUNT_LEFT';
  return null;
}
