/** Money rules (spec §9): cents everywhere, VAT included in gross prices and rounded per rate. */

/** The largest amount any money column holds: PostgreSQL's integer (2³¹ − 1 cents). */
export const MAX_STORED_CENTS = 2_147_483_647;

/** What a priced part is: a tour's price, a tour ticket, a ticket, a sub-ticket, an article, a voucher. */
export const PART_KINDS = ['tourPrice', 'tourTicket', 'ticket', 'subticket', 'article', 'voucher'] as const;
export type PartKind = (typeof PART_KINDS)[number];

/** One priced part of a cart line: a tour price, a ticket, a sub-ticket, an article, a voucher. */
export interface RulePart {
  /** What is priced: the id within its kind (a price list entry, a ticket, a sub-ticket, …). */
  kind: PartKind;
  id: number;
  count: number;
  unit_price: number;
  vat_rate: number;
}

export const sumParts = (parts: readonly Pick<RulePart, 'unit_price' | 'count'>[]) =>
  parts.reduce((sum, part) => sum + part.unit_price * part.count, 0);

/**
 * VAT included in gross amounts, per rate, each rounded to the cent (spec §9): checkout's
 * VatAmount, spelled out so that the money rules do not import checkout's schemas.
 */
export function vatPerRate(
  parts: readonly Pick<RulePart, 'unit_price' | 'count' | 'vat_rate'>[],
): { rate: number; amount: number }[] {
  const gross = new Map<number, number>();
  for (const p of parts) gross.set(p.vat_rate, (gross.get(p.vat_rate) ?? 0) + p.unit_price * p.count);
  return [...gross.entries()]
    .filter(([rate]) => rate > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, amount]) => ({ rate, amount: Math.round((amount * rate) / (100 + rate)) }));
}
