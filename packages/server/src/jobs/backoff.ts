const FIRST_RETRY_MS = 30_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/**
 * How long to wait after the `failedAttempts`-th failure before trying again: 30 s, doubling, at
 * most an hour. There is no last attempt: a message waits for the SMTP server as long as it takes.
 */
export function retryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, failedAttempts - 1);
  // 2^7 × 30 s already passes the hour; larger exponents only risk overflow.
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(exponent, 10), LONGEST_WAIT_MS);
}
