import {
  CATALOG_FIELD_ERRORS,
  CATALOG_PRICE_MAX,
  CATALOG_QUANTITY_MAX,
  type Language,
  MAX_VOUCHER_AMOUNT,
  SALE_UNTIL_MINUTES_MAX,
  SCHEDULE_LIMITS,
  TOUR_GUIDES_MAX,
  TOUR_PARTICIPANTS_MAX,
  VOUCHER_BATCH_MAX,
} from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format.ts';
import { INVALID } from './event-problems.ts';

/** What the form itself may find wrong, beside the contract's codes, and the server's capacity refusal. */
const FORM_ERRORS = [
  'price_invalid',
  'quantity_invalid',
  'minutes_invalid',
  'sequence_invalid',
  'capacity_below_taken',
  'guides_invalid',
  'participants_invalid',
  INVALID,
] as const;

const KNOWN: ReadonlySet<string> = new Set<string>([...CATALOG_FIELD_ERRORS, ...FORM_ERRORS]);

/**
 * The one place the editor words a field's problems: the contract's codes (CATALOG_FIELD_ERRORS)
 * and the form's own as `catalog.errors.<code>` in the member's language; a message the server
 * wrote itself (a schema's) as it is.
 */
export function problemText(
  t: TFunction,
  lang: string,
  messages: readonly string[] | undefined,
): string | undefined {
  if (!messages || messages.length === 0) return undefined;
  const texts = messages.map((message) => {
    if (!KNOWN.has(message)) return message;
    switch (message) {
      case 'price_invalid':
        return t('catalog.errors.price_invalid', { max: formatMoney(CATALOG_PRICE_MAX, lang) });
      case 'quantity_invalid':
        return t('catalog.errors.quantity_invalid', { max: CATALOG_QUANTITY_MAX });
      case 'minutes_invalid':
        return t('catalog.errors.minutes_invalid', {
          max: new Intl.NumberFormat(lang).format(SALE_UNTIL_MINUTES_MAX),
        });
      case 'capacity_invalid':
        return t('catalog.errors.capacity_invalid', {
          max: new Intl.NumberFormat(lang).format(SCHEDULE_LIMITS.maxCapacity),
        });
      case 'guides_invalid':
        return t('catalog.errors.guides_invalid', { max: TOUR_GUIDES_MAX });
      case 'participants_invalid':
        return t('catalog.errors.participants_invalid', { max: TOUR_PARTICIPANTS_MAX });
      case 'step_too_small':
        return t('catalog.errors.step_too_small', { count: SCHEDULE_LIMITS.minStepMinutes });
      case 'too_many_times':
        return t('catalog.errors.too_many_times', { count: SCHEDULE_LIMITS.maxStartsPerDay });
      case 'amount_out_of_range':
        return t('catalog.errors.amount_out_of_range', {
          min: formatMoney(1, lang),
          max: formatMoney(MAX_VOUCHER_AMOUNT, lang),
        });
      case 'count_out_of_range':
        return t('catalog.errors.count_out_of_range', {
          max: new Intl.NumberFormat(lang).format(VOUCHER_BATCH_MAX),
        });
      case 'too_many_rules':
        return t('catalog.errors.too_many_rules', { count: SCHEDULE_LIMITS.maxRules });
      default:
        return t(`catalog.errors.${message}`);
    }
  });
  return [...new Set(texts)].join(' ');
}

/** The id of the element that shows a field's problem, for the summary's links. */
export const fieldId = (path: string) => `event-${path.replace(/\./g, '-')}`;

const TOP_FIELDS: Record<string, string> = {
  image: 'catalog.fields.image',
  venue_id: 'catalog.fields.venue',
  custom_group_ids: 'catalog.fields.customGroups',
  sequence_no: 'catalog.fields.sequence',
  sorting_date: 'catalog.fields.sortingDate',
  sorting_time: 'catalog.fields.sortingTime',
  end: 'catalog.fields.end',
  schedule: 'catalog.schedule.title',
};

const TICKET_FIELDS: Record<string, string> = {
  mode: 'catalog.tickets.mode',
  price: 'catalog.tickets.price',
  vat_value: 'catalog.tickets.vat',
  group_id: 'catalog.tickets.group',
  family: 'catalog.tickets.family',
  subtickets: 'catalog.subtickets.title',
  min_quantity: 'catalog.subtickets.min',
  max_quantity: 'catalog.subtickets.max',
};

const SCHEDULE_FIELDS: Record<string, string> = {
  weekdays: 'catalog.schedule.weekdays',
  from: 'catalog.schedule.from',
  until: 'catalog.schedule.until',
  'times.first': 'catalog.times.first',
  'times.last': 'catalog.times.last',
  'times.minutes': 'catalog.times.minutes',
  'times.times': 'catalog.times.list',
  times: 'catalog.times.title',
  duration: 'catalog.schedule.duration',
  capacity: 'catalog.schedule.capacity',
  date: 'catalog.days.date',
  holiday: 'catalog.days.holiday',
  name: 'catalog.days.name',
};

/**
 * Where a problem is, in words (the summary's link): "Ticket type 2 · Price", "Opening rule 1 ·
 * Last start". A path the form does not know is named as it is.
 */
export function placeOf(t: TFunction, path: string, languageName: (lang: Language) => string): string {
  const nameIn = (key: string, lang: string) => t(key, { language: languageName(lang as Language) });
  const parts = path.split('.');
  const [first, second, third, fourth, fifth] = parts;
  if ((first === 'name' || first === 'description') && second)
    return nameIn(first === 'name' ? 'catalog.fields.nameIn' : 'catalog.fields.descriptionIn', second);
  if (first && parts.length === 1 && TOP_FIELDS[first]) return t(TOP_FIELDS[first]);
  if (first === 'tickets' && second !== undefined) {
    const ticket = t('catalog.tickets.ticketN', { n: Number(second) + 1 });
    if (third === undefined) return ticket;
    if (third === 'name' && fourth) return `${ticket} · ${nameIn('catalog.fields.nameIn', fourth)}`;
    if (third === 'subtickets' && fourth !== undefined) {
      const sub = `${ticket} · ${t('catalog.subtickets.subN', { n: Number(fourth) + 1 })}`;
      if (fifth === undefined) return sub;
      if (fifth === 'name' && parts[5]) return `${sub} · ${nameIn('catalog.fields.nameIn', parts[5])}`;
      return TICKET_FIELDS[fifth] ? `${sub} · ${t(TICKET_FIELDS[fifth])}` : path;
    }
    return TICKET_FIELDS[third] ? `${ticket} · ${t(TICKET_FIELDS[third])}` : path;
  }
  if (first === 'schedule' && second !== undefined) {
    const groups: Record<string, [string, string]> = {
      rules: ['catalog.schedule.rules', 'catalog.schedule.ruleN'],
      closed: ['catalog.days.closedTitle', 'catalog.days.closedN'],
      specials: ['catalog.days.specialsTitle', 'catalog.days.specialN'],
    };
    const group = groups[second];
    if (!group) return path;
    if (third === undefined) return t(group[0]);
    const item = t(group[1], { n: Number(third) + 1 });
    const rest = parts.slice(3).join('.');
    if (!rest) return item;
    return SCHEDULE_FIELDS[rest] ? `${item} · ${t(SCHEDULE_FIELDS[rest])}` : path;
  }
  return path;
}
