/**
 * What a voucher code may pay for (issue 36): staff limit a promotion code to sections of the shop
 * (all tickets, all guided tours, …) or to single products (one exhibition, one tour, one article).
 * A code without a limit pays for every line a code may pay (never vouchers: rules/cart.ts).
 */

/** The shop's sections a code can be limited to; vouchers are no section: codes never buy codes. */
export const VOUCHER_SECTIONS = ['tickets', 'tours', 'merchandise', 'passes'] as const;
export type VoucherSection = (typeof VOUCHER_SECTIONS)[number];

/** The kinds of product a code can be limited to: an event (all its ticket types), a tour, an article. */
export const VOUCHER_PRODUCT_KINDS = ['event', 'tour', 'article'] as const;
export type VoucherProductKind = (typeof VOUCHER_PRODUCT_KINDS)[number];

export interface VoucherProductRef {
  kind: VoucherProductKind;
  id: number;
}

/** A code's limit: it pays for a line of one of these sections or of one of these products. */
export interface VoucherScope {
  sections: readonly VoucherSection[];
  products: readonly VoucherProductRef[];
}

/** What a cart line is, as a limit reads it: its section and its product. */
export interface VoucherTarget {
  section: VoucherSection;
  product: VoucherProductRef;
}

/** Whether a code of this limit (null: none) pays for a line with this target. */
export function scopeCovers(scope: VoucherScope | null | undefined, target: VoucherTarget): boolean {
  if (!scope) return true;
  return (
    scope.sections.includes(target.section) ||
    scope.products.some((ref) => ref.kind === target.product.kind && ref.id === target.product.id)
  );
}

/** A limit that names nothing limits nothing; staff are asked for one thing at least (voucher-codes.ts). */
export const isLimited = (scope: VoucherScope | null | undefined): scope is VoucherScope =>
  scope != null && (scope.sections.length > 0 || scope.products.length > 0);
