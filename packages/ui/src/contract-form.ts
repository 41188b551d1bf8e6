import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { errorResponseOf } from './api-errors.ts';

/**
 * Form handling both apps share (issue 34): forms run on react-hook-form, and what a form may send
 * is decided by the contract, by its zod schemas (the shop's forms, through zodResolver) or by a
 * rule that answers a field map of codes (the staff app's setup forms). The server's 422 field map
 * lands on the same fields.
 */

/** A field map: field path → the codes or messages of what is wrong with it. */
export type FieldProblems = Record<string, readonly string[]>;

/** The messages of one field, as a form keeps them in its one message string. */
const MESSAGES_SEPARATOR = '\n';

/** The messages a field's error carries (a rule may find several things wrong with one field). */
export function messagesOf(error: Pick<FieldError, 'message'> | undefined): string[] {
  return error?.message ? error.message.split(MESSAGES_SEPARATOR) : [];
}

/**
 * A react-hook-form resolver from a contract rule: the form's values are turned into what would
 * be sent (`toBody`) and checked by the rule the server checks them with. The rule's field paths
 * name the form's fields, so the form's values have the shape of what is sent.
 */
export function ruleResolver<Values extends FieldValues, Body>(
  rule: (body: Body) => FieldProblems,
  toBody: (values: Values) => Body,
): Resolver<Values> {
  return (values, _context, options) => {
    const problems = Object.entries(rule(toBody(values)));
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      problems.map(([path, messages]) => [
        path,
        { type: 'rule', message: messages.join(MESSAGES_SEPARATOR) } satisfies FieldError,
      ]),
    );
    return { values: {}, errors: toNestErrors<Values>(errors, options) };
  };
}

/**
 * Sets a failed call's 422 field map on the fields a form shows (renamed where the server calls a
 * field otherwise), the first of them focused; answers whether any was set. What no field shows is
 * for the form's own error text.
 */
export function applyFieldErrors(
  error: unknown,
  setError: (
    field: never,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
  fields: readonly string[],
  rename: Record<string, string> = {},
): boolean {
  let first = true;
  for (const [field, messages] of Object.entries(errorResponseOf(error)?.errors ?? {})) {
    const name = rename[field] ?? field;
    if (!fields.includes(name)) continue;
    setError(
      name as never,
      { type: 'server', message: messages.join(MESSAGES_SEPARATOR) },
      { shouldFocus: first },
    );
    first = false;
  }
  return !first;
}
