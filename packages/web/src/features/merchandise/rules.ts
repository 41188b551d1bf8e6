import { ANNUAL_PASS_KIND, type Merchandise, type PassOwner } from '@museum-shop/contract';

/** The most pieces of one article a visitor chooses in one go (and so the most owner rows). */
export const MAX_QUANTITY = 20;

/** Lists and price lists are shown in the museum's order: by sequence_no (spec §9), ties kept as they came. */
export function bySequence<T extends { sequence_no: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sequence_no - b.sequence_no);
}

/** Spec §5: the quantity starts at (and resets to) 0 when the stock is 0 or less, otherwise 1. */
export function initialQuantity(stock: number): number {
  return stock <= 0 ? 0 : 1;
}

/** The highest quantity that can be chosen: what is in stock, at most MAX_QUANTITY, never below 0. */
export function maxQuantity(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_QUANTITY));
}

/** What the quantity field's text becomes: a whole number from 0 to `max`; anything unreadable is 0. */
export function quantityFromInput(input: string, max: number): number {
  const value = Number.parseInt(input, 10);
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), Math.max(max, 0));
}

export const isAnnualPass = (article: Pick<Merchandise, 'product_kind_ref'>) =>
  article.product_kind_ref === ANNUAL_PASS_KIND;

/** Spec §4: merchandise is out of stock when nothing is left to buy. */
export const isOutOfStock = (article: Pick<Merchandise, 'stock' | 'state'>) =>
  article.stock <= 0 || article.state === 'sold_out';

/** What a visitor types for one pass holder (spec §3 "Annual-pass owner"). */
export interface OwnerEntry {
  title: string;
  fname: string;
  lname: string;
  /** send_to_custom_addr: the pass goes to the address below instead of the billing address. */
  sendToCustomAddress: boolean;
  street: string;
  zip: string;
  city: string;
  country: string;
}

export function emptyOwner(country = ''): OwnerEntry {
  return {
    title: '',
    fname: '',
    lname: '',
    sendToCustomAddress: false,
    street: '',
    zip: '',
    city: '',
    country,
  };
}

/**
 * Spec §5: the owner rows grow and shrink with the quantity. Rows that stay keep what was typed;
 * new rows are empty; rows beyond the quantity are dropped.
 */
export function resizeOwners(owners: readonly OwnerEntry[], quantity: number, country = ''): OwnerEntry[] {
  const count = Math.max(0, Math.floor(quantity));
  const kept = owners.slice(0, count);
  while (kept.length < count) kept.push(emptyOwner(country));
  return kept;
}

/** One owner as the cart sends it: trimmed, the delivery address only when send_to_custom_addr is chosen. */
export function toPassOwner(entry: OwnerEntry): PassOwner {
  const owner: PassOwner = {
    title: entry.title.trim(),
    fname: entry.fname.trim(),
    lname: entry.lname.trim(),
  };
  if (entry.sendToCustomAddress)
    owner.address = {
      street: entry.street.trim(),
      zip: entry.zip.trim(),
      city: entry.city.trim(),
      country: entry.country,
    };
  return owner;
}

export type ArticleCartItem =
  | { type: 'merchandise'; id: number; count: number }
  | { type: 'annualPass'; id: number; count: number; owners: PassOwner[] };

/** The cart line's item for an article: never a price (the server prices the cart). */
export function articleCartItem(
  article: Pick<Merchandise, 'id' | 'product_kind_ref'>,
  quantity: number,
  owners: readonly OwnerEntry[] = [],
): ArticleCartItem {
  if (!isAnnualPass(article)) return { type: 'merchandise', id: article.id, count: quantity };
  return {
    type: 'annualPass',
    id: article.id,
    count: quantity,
    owners: resizeOwners(owners, quantity).map(toPassOwner),
  };
}
