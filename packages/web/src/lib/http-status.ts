/** The statuses the HTTP client retries (spec §9); ky's own default list lacks 521, 522 and 524. */
export const RETRY_STATUS_CODES = [408, 413, 429, 500, 502, 503, 504, 521, 522, 524];

export type StatusReaction = 'toLogin' | 'serverError' | 'reload' | 'none';

/**
 * How the app reacts to a failed call once the client has given up retrying (spec §8): 401/403
 * go to login (unless the visitor is already there), 500 shows the support message, 503 reloads.
 */
export function reactionToStatus(status: number, onLoginScreen: boolean): StatusReaction {
  if (status === 401 || status === 403) return onLoginScreen ? 'none' : 'toLogin';
  if (status === 500) return 'serverError';
  if (status === 503) return 'reload';
  return 'none';
}
