import { isHttpError, retryAfterOf } from '@museum-shop/ui';

/** The seconds a refusal asks to wait (a 429's or 503's Retry-After in seconds), 0 where it says none. */
export function retryAfterSeconds(error: unknown): number {
  return isHttpError(error) ? (retryAfterOf(error.response) ?? 0) : 0;
}

/** The whole minutes to tell a visitor to wait: Retry-After rounded up, at least 1. */
export const retryAfterMinutes = (error: unknown) => Math.max(1, Math.ceil(retryAfterSeconds(error) / 60));
