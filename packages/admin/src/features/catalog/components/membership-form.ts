import {
  type Language,
  type MembershipBenefit,
  type MembershipChoices,
  type MembershipDocument,
  type MembershipValidity,
  membershipDocumentProblems,
  membershipDocumentSchema,
  PRODUCT_PRICE_MAX,
} from '@museum-shop/contract';
import * as z from 'zod/mini';
import { eurosText, parseEuros } from '../../../lib/format.ts';
import { textsOf, vatRate, wholeNumber } from './event-document.ts';
import type { Texts } from './event-form.ts';
import { addProblems, INVALID, type Problems } from './event-problems.ts';

/** One benefit as the form holds it: every event or the chosen ones, numbers as typed. */
export interface BenefitFormValues {
  all_events: boolean;
  event_ids: number[];
  discount_percent: string;
  per_booking: string;
  per_day: string;
  member_share_percent: string;
  member_share_until_hours: string;
}

/** The membership editor's form: texts as typed, amounts and numbers as text, the rest as the document has it. */
export interface MembershipFormValues {
  name: Texts;
  description: Texts;
  images: string[];
  price: string;
  vat_value: string;
  sequence_no: string;
  validity: MembershipValidity;
  persons: string;
  benefits: BenefitFormValues[];
}

const benefitValuesOf = (benefit: MembershipBenefit): BenefitFormValues => ({
  all_events: benefit.event_ids === null,
  event_ids: [...(benefit.event_ids ?? [])],
  discount_percent: String(benefit.discount_percent),
  per_booking: String(benefit.per_booking),
  per_day: String(benefit.per_day),
  member_share_percent: String(benefit.member_share_percent),
  member_share_until_hours: String(benefit.member_share_until_hours),
});

export function membershipValuesOf(document: MembershipDocument): MembershipFormValues {
  return {
    name: { ...document.name },
    description: { ...document.description },
    images: [...document.images],
    price: eurosText(document.price),
    vat_value: String(document.vat_value),
    sequence_no: String(document.sequence_no),
    validity: document.validity,
    persons: String(document.persons),
    benefits: document.benefits.map(benefitValuesOf),
  };
}

/** A new benefit: free tickets for every event, two a booking and a day, no share kept. */
export const newBenefitValues = (): BenefitFormValues => ({
  all_events: true,
  event_ids: [],
  discount_percent: '100',
  per_booking: '2',
  per_day: '2',
  member_share_percent: '0',
  member_share_until_hours: '0',
});

/** A new type's form: twelve months from purchase for one person, at the lowest VAT rate the shop uses. */
export function newMembershipValues(choices: MembershipChoices): MembershipFormValues {
  const rate = choices.vat_rates[0];
  return {
    name: {},
    description: {},
    images: [],
    price: '',
    vat_value: rate === undefined ? '0' : String(rate),
    sequence_no: '0',
    validity: 'months_from_purchase',
    persons: '1',
    benefits: [],
  };
}

/** The field that shows a problem: a picture's is the pictures', a chosen event's is its benefit's events. */
const fieldOf = (path: string) =>
  path.replace(/^images\.\d+$/, 'images').replace(/^(benefits\.\d+\.event_ids)\.\d+$/, '$1');

const BENEFIT_NUMBERS = [
  'discount_percent',
  'per_booking',
  'per_day',
  'member_share_percent',
  'member_share_until_hours',
] as const;

/**
 * The form read back into a MembershipDocument, and everything wrong with it by field: what the
 * form cannot read (an amount, a number), the contract's rule, and what the schema refuses that
 * nothing above explains. Empty: it may be sent.
 */
export function membershipProblems(
  values: MembershipFormValues,
  languages: readonly Language[],
): { document: MembershipDocument; problems: Problems } {
  const defaultLanguage = languages[0] ?? 'en';
  const unread: { path: string; code: string }[] = [];
  const price = parseEuros(values.price);
  if (price === undefined || price > PRODUCT_PRICE_MAX) unread.push({ path: 'price', code: 'price_invalid' });
  const whole = (text: string, path: string, code: string) => {
    const number = wholeNumber(text);
    if (Number.isNaN(number)) unread.push({ path, code });
    return number;
  };
  const benefits: MembershipBenefit[] = values.benefits.map((benefit, index) => {
    const [discount, perBooking, perDay, share, hours] = BENEFIT_NUMBERS.map((field) =>
      whole(benefit[field], `benefits.${index}.${field}`, 'benefit_invalid'),
    );
    return {
      event_ids: benefit.all_events ? null : [...benefit.event_ids],
      discount_percent: discount ?? Number.NaN,
      per_booking: perBooking ?? Number.NaN,
      per_day: perDay ?? Number.NaN,
      member_share_percent: share ?? Number.NaN,
      member_share_until_hours: hours ?? Number.NaN,
    };
  });
  const document: MembershipDocument = {
    name: textsOf(values.name),
    description: textsOf(values.description),
    images: values.images,
    price: price ?? Number.NaN,
    vat_value: vatRate(values.vat_value),
    sequence_no: whole(values.sequence_no, 'sequence_no', 'sequence_invalid'),
    validity: values.validity,
    persons: whole(values.persons, 'persons', 'persons_invalid'),
    benefits,
  };
  const problems = addProblems({}, unread, defaultLanguage);
  const ruled = membershipDocumentProblems(document, defaultLanguage)
    .map((problem) => ({ ...problem, path: fieldOf(problem.path) }))
    .filter((problem) => !problems[problem.path]);
  addProblems(problems, ruled, defaultLanguage);
  const parsed = z.safeParse(membershipDocumentSchema, document);
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

/** A 422's field map on the membership form's fields. */
export function membershipServerProblems(
  errors: Record<string, string[]>,
  defaultLanguage: Language,
): Problems {
  return addProblems(
    {},
    Object.entries(errors).flatMap(([path, codes]) => codes.map((code) => ({ path: fieldOf(path), code }))),
    defaultLanguage,
  );
}
