import type { CartItemType } from '../cart.ts';
import type { CartTotals } from '../checkout.ts';
import type { LineProblem } from '../errors.ts';
import { type RulePart, sumParts, vatPerRate } from './money.ts';
import { isLimited, scopeCovers, type VoucherScope, type VoucherTarget } from './voucher-scope.ts';
import { type PayableLine, type SpreadVoucher, spreadVouchers } from './vouchers.ts';

/**
 * The rules of a whole cart: how many places and how much money one cart may hold, and its totals
 * after voucher codes (spec §4 "Cart"). The server applies them to every cart; the web app shows them.
 */

/** What one cart may hold: bounded, so one visitor cannot hold a week of places or a fortune. */
export interface CartLimits {
  /** The most places of one time slot (tickets, tour places) one cart holds. */
  placesPerSlot: number;
  /** The most places of all time slots together one cart holds. */
  places: number;
  /** The most one cart may cost before voucher codes, in cents. */
  total: number;
}

/** The limits a museum would choose (settings CART_MAX_PLACES_PER_SLOT, CART_MAX_PLACES, CART_MAX_TOTAL_CENTS). */
export const DEFAULT_CART_LIMITS: CartLimits = { placesPerSlot: 20, places: 50, total: 1_000_000 };

/** What a priced cart line tells the limits. */
export interface LimitedLine {
  /** The time slot whose places it takes (any key that is the same for the same slot); null: none. */
  slot: string | null;
  places: number;
  /** A whole-tour booking: its places are bounded by the slot's guides, not by the per-slot limit. */
  wholeTours: boolean;
  total: number;
}

/**
 * The limit problems of each line (by position): every line of a slot holding more than
 * placesPerSlot, every line with places when the cart holds more than `places`, and the last line
 * that costs anything when the cart costs more than `total`.
 */
export function cartLimitProblems(
  lines: readonly LimitedLine[],
  limits: CartLimits,
): Map<number, LineProblem[]> {
  const problems = new Map<number, LineProblem[]>();
  const add = (position: number, problem: LineProblem) =>
    problems.set(position, [...(problems.get(position) ?? []), problem]);
  const perSlot = new Map<string, number>();
  for (const line of lines)
    if (line.slot !== null && !line.wholeTours)
      perSlot.set(line.slot, (perSlot.get(line.slot) ?? 0) + line.places);
  const allPlaces = lines.reduce((sum, line) => sum + line.places, 0);
  lines.forEach((line, position) => {
    const inSlot = line.slot === null || line.wholeTours ? 0 : (perSlot.get(line.slot) ?? 0);
    if (inSlot > limits.placesPerSlot && line.places > 0)
      add(position, { code: 'SLOT_PLACES_LIMIT', requested: inSlot, available: limits.placesPerSlot });
    if (allPlaces > limits.places && line.places > 0)
      add(position, { code: 'CART_PLACES_LIMIT', requested: allPlaces, available: limits.places });
  });
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  if (subtotal > limits.total) {
    const last = lines.findLastIndex((line) => line.total > 0);
    if (last !== -1) add(last, { code: 'CART_TOTAL_LIMIT', requested: subtotal, available: limits.total });
  }
  return problems;
}

/** The lines whose price a voucher code may pay: everything but vouchers (a code buying a code would extend its validity). */
export const payableByCode = (type: CartItemType) => type !== 'voucher' && type !== 'voucherCode';

export interface CartTotalsResult {
  totals: CartTotals;
  vouchers: SpreadVoucher[];
  /** Problems of the voucher code lines, in the order of `codes`. */
  codeProblems: (LineProblem | null)[];
}

/**
 * The cart's totals (spec §4): the codes, in cart order, are spread over what codes may pay, each
 * only over the lines its limit covers (issue 36); the rest is paid. A code that pays nothing says
 * why: VOUCHER_NOT_FOR_THESE_ITEMS when its limit covers no line of the cart,
 * VOUCHER_NOT_FOR_VOUCHERS when the cart holds only vouchers for it to pay.
 */
export function cartTotals(
  lines: readonly {
    type: CartItemType;
    parts: readonly Pick<RulePart, 'unit_price' | 'count' | 'vat_rate'>[];
    /** What the line is, for codes with a limit; absent: only codes without one pay it. */
    target?: VoucherTarget | null;
  }[],
  codes: readonly { barcode: string; available: number; scope?: VoucherScope | null }[],
): CartTotalsResult {
  const subtotal = lines.reduce((sum, line) => sum + sumParts(line.parts), 0);
  const payable = lines
    .filter((line) => payableByCode(line.type))
    .map((line) => ({ amount: sumParts(line.parts), target: line.target }));
  const spread = spreadVouchers(payable, codes);
  const hasVouchers = lines.some((line) => line.type === 'voucher' && sumParts(line.parts) > 0);
  const hasPayable = payable.some((line) => line.amount > 0);
  const codeProblems = spread.vouchers.map((voucher, i): LineProblem | null => {
    if (voucher.applied > 0 || voucher.available <= 0) return null;
    const scope = codes[i]?.scope;
    const covers = (line: PayableLine) =>
      line.amount > 0 && line.target != null && scopeCovers(scope, line.target);
    if (isLimited(scope) && (hasPayable || hasVouchers) && !payable.some(covers))
      return { code: 'VOUCHER_NOT_FOR_THESE_ITEMS' };
    return hasVouchers ? { code: 'VOUCHER_NOT_FOR_VOUCHERS' } : null;
  });
  return {
    totals: {
      subtotal,
      discount: spread.discount,
      total: subtotal - spread.discount,
      vat: vatPerRate(lines.flatMap((line) => line.parts)),
    },
    vouchers: spread.vouchers,
    codeProblems,
  };
}
