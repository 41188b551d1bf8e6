import { type ErrorResponse, errorResponseSchema } from '@museum-shop/contract';
import { isHTTPError } from 'ky';

/** The contract's error body of a failed checkout call (its `error`, `message`, `problems`, `errors`), if it has one. */
export function errorResponseOf(error: unknown): ErrorResponse | undefined {
  if (!isHTTPError(error)) return undefined;
  const parsed = errorResponseSchema.safeParse(error.data);
  return parsed.success ? parsed.data : undefined;
}
