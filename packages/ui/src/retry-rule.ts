import type { RetryOptions } from 'up-fetch';
import { HttpError, jsonBodyOf, retryAfterOf } from './http-error.ts';

/** How a client repeats a call that failed: each app says its own (lib/api-client.ts). */
export interface RetryRule {
  /** How often a call is repeated after its first try. */
  limit: number;
  /** The methods repeated; by default those a repeat cannot do twice (not POST). */
  methods?: readonly string[];
  /** The statuses repeated; by default the spec's list (§9). */
  statusCodes?: readonly number[];
  /** A further say on an answer of one of those statuses, e.g. its error code. */
  shouldRetry?: (error: HttpError) => boolean;
}

/** The spec's statuses a client retries (spec §9). */
export const RETRY_STATUS_CODES: readonly number[] = [408, 413, 429, 500, 502, 503, 504, 521, 522, 524];
const IDEMPOTENT_METHODS: readonly string[] = ['GET', 'PUT', 'HEAD', 'DELETE', 'OPTIONS', 'TRACE'];
/** Statuses whose Retry-After says when to try again. */
const WAIT_AS_TOLD = new Set([413, 429, 503]);
/** The wait before the first repeat, doubled before each next one. */
const FIRST_DELAY_MS = 300;

/**
 * The rule as up-fetch's retry options, for calls that time out after `timeoutMs`. A network
 * failure is repeated, a timeout or an abort is not. An answer that asks for a longer wait than
 * half the call's time is not repeated either: the caller hears it and tells the visitor how long.
 */
export function upFetchRetry(rule: RetryRule, timeoutMs: number): RetryOptions {
  const methods = (rule.methods ?? IDEMPOTENT_METHODS).map((method) => method.toUpperCase());
  const statusCodes = rule.statusCodes ?? RETRY_STATUS_CODES;
  const waitOf = (response: Response | undefined) =>
    response && WAIT_AS_TOLD.has(response.status) ? retryAfterOf(response) : undefined;
  return {
    attempts: rule.limit,
    when: async ({ request, response, error }) => {
      if (!methods.includes(request.method.toUpperCase())) return false;
      // fetch fails with a TypeError when the network does; a timeout or abort is a DOMException.
      if (!response) return error instanceof TypeError;
      if (!statusCodes.includes(response.status)) return false;
      const wait = waitOf(response);
      if (wait !== undefined && wait * 1000 > timeoutMs / 2) return false;
      if (!rule.shouldRetry) return true;
      const copy = response.clone();
      return rule.shouldRetry(new HttpError(copy, await jsonBodyOf(copy)));
    },
    delay: ({ response, attempt }) => {
      const wait = waitOf(response);
      return wait !== undefined ? wait * 1000 : FIRST_DELAY_MS * 2 ** (attempt - 1);
    },
  };
}
