import {
  type CatalogChoices,
  type EventDocument,
  type Language,
  type OpeningSchedule,
  type SlotTimes,
  type TicketTypeDraft,
  WEEKDAYS,
  type Weekday,
} from '@museum-shop/contract';
import { eurosText } from '../../../lib/format.ts';

/**
 * The editor's form and the document it saves (issue 35). The form holds what is typed: amounts,
 * numbers and times as text, a list of times as one line, a VAT rate as typed. `documentOf` reads
 * it back into the contract's EventDocument (event-document.ts), the same paths as the contract's
 * rule names, so a problem of `tickets.1.price` lands on the price of the second ticket type.
 */

export type Texts = Partial<Record<Language, string>>;

export interface TimesValues {
  kind: 'every' | 'list';
  first: string;
  last: string;
  minutes: string;
  /** The list of starts as typed: `10:00, 11:30, 14:00`. */
  times: string;
}

export interface RuleValues {
  weekdays: Weekday[];
  from: string;
  /** '' for open-ended. */
  until: string;
  times: TimesValues;
  duration: string;
  capacity: string;
}

export interface ClosedDayValues {
  date: string;
  holiday: boolean;
  name: string;
}

export interface SpecialValues {
  date: string;
  times: TimesValues;
  duration: string;
  capacity: string;
}

export interface ScheduleValues {
  rules: RuleValues[];
  closed: ClosedDayValues[];
  specials: SpecialValues[];
}

export interface SubticketValues {
  id: number | null;
  name: Texts;
  price: string;
  vat_value: string;
  min_quantity: string;
  max_quantity: string;
}

export type TicketMode = TicketTypeDraft['mode'];

export interface TicketValues {
  id: number | null;
  name: Texts;
  mode: `${TicketMode}`;
  price: string;
  vat_value: string;
  /** '' for none. */
  group_id: string;
  family: boolean;
  subtickets: SubticketValues[];
  book_with_cost: boolean;
  book_with_cost_warn: boolean;
  print_separately: boolean;
  unique_barcode: boolean;
  scan_separately: boolean;
  /** The first day of sale; '' for as soon as it is published. */
  sale_from: string;
  /** Minutes before a slot's start when sale stops; '' for none. */
  sale_until_minutes_before: string;
}

export interface EventFormValues {
  name: Texts;
  description: Texts;
  /** The picture's address; '' for none. */
  image: string;
  /** '' until one is chosen. */
  venue_id: string;
  custom_group_ids: number[];
  sequence_no: string;
  sorting_date: string;
  sorting_time: string;
  end: string;
  tickets: TicketValues[];
  schedule: ScheduleValues;
}

const MINUTES_DEFAULT = '30';

/** A number as a field shows it: 7.5 in the member's way of writing it is typed back the same. */
const numberText = (value: number) => String(value);

export function timesValuesOf(times: SlotTimes): TimesValues {
  return times.kind === 'every'
    ? { kind: 'every', first: times.first, last: times.last, minutes: String(times.minutes), times: '' }
    : { kind: 'list', first: '', last: '', minutes: MINUTES_DEFAULT, times: times.times.join(', ') };
}

export function scheduleValuesOf(schedule: OpeningSchedule): ScheduleValues {
  return {
    rules: schedule.rules.map((rule) => ({
      weekdays: [...rule.weekdays],
      from: rule.from,
      until: rule.until ?? '',
      times: timesValuesOf(rule.times),
      duration: String(rule.duration),
      capacity: String(rule.capacity),
    })),
    closed: schedule.closed.map((day) => ({ ...day })),
    specials: schedule.specials.map((special) => ({
      date: special.date,
      times: timesValuesOf(special.times),
      duration: String(special.duration),
      capacity: String(special.capacity),
    })),
  };
}

/** The form of a saved document. */
export function valuesOf(document: EventDocument): EventFormValues {
  return {
    name: { ...document.name },
    description: { ...document.description },
    image: document.image ?? '',
    venue_id: String(document.venue_id),
    custom_group_ids: [...document.custom_group_ids],
    sequence_no: String(document.sequence_no),
    sorting_date: document.sorting_datetime.slice(0, 10),
    sorting_time: document.sorting_datetime.slice(11, 16),
    end: document.end,
    tickets: document.tickets.map((ticket) => ({
      id: ticket.id,
      name: { ...ticket.name },
      mode: `${ticket.mode}`,
      price: eurosText(ticket.price),
      vat_value: numberText(ticket.vat_value),
      group_id: ticket.group_id === null ? '' : String(ticket.group_id),
      family: ticket.family,
      subtickets: ticket.subtickets.map((sub) => ({
        id: sub.id,
        name: { ...sub.name },
        price: eurosText(sub.price),
        vat_value: numberText(sub.vat_value),
        min_quantity: String(sub.min_quantity),
        max_quantity: String(sub.max_quantity),
      })),
      book_with_cost: ticket.book_with_cost,
      book_with_cost_warn: ticket.book_with_cost_warn,
      print_separately: ticket.print_separately,
      unique_barcode: ticket.unique_barcode,
      scan_separately: ticket.scan_separately,
      sale_from: ticket.sale_from ?? '',
      sale_until_minutes_before:
        ticket.sale_until_minutes_before === null ? '' : String(ticket.sale_until_minutes_before),
    })),
    schedule: scheduleValuesOf(document.schedule),
  };
}

/** A new event's form: the only venue chosen when there is one, running from `today`. */
export function newEventValues(choices: CatalogChoices, today: string): EventFormValues {
  const venue = choices.venues.length === 1 ? choices.venues[0] : undefined;
  return {
    name: {},
    description: {},
    image: '',
    venue_id: venue ? String(venue.id) : '',
    custom_group_ids: [],
    sequence_no: '0',
    sorting_date: today,
    sorting_time: '00:00',
    end: '',
    tickets: [],
    schedule: { rules: [], closed: [], specials: [] },
  };
}

/** A new ticket type's row: a timed ticket at the first VAT rate in use. */
export function newTicketValues(vatRates: readonly number[]): TicketValues {
  return {
    id: null,
    name: {},
    mode: '1',
    price: '',
    vat_value: vatRates[0] === undefined ? '' : numberText(vatRates[0]),
    group_id: '',
    family: false,
    subtickets: [],
    book_with_cost: false,
    book_with_cost_warn: false,
    print_separately: false,
    unique_barcode: false,
    scan_separately: false,
    sale_from: '',
    sale_until_minutes_before: '',
  };
}

export function newSubticketValues(vat: string): SubticketValues {
  return { id: null, name: {}, price: '0.00', vat_value: vat, min_quantity: '0', max_quantity: '1' };
}

/** A new opening rule: every day from `from` on, every 30 minutes from 10:00 to 16:30. */
export function newRuleValues(from: string, until: string): RuleValues {
  return {
    weekdays: [...WEEKDAYS],
    from,
    until,
    times: { kind: 'every', first: '10:00', last: '16:30', minutes: MINUTES_DEFAULT, times: '' },
    duration: '30',
    capacity: '20',
  };
}

export function newSpecialValues(): SpecialValues {
  return {
    date: '',
    times: { kind: 'list', first: '10:00', last: '16:30', minutes: MINUTES_DEFAULT, times: '18:00, 19:00' },
    duration: '60',
    capacity: '20',
  };
}
