// The rules a shop product and a change of its stock must keep (issue 36): the staff app checks
// them while the owner types, the server checks them again on save and changes nothing when one fails.
import type { Language } from '../language-codes.ts';
import { ANNUAL_PASS_KIND } from '../merchandise.ts';
import type { CatalogProblem } from './event-editing.ts';

type Texts = Partial<Record<Language, string>>;

/** The most a product's price may be, in cents: the catalog's bound, far inside PostgreSQL's integer. */
export const PRODUCT_PRICE_MAX = 100_000_00;
/** The heaviest product, in grams (a crate of catalogues is 50 kg). */
export const PRODUCT_WEIGHT_MAX = 1_000_000;
/** The most pieces one product may have in stock, and the most one change may add or take. */
export const PRODUCT_STOCK_MAX = 1_000_000;
/** Pictures of one product. */
export const PRODUCT_IMAGES_MAX = 10;
/** The highest sequence number (spec §9: lists sort by it). */
export const PRODUCT_SEQUENCE_MAX = 1_000_000;

/**
 * What these rules read of a product document: staff-catalog-products.ts's ProductDocument is one.
 * Said here, not imported, for the same reason as the event rules' input (the import boundaries).
 */
export interface ProductDocumentRulesInput {
  name: Texts;
  product_kind: number;
  images: readonly string[];
  price: number;
  vat_value: number;
  weight: number;
  sequence_no: number;
}

/** Why the stock changed: goods received, a count, damaged or lost pieces, anything else (with a note). */
export const STOCK_REASONS = ['received', 'counted', 'damaged', 'other'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** A change of stock as staff ask it: by how many pieces (`delta`), or the pieces counted (`count`). */
export interface StockChangeRulesInput {
  mode: 'delta' | 'count';
  amount: number;
  reason: StockReason;
  note: string;
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

/** At most two decimals, as the database keeps a VAT rate. */
const isVatRate = (vat: number) =>
  Number.isFinite(vat) && vat >= 0 && vat <= 100 && Math.abs(Math.round(vat * 100) - vat * 100) < 1e-6;

/**
 * What is wrong with a product, each problem with its path: its name missing in the shop's default
 * language (the shop falls back to it), an annual pass (kind 13, which the memberships make), a
 * price, weight or sequence number that is no whole number in its range, a VAT rate with more than
 * two decimals or outside 0–100, and a picture named twice. Empty: it may be saved.
 */
export function productDocumentProblems(
  document: ProductDocumentRulesInput,
  defaultLanguage: Language,
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (!document.name[defaultLanguage]?.trim())
    problems.push({ path: `name.${defaultLanguage}`, code: 'required' });
  if (document.product_kind === ANNUAL_PASS_KIND)
    problems.push({ path: 'product_kind', code: 'not_a_product' });
  if (!isWhole(document.price, 0, PRODUCT_PRICE_MAX)) problems.push({ path: 'price', code: 'price_invalid' });
  if (!isVatRate(document.vat_value)) problems.push({ path: 'vat_value', code: 'vat_invalid' });
  if (!isWhole(document.weight, 0, PRODUCT_WEIGHT_MAX))
    problems.push({ path: 'weight', code: 'weight_invalid' });
  if (!isWhole(document.sequence_no, 0, PRODUCT_SEQUENCE_MAX))
    problems.push({ path: 'sequence_no', code: 'sequence_invalid' });
  const seen = new Set<string>();
  document.images.forEach((image, index) => {
    if (seen.has(image)) problems.push({ path: `images.${index}`, code: 'duplicate_row' });
    seen.add(image);
  });
  return problems;
}

/** The stock a change leaves: the current one moved by `delta`, or the pieces counted. */
export const stockAfter = (current: number, change: Pick<StockChangeRulesInput, 'mode' | 'amount'>) =>
  change.mode === 'delta' ? current + change.amount : change.amount;

/**
 * What is wrong with a change of stock, each problem with its path: a change by nothing, a count
 * that is no whole number of pieces, a stock that would fall below what reservations hold or sold
 * (`taken`: never below, or a paid order could not be sent) or below zero, and "other" without a
 * note. Empty: it may be made (under the product's row lock, with the stock and `taken` read there).
 */
export function stockChangeProblems(
  change: StockChangeRulesInput,
  current: { stock: number; taken: number },
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const bound = change.mode === 'delta' ? -PRODUCT_STOCK_MAX : 0;
  if (!isWhole(change.amount, bound, PRODUCT_STOCK_MAX))
    problems.push({ path: 'amount', code: 'stock_invalid' });
  else {
    const after = stockAfter(current.stock, change);
    if (after === current.stock) problems.push({ path: 'amount', code: 'no_change' });
    else if (after < 0) problems.push({ path: 'amount', code: 'stock_negative' });
    else if (after < current.taken) problems.push({ path: 'amount', code: 'stock_below_taken' });
    else if (after > PRODUCT_STOCK_MAX) problems.push({ path: 'amount', code: 'stock_invalid' });
  }
  if (change.reason === 'other' && !change.note.trim()) problems.push({ path: 'note', code: 'required' });
  return problems;
}
