/** The first wait after a failure; each further one doubles it. */
export const FIRST_RETRY_MS = 30_000;
/** The longest wait between two attempts. */
export const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * How long to wait after the `failedAttempts`-th failure before trying again: 30 s, doubling, at
 * most an hour. The job queue retries with the same bounds (jobs/queue.ts); this is the earliest
 * next attempt a record shows (the mail outbox's `next_attempt_at`).
 */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2^7 × 30 s already passes the hour; larger exponents only risk overflow.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(exponent, 10), LONGEST_WAIT_MS);
}
