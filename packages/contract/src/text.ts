import * as z from 'zod/mini';

/**
 * A string a person typed, at most `max` characters: no control characters (PostgreSQL cannot even
 * store NUL) and no lone UTF-16 surrogates (they would be stored as U+FFFD, silently changed).
 * Every string of an account request is one, so bad input is a 422 before anything is counted or stored.
 */
export const typedText = (max: number) =>
  z
    .string()
    .check(
      z.maxLength(max),
      z.regex(/^[^\p{Cc}\p{Cs}]*$/u, { error: 'must not contain control characters or broken Unicode' }),
    );
