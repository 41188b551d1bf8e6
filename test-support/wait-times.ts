/**
 * How long a test waits for something that will happen (a render, a log line, a language loaded)
 * before it fails: long enough for a busy CI machine, short of the test's own timeout.
 */
export const ASYNC_WAIT_MS = 10_000;
