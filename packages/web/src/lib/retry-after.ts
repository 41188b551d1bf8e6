import { isHTTPError } from 'ky';

/** The seconds a refusal asks to wait (a 429's or 503's Retry-After in seconds), 0 where it says none. */
export function retryAfterSeconds(error: unknown): number {
  if (!isHTTPError(error)) return 0;
  const seconds = Number(error.response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** The whole minutes to tell a visitor to wait: Retry-After rounded up, at least 1. */
export const retryAfterMinutes = (error: unknown) => Math.max(1, Math.ceil(retryAfterSeconds(error) / 60));
