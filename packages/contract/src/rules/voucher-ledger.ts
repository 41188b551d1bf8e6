/**
 * The voucher liability (decision 0032): what the shop owes on voucher codes that were sold or
 * handed out and not yet spent. Each code's history is folded into dated movements, so that for
 * any period opening + sold − refunded − redeemed − expired − cancelled = outstanding, to the cent.
 */

/**
 * Where a code came from: bought in the shop (a voucher product paid in an order), made by staff
 * in a batch (a gift or promotion code), or another way (codes the shop was set up with).
 */
export const VOUCHER_ORIGINS = ['shop', 'staff', 'other'] as const;
export type VoucherOrigin = (typeof VOUCHER_ORIGINS)[number];

/** A code's history as the ledger reads it. Days are `YYYY-MM-DD`. */
export interface VoucherCodeHistory {
  origin: VoucherOrigin;
  /** Its value, cents. */
  amount: number;
  /** The day it was sold (its order's day) or made. */
  issuedOn: string;
  /** Cents used outside the shop's orders (before the shop knew it): counted as redeemed when issued. */
  usedElsewhere: number;
  /** What orders took of it (positive, their day) and what refunds of those orders gave back (negative, the refund's day). */
  uses: readonly { on: string; amount: number }[];
  /** Its voucher was refunded (the refund's day): the code stopped working, the money went back. */
  refundedOn: string | null;
  /** Staff disabled it (not by a refund). */
  cancelledOn: string | null;
  /** The last day it was valid (UTC+1, spec §5), once that has passed. */
  expiredOn: string | null;
}

export interface VoucherMovements {
  opening: number;
  sold: number;
  refunded: number;
  redeemed: number;
  expired: number;
  cancelled: number;
  outstanding: number;
  /** Codes with something left at the period's end. */
  open_codes: number;
}

export const noMovements = (): VoucherMovements => ({
  opening: 0,
  sold: 0,
  refunded: 0,
  redeemed: 0,
  expired: 0,
  cancelled: 0,
  outstanding: 0,
  open_codes: 0,
});

type Kind = 'sold' | 'redeemed' | 'refunded' | 'expired' | 'cancelled';
type Ending = 'refunded' | 'cancelled' | 'expired';

/** The code's dated movements (each a positive amount of its kind; a return is a negative redemption). */
function movementsOf(code: VoucherCodeHistory): { on: string; kind: Kind; amount: number }[] {
  const out: { on: string; kind: Kind; amount: number }[] = [
    { on: code.issuedOn, kind: 'sold', amount: code.amount },
  ];
  if (code.usedElsewhere !== 0) out.push({ on: code.issuedOn, kind: 'redeemed', amount: code.usedElsewhere });
  let balance = code.amount - code.usedElsewhere;
  const endings = (
    [
      ['refunded', code.refundedOn],
      ['cancelled', code.cancelledOn],
      ['expired', code.expiredOn],
    ] as const
  ).flatMap(([kind, on]) => (on === null ? [] : [{ kind: kind as Ending, on }]));
  // The first ending ends it; of one day, a refund before a cancellation before an expiry.
  const end = endings.sort((a, b) => a.on.localeCompare(b.on))[0];
  // Uses of a day come before the day's ending; takings of a day before its returns.
  const uses = [...code.uses].sort((a, b) => a.on.localeCompare(b.on) || b.amount - a.amount);
  let ended = false;
  const close = (on: string, kind: Ending) => {
    if (balance !== 0) out.push({ on, kind, amount: balance });
    balance = 0;
  };
  for (const use of uses) {
    if (end && !ended && end.on < use.on) {
      close(end.on, end.kind);
      ended = true;
    }
    out.push({ on: use.on, kind: 'redeemed', amount: use.amount });
    balance -= use.amount;
    // A refund gave back to a code that no longer works: it is written off as the code ended.
    if (ended && end) close(use.on, end.kind);
  }
  if (end && !ended) close(end.on, end.kind);
  return out;
}

/** The movements of codes in the period `from`–`to` (days, both included). */
export function voucherLiability(
  codes: readonly VoucherCodeHistory[],
  from: string,
  to: string,
): VoucherMovements {
  const sum = noMovements();
  for (const code of codes) {
    let left = 0;
    for (const move of movementsOf(code)) {
      if (move.on > to) continue;
      const delta = move.kind === 'sold' ? move.amount : -move.amount;
      left += delta;
      if (move.on < from) sum.opening += delta;
      else sum[move.kind] += move.amount;
    }
    sum.outstanding += left;
    if (left !== 0) sum.open_codes += 1;
  }
  return sum;
}
