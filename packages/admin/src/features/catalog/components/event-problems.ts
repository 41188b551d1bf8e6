import {
  type EventDocument,
  eventDocumentProblems,
  eventDocumentSchema,
  type Language,
} from '@museum-shop/contract';
import * as z from 'zod/mini';
import { documentOf } from './event-document.ts';
import type { EventFormValues } from './event-form.ts';

/** A field's path in the form → the codes (or the server's messages) of what is wrong with it. */
export type Problems = Record<string, string[]>;

/** The code of a value the contract's schema refuses and nothing more precise explains. */
export const INVALID = 'invalid';

/**
 * The path of the field that shows a problem of `path`: a document path as the contract's rule or
 * the server names it, turned into the form's. A name missing in every language is the default
 * language's, each time of a list is the list's, the sorting date-time is its date.
 */
export function fieldPathOf(path: string, defaultLanguage: Language): string {
  if (path === 'name' || path === 'description') return `${path}.${defaultLanguage}`;
  if (/^tickets\.\d+(\.subtickets\.\d+)?\.name$/.test(path)) return `${path}.${defaultLanguage}`;
  if (path === 'sorting_datetime') return 'sorting_date';
  const listed = /^(.+\.times\.times)\.\d+$/.exec(path);
  if (listed?.[1]) return listed[1];
  const group = /^custom_group_ids\.\d+$/.exec(path);
  if (group) return 'custom_group_ids';
  return path;
}

/** Adds problems to a field map, each code once per field. */
export function addProblems(
  problems: Problems,
  found: readonly { path: string; code: string }[],
  defaultLanguage: Language,
) {
  for (const { path, code } of found) {
    const field = fieldPathOf(path, defaultLanguage);
    const codes = problems[field] ?? [];
    if (!codes.includes(code)) problems[field] = [...codes, code];
  }
  return problems;
}

/** A 422's field map on the form's fields (the same paths as the rule's). */
export function serverProblems(errors: Record<string, string[]>, defaultLanguage: Language): Problems {
  return addProblems(
    {},
    Object.entries(errors).flatMap(([path, messages]) => messages.map((code) => ({ path, code }))),
    defaultLanguage,
  );
}

/**
 * Everything wrong with the form before it is sent, by field: what the form cannot read, the name
 * missing in the shop's default language, the contract's rule for an event document, and what its
 * schema refuses that nothing above explains. Empty: `document` may be sent.
 */
export function eventProblems(
  values: EventFormValues,
  languages: readonly Language[],
): { document: EventDocument; problems: Problems } {
  const defaultLanguage = languages[0] ?? 'en';
  const { document, problems: unread } = documentOf(values);
  const problems = addProblems({}, unread, defaultLanguage);
  if (!values.name[defaultLanguage]?.trim())
    addProblems(problems, [{ path: `name.${defaultLanguage}`, code: 'required' }], defaultLanguage);
  // Where the form could not read a field, the rule's word on it (an end before the start, when no
  // end was given) would only confuse: the form's own problem stands alone.
  const unreadPaths = new Set(Object.keys(problems));
  addProblems(
    problems,
    eventDocumentProblems(document).filter(
      (problem) => !unreadPaths.has(fieldPathOf(problem.path, defaultLanguage)),
    ),
    defaultLanguage,
  );
  const parsed = z.safeParse(eventDocumentSchema, document);
  if (!parsed.success) {
    const sortingUnread = Boolean(problems.sorting_date || problems.sorting_time);
    const refused = parsed.error.issues
      .map((issue) => fieldPathOf(issue.path.map(String).join('.') || '_', defaultLanguage))
      .filter((path) => !problems[path] && !(path === 'sorting_date' && sortingUnread));
    addProblems(
      problems,
      refused.map((path) => ({ path, code: INVALID })),
      defaultLanguage,
    );
  }
  return { document, problems };
}

/** Where a field stands in the form, for the summary's order: as the fields follow each other. */
const FIELD_ORDER = [
  'name',
  'event_name',
  'description',
  'image',
  'images',
  'venue_id',
  'category_id',
  'language',
  'custom_group_ids',
  'sequence_no',
  'duration_minutes',
  'max_participants',
  'prices',
  'sorting_date',
  'sorting_time',
  'end',
  'tickets',
  'mode',
  'price',
  'vat_value',
  'weight',
  // A membership type's (issue 36), in the order its editor shows them.
  'validity',
  'persons',
  'benefits',
  'event_ids',
  'discount_percent',
  'per_booking',
  'per_day',
  'member_share_percent',
  'member_share_until_hours',
  'group_id',
  'family',
  'subtickets',
  'min_quantity',
  'max_quantity',
  'questions',
  'type',
  'question',
  'options',
  'value',
  'label',
  'schedule',
  'rules',
  'weekdays',
  'from',
  'until',
  'times',
  'first',
  'last',
  'minutes',
  'duration',
  'capacity',
  'closed',
  'date',
  'holiday',
  'specials',
];

function comparePaths(a: string, b: string): number {
  const left = a.split('.');
  const right = b.split('.');
  for (let at = 0; at < Math.min(left.length, right.length); at++) {
    const x = left[at] ?? '';
    const y = right[at] ?? '';
    if (x === y) continue;
    if (/^\d+$/.test(x) && /^\d+$/.test(y)) return Number(x) - Number(y);
    const rank = (segment: string) => {
      const found = FIELD_ORDER.indexOf(segment);
      return found < 0 ? FIELD_ORDER.length : found;
    };
    return rank(x) - rank(y) || x.localeCompare(y);
  }
  return left.length - right.length;
}

/** The fields in error in the order the form shows them. */
export function problemPaths(problems: Problems): string[] {
  return Object.keys(problems)
    .filter((path) => (problems[path]?.length ?? 0) > 0)
    .sort(comparePaths);
}

/** Both maps in one, each code once per field. */
export function mergeProblems(first: Problems, second: Problems): Problems {
  const merged: Problems = { ...first };
  for (const [path, codes] of Object.entries(second))
    merged[path] = [...new Set([...(merged[path] ?? []), ...codes])];
  return merged;
}
