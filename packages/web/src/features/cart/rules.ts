import { type CartTotals, type Customer, dedupeProblems, type LineProblem } from '@museum-shop/contract';

/**
 * The cart's rules as pure functions (spec §4 "Cart", §5 "Shipping" and "Voucher code"), with table
 * tests in rules.test.ts. The server's checkout/suggest gives the binding prices; these say what the
 * screen asks for and shows.
 */

// ——— Shipping (spec §5 "Shipping") ———

/**
 * The country the goods go to, when one is known: the signed-in customer's shipping country, else
 * their country, else what the guest form says so far.
 */
export function knownShippingCountry(
  customer: Customer | null,
  formCountry?: string | null,
  /** The checkout's own shipping address (spec §4), when the signed-in visitor saved one: it wins. */
  savedAddressCountry?: string | null,
): string | null {
  if (customer && savedAddressCountry) return savedAddressCountry;
  const fromCustomer = customer?.addrShipping?.country || customer?.country || customer?.addrBilling.country;
  return fromCustomer || formCountry || null;
}

// ——— Totals ———

export interface ShownTotals {
  subtotal: number;
  discount: number;
  /** null: not asked (no merchandise or no country yet) or failed. */
  shipping: number | null;
  /** What is paid: the cart's total after vouchers plus shipping, never below 0. */
  total: number;
}

/** The server adds shipping to what is left after the voucher codes (initPayment: total + shipping). */
export function shownTotals(totals: CartTotals, shipping: number | null): ShownTotals {
  const total = Math.max(0, totals.total) + (shipping ?? 0);
  return { subtotal: totals.subtotal, discount: totals.discount, shipping, total };
}

// ——— Line problems ———

/** The codes whose message names the requested and available numbers. */
const COUNTED_PROBLEMS = new Set<string>([
  'NOT_ENOUGH_PLACES',
  'NOT_ENOUGH_TOURS',
  'OUT_OF_STOCK',
  'OVER_MAX_PARTICIPANTS',
  'TICKETS_TOURS_MISMATCH',
  'TICKETS_BELOW_TOURS',
  'ADMISSION_REQUIRED',
  'SLOT_PLACES_LIMIT',
  'CART_PLACES_LIMIT',
  'MEMBER_TICKETS_LIMIT',
]);

/**
 * The translation key and values of a line problem: with its numbers where the answer gives them;
 * `count` is the available number, for the texts with plural forms.
 */
export function lineProblemMessage(problem: LineProblem): {
  key: string;
  values: { requested?: number; available?: number; count?: number };
} {
  const { code, requested, available } = problem;
  if (COUNTED_PROBLEMS.has(code) && requested !== undefined && available !== undefined)
    return { key: `problems.counted.${code}`, values: { requested, available, count: available } };
  return { key: `problems.plain.${code}`, values: {} };
}

/**
 * A line's problems as the basket shows them, each once: checkout/suggest's, then those of
 * initPayment's 422 the suggestion does not name. A refused payment asks the suggestion again,
 * which finds the same problem (with numbers as they are now, or none): shown once, as the
 * suggestion says it (issue 40: "Sold out." was shown twice).
 */
export function shownLineProblems(
  suggested: readonly LineProblem[] = [],
  fromPayment: readonly LineProblem[] = [],
): LineProblem[] {
  const named = new Set(suggested.map((problem) => problem.code));
  return dedupeProblems([...suggested, ...fromPayment.filter((problem) => !named.has(problem.code))]);
}

/** initPayment's 422 names problems by the line's index in the cart sent: grouped per index here. */
export function problemsByIndex(
  problems: readonly (LineProblem & { index: number })[] | undefined,
): Map<number, LineProblem[]> {
  const byIndex = new Map<number, LineProblem[]>();
  for (const { index, ...problem } of problems ?? [])
    byIndex.set(index, [...(byIndex.get(index) ?? []), problem]);
  return byIndex;
}

// ——— Voucher code entry (spec §4 "Voucher code": loading, valid or invalid with a code) ———

export type VoucherEntryState =
  | { status: 'idle' }
  | { status: 'loading'; code: string }
  | { status: 'valid'; code: string; available: number }
  | { status: 'duplicate'; code: string }
  | { status: 'invalid'; code: string; error: string };

export type VoucherEntryEvent =
  | { type: 'submit'; code: string }
  | { type: 'found'; available: number /** The code as the server spells it. */; barcode?: string }
  | { type: 'alreadyInCart' }
  | { type: 'failed'; error: string | undefined }
  | { type: 'reset' };

/** Any failure without one of the voucher codes gives VOUCHER_UNKNOWN_ERROR (spec §8). */
export const VOUCHER_UNKNOWN_ERROR = 'VOUCHER_UNKNOWN_ERROR';
const VOUCHER_ERRORS = new Set([
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_NO_AMOUNT_LEFT',
]);

export function voucherEntry(state: VoucherEntryState, event: VoucherEntryEvent): VoucherEntryState {
  switch (event.type) {
    case 'submit': {
      const code = event.code.trim();
      return code ? { status: 'loading', code } : { status: 'idle' };
    }
    case 'reset':
      return { status: 'idle' };
  }
  if (state.status !== 'loading') return state;
  switch (event.type) {
    case 'found':
      return { status: 'valid', code: event.barcode ?? state.code, available: event.available };
    case 'alreadyInCart':
      return { status: 'duplicate', code: state.code };
    case 'failed':
      return {
        status: 'invalid',
        code: state.code,
        error: event.error && VOUCHER_ERRORS.has(event.error) ? event.error : VOUCHER_UNKNOWN_ERROR,
      };
  }
}
