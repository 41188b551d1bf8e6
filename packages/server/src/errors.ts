import type { ErrorCode, FieldErrors } from '@museum-shop/contract';

/** A failure the server answers on purpose; the one error handler turns it into HTTP. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, code: ErrorCode, message: string, fieldErrors?: FieldErrors) {
    super(message);
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);
