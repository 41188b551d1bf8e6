import {
  CATALOG_PRICE_MAX,
  type Language,
  TOUR_PARTICIPANTS_MAX,
  type TourDocument,
  type TourQuestionType,
  tourDocumentProblems,
  tourDocumentSchema,
  WEEKDAYS,
} from '@museum-shop/contract';
import * as z from 'zod/mini';
import { eurosText, parseEuros } from '../../../lib/format.ts';
import { type FormProblem, scheduleOf, textsOf, vatRate, wholeNumber } from './event-document.ts';
import {
  type RuleValues,
  type ScheduleValues,
  type SpecialValues,
  scheduleValuesOf,
  type Texts,
} from './event-form.ts';
import { addProblems, fieldPathOf, INVALID, type Problems } from './event-problems.ts';

/**
 * A guided tour's form and the document it saves (issue 35), as event-form.ts is an event's: what
 * is typed as text, read back into the contract's TourDocument at the same paths as the contract's
 * rule (tourDocumentProblems) names them.
 */

export interface TourPriceValues {
  id: number | null;
  name: Texts;
  price: string;
  vat_value: string;
}

export interface TourSubticketValues {
  id: number | null;
  name: Texts;
  price: string;
}

export interface TourTicketValues {
  id: number | null;
  name: Texts;
  price: string;
  vat_value: string;
  subtickets: TourSubticketValues[];
}

export interface TourOptionValues {
  value: string;
  label: Texts;
}

export interface TourQuestionValues {
  id: number | null;
  type: TourQuestionType;
  question: Texts;
  mandatory: boolean;
  options: TourOptionValues[];
}

export interface TourFormValues {
  name: Texts;
  event_name: Texts;
  description: Texts;
  /** The picture's address; '' for none. */
  image: string;
  /** '' until one is chosen. */
  venue_id: string;
  category_id: string;
  language: string;
  custom_group_ids: number[];
  sequence_no: string;
  duration_minutes: string;
  max_participants: string;
  single_ticketing: boolean;
  book_complete_tour: boolean;
  booking_without_tickets: boolean;
  prices: TourPriceValues[];
  tickets: TourTicketValues[];
  questions: TourQuestionValues[];
  schedule: ScheduleValues;
}

/** The question types whose answer is one of the museum's options. */
export const CHOICE_QUESTION_TYPES: readonly TourQuestionType[] = ['radio', 'select', 'checkbox'];

export function tourValuesOf(document: TourDocument): TourFormValues {
  return {
    name: { ...document.name },
    event_name: { ...document.event_name },
    description: { ...document.description },
    image: document.image ?? '',
    venue_id: String(document.venue_id),
    category_id: String(document.category_id),
    language: document.language,
    custom_group_ids: [...document.custom_group_ids],
    sequence_no: String(document.sequence_no),
    duration_minutes: String(document.duration_minutes),
    max_participants: String(document.max_participants),
    single_ticketing: document.single_ticketing,
    book_complete_tour: document.book_complete_tour,
    booking_without_tickets: document.booking_without_tickets,
    prices: document.prices.map((price) => ({
      id: price.id,
      name: { ...price.name },
      price: eurosText(price.price),
      vat_value: String(price.vat_value),
    })),
    tickets: document.tickets.map((ticket) => ({
      id: ticket.id,
      name: { ...ticket.name },
      price: eurosText(ticket.price),
      vat_value: String(ticket.vat_value),
      subtickets: ticket.subtickets.map((sub) => ({
        id: sub.id,
        name: { ...sub.name },
        price: eurosText(sub.price),
      })),
    })),
    questions: document.questions.map((question) => ({
      id: question.id,
      type: question.type,
      question: { ...question.question },
      mandatory: question.mandatory,
      options: question.options.map((option) => ({ value: option.value, label: { ...option.label } })),
    })),
    schedule: scheduleValuesOf(document.schedule),
  };
}

/** A new tour's form: the only venue and category chosen when there is one, guided in the shop's language. */
export function newTourValues(
  venues: readonly { id: number }[],
  categories: readonly { id: number }[],
  language: Language,
): TourFormValues {
  const only = (rows: readonly { id: number }[]) => (rows.length === 1 ? String(rows[0]?.id) : '');
  return {
    name: {},
    event_name: {},
    description: {},
    image: '',
    venue_id: only(venues),
    category_id: only(categories),
    language,
    custom_group_ids: [],
    sequence_no: '0',
    duration_minutes: '60',
    max_participants: '20',
    single_ticketing: false,
    book_complete_tour: false,
    booking_without_tickets: true,
    prices: [],
    tickets: [],
    questions: [],
    schedule: { rules: [], closed: [], specials: [] },
  };
}

export const newTourPriceValues = (vatRates: readonly number[]): TourPriceValues => ({
  id: null,
  name: {},
  price: '',
  vat_value: vatRates[0] === undefined ? '' : String(vatRates[0]),
});

export const newTourTicketValues = (vatRates: readonly number[]): TourTicketValues => ({
  ...newTourPriceValues(vatRates),
  subtickets: [],
});

export const newTourSubticketValues = (): TourSubticketValues => ({ id: null, name: {}, price: '0.00' });

export const newQuestionValues = (): TourQuestionValues => ({
  id: null,
  type: 'text',
  question: {},
  mandatory: false,
  options: [],
});

export const newOptionValues = (): TourOptionValues => ({ value: '', label: {} });

/** A new rule of a tour's opening hours: every day from today, a start at 11:00 and 15:00, one guide. */
export function newTourRuleValues(from: string, duration: string): RuleValues {
  return {
    weekdays: [...WEEKDAYS],
    from,
    until: '',
    times: { kind: 'list', first: '10:00', last: '16:00', minutes: '60', times: '11:00, 15:00' },
    duration: duration.trim() || '60',
    capacity: '1',
  };
}

export function newTourSpecialValues(duration: string): SpecialValues {
  return {
    date: '',
    times: { kind: 'list', first: '10:00', last: '16:00', minutes: '60', times: '18:00' },
    duration: duration.trim() || '60',
    capacity: '1',
  };
}

/**
 * What the form would save, and what the form itself finds wrong before the contract's rule: an
 * amount, a number or a date that cannot be read, a venue, category or language not chosen, an
 * option without its value. Unread numbers are NaN, so the rule and the schema refuse them too.
 */
export function tourDocumentOf(values: TourFormValues): { document: TourDocument; problems: FormProblem[] } {
  const problems: FormProblem[] = [];
  const cents = (text: string, path: string) => {
    const amount = parseEuros(text);
    if (amount === undefined || amount > CATALOG_PRICE_MAX) {
      problems.push({ path, code: 'price_invalid' });
      return Number.NaN;
    }
    return amount;
  };
  const whole = (text: string, path: string, code: string, min: number, max: number) => {
    const number = wholeNumber(text);
    if (Number.isNaN(number) || number < min || number > max) problems.push({ path, code });
    return number;
  };
  const chosen = (text: string, path: string) => {
    if (text === '') problems.push({ path, code: 'required' });
    return text === '' ? Number.NaN : Number(text);
  };
  const date = (text: string, path: string) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) problems.push({ path, code: 'required' });
  };
  values.schedule.rules.forEach((rule, index) => {
    date(rule.from, `schedule.rules.${index}.from`);
  });
  values.schedule.closed.forEach((day, index) => {
    date(day.date, `schedule.closed.${index}.date`);
  });
  values.schedule.specials.forEach((special, index) => {
    date(special.date, `schedule.specials.${index}.date`);
  });
  if (values.language === '') problems.push({ path: 'language', code: 'required' });
  const document: TourDocument = {
    name: textsOf(values.name),
    description: textsOf(values.description),
    event_name: textsOf(values.event_name),
    image: values.image.trim() || null,
    venue_id: chosen(values.venue_id, 'venue_id'),
    category_id: chosen(values.category_id, 'category_id'),
    language: values.language as Language,
    custom_group_ids: [...values.custom_group_ids],
    sequence_no: whole(values.sequence_no, 'sequence_no', 'sequence_invalid', 0, 1_000_000),
    duration_minutes: whole(values.duration_minutes, 'duration_minutes', 'duration_invalid', 1, 24 * 60),
    max_participants: whole(
      values.max_participants,
      'max_participants',
      'participants_invalid',
      1,
      TOUR_PARTICIPANTS_MAX,
    ),
    single_ticketing: values.single_ticketing,
    book_complete_tour: values.book_complete_tour,
    booking_without_tickets: values.booking_without_tickets,
    prices: values.prices.map((price, index) => ({
      id: price.id,
      name: textsOf(price.name),
      price: cents(price.price, `prices.${index}.price`),
      vat_value: vatRate(price.vat_value),
    })),
    tickets: values.tickets.map((ticket, index) => ({
      id: ticket.id,
      name: textsOf(ticket.name),
      price: cents(ticket.price, `tickets.${index}.price`),
      vat_value: vatRate(ticket.vat_value),
      subtickets: ticket.subtickets.map((sub, subIndex) => ({
        id: sub.id,
        name: textsOf(sub.name),
        price: cents(sub.price, `tickets.${index}.subtickets.${subIndex}.price`),
      })),
    })),
    questions: values.questions.map((question, index) => {
      const choice = CHOICE_QUESTION_TYPES.includes(question.type);
      return {
        id: question.id,
        type: question.type,
        question: textsOf(question.question),
        mandatory: question.mandatory,
        // Options typed before the type was changed to one without them are not kept.
        options: choice
          ? question.options.map((option, optionIndex) => {
              if (option.value.trim() === '')
                problems.push({ path: `questions.${index}.options.${optionIndex}.value`, code: 'required' });
              return { value: option.value.trim(), label: textsOf(option.label) };
            })
          : [],
      };
    }),
    schedule: scheduleOf(values.schedule),
  };
  return { document, problems };
}

/** The field of a tour's problem: a text missing in every language is the default language's. */
export function tourFieldPathOf(path: string, defaultLanguage: Language): string {
  if (path === 'event_name') return `${path}.${defaultLanguage}`;
  if (/^prices\.\d+\.name$/.test(path)) return `${path}.${defaultLanguage}`;
  if (/^questions\.\d+\.question$/.test(path)) return `${path}.${defaultLanguage}`;
  if (/^questions\.\d+\.options\.\d+\.label$/.test(path)) return `${path}.${defaultLanguage}`;
  return fieldPathOf(path, defaultLanguage);
}

/** The contract's problems on the form's fields; a tour's rule counts guides, not places. */
function onFields(found: readonly { path: string; code: string }[], defaultLanguage: Language) {
  return found.map(({ path, code }) => ({
    path: tourFieldPathOf(path, defaultLanguage),
    code:
      code === 'capacity_invalid' && /^schedule\.(rules|specials)\.\d+\.capacity$/.test(path)
        ? 'guides_invalid'
        : code,
  }));
}

/** A 422's field map on the tour form's fields. */
export function tourServerProblems(errors: Record<string, string[]>, defaultLanguage: Language): Problems {
  return addProblems(
    {},
    onFields(
      Object.entries(errors).flatMap(([path, messages]) => messages.map((code) => ({ path, code }))),
      defaultLanguage,
    ),
    defaultLanguage,
  );
}

/**
 * Everything wrong with the tour's form before it is sent, by field: what the form cannot read, the
 * name missing in the shop's default language, the contract's rule for a tour document, and what
 * its schema refuses that nothing above explains. Empty: `document` may be sent.
 */
export function tourProblems(
  values: TourFormValues,
  languages: readonly Language[],
): { document: TourDocument; problems: Problems } {
  const defaultLanguage = languages[0] ?? 'en';
  const { document, problems: unread } = tourDocumentOf(values);
  const problems = addProblems({}, onFields(unread, defaultLanguage), defaultLanguage);
  if (!values.name[defaultLanguage]?.trim())
    addProblems(problems, [{ path: `name.${defaultLanguage}`, code: 'required' }], defaultLanguage);
  const unreadPaths = new Set(Object.keys(problems));
  const ruled = onFields(tourDocumentProblems(document), defaultLanguage).filter((problem) => {
    if (unreadPaths.has(problem.path)) return false;
    // An option's missing value is at its own field: its label, when written, is not at fault.
    const label = /^questions\.(\d+)\.options\.(\d+)\.label\.[a-z]{2}$/.exec(problem.path);
    if (label) {
      const option = values.questions[Number(label[1])]?.options[Number(label[2])];
      return !option || Object.values(option.label).every((text) => !text?.trim());
    }
    return true;
  });
  addProblems(problems, ruled, defaultLanguage);
  const parsed = z.safeParse(tourDocumentSchema, document);
  if (!parsed.success) {
    const refused = parsed.error.issues
      .map((issue) => tourFieldPathOf(issue.path.map(String).join('.') || '_', defaultLanguage))
      .filter(
        (path) => !problems[path] && !Object.keys(problems).some((known) => known.startsWith(`${path}.`)),
      );
    addProblems(
      problems,
      refused.map((path) => ({ path, code: INVALID })),
      defaultLanguage,
    );
  }
  return { document, problems };
}
