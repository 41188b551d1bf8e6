import type { ErrorCode, LineProblem } from '../errors.ts';
import { type RulePart, sumParts } from './money.ts';
import { isLimited, scopeCovers, type VoucherScope, type VoucherTarget } from './voucher-scope.ts';

/**
 * The rules of vouchers (spec §4 "Cart", §5 "Voucher code" and "Voucher amount"): how a code is
 * read, when it can be redeemed, how codes are spread over a cart, and what a bought voucher is worth.
 */

/** The code as typed, trimmed (spec §5); codes are kept in capitals, so case does not matter. */
export const normaliseVoucherCode = (raw: string) => raw.trim().toUpperCase();

/** Voucher validity is kept in UTC+1 all year (spec §5), whatever the museum's own zone. */
const UTC_PLUS_ONE_MS = 3_600_000;

/** An instant as YYYY-MM-DD HH:mm in UTC+1. */
export function toUtcPlusOne(instant: Date): string {
  return new Date(instant.getTime() + UTC_PLUS_ONE_MS).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * Spec §5: why a code cannot be redeemed now, or null. Validity is compared by the minute in UTC+1:
 * valid from the first second of valid_from up to the last second of valid_to. `usedAmount` is
 * all that is taken of it: used elsewhere, sold and held by carts.
 */
export function voucherCodeProblem(
  code: { validFrom: Date; validTo: Date; amount: number; usedAmount: number },
  now: Date,
): Extract<
  ErrorCode,
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM' | 'VOUCHER_NOW_IS_AFTER_VALID_TO' | 'VOUCHER_NO_AMOUNT_LEFT'
> | null {
  const minute = toUtcPlusOne(now);
  if (minute < toUtcPlusOne(code.validFrom)) return 'VOUCHER_NOW_IS_BEFORE_VALID_FROM';
  if (minute > toUtcPlusOne(code.validTo)) return 'VOUCHER_NOW_IS_AFTER_VALID_TO';
  if (code.usedAmount >= code.amount) return 'VOUCHER_NO_AMOUNT_LEFT';
  return null;
}

export interface SpreadVoucher {
  barcode: string;
  /** What is on the code now. */
  available: number;
  /** What this cart uses of it: shown as a negative discount. */
  applied: number;
  /** What stays on the code after this order. */
  remaining: number;
}

/** An amount a code may pay, with what it is (a limited code pays only for lines it covers). */
export interface PayableLine {
  amount: number;
  /** Absent: a line only codes without a limit pay. */
  target?: VoucherTarget | null;
}

/**
 * Spec §4: the codes in cart order each cover as much as remains of what they may pay, line by
 * line; what a code does not cover stays on it. A code limited to sections or products (issue 36)
 * pays only the lines its limit covers. The discount never exceeds what is payable, so a total
 * never goes below 0. `payable` as a number is one line that every code without a limit pays.
 */
export function spreadVouchers(
  payable: number | readonly PayableLine[],
  codes: readonly { barcode: string; available: number; scope?: VoucherScope | null }[],
): { vouchers: SpreadVoucher[]; discount: number } {
  const lines = typeof payable === 'number' ? [{ amount: payable }] : payable;
  const left = lines.map((line) => Math.max(0, line.amount));
  const vouchers = codes.map(({ barcode, available, scope }) => {
    let applied = 0;
    lines.forEach((line, index) => {
      const covered = isLimited(scope) ? line.target != null && scopeCovers(scope, line.target) : true;
      const take = covered ? Math.min(Math.max(0, available) - applied, left[index] ?? 0) : 0;
      left[index] = (left[index] ?? 0) - take;
      applied += take;
    });
    return { barcode, available, applied, remaining: Math.max(0, available) - applied };
  });
  return { vouchers, discount: vouchers.reduce((sum, voucher) => sum + voucher.applied, 0) };
}

/** The largest free amount a voucher can carry, in cents. */
export const MAX_VOUCHER_AMOUNT = 100_000_00;

/** A free amount the cart accepts: more than nothing, at most MAX_VOUCHER_AMOUNT. */
export const isValidAmount = (cents: number) =>
  Number.isInteger(cents) && cents > 0 && cents <= MAX_VOUCHER_AMOUNT;

/** Whether a free amount the buyer chose is one the product allows (without bounds: any the cart takes). */
export function amountWithinBounds(
  product: { min_amount?: number | null; max_amount?: number | null },
  cents: number,
): boolean {
  if (!isValidAmount(cents)) return false;
  if (product.min_amount != null && cents < product.min_amount) return false;
  if (product.max_amount != null && cents > product.max_amount) return false;
  return true;
}

/**
 * Spec §5 "Voucher amount": the amount is entered in major units (euros, a comma or a point before
 * the cents); a negative entry becomes positive; an empty (or unreadable) entry keeps the previous
 * value. Returns cents, as the cart stores it (×100).
 */
export function amountFromEntry(entry: string, previousCents: number): number {
  const text = entry.trim().replace(/\s/g, '');
  if (text === '') return previousCents;
  const normalised = normaliseDecimal(text);
  if (normalised === undefined) return previousCents;
  const euros = Math.abs(Number(normalised));
  if (!Number.isFinite(euros)) return previousCents;
  return Math.round(euros * 100);
}

/** `12,50`, `12.50`, `1.250,00`, `1,250.00` → `12.50`, `1250.00`; anything else is unreadable. */
function normaliseDecimal(text: string): string | undefined {
  if (!/^[-+]?[\d.,]*\d[\d.,]*$/.test(text)) return undefined;
  const sign = text.startsWith('-') ? '-' : '';
  const digits = text.replace(/^[-+]/, '');
  const lastSeparator = Math.max(digits.lastIndexOf(','), digits.lastIndexOf('.'));
  // A last separator followed by one or two digits is the decimal one; others group thousands.
  if (lastSeparator !== -1 && digits.length - lastSeparator - 1 <= 2) {
    const whole = digits.slice(0, lastSeparator).replace(/[.,]/g, '');
    return `${sign}${whole || '0'}.${digits.slice(lastSeparator + 1) || '0'}`;
  }
  return `${sign}${digits.replace(/[.,]/g, '')}`;
}

/** Cents shown back in the amount field as major units: `25`, `12.5` → `12.50`. */
export function entryFromAmount(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

export interface VoucherProductRule {
  id: number;
  price: number;
  vat_value: number;
  variable_amount: boolean;
  /** The bounds of a free amount (issue 36); absent or null: any amount the cart takes. */
  min_amount?: number | null;
  max_amount?: number | null;
}

/** What one voucher is worth: the chosen amount for a free-amount voucher, its price otherwise. */
export const voucherValue = (
  product: Pick<VoucherProductRule, 'price' | 'variable_amount'>,
  amount: number,
) => (product.variable_amount ? amount : product.price);

/** A voucher line: a free-amount voucher is worth what the buyer chose, a fixed one its price, whatever is sent. */
export function voucherLine(
  product: VoucherProductRule,
  item: { count: number; amount?: number | undefined },
): { parts: RulePart[]; total: number; problems: LineProblem[] } {
  const problems: LineProblem[] = [];
  if (item.count === 0) problems.push({ code: 'NOTHING_CHOSEN' });
  const amount = item.amount ?? 0;
  if (product.variable_amount && !amountWithinBounds(product, amount))
    problems.push({ code: 'AMOUNT_MISSING' });
  const price = voucherValue(product, amount);
  const parts: RulePart[] =
    item.count > 0 && price > 0
      ? [
          {
            kind: 'voucher',
            id: product.id,
            count: item.count,
            unit_price: price,
            vat_rate: product.vat_value,
          },
        ]
      : [];
  return { parts, total: sumParts(parts), problems };
}

/** The cart line's item: the amount (cents) only for a free-amount voucher, never a price. */
export function voucherCartItem(
  product: Pick<VoucherProductRule, 'id' | 'variable_amount'>,
  count: number,
  amount: number,
): { type: 'voucher'; id: number; count: number; amount?: number } {
  return product.variable_amount
    ? { type: 'voucher', id: product.id, count, amount }
    : { type: 'voucher', id: product.id, count };
}
