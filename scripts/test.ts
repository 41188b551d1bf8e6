// `npm test`: every test — unit, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and
// browser, and the browser tests once more against PostgreSQL when TEST_DATABASE_URL is set. Ends with one
// line "N passed, N failed" and a non-zero exit on any failure, or when any part ran no test at all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase } from '../packages/server/src/test-support/postgres-database.ts';
import { DEFAULT_TEST_CLOCK, testClockSetting } from '../test-support/test-clock.ts';
import { projectNames } from '../vitest.config.ts';
import { ensureChromium } from './lib/chromium.ts';
import { ensurePoppler } from './lib/debian-packages.ts';
import { commitTestClock, MUSEUM_TIME_ZONE } from './lib/museum-clock.ts';
import { repoRoot } from './lib/paths.ts';
import { assertPostgresReachable } from './lib/postgres.ts';
import type { ProjectCounts } from './lib/vitest-project-counts.ts';
import { buildAdmin, buildWeb } from './lib/web-build.ts';

const started = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'museum-shop-test-'));
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
/**
 * Each failed test, named again in the run's last lines: CI keeps only the end of a long output,
 * where a failure the first part printed was lost (stop 32).
 */
const failures: string[] = [];
/** What makes the run fail although no test did, e.g. a part that ran no test. */
const problems: string[] = [];
/**
 * The browser journeys that run a second time with the server on PostgreSQL: those that book places,
 * take stock and pay, where the two databases could differ. The whole suite twice would double the
 * longest part of CI.
 */
const POSTGRES_E2E_SPECS = ['e2e/checkout', 'e2e/booking', 'e2e/admin', 'e2e/account'];
/**
 * Of those, the axe scans do not run again: what a screen's markup is does not depend on the
 * database or the hour, and they were a quarter of that run's time.
 */
const POSTGRES_E2E_SKIPPED = ['--grep-invert', 'no axe violations'];

/** The commit checked out, or undefined outside a git work tree. */
function headCommit(): string | undefined {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function readJson(path: string): Record<string, unknown> | undefined {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/**
 * The one clock of the run (issue 33): TEST_CLOCK, else a fixed ordinary instant, for Vitest and the
 * first browser run. The second browser run starts at an instant the commit's hash picks among the
 * risky ones (late evening, midnight, a month's and a year's end, the changes of summer time), so
 * every commit tries another, and a failure replays with the TEST_CLOCK printed here and at the end.
 */
let testClock = DEFAULT_TEST_CLOCK;
let postgresTestClock = DEFAULT_TEST_CLOCK;
try {
  const chosen = testClockSetting(process.env.TEST_CLOCK);
  const commit = headCommit();
  testClock = chosen ?? DEFAULT_TEST_CLOCK;
  postgresTestClock = chosen ?? (commit ? commitTestClock(commit) : DEFAULT_TEST_CLOCK);
  console.log(
    `TEST_CLOCK=${testClock}${chosen ? '' : ' (the default)'}: the clock of Vitest and the first browser run, ` +
      `in museum time (${MUSEUM_TIME_ZONE}).`,
  );
  ensureChromium();
  ensurePoppler();
  if (process.env.TEST_DATABASE_URL) await assertPostgresReachable(process.env.TEST_DATABASE_URL);
  else
    console.log('TEST_DATABASE_URL is not set: the PostgreSQL suite does not run (the PGlite suite does).');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** How long each part took, printed before the closing line so that growth is seen (issue 27). */
const partTimes: string[] = [];
const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;
async function timed<T>(label: string, work: () => Promise<T> | T): Promise<T> {
  const start = Date.now();
  try {
    return await work();
  } finally {
    partTimes.push(`${label}: ${seconds(Date.now() - start)}`);
  }
}

console.log('Building the web app for the browser tests…');
await timed('building the web app', buildWeb);
console.log('Building the staff app for the browser tests…');
await timed('building the staff app', buildAdmin);

const projectCountsFile = join(reports, 'vitest-projects.json');
const vitestStart = Date.now();
const unitOk = run(
  bin('vitest'),
  [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'vitest.json')}`,
    `--reporter=${join(repoRoot, 'scripts/lib/vitest-project-counts.ts')}`,
  ],
  { VITEST_PROJECT_COUNTS: projectCountsFile, TEST_CLOCK: testClock },
);
const vitest = readJson(join(reports, 'vitest.json')) as
  | { numPassedTests?: number; numFailedTests?: number }
  | undefined;
const projectCounts = (readJson(projectCountsFile) ?? {}) as ProjectCounts;
const PROJECT_LABELS: Record<string, string> = {
  contract: 'contract',
  server: 'server on PGlite',
  'server-isolated': 'server files that replace a module, on PGlite',
  'server-postgres': 'server on PostgreSQL',
  web: 'web',
  'web-isolated': 'web files that replace a module',
  admin: 'staff app',
  ui: 'the shared kit',
};
partTimes.push(
  `unit and server tests (Vitest, its projects side by side): ${seconds(Date.now() - vitestStart)}`,
);
for (const name of projectNames) {
  const counts = projectCounts[name];
  if (!counts || counts.passed + counts.failed === 0)
    problems.push(`The Vitest project ${name} ran no test.`);
  for (const failure of counts?.failures ?? []) failures.push(`Vitest, ${name}: ${failure}`);
  if (counts && counts.passed + counts.failed > 0)
    partTimes.push(
      `  ${PROJECT_LABELS[name] ?? name}: ${seconds(counts.spanMs)} from its first file to its last, ${seconds(counts.busyMs)} of file time`,
    );
}

interface PlaywrightSuite {
  title: string;
  specs?: {
    title: string;
    tests: { status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The browser tests of a Playwright JSON report that failed on every try, as "file › title: error". */
function failedBrowserTests(suites: PlaywrightSuite[] = [], path: string[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message?.split('\n')[0] ?? '';
          return `${[...path, suite.title, spec.title].join(' › ')}: ${error}`;
        }),
    ),
    ...failedBrowserTests(suite.suites, [...path, suite.title]),
  ]);
}

interface PlaywrightStats {
  expected: number;
  unexpected: number;
  flaky: number;
}

/** One run of the browser suite (`args` picks specs) on a server of its own; `env` reaches that server. */
async function runBrowserTests(label: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'museum-shop-e2e-'));
  const mailDir = mkdtempSync(join(tmpdir(), 'museum-shop-e2e-mail-'));
  const report = join(reports, `playwright ${label}.json`);
  const ok = run(bin('playwright'), ['test', ...args], {
    ...env,
    E2E_DATA_DIR: dataDir,
    E2E_MAIL_DIR: mailDir,
    PLAYWRIGHT_JSON_OUTPUT_NAME: report,
  });
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  const results = readJson(report) as
    | { stats?: Partial<PlaywrightStats>; suites?: PlaywrightSuite[] }
    | undefined;
  const { expected = 0, unexpected = 0, flaky = 0 } = results?.stats ?? {};
  for (const failure of failedBrowserTests(results?.suites)) failures.push(`Browser ${label}: ${failure}`);
  if (expected + unexpected + flaky === 0) problems.push(`The browser tests ${label} ran no test.`);
  return { ok, stats: { expected, unexpected, flaky } };
}

const browserRuns = [
  await timed('browser', () =>
    runBrowserTests(`(embedded database, TEST_CLOCK=${testClock})`, [], { TEST_CLOCK: testClock }),
  ),
];
if (process.env.TEST_DATABASE_URL) {
  console.log(
    `\nThe browser tests of ${POSTGRES_E2E_SPECS.join(', ')} again but their axe scans, with the server on PostgreSQL and ` +
      `its clock starting at TEST_CLOCK=${postgresTestClock} (museum time, ${MUSEUM_TIME_ZONE}; ` +
      `${process.env.TEST_CLOCK ? 'as set' : "chosen by the commit's hash"})…`,
  );
  const database = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
  try {
    browserRuns.push(
      await timed('browser on PostgreSQL', () =>
        runBrowserTests(
          `on PostgreSQL, TEST_CLOCK=${postgresTestClock}`,
          [...POSTGRES_E2E_SPECS, ...POSTGRES_E2E_SKIPPED],
          {
            DATABASE_URL: database.url,
            // PostgreSQL databases get the demo museum only when asked for.
            SEED_DEMO: 'true',
            // A shop on PostgreSQL names its payment provider: here the demo's sandbox (test mode).
            PAYMENT_PROVIDER: 'sandbox',
            // The server's one clock (and the browser's, e2e/fixtures.ts) runs from that instant.
            TEST_CLOCK: postgresTestClock,
          },
        ),
      ),
    );
  } finally {
    await database.drop();
  }
}
rmSync(reports, { recursive: true, force: true });

const sum = (count: (stats: PlaywrightStats) => number) =>
  browserRuns.reduce((total, { stats }) => total + count(stats), 0);
const passed = (vitest?.numPassedTests ?? 0) + sum((stats) => stats.expected + stats.flaky);
const failed = (vitest?.numFailedTests ?? 0) + sum((stats) => stats.unexpected);
const ok = unitOk && browserRuns.every((browserRun) => browserRun.ok) && problems.length === 0;
console.log('\nTime of each part:');
for (const line of partTimes) console.log(`  ${line}`);
console.log(`All tests took ${Math.round((Date.now() - started) / 1000)} s.`);
if (failures.length > 0) {
  console.error(`Failed:\n${failures.map((failure) => `  ${failure}`).join('\n')}`);
  console.error(
    `Replay at the same instant: TEST_CLOCK=${testClock} npm test (Vitest, the first browser run)` +
      (postgresTestClock === testClock
        ? '.'
        : `, TEST_CLOCK=${postgresTestClock} npm test (the PostgreSQL browser run).`),
  );
}
for (const problem of problems) console.error(problem);
// A runner that crashed before it reported still counts as a failure.
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed`);
process.exit(ok ? 0 : 1);
