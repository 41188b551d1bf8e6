import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const failOnConsoleError = './test-support/fail-on-console-error.ts';
const serverProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    // *.postgres.test.ts need a PostgreSQL server (several processes on one database).
    include: ['packages/server/src/**/*.test.ts'],
    exclude: dbKind === 'postgres' ? [] : ['packages/server/src/**/*.postgres.test.ts'],
    environment: 'node' as const,
    setupFiles: [failOnConsoleError],
    env: { TEST_DB_KIND: dbKind },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects = [
  {
    test: {
      name: 'contract',
      include: ['packages/contract/src/**/*.test.ts'],
      environment: 'node',
      setupFiles: [failOnConsoleError],
    },
  },
  serverProject('server', 'pglite'),
  // The same server suite on PostgreSQL, each test app in a database of its own.
  ...(process.env.TEST_DATABASE_URL ? [serverProject('server-postgres', 'postgres')] : []),
  {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['packages/web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      // React's development build (with act()) even where a Vite build set NODE_ENV=production.
      env: { NODE_ENV: 'test' },
      setupFiles: [failOnConsoleError],
    },
  },
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
