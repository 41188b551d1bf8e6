import { defineConfig, devices } from '@playwright/test';
import { MUSEUM_TIME_ZONE } from './e2e/server-clock.ts';
import { chromiumPath } from './scripts/lib/chromium.ts';
import { TEST_PROCESS_TIME_ZONE, testRunClock } from './test-support/test-clock.ts';

// The run's one clock (issue 33): the server's starts at TEST_CLOCK (else a fixed, ordinary instant,
// test-support/test-clock.ts) as CLOCK_START, and so does the browser's (e2e/fixtures.ts). The real
// time it starts from is noted where it is started (e2e/global-setup.ts), so the tests can tell
// the server's now (e2e/server-clock.ts). Workers inherit both from the main process.
process.env.CLOCK_START = testRunClock();
// The servers' time zone is not the machine's: UTC, not the museum's, so a date taken from the
// process's zone instead of the shop's shows.
process.env.TZ = TEST_PROCESS_TIME_ZONE;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // Always: a forgotten .only would quietly run one test and report success.
  forbidOnly: true,
  retries: 0,
  // npm test reads the JSON report for its closing count line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  // A test's own time, generous: CI's 2-core machines have run the same test three times slower
  // from one day to the next. A test that needs more says so with test.setTimeout.
  timeout: 60_000,
  // The same for waiting on a screen: a page's first load has taken 4 s there.
  expect: { timeout: 10_000 },
  // The mail catcher and the shop, on ports the system gives them; their addresses reach the
  // workers as E2E_SMTP_PORT and E2E_BASE_URL, set there before any worker starts.
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // The museum's visitors are in its time zone: the browser's "today" is the museum's.
    timezoneId: MUSEUM_TIME_ZONE,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      // Debian's Chromium as root, on a machine whose network reaches no outside host.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
