// The rules an event document must keep before it is saved (issue 35): the staff app checks them
// while the owner types, the server checks them again on save and changes nothing when one fails.
import type { Language } from '../language-codes.ts';
import {
  type OpeningSchedule,
  SCHEDULE_PROBLEMS,
  scheduleMakesSlots,
  scheduleProblems,
} from './opening-hours.ts';

type Texts = Partial<Record<Language, string>>;

/**
 * What these rules read of an event document: staff-catalog.ts's EventDocument is one. Said here,
 * not imported, because a visitor module of the contract imports no staff module (the import
 * boundaries): the web app would carry every staff schema.
 */
export interface EventDocumentRulesInput {
  name: Texts;
  sorting_datetime: string;
  end: string;
  tickets: readonly {
    id: number | null;
    name: Texts;
    mode: number;
    vat_value: number;
    family: boolean;
    subtickets: readonly {
      id: number | null;
      name: Texts;
      vat_value: number;
      min_quantity: number;
      max_quantity: number;
    }[];
  }[];
  schedule: OpeningSchedule;
}

export const CATALOG_FIELD_ERRORS = [
  'required',
  'end_before_start',
  'family_without_components',
  'components_without_family',
  'min_above_max',
  'needs_schedule',
  'combination_alone',
  'vat_invalid',
  'duplicate_row',
  // Only the server knows these: the rows the document refers to.
  'unknown_venue',
  'unknown_group',
  'unknown_ticket',
  'unknown_category',
  /** An image a catalog document names but does not carry (staff-catalog-transfer.ts). */
  'unknown_media',
  /** A venue, group or category left out of its list while something still uses it. */
  'in_use',
  /** The opening hours would make a slot with fewer places than it has sold or held. */
  'capacity_below_taken',
  // Guided tours (rules/tour-editing.ts).
  'needs_price',
  'needs_tickets',
  'participants_above_tickets',
  'needs_options',
  'options_not_asked',
  // Voucher products and codes (rules/voucher-products.ts, rules/voucher-codes.ts).
  'amount_out_of_range',
  'count_out_of_range',
  'prefix_invalid',
  /** A code's limit names an event, tour or article the shop does not have (the server's). */
  'unknown_product',
  // Shop products and their stock (rules/product-editing.ts).
  'not_a_product',
  'price_invalid',
  'weight_invalid',
  'sequence_invalid',
  'stock_invalid',
  'no_change',
  'stock_negative',
  /** A stock below what held and sold reservations take. */
  'stock_below_taken',
  // Membership types (rules/membership-editing.ts).
  /** Persons per card outside 1–MEMBERSHIP_PERSONS_MAX. */
  'persons_invalid',
  /** A benefit whose discount, caps, share or hours are out of range. */
  'benefit_invalid',
  /** A benefit allows more member tickets in one booking than on one day. */
  'per_booking_above_per_day',
  /** A benefit names an event the shop does not have (the server's). */
  'unknown_event',
  ...SCHEDULE_PROBLEMS,
] as const;
export type CatalogFieldError = (typeof CATALOG_FIELD_ERRORS)[number];

export interface CatalogProblem {
  /** A dotted path in the document: `tickets.2.subtickets.0.max_quantity`. */
  path: string;
  code: CatalogFieldError;
}

const hasText = (texts: Partial<Record<string, string>>) =>
  Object.values(texts).some((text) => text !== undefined && text.trim() !== '');

/** At most two decimals, as the database keeps a VAT rate. */
const isVatRate = (vat: number) => Number.isFinite(vat) && Math.abs(Math.round(vat * 100) - vat * 100) < 1e-6;

/**
 * What is wrong with an event document, each problem with its path: a missing name, an end before
 * the start, a family ticket without components (or components without a family), a sub-ticket
 * whose minimum is above its maximum, tickets without opening hours that make a slot, only
 * combination tickets (which are booked with another, so nothing could be sold), and every
 * problem of the schedule under `schedule.`. Empty: it may be saved.
 */
export function eventDocumentProblems(document: EventDocumentRulesInput): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (!hasText(document.name)) problems.push({ path: 'name', code: 'required' });
  if (document.end < document.sorting_datetime.slice(0, 10))
    problems.push({ path: 'end', code: 'end_before_start' });
  const ids = new Set<number>();
  document.tickets.forEach((ticket, index) => {
    const path = `tickets.${index}`;
    if (!hasText(ticket.name)) problems.push({ path: `${path}.name`, code: 'required' });
    if (!isVatRate(ticket.vat_value)) problems.push({ path: `${path}.vat_value`, code: 'vat_invalid' });
    if (ticket.id !== null) {
      if (ids.has(ticket.id)) problems.push({ path, code: 'duplicate_row' });
      ids.add(ticket.id);
    }
    if (ticket.family && ticket.subtickets.length === 0)
      problems.push({ path: `${path}.subtickets`, code: 'family_without_components' });
    if (!ticket.family && ticket.subtickets.length > 0)
      problems.push({ path: `${path}.subtickets`, code: 'components_without_family' });
    ticket.subtickets.forEach((sub, subIndex) => {
      const subPath = `${path}.subtickets.${subIndex}`;
      if (!hasText(sub.name)) problems.push({ path: `${subPath}.name`, code: 'required' });
      if (!isVatRate(sub.vat_value)) problems.push({ path: `${subPath}.vat_value`, code: 'vat_invalid' });
      if (sub.min_quantity > sub.max_quantity)
        problems.push({ path: `${subPath}.max_quantity`, code: 'min_above_max' });
      if (sub.id !== null) {
        if (ids.has(sub.id)) problems.push({ path: subPath, code: 'duplicate_row' });
        ids.add(sub.id);
      }
    });
  });
  if (document.tickets.length > 0 && !scheduleMakesSlots(document.schedule))
    problems.push({ path: 'schedule', code: 'needs_schedule' });
  if (document.tickets.length > 0 && document.tickets.every((ticket) => ticket.mode === 5))
    problems.push({ path: 'tickets.0.mode', code: 'combination_alone' });
  for (const problem of scheduleProblems(document.schedule))
    problems.push({ path: `schedule.${problem.path}`, code: problem.code });
  return problems;
}
