import type { ErrorCode } from '@museum-shop/contract';

/** The statuses the HTTP client retries (spec §9): the kit's client's rule. */
export { RETRY_STATUS_CODES } from '@museum-shop/ui';

export type StatusReaction = 'toLogin' | 'serverError' | 'reload' | 'none';

/**
 * 503s the screen that made the call tells itself, in place, instead of reloading the page: a
 * payment provider that is down (issue 40) is told on the checkout, with the basket and the form
 * as they were.
 */
const TOLD_IN_PLACE: readonly ErrorCode[] = ['PAYMENT_PROVIDER_UNAVAILABLE'];

/**
 * How the app reacts to a failed call once the client has given up retrying (spec §8): 401/403
 * go to login (unless the visitor is already there), 500 shows the support message, 503 reloads
 * (unless its `code` is one the calling screen tells in place).
 */
export function reactionToStatus(status: number, onLoginScreen: boolean, code?: ErrorCode): StatusReaction {
  if (status === 401 || status === 403) return onLoginScreen ? 'none' : 'toLogin';
  if (status === 500) return 'serverError';
  if (status === 503) return code && TOLD_IN_PLACE.includes(code) ? 'none' : 'reload';
  return 'none';
}
