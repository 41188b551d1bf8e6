// The one clock of a test run (issue 33). `TEST_CLOCK`, an ISO 8601 instant with offset, is the
// instant at which the servers' clocks (CLOCK_START), the browsers' clocks (e2e/fixtures.ts) and the
// "today" of the Vitest files start, running at the real pace from there. Unset, it is a fixed,
// ordinary instant, so no test reads the machine's clock and `npm test` gives the same answer at
// 23:30 as at 10:00.

/**
 * The default instant of a test run: a Wednesday (Neon Nights is closed on Mondays) at 10:00 in
 * winter time, away from a month's end, a year's end and a change of summer time.
 */
export const DEFAULT_TEST_CLOCK = '2026-11-25T10:00:00+01:00';

/**
 * The time zone of every test process, whatever the machine's: the servers', the jsdom apps' and the
 * test scripts'. UTC is not the museum's (Europe/Berlin), so code that takes the museum's dates
 * from the process's zone instead of the shop's is caught.
 */
export const TEST_PROCESS_TIME_ZONE = 'UTC';

const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?([+-]\d{2}:\d{2}|Z)$/;

/** TEST_CLOCK as given, checked; a bad value stops the run with a message saying what is wanted. */
export function testClockSetting(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!ISO_WITH_OFFSET.test(value) || Number.isNaN(Date.parse(value)))
    throw new Error(
      `TEST_CLOCK must be an ISO 8601 instant with its offset, e.g. ${DEFAULT_TEST_CLOCK}; it is "${value}".`,
    );
  return value;
}

/** The instant a test run starts its clocks at: TEST_CLOCK, else CLOCK_START, else the default. */
export function testRunClock(env: NodeJS.ProcessEnv = process.env): string {
  return testClockSetting(env.TEST_CLOCK) ?? testClockSetting(env.CLOCK_START) ?? DEFAULT_TEST_CLOCK;
}
