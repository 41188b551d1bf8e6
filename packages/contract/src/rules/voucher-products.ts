// The rules a voucher product must keep before it is saved (issue 36): the staff app checks them
// while the owner types, the server checks them again on save and changes nothing when one fails.
import type { Language } from '../language-codes.ts';
import type { CatalogProblem } from './event-editing.ts';
import { isValidAmount as isAmount } from './vouchers.ts';

type Texts = Partial<Record<Language, string>>;

/** What these rules read of a voucher product (staff-vouchers.ts's VoucherProductDocument is one). */
export interface VoucherProductRulesInput {
  name: Texts;
  /** Cents: the value of a fixed voucher, the suggested amount of a free one. */
  price: number;
  vat_value: number;
  variable_amount: boolean;
  /** The least and the most a buyer may choose for a free amount, in cents; null for a fixed value. */
  min_amount: number | null;
  max_amount: number | null;
}

const hasText = (text: string | undefined) => text !== undefined && text.trim() !== '';

/** At most two decimals, as the database keeps a VAT rate. */
const isVatRate = (vat: number) =>
  Number.isFinite(vat) && vat >= 0 && vat <= 100 && Math.abs(Math.round(vat * 100) - vat * 100) < 1e-6;

/**
 * What is wrong with a voucher product, each problem with its path: a name missing in one of the
 * shop's languages (`name.de`), a VAT rate the database cannot keep, a fixed value of nothing (or
 * above what a voucher carries), and
 * for a free amount: a missing or impossible minimum or maximum, a minimum above the maximum, and a
 * suggested amount outside them. Empty: it may be saved.
 */
export function voucherProductProblems(
  product: VoucherProductRulesInput,
  languages: readonly Language[],
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (languages.length === 0 && !Object.values(product.name).some(hasText))
    problems.push({ path: 'name', code: 'required' });
  for (const language of languages)
    if (!hasText(product.name[language])) problems.push({ path: `name.${language}`, code: 'required' });
  if (!isVatRate(product.vat_value)) problems.push({ path: 'vat_value', code: 'vat_invalid' });
  if (!product.variable_amount) {
    if (!isAmount(product.price)) problems.push({ path: 'price', code: 'amount_out_of_range' });
    return problems;
  }
  const { min_amount: min, max_amount: max } = product;
  if (min === null) problems.push({ path: 'min_amount', code: 'required' });
  else if (!isAmount(min)) problems.push({ path: 'min_amount', code: 'amount_out_of_range' });
  if (max === null) problems.push({ path: 'max_amount', code: 'required' });
  else if (!isAmount(max)) problems.push({ path: 'max_amount', code: 'amount_out_of_range' });
  if (min !== null && max !== null && isAmount(min) && isAmount(max)) {
    if (min > max) problems.push({ path: 'max_amount', code: 'min_above_max' });
    else if (product.price < min || product.price > max)
      problems.push({ path: 'price', code: 'amount_out_of_range' });
  }
  return problems;
}
