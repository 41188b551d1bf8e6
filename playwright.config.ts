import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { MUSEUM_TIME_ZONE } from './e2e/server-clock.ts';
import { chromiumPath } from './scripts/lib/chromium.ts';
import { TEST_PROCESS_TIME_ZONE, testRunClock } from './test-support/test-clock.ts';

// `npm test` passes a free port and a fresh data directory; a direct `playwright test` makes its own.
// Workers inherit these from the main process, so all of them talk to the one server.
process.env.E2E_PORT ??= '3210';
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'museum-shop-e2e-'));
// The shop's e-mail goes to a local SMTP server that keeps every message as a file (e2e/mail-catcher.ts).
process.env.E2E_SMTP_PORT ??= String(Number(process.env.E2E_PORT) + 1);
process.env.E2E_MAIL_DIR ??= mkdtempSync(join(tmpdir(), 'museum-shop-e2e-mail-'));
// The run's one clock (issue 33): the server's starts at TEST_CLOCK (else a fixed, ordinary instant,
// test-support/test-clock.ts) as CLOCK_START, and so does the browser's (e2e/fixtures.ts). The real
// time it starts from is noted here, so the tests can tell the server's now (e2e/server-clock.ts).
// Workers inherit both from the main process.
process.env.CLOCK_START = testRunClock();
process.env.E2E_CLOCK_SET_AT ??= String(Date.now());
// The servers' time zone is not the machine's: UTC, not the museum's, so a date taken from the
// process's zone instead of the shop's shows.
process.env.TZ = TEST_PROCESS_TIME_ZONE;
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

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
  use: {
    baseURL,
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
  webServer: [
    {
      command: `"${process.execPath}" e2e/mail-catcher.ts`,
      port: Number(process.env.E2E_SMTP_PORT),
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT, E2E_MAIL_DIR: process.env.E2E_MAIL_DIR },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `"${process.execPath}" packages/server/src/server.ts`,
      url: `${baseURL}/api/en/shopinfo/config?shop=1`,
      // With the rest of the environment: DATABASE_URL, SEED_DEMO and CLOCK_START come from npm test.
      env: {
        PORT: String(port),
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // The catcher is a relay on this machine: no STARTTLS.
        SMTP_REQUIRE_TLS: 'false',
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
    },
  ],
});
