import type { Db as BossDatabase, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';

/**
 * The app's own connection for pg-boss: PGlite's one connection, or the PostgreSQL pool (its
 * timeouts apply to the queue's statements too), so the queue opens nothing of its own.
 */
export function jobDatabase(database: DatabaseHandle, pglite: typeof fromPglite): BossDatabase {
  const raw = database.raw;
  if (raw.kind === 'pglite') return pglite(raw.client);
  return { executeSql: (text, values) => raw.pool.query(text, values as unknown[] | undefined) };
}
