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

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
