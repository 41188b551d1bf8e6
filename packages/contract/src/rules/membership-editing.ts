// The rules a membership type must keep (issue 36): the staff app checks them while the owner
// types, the server checks them again on save and changes nothing when one fails.
import type { Language } from '../language-codes.ts';
import type { CatalogProblem } from './event-editing.ts';
import {
  MEMBER_SHARE_HOURS_MAX,
  MEMBER_TICKETS_MAX,
  MEMBERSHIP_BENEFITS_MAX,
  MEMBERSHIP_PERSONS_MAX,
} from './membership-limits.ts';
import { PRODUCT_PRICE_MAX, PRODUCT_SEQUENCE_MAX } from './product-editing.ts';

type Texts = Partial<Record<Language, string>>;

/**
 * What these rules read of a membership document: staff-memberships.ts's MembershipDocument is
 * one. Said here, not imported, as the other editing rules' inputs (the import boundaries).
 */
export interface MembershipDocumentRulesInput {
  name: Texts;
  images: readonly string[];
  price: number;
  vat_value: number;
  sequence_no: number;
  persons: number;
  benefits: readonly {
    event_ids: readonly number[] | null;
    discount_percent: number;
    per_booking: number;
    per_day: number;
    member_share_percent: number;
    member_share_until_hours: number;
  }[];
}

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max;

const isVatRate = (vat: number) =>
  Number.isFinite(vat) && vat >= 0 && vat <= 100 && Math.abs(Math.round(vat * 100) - vat * 100) < 1e-6;

/**
 * What is wrong with a membership type, each problem with its path: its name missing in the shop's
 * default language, a price, VAT rate, sequence number or persons per card out of range, a picture
 * named twice, too many benefits, a benefit with a value out of range or more tickets per booking
 * than per day, an event named twice in one benefit, and two benefits for the same event (or two
 * for every event): a member's price for an event must be one. Empty: it may be saved.
 */
export function membershipDocumentProblems(
  document: MembershipDocumentRulesInput,
  defaultLanguage: Language,
): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (!document.name[defaultLanguage]?.trim())
    problems.push({ path: `name.${defaultLanguage}`, code: 'required' });
  if (!isWhole(document.price, 0, PRODUCT_PRICE_MAX)) problems.push({ path: 'price', code: 'price_invalid' });
  if (!isVatRate(document.vat_value)) problems.push({ path: 'vat_value', code: 'vat_invalid' });
  if (!isWhole(document.sequence_no, 0, PRODUCT_SEQUENCE_MAX))
    problems.push({ path: 'sequence_no', code: 'sequence_invalid' });
  if (!isWhole(document.persons, 1, MEMBERSHIP_PERSONS_MAX))
    problems.push({ path: 'persons', code: 'persons_invalid' });
  const images = new Set<string>();
  document.images.forEach((image, index) => {
    if (images.has(image)) problems.push({ path: `images.${index}`, code: 'duplicate_row' });
    images.add(image);
  });
  if (document.benefits.length > MEMBERSHIP_BENEFITS_MAX)
    problems.push({ path: 'benefits', code: 'count_out_of_range' });
  const covered = new Set<number | 'all'>();
  document.benefits.forEach((benefit, index) => {
    const at = `benefits.${index}`;
    if (!isWhole(benefit.discount_percent, 1, 100))
      problems.push({ path: `${at}.discount_percent`, code: 'benefit_invalid' });
    const perBooking = isWhole(benefit.per_booking, 1, MEMBER_TICKETS_MAX);
    const perDay = isWhole(benefit.per_day, 1, MEMBER_TICKETS_MAX);
    if (!perBooking) problems.push({ path: `${at}.per_booking`, code: 'benefit_invalid' });
    if (!perDay) problems.push({ path: `${at}.per_day`, code: 'benefit_invalid' });
    if (perBooking && perDay && benefit.per_booking > benefit.per_day)
      problems.push({ path: `${at}.per_booking`, code: 'per_booking_above_per_day' });
    if (!isWhole(benefit.member_share_percent, 0, 100))
      problems.push({ path: `${at}.member_share_percent`, code: 'benefit_invalid' });
    if (!isWhole(benefit.member_share_until_hours, 0, MEMBER_SHARE_HOURS_MAX))
      problems.push({ path: `${at}.member_share_until_hours`, code: 'benefit_invalid' });
    if (benefit.event_ids === null) {
      if (covered.has('all')) problems.push({ path: `${at}.event_ids`, code: 'duplicate_row' });
      covered.add('all');
      return;
    }
    if (benefit.event_ids.length === 0) problems.push({ path: `${at}.event_ids`, code: 'required' });
    const own = new Set<number>();
    benefit.event_ids.forEach((id, position) => {
      if (own.has(id) || covered.has(id))
        problems.push({ path: `${at}.event_ids.${position}`, code: 'duplicate_row' });
      own.add(id);
    });
    for (const id of own) covered.add(id);
  });
  return problems;
}
