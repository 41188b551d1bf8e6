import { isAnnualPass, type Merchandise, type PassOwner, resizeOwners } from '@museum-shop/contract';

/** Lists and price lists are shown in the museum's order: by sequence_no (spec §9), ties kept as they came. */
export function bySequence<T extends { sequence_no: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.sequence_no - b.sequence_no);
}

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
  /**
   * The member number of the pass this one renews (the renewal mail's `?renews=`), or '' / absent:
   * a new pass. The server starts a renewal the day after the old pass ends.
   */
  renews?: string;
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
export const resizeOwnerEntries = (owners: readonly OwnerEntry[], quantity: number, country = '') =>
  resizeOwners(owners, quantity, () => emptyOwner(country));

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
  const renews = entry.renews?.trim();
  if (renews) owner.renews = renews;
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
    owners: resizeOwnerEntries(owners, quantity).map(toPassOwner),
  };
}
