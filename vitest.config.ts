import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_PROCESS_TIME_ZONE, testRunClock } from './test-support/test-clock.ts';
import { ASYNC_WAIT_MS } from './test-support/wait-times.ts';

// One clock and one time zone for every test file, whatever the machine's (issue 33): the servers'
// clocks start at TEST_CLOCK (test-support/clock.ts in the server), the jsdom apps' Date at the same
// instant (test-support/pinned-date.ts). The workers inherit both.
process.env.CLOCK_START = testRunClock();
process.env.TZ = TEST_PROCESS_TIME_ZONE;

const failOnConsoleError = './test-support/fail-on-console-error.ts';
/**
 * expect.poll gives up after 1 s by default, which a server's log line or a language loaded on a
 * busy CI machine has exceeded. Each project says it: projects do not inherit the root's options.
 */
const patientPolls = { poll: { timeout: ASYNC_WAIT_MS } };
/** findBy… and waitFor in the component tests wait as long (test-support). */
const patientWaits = './test-support/patient-waits.ts';
const freshDocument = './test-support/fresh-document.ts';
const pinnedDate = './test-support/pinned-date.ts';
/**
 * A unit test's own time: Vitest's 5 s default is too tight for the few that do real work (the
 * whole repository's import graph, a form in jsdom) on a busy 2-core machine, where the same test
 * has taken three times as long from one day to the next. Speed is measured by `npm run bench`.
 */
const UNIT_TEST_TIMEOUT_MS = 20_000;
/** Server test files that replace a module (vi.mock) and so need a module registry of their own. */
const ISOLATED_SERVER_TESTS = 'packages/server/src/**/*.isolated.test.ts';
const serverProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    // *.postgres.test.ts need a PostgreSQL server (several processes on one database).
    include: ['packages/server/src/**/*.test.ts'],
    exclude: [
      ISOLATED_SERVER_TESTS,
      ...(dbKind === 'postgres' ? [] : ['packages/server/src/**/*.postgres.test.ts']),
    ],
    environment: 'node' as const,
    setupFiles: [failOnConsoleError],
    expect: patientPolls,
    env: { TEST_DB_KIND: dbKind },
    // The files of a worker share its imported modules: each file imported the whole server anew,
    // a fifth of the project's time (measured: the PGlite project 158 s isolated, 86 s shared).
    // Every file builds its own app and database, so nothing else is shared.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Web test files that replace a module (vi.mock) and so need a module registry of their own. */
const ISOLATED_WEB_TESTS = 'packages/web/src/**/*.isolated.test.{ts,tsx}';
/** A React app's component and unit tests, in jsdom. */
const browserProject = (name: string, include: string, exclude: string[], isolate: boolean) => ({
  plugins: [react()],
  test: {
    name,
    include: [include],
    exclude,
    environment: 'jsdom' as const,
    isolate,
    testTimeout: UNIT_TEST_TIMEOUT_MS,
    // React's development build (with act()) even where a Vite build set NODE_ENV=production.
    env: { NODE_ENV: 'test' },
    // A shared jsdom is made fresh for each file; an isolated file has a new one anyway.
    setupFiles: [failOnConsoleError, patientWaits, pinnedDate, ...(isolate ? [] : [freshDocument])],
    expect: patientPolls,
  },
});

const projects = [
  {
    test: {
      name: 'contract',
      // With the test scripts' own helpers (scripts/lib), which are as plain.
      include: ['packages/contract/src/**/*.test.ts', 'scripts/lib/**/*.test.ts'],
      environment: 'node',
      testTimeout: UNIT_TEST_TIMEOUT_MS,
      setupFiles: [failOnConsoleError],
      expect: patientPolls,
    },
  },
  serverProject('server', 'pglite'),
  {
    test: {
      ...serverProject('server-isolated', 'pglite').test,
      include: [ISOLATED_SERVER_TESTS],
      exclude: [],
      isolate: true,
    },
  },
  // The same server suite on PostgreSQL, each test app in a database of its own.
  ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
  // A web worker's files share one jsdom and its imports, which were three quarters of the
  // project's CPU (measured: 58 s user isolated, 22 s shared). The tests clean up what they render
  // and stub; a file that replaces a module (vi.mock) runs isolated, as on the server.
  browserProject('web', 'packages/web/src/**/*.test.{ts,tsx}', [ISOLATED_WEB_TESTS], false),
  browserProject('web-isolated', ISOLATED_WEB_TESTS, [], true),
  // The staff app's tests set fetch for good (test-support/render.tsx): each file on its own.
  browserProject('admin', 'packages/admin/src/**/*.test.{ts,tsx}', [], true),
  // The kit both apps share (packages/ui).
  browserProject('ui', 'packages/ui/src/**/*.test.{ts,tsx}', [], false),
];

/** The projects of this run; `npm test` fails when one of them ran no test. */
export const projectNames = projects.map((project) => project.test.name);

export default defineConfig({
  test: {
    // A forgotten .only would quietly run one test and report success.
    allowOnly: false,
    // The server files wait on their databases (PostgreSQL above all) as much as they compute: on
    // the 2-core CI machine three workers keep both cores busy. Measured on it, all projects:
    // the default (one fewer than the cores) 229 s, 3 workers 169 s, 4 workers 166 s (issue 27).
    maxWorkers: 3,
    projects,
  },
});
