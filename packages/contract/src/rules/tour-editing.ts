// The rules a guided tour's document must keep before it is saved (issue 35), checked by the staff
// app while the owner types and by the server on save, which then changes nothing.
import type { Language } from '../language-codes.ts';
import type { CatalogProblem } from './event-editing.ts';
import { type OpeningSchedule, scheduleMakesSlots, scheduleProblems } from './opening-hours.ts';

type Texts = Partial<Record<Language, string>>;

/** The most guides (tours at once) one start may have. */
export const TOUR_GUIDES_MAX = 50;
/** The most tickets of one kind one booking may hold: a tour needing tickets holds no more people. */
export const TOUR_TICKETS_PER_BOOKING_MAX = 99;

/** Question types whose answer is one of the museum's options. */
const CHOICE_TYPES = new Set(['radio', 'select', 'checkbox']);

/**
 * What these rules read of a tour document (staff-catalog-tours.ts's TourDocument is one; said here,
 * not imported, as a visitor module of the contract imports no staff module). In its schedule a
 * rule's `capacity` is the number of tours (guides) at that start: each holds max_participants.
 */
export interface TourDocumentRulesInput {
  name: Texts;
  max_participants: number;
  duration_minutes: number;
  booking_without_tickets: boolean;
  prices: readonly { id: number | null; name: Texts; vat_value: number }[];
  tickets: readonly {
    id: number | null;
    name: Texts;
    vat_value: number;
    subtickets: readonly { id: number | null; name: Texts }[];
  }[];
  questions: readonly {
    type: string;
    question: Texts;
    options: readonly { value: string; label: Texts }[];
  }[];
  schedule: OpeningSchedule;
}

const hasText = (texts: Texts) =>
  Object.values(texts).some((text) => text !== undefined && text.trim() !== '');
const isVatRate = (vat: number) => Number.isFinite(vat) && Math.abs(Math.round(vat * 100) - vat * 100) < 1e-6;

/**
 * What is wrong with a tour document, each problem with its path: a missing name, no price, a tour
 * that needs tickets without any or with more participants than one booking's tickets may hold, a
 * choice question without options (or with an option twice), opening hours that make no start, more
 * guides at a start than a museum has, and the schedule's own problems (two rules may not make the
 * same start; two guides may be out at once). Empty: it may be saved.
 */
export function tourDocumentProblems(tour: TourDocumentRulesInput): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  if (!hasText(tour.name)) problems.push({ path: 'name', code: 'required' });
  if (tour.prices.length === 0) problems.push({ path: 'prices', code: 'needs_price' });
  const ids = new Set<number>();
  const rowId = (id: number | null, path: string) => {
    if (id === null) return;
    if (ids.has(id)) problems.push({ path, code: 'duplicate_row' });
    ids.add(id);
  };
  tour.prices.forEach((price, index) => {
    if (!hasText(price.name)) problems.push({ path: `prices.${index}.name`, code: 'required' });
    if (!isVatRate(price.vat_value))
      problems.push({ path: `prices.${index}.vat_value`, code: 'vat_invalid' });
    rowId(price.id, `prices.${index}`);
  });
  const ticketIds = new Set<number>();
  tour.tickets.forEach((ticket, index) => {
    const path = `tickets.${index}`;
    if (!hasText(ticket.name)) problems.push({ path: `${path}.name`, code: 'required' });
    if (!isVatRate(ticket.vat_value)) problems.push({ path: `${path}.vat_value`, code: 'vat_invalid' });
    if (ticket.id !== null) {
      if (ticketIds.has(ticket.id)) problems.push({ path, code: 'duplicate_row' });
      ticketIds.add(ticket.id);
    }
    ticket.subtickets.forEach((sub, subIndex) => {
      if (!hasText(sub.name))
        problems.push({ path: `${path}.subtickets.${subIndex}.name`, code: 'required' });
      if (sub.id !== null) {
        if (ticketIds.has(sub.id))
          problems.push({ path: `${path}.subtickets.${subIndex}`, code: 'duplicate_row' });
        ticketIds.add(sub.id);
      }
    });
  });
  if (!tour.booking_without_tickets) {
    if (tour.tickets.length === 0) problems.push({ path: 'tickets', code: 'needs_tickets' });
    if (tour.max_participants > TOUR_TICKETS_PER_BOOKING_MAX)
      problems.push({ path: 'max_participants', code: 'participants_above_tickets' });
  }
  tour.questions.forEach((question, index) => {
    const path = `questions.${index}`;
    if (!hasText(question.question)) problems.push({ path: `${path}.question`, code: 'required' });
    if (CHOICE_TYPES.has(question.type)) {
      if (question.options.length === 0) problems.push({ path: `${path}.options`, code: 'needs_options' });
      const values = new Set<string>();
      question.options.forEach((option, optionIndex) => {
        const optionPath = `${path}.options.${optionIndex}`;
        if (option.value.trim() === '' || !hasText(option.label))
          problems.push({ path: `${optionPath}.label`, code: 'required' });
        if (values.has(option.value)) problems.push({ path: optionPath, code: 'duplicate_row' });
        values.add(option.value);
      });
    } else if (question.options.length > 0)
      problems.push({ path: `${path}.options`, code: 'options_not_asked' });
  });
  if (!scheduleMakesSlots(tour.schedule)) problems.push({ path: 'schedule', code: 'needs_schedule' });
  for (const [kind, items] of [
    ['rules', tour.schedule.rules],
    ['specials', tour.schedule.specials],
  ] as const)
    items.forEach((item, index) => {
      if (item.capacity > TOUR_GUIDES_MAX)
        problems.push({ path: `schedule.${kind}.${index}.capacity`, code: 'capacity_invalid' });
    });
  for (const problem of scheduleProblems(tour.schedule, 'start'))
    problems.push({ path: `schedule.${problem.path}`, code: problem.code });
  return problems;
}
