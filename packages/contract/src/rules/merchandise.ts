import type { PassOwner } from '../cart.ts';
import type { LineProblem } from '../errors.ts';
import { ANNUAL_PASS_KIND } from '../merchandise.ts';
import { type RulePart, sumParts } from './money.ts';

/** The rules of merchandise and annual passes (spec §5 "Merchandise", §3 "Annual-pass owner"). */

export const isAnnualPass = (article: { product_kind_ref: number }) =>
  article.product_kind_ref === ANNUAL_PASS_KIND;

/** The most pieces of one article a visitor chooses in one go (and so the most owner rows). */
export const MAX_QUANTITY = 20;

/** Spec §5: the quantity starts at (and resets to) 0 when the stock is 0 or less, otherwise 1. */
export const initialQuantity = (stock: number) => (stock <= 0 ? 0 : 1);

/** The highest quantity that can be chosen: what is in stock, at most MAX_QUANTITY, never below 0. */
export const maxQuantity = (stock: number) => Math.max(0, Math.min(stock, MAX_QUANTITY));

/**
 * Spec §5: the owner rows grow and shrink with the quantity. Rows that stay keep what was typed;
 * new rows are `empty()`; rows beyond the quantity are dropped.
 */
export function resizeOwners<T>(owners: readonly T[], quantity: number, empty: () => T): T[] {
  const count = Math.max(0, Math.floor(quantity));
  const kept = owners.slice(0, count);
  while (kept.length < count) kept.push(empty());
  return kept;
}

export interface ArticleRule {
  id: number;
  price: number;
  vat_value: number;
  product_kind_ref: number;
}

/** An article line: `left` pieces can still be had; a pass needs a named owner per piece. */
export function articleLine(
  article: ArticleRule,
  item: { type: 'merchandise' | 'annualPass'; count: number; owners?: readonly PassOwner[] | undefined },
  left: number,
): { parts: RulePart[]; total: number; problems: LineProblem[] } {
  const problems: LineProblem[] = [];
  if (item.count === 0) problems.push({ code: 'NOTHING_CHOSEN' });
  if (item.count > left)
    problems.push(
      left <= 0 ? { code: 'OUT_OF_STOCK' } : { code: 'OUT_OF_STOCK', requested: item.count, available: left },
    );
  if (item.type === 'annualPass') {
    const owners = item.owners ?? [];
    const complete = owners.filter((owner) => owner.fname.trim() !== '' && owner.lname.trim() !== '').length;
    if (owners.length !== item.count || complete !== owners.length)
      problems.push({ code: 'OWNERS_MISSING', requested: item.count, available: complete });
  }
  const parts: RulePart[] =
    item.count > 0
      ? [
          {
            kind: 'article',
            id: article.id,
            count: item.count,
            unit_price: article.price,
            vat_rate: article.vat_value,
          },
        ]
      : [];
  return { parts, total: sumParts(parts), problems };
}
