import { type AppOptions, buildApp } from '../app.ts';
import { type DatabaseTarget, openDatabase } from '../db/database.ts';
import { seedDemoMuseum } from '../db/seed/index.ts';
import { testClock } from './clock.ts';
import { setDatabaseClock } from './database-clock.ts';
import { migratedPgliteImage, migratedPostgresTemplate } from './database-image.ts';
import { freshPostgresDatabase } from './postgres-database.ts';

/** Where the server suite runs: in-memory PGlite, or PostgreSQL when the project says so. */
const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/**
 * A new database for one test app, and how to throw it away afterwards: empty, or with `migrated`
 * a copy of a migrated one (test-support/database-image.ts), which spares every test file the
 * migrations.
 */
export async function freshDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ target: DatabaseTarget; dispose: () => Promise<void> }> {
  if (dbKind === 'pglite') {
    const image = options.migrated ? await migratedPgliteImage() : undefined;
    return {
      target: { kind: 'pglite', dataDir: null, ...(image ? { image } : {}) },
      dispose: async () => {},
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'TEST_DB_KIND=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  const template = options.migrated ? await migratedPostgresTemplate(adminUrl) : undefined;
  const { url, drop } = await freshPostgresDatabase(adminUrl, 'test', template);
  return { target: { kind: 'postgres', url }, dispose: drop };
}

export interface BuildOptions {
  /** Seed the demo museum (default true). */
  seed?: boolean;
  webDistDir?: string;
  /** Everything else the app takes: clock, mail, logger, limits. */
  app?: Omit<AppOptions, 'database' | 'webDistDir'>;
  /** Runs on the database before the app is built (a payment provider's fake that keeps a book there). */
  beforeApp?: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<void>;
}

/** The app on a fresh database of its own, seeded with the demo museum; `close` removes everything. */
export async function build(options: BuildOptions = {}) {
  const { target, dispose } = await freshDatabase({ migrated: true });
  const database = await openDatabase(target);
  // A test that pins no clock gets the tests' clock (the real time, or CLOCK_START's).
  const clock = options.app?.clock ?? testClock;
  // The demo's dates follow the app's clock, so a test that pins the date gets a demo of that day.
  if (options.seed !== false) await seedDemoMuseum(database.db, clock());
  // Holds lapse by the database's clock (decision 0016); it reads what the app's clock reads. A test
  // that pins the app's clock pins it too, and moves it with setDatabaseClock when it moves its own.
  const offsetMs = clock().getTime() - Date.now();
  if (options.app?.clock) await setDatabaseClock(database.db, { at: clock() });
  else if (Math.abs(offsetMs) > 1_000) await setDatabaseClock(database.db, { offsetMs });
  await options.beforeApp?.(database.db);
  // Jobs run when a test (or a request's runNow) asks: no worker polls behind the test's back.
  const app = await buildApp({
    jobs: { pollMs: 0 },
    ...options.app,
    clock,
    database,
    webDistDir: options.webDistDir,
  });
  return {
    app,
    db: database.db,
    /** The database handle, for a second worker on the same database (a restart). */
    database,
    dbKind,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof build>>;
