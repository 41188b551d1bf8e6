import {
  CATALOG_PRICE_MAX,
  type EventDocument,
  type Language,
  type OpeningSchedule,
  SALE_UNTIL_MINUTES_MAX,
  type SlotTimes,
  WEEKDAYS,
} from '@museum-shop/contract';
import { parseEuros } from '../../../lib/format.ts';
import type { EventFormValues, ScheduleValues, Texts, TicketMode, TimesValues } from './event-form.ts';

/**
 * The editor's form read back into the contract's EventDocument: amounts in euros as cents, numbers,
 * rates and times as typed, a list of times from one line. What cannot be read is a problem at
 * its field; the rest is for the contract's rule (event-problems.ts).
 */

/** A problem the form finds before the contract's rule can: a text that is not a number, a time, a date. */
export interface FormProblem {
  path: string;
  code: string;
}

/** A time as typed (9:00, 09:00, 9.30) as HH:mm; as typed (trimmed) when it is not one. */
export function timeText(text: string): string {
  const trimmed = text.trim();
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(trimmed);
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2]}` : trimmed;
}

/** A whole number as typed (spaces around it allowed); NaN when it is not one. */
export function wholeNumber(text: string): number {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** A VAT rate as typed, with a decimal comma or point and an optional %; NaN when it is not 0 to 100. */
export function vatRate(text: string): number {
  const trimmed = text.trim().replace(/\s*%$/, '').replace(',', '.');
  if (!/^\d{1,3}(\.\d+)?$/.test(trimmed)) return Number.NaN;
  const rate = Number(trimmed);
  return rate <= 100 ? rate : Number.NaN;
}

/** The starts of a list as typed, split at commas, semicolons or spaces. */
export function listedTimes(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(timeText);
}

export function slotTimesOf(times: TimesValues): SlotTimes {
  return times.kind === 'every'
    ? {
        kind: 'every',
        first: timeText(times.first),
        last: timeText(times.last),
        minutes: wholeNumber(times.minutes),
      }
    : { kind: 'list', times: listedTimes(times.times) };
}

/** The opening hours as typed, as the contract's schedule (what the month preview shows). */
export function scheduleOf(schedule: ScheduleValues): OpeningSchedule {
  return {
    rules: schedule.rules.map((rule) => ({
      weekdays: WEEKDAYS.filter((day) => rule.weekdays.includes(day)),
      from: rule.from,
      until: rule.until === '' ? null : rule.until,
      times: slotTimesOf(rule.times),
      duration: wholeNumber(rule.duration),
      capacity: wholeNumber(rule.capacity),
    })),
    closed: schedule.closed.map((day) => ({ date: day.date, holiday: day.holiday, name: day.name.trim() })),
    specials: schedule.specials.map((special) => ({
      date: special.date,
      times: slotTimesOf(special.times),
      duration: wholeNumber(special.duration),
      capacity: wholeNumber(special.capacity),
    })),
  };
}

/** Texts trimmed, the empty ones left out. */
export function textsOf(texts: Texts): Texts {
  const kept: Texts = {};
  for (const [lang, text] of Object.entries(texts) as [Language, string | undefined][]) {
    const trimmed = text?.trim() ?? '';
    if (trimmed) kept[lang] = trimmed;
  }
  return kept;
}

const CENTS_UNREAD = Number.NaN;

/**
 * What the form would save, and what the form itself finds wrong before the contract's rule: an
 * amount that is not one, a number or time that is not one, a date not given. Unread values are
 * NaN in the document, so the rule and the schema refuse them too; the form's own code wins.
 */
export function documentOf(values: EventFormValues): { document: EventDocument; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const cents = (text: string, path: string, max: number) => {
    const amount = parseEuros(text);
    if (amount === undefined || amount > max) {
      problems.push({ path, code: 'price_invalid' });
      return CENTS_UNREAD;
    }
    return amount;
  };
  const whole = (text: string, path: string, code: string) => {
    const number = wholeNumber(text);
    if (Number.isNaN(number)) problems.push({ path, code });
    return number;
  };
  /** Minutes before a start: empty for none, else a whole number up to SALE_UNTIL_MINUTES_MAX. */
  const minutesBefore = (text: string, path: string) => {
    if (text.trim() === '') return null;
    const minutes = wholeNumber(text);
    if (Number.isNaN(minutes) || minutes > SALE_UNTIL_MINUTES_MAX)
      problems.push({ path, code: 'minutes_invalid' });
    return minutes;
  };
  const date = (text: string, path: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) problems.push({ path, code: 'required' });
    return text;
  };
  const sortingTime = timeText(values.sorting_time) || '00:00';
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(sortingTime))
    problems.push({ path: 'sorting_time', code: 'time_invalid' });
  if (values.venue_id === '') problems.push({ path: 'venue_id', code: 'required' });
  date(values.sorting_date, 'sorting_date');
  date(values.end, 'end');
  const schedule = scheduleOf(values.schedule);
  for (const [index, rule] of values.schedule.rules.entries())
    date(rule.from, `schedule.rules.${index}.from`);
  for (const [index, day] of values.schedule.closed.entries())
    date(day.date, `schedule.closed.${index}.date`);
  for (const [index, special] of values.schedule.specials.entries())
    date(special.date, `schedule.specials.${index}.date`);
  const document: EventDocument = {
    name: textsOf(values.name),
    description: textsOf(values.description),
    image: values.image.trim() || null,
    venue_id: values.venue_id === '' ? Number.NaN : Number(values.venue_id),
    custom_group_ids: [...values.custom_group_ids],
    sequence_no: whole(values.sequence_no, 'sequence_no', 'sequence_invalid'),
    sorting_datetime: `${values.sorting_date} ${sortingTime}`,
    end: values.end,
    tickets: values.tickets.map((ticket, index) => {
      const path = `tickets.${index}`;
      return {
        id: ticket.id,
        name: textsOf(ticket.name),
        mode: Number(ticket.mode) as TicketMode,
        price: cents(ticket.price, `${path}.price`, CATALOG_PRICE_MAX),
        vat_value: vatRate(ticket.vat_value),
        group_id: ticket.group_id === '' ? null : Number(ticket.group_id),
        family: ticket.family,
        subtickets: ticket.subtickets.map((sub, subIndex) => {
          const subPath = `${path}.subtickets.${subIndex}`;
          return {
            id: sub.id,
            name: textsOf(sub.name),
            price: cents(sub.price, `${subPath}.price`, CATALOG_PRICE_MAX),
            vat_value: vatRate(sub.vat_value),
            min_quantity: whole(sub.min_quantity, `${subPath}.min_quantity`, 'quantity_invalid'),
            max_quantity: whole(sub.max_quantity, `${subPath}.max_quantity`, 'quantity_invalid'),
          };
        }),
        book_with_cost: ticket.book_with_cost,
        book_with_cost_warn: ticket.book_with_cost_warn,
        print_separately: ticket.print_separately,
        unique_barcode: ticket.unique_barcode,
        scan_separately: ticket.scan_separately,
        sale_from: ticket.sale_from === '' ? null : date(ticket.sale_from, `${path}.sale_from`),
        sale_until_minutes_before: minutesBefore(
          ticket.sale_until_minutes_before,
          `${path}.sale_until_minutes_before`,
        ),
      };
    }),
    schedule,
  };
  return { document, problems };
}
