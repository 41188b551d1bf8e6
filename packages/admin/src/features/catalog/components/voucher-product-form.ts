import {
  type Language,
  type VoucherProductDocument,
  voucherProductDocumentSchema,
  voucherProductProblems,
} from '@museum-shop/contract';
import * as z from 'zod/mini';
import { eurosText, parseEuros } from '../../../lib/format.ts';
import { textsOf, vatRate, wholeNumber } from './event-document.ts';
import type { Texts } from './event-form.ts';
import { addProblems, INVALID, type Problems } from './event-problems.ts';

/** A voucher product as its editor holds it (issue 36): amounts in euros and numbers as typed. */
export interface VoucherProductFormValues {
  name: Texts;
  description: Texts;
  /** A media library address, or '' for none. */
  image: string;
  group_id: string;
  price: string;
  vat_value: string;
  variable_amount: boolean;
  min_amount: string;
  max_amount: string;
  sequence_no: string;
}

export function voucherProductValuesOf(document: VoucherProductDocument): VoucherProductFormValues {
  return {
    name: { ...document.name },
    description: { ...document.description },
    image: document.image ?? '',
    group_id: String(document.group_id),
    price: eurosText(document.price),
    vat_value: String(document.vat_value),
    variable_amount: document.variable_amount,
    min_amount: document.min_amount === null ? '' : eurosText(document.min_amount),
    max_amount: document.max_amount === null ? '' : eurosText(document.max_amount),
    sequence_no: String(document.sequence_no),
  };
}

/** A new product: a fixed value in the first group, without VAT (a voucher is taxed when redeemed). */
export const newVoucherProductValues = (groups: readonly { id: number }[]): VoucherProductFormValues => ({
  name: {},
  description: {},
  image: '',
  group_id: groups[0] ? String(groups[0].id) : '',
  price: '',
  vat_value: '0',
  variable_amount: false,
  min_amount: '',
  max_amount: '',
  sequence_no: '0',
});

/**
 * The form read into the contract's document, and everything wrong with it by field: an amount or
 * number that is not one (the form's own word), then the contract's rule (voucherProductProblems,
 * which the server runs again), then what the schema refuses that nothing above explains.
 */
export function voucherProductProblemsOf(
  values: VoucherProductFormValues,
  languages: readonly Language[],
): { document: VoucherProductDocument; problems: Problems } {
  const defaultLanguage = languages[0] ?? 'en';
  const unread: { path: string; code: string }[] = [];
  const cents = (text: string, path: string) => {
    const read = parseEuros(text);
    if (read === undefined) unread.push({ path, code: 'price_invalid' });
    return read ?? Number.NaN;
  };
  const optionalCents = (text: string, path: string) => (text.trim() === '' ? null : cents(text, path));
  const sequence = wholeNumber(values.sequence_no);
  if (Number.isNaN(sequence)) unread.push({ path: 'sequence_no', code: 'sequence_invalid' });
  const document: VoucherProductDocument = {
    name: textsOf(values.name),
    description: textsOf(values.description),
    image: values.image.trim() || null,
    group_id: Number(values.group_id),
    price: cents(values.price, 'price'),
    vat_value: vatRate(values.vat_value),
    variable_amount: values.variable_amount,
    min_amount: values.variable_amount ? optionalCents(values.min_amount, 'min_amount') : null,
    max_amount: values.variable_amount ? optionalCents(values.max_amount, 'max_amount') : null,
    sequence_no: sequence,
  };
  const problems = addProblems({}, unread, defaultLanguage);
  const unreadPaths = new Set(Object.keys(problems));
  addProblems(
    problems,
    voucherProductProblems(document, languages).filter((problem) => !unreadPaths.has(problem.path)),
    defaultLanguage,
  );
  const parsed = z.safeParse(voucherProductDocumentSchema, document);
  if (!parsed.success)
    addProblems(
      problems,
      parsed.error.issues
        .map((issue) => issue.path.map(String).join('.') || '_')
        .filter((path) => !problems[path])
        .map((path) => ({ path, code: INVALID })),
      defaultLanguage,
    );
  return { document, problems };
}
