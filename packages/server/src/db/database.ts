import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import { preparingClient } from './pglite-statements.ts';

type Schema = Record<string, never>;
/** The database as repositories see it, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository takes as its first argument: the database or a transaction on it. */
export type Db = Database | Transaction;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      /** Tests: start as a copy of this dump of a data folder (PGlite's dumpDataDir) instead of empty. */
      image?: Blob;
    }
  | { kind: 'postgres'; url: string; timeouts?: DatabaseTimeouts };

/** PostgreSQL: how long a statement may run and wait for a lock before the server cancels it (ms). */
export interface DatabaseTimeouts {
  statementMs: number;
  lockMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = { statementMs: 15_000, lockMs: 5_000 };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  /** The driver under drizzle, for a library that speaks SQL itself (the job queue). */
  raw: { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; pool: Pool };
  /**
   * Where a connection that fails outside any query is reported (PostgreSQL dropped an idle
   * connection, a restart): the app points it at its log; the pool replaces the connection.
   */
  onConnectionError: (error: Error) => void;
  close(): Promise<void>;
}

/**
 * PGlite starts PostgreSQL with shared_buffers = 128MB, and zeroing that much memory took about
 * 70 ms of every start. 32MB still holds a museum shop's whole database (the demo's is under 10 MB);
 * what does not fit is read again from the data folder through the operating system's cache.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Opens the database and brings its schema up to date. PGlite's driver is loaded with this module,
 * so that PGlite can start opening at once while the server's other modules load; pg is loaded
 * only for PostgreSQL.
 */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(target.dataDir ?? undefined, {
      startParams: PGLITE_START_PARAMS,
      ...(target.image ? { loadDataDir: target.image } : {}),
    });
    const db = drizzlePglite({ client: preparingClient(client) as unknown as PGlite });
    if (!(await schemaIsCurrent(db as unknown as Database))) {
      await migratePglite(db, { migrationsFolder });
      const { JOB_SCHEMA_MISSING, jobSchemaSql } = await import('./job-schema.ts');
      const [queue] = (await client.query<{ missing: boolean }>(JOB_SCHEMA_MISSING)).rows;
      if (queue?.missing) await client.exec(await jobSchemaSql());
    }
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      raw: { kind: 'pglite', client },
      onConnectionError: () => {},
      close: () => client.close(),
    };
  }
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const timeouts = target.timeouts ?? DEFAULT_DATABASE_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: 10,
    // A database that does not answer at all fails the request (503) instead of queueing it forever.
    connectionTimeoutMillis: 10_000,
    statement_timeout: timeouts.statementMs,
    lock_timeout: timeouts.lockMs,
  });
  const handle: DatabaseHandle = {
    db: drizzleNodePg({ client: pool }) as unknown as Database,
    kind: 'postgres',
    raw: { kind: 'postgres', pool },
    onConnectionError: (error) => console.error('database connection lost:', error.message),
    close: () => endPool(pool),
  };
  // Without these listeners a connection PostgreSQL drops (restart, pg_terminate_backend, a
  // network cut) is an unhandled 'error' event that ends the process. An idle one is reported
  // here; a checked-out one also fails its query, which answers the request with a 503.
  pool.on('error', (error) => handle.onConnectionError(error));
  pool.on('connect', (client) => client.on('error', () => {}));
  await migrate(pool);
  return handle;
}

/** When the newest migration of the journal was written (drizzle's migrator compares these). */
export function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * True when the database has every migration up to `newest`, by drizzle's own rule (the newest
 * applied timestamp). The usual restart then skips drizzle's migrator, whose CREATE … IF NOT EXISTS
 * statements cost more than these two reads.
 */
export async function schemaIsCurrent(db: Database, newest = newestMigration()): Promise<boolean> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const [table] = await rows(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`);
  if (!table?.present) return false;
  const [applied] = await rows(sql`SELECT max(created_at)::text AS latest FROM drizzle.__drizzle_migrations`);
  return applied?.latest != null && Number(applied.latest) >= newest;
}

/** Brings the schema up to date; several processes may start at once, so only one migrates at a time. */
async function migrate(pool: Pool): Promise<void> {
  const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  if (await schemaIsCurrent(drizzleNodePg({ client: pool }) as unknown as Database)) return;
  const lock = await pool.connect();
  try {
    // A migration may rewrite a large table: the request timeouts do not apply to it.
    await lock.query('SET statement_timeout = 0; SET lock_timeout = 0');
    await lock.query('SELECT pg_advisory_lock(727274)');
    await migrateNodePg(drizzleNodePg({ client: lock }), { migrationsFolder });
    const { JOB_SCHEMA_MISSING, jobSchemaSql } = await import('./job-schema.ts');
    const { rows } = await lock.query<{ missing: boolean }>(JOB_SCHEMA_MISSING);
    if (rows[0]?.missing) await lock.query(await jobSchemaSql());
    await lock.query('SELECT pg_advisory_unlock(727274)');
  } finally {
    // Discarded rather than returned to the pool: it has no timeouts, and the session lock goes with it.
    lock.release(true);
  }
}

/**
 * Ends the pool and waits until every connection is really closed: pool.end() resolves as soon as
 * it has asked its clients to end, and a database dropped or restarted in that moment would kill a
 * connection still closing, which then fails without anyone listening.
 */
async function endPool(pool: Pool): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open <= 0) resolve();
    });
  });
  await pool.end();
  await closed;
}
