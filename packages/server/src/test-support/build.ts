import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type AppOptions, buildApp } from '../app.ts';
import { type DatabaseTarget, openDatabase } from '../db/database.ts';
import { seedDemoMuseum } from '../db/seed/index.ts';

/** Where the server suite runs: in-memory PGlite, or PostgreSQL when the project says so. */
const dbKind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';

/** A new, empty database for one test app, and how to throw it away afterwards. */
export async function freshDatabase(): Promise<{ target: DatabaseTarget; dispose: () => Promise<void> }> {
  if (dbKind === 'pglite') return { target: { kind: 'pglite', dataDir: null }, dispose: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'TEST_DB_KIND=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)',
    );
  const name = `museum_shop_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    dispose: async () => {
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        // pg's Pool.end() resolves before its sockets have closed; dropping WITH (FORCE) while a
        // backend is still winding down kills it, and its client throws an uncaught error.
        for (let attempt = 0; attempt < 100; attempt++) {
          const { rows } = await cleaner.query(
            'SELECT count(*)::int AS open FROM pg_stat_activity WHERE datname = $1',
            [name],
          );
          if (rows[0]?.open === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

export interface BuildOptions {
  /** Seed the demo museum (default true). */
  seed?: boolean;
  webDistDir?: string;
  /** Everything else the app takes: clock, mail, logger, limits. */
  app?: Omit<AppOptions, 'database' | 'webDistDir'>;
}

/** The app on a fresh database of its own, seeded with the demo museum; `close` removes everything. */
export async function build(options: BuildOptions = {}) {
  const { target, dispose } = await freshDatabase();
  const database = await openDatabase(target);
  if (options.seed !== false) await seedDemoMuseum(database.db);
  const app = await buildApp({ ...options.app, database, webDistDir: options.webDistDir });
  return {
    app,
    db: database.db,
    dbKind,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof build>>;
