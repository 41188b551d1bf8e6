import type { ErrorCode, ErrorResponse, FieldErrors } from '@museum-shop/contract';

/** What some failures say besides their code: execPayment's `error`, a cart's line problems. */
export type ErrorExtras = Pick<ErrorResponse, 'error' | 'problems'>;

/** A failure the server answers on purpose; the one error handler turns it into HTTP. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;
  readonly extras: ErrorExtras;

  constructor(
    status: number,
    code: ErrorCode,
    message: string,
    fieldErrors?: FieldErrors,
    extras: ErrorExtras = {},
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
    this.extras = extras;
  }
}

/**
 * A refusal the client may repeat later (a limit's 429, an overloaded 503): the answer carries
 * `Retry-After` in whole seconds, so a client knows when, instead of hammering or giving up.
 */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(status: 429 | 503, code: ErrorCode, message: string, retryAfterSeconds: number) {
    super(status, code, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);

/** The 422 of a refused form or document: every problem's path with its codes (FieldErrors). */
export function fieldProblems(problems: readonly { path: string; code: string }[]): AppError {
  const fields: FieldErrors = {};
  for (const { path, code } of problems) fields[path] = [...(fields[path] ?? []), code];
  return new AppError(422, 'VALIDATION_FAILED', 'Please correct the marked fields', fields);
}
