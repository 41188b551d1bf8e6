import {
  type Language,
  MERCHANDISE_KIND,
  PRODUCT_PRICE_MAX,
  type ProductChoices,
  type ProductDocument,
  productDocumentProblems,
  productDocumentSchema,
} from '@museum-shop/contract';
import * as z from 'zod/mini';
import { eurosText, parseEuros } from '../../../lib/format.ts';
import { textsOf, vatRate, wholeNumber } from './event-document.ts';
import type { Texts } from './event-form.ts';
import { addProblems, INVALID, type Problems } from './event-problems.ts';

/** The product editor's form: texts as typed, amounts and numbers as text, the rest as the document has it. */
export interface ProductFormValues {
  name: Texts;
  description: Texts;
  /** Kept as it was: the editor does not change a product's kind. */
  product_kind: number;
  custom_group_ids: number[];
  images: string[];
  price: string;
  vat_value: string;
  weight: string;
  sequence_no: string;
}

export function productValuesOf(document: ProductDocument): ProductFormValues {
  return {
    name: { ...document.name },
    description: { ...document.description },
    product_kind: document.product_kind,
    custom_group_ids: [...document.custom_group_ids],
    images: [...document.images],
    price: eurosText(document.price),
    vat_value: String(document.vat_value),
    weight: String(document.weight),
    sequence_no: String(document.sequence_no),
  };
}

/** A new product's form: ordinary merchandise at the highest VAT rate the shop uses (goods, not books). */
export function newProductValues(choices: ProductChoices): ProductFormValues {
  const rate = choices.vat_rates.at(-1);
  return {
    name: {},
    description: {},
    product_kind: MERCHANDISE_KIND,
    custom_group_ids: [],
    images: [],
    price: '',
    vat_value: rate === undefined ? '' : String(rate),
    weight: '0',
    sequence_no: '0',
  };
}

/** The path of the field that shows a problem: each picture's problem is the pictures' field's. */
const fieldOf = (path: string) => (/^images\.\d+$/.test(path) ? 'images' : path);

/**
 * The form read back into a ProductDocument, and everything wrong with it by field: what the form
 * cannot read (an amount, a number), the contract's rule (the name in the shop's default language
 * first of all), and what the schema refuses that nothing above explains. Empty: it may be sent.
 */
export function productProblems(
  values: ProductFormValues,
  languages: readonly Language[],
): { document: ProductDocument; problems: Problems } {
  const defaultLanguage = languages[0] ?? 'en';
  const unread: { path: string; code: string }[] = [];
  const price = parseEuros(values.price);
  if (price === undefined || price > PRODUCT_PRICE_MAX) unread.push({ path: 'price', code: 'price_invalid' });
  const whole = (text: string, path: string, code: string) => {
    const number = wholeNumber(text);
    if (Number.isNaN(number)) unread.push({ path, code });
    return number;
  };
  const document: ProductDocument = {
    name: textsOf(values.name),
    description: textsOf(values.description),
    product_kind: values.product_kind,
    custom_group_ids: values.custom_group_ids,
    images: values.images,
    price: price ?? Number.NaN,
    vat_value: vatRate(values.vat_value),
    weight: whole(values.weight, 'weight', 'weight_invalid'),
    sequence_no: whole(values.sequence_no, 'sequence_no', 'sequence_invalid'),
  };
  const problems = addProblems({}, unread, defaultLanguage);
  const ruled = productDocumentProblems(document, defaultLanguage).filter(
    (problem) => !problems[problem.path],
  );
  addProblems(
    problems,
    ruled.map((problem) => ({ ...problem, path: fieldOf(problem.path) })),
    defaultLanguage,
  );
  const parsed = z.safeParse(productDocumentSchema, document);
  if (!parsed.success)
    addProblems(
      problems,
      parsed.error.issues
        .map((issue) => fieldOf(issue.path.map(String).join('.') || '_'))
        .filter((path) => !problems[path])
        .map((path) => ({ path, code: INVALID })),
      defaultLanguage,
    );
  return { document, problems };
}

/** A 422's field map on the product form's fields. */
export function productServerProblems(errors: Record<string, string[]>, defaultLanguage: Language): Problems {
  return addProblems(
    {},
    Object.entries(errors).flatMap(([path, codes]) => codes.map((code) => ({ path: fieldOf(path), code }))),
    defaultLanguage,
  );
}
