import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

type Schema = Record<string, never>;
/** The database as repositories see it, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What a repository takes as its first argument: the database or a transaction on it. */
export type Db = Database | Transaction;

export type DatabaseTarget =
  | { kind: 'pglite'; dataDir: string | null /* null: in memory */ }
  | { kind: 'postgres'; url: string };

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseTarget['kind'];
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'pglite') {
    if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
    const client = await PGlite.create(target.dataDir ?? undefined);
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
  }
  const pool = new pg.Pool({ connectionString: target.url, max: 10 });
  const db = drizzleNodePg({ client: pool });
  // Several server processes may start at once against one database: only one migrates at a time.
  const lock = await pool.connect();
  try {
    await lock.query('SELECT pg_advisory_lock(727274)');
    await migrateNodePg(db, { migrationsFolder });
  } finally {
    await lock.query('SELECT pg_advisory_unlock(727274)').finally(() => lock.release());
  }
  return { db: db as unknown as Database, kind: 'postgres', close: () => endPool(pool) };
}

/**
 * Ends the pool and waits until every connection is really closed: pool.end() resolves as soon as
 * it has asked its clients to end, and a database dropped or restarted in that moment would kill a
 * connection still closing, which then fails without anyone listening.
 */
async function endPool(pool: pg.Pool): Promise<void> {
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
