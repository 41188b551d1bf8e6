import { type ErrorCode, type ErrorResponse, errorResponseSchema } from '@museum-shop/contract';
import { isHttpError } from './http-error.ts';

/**
 * What a failed call of the contract said, as both apps read it: each app calls through the kit's
 * client (an `HttpError` for an error status), and a server's refusal is the contract's error body (its code, message, problems and field errors).
 */

/** The HTTP status of a failed call, if it got an answer at all. */
export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response.status : undefined;
}

/** The contract's error body of a failed call, if the server answered with one. */
export function errorResponseOf(error: unknown): ErrorResponse | undefined {
  if (!isHttpError(error)) return undefined;
  const parsed = errorResponseSchema.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}

/** The contract's error code of a failed call, when the server answered with one. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  return errorResponseOf(error)?.code;
}

/** The field errors (field → messages) of a 422 answer. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return (errorResponseOf(error) as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
}
