import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** How often each table of the public schema has changed: two snapshots are equal exactly when no row changed. */
export type TableChanges = Record<string, number>;

/**
 * Counts every change to every table of the public schema, for the malformed-input sweeps that prove
 * a refused request changed nothing. Triggers on each table add one to the table's count for each
 * row inserted, deleted or really changed (an update that writes the same values changes nothing),
 * and for a truncate; a rolled-back transaction takes its counts back with it. Reading the counts is
 * one small query, where hashing every table's content took most of each case's time.
 * The counts live in a schema of their own, so they never count themselves.
 */
export async function tableChangeCounter(db: Db): Promise<() => Promise<TableChanges>> {
  const tables = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  if (tables.rows.length <= 10) throw new Error(`only ${tables.rows.length} tables to watch`);
  // One statement per call: the embedded database's driver takes no more.
  const run = (statements: string[]) =>
    statements.reduce(
      (done, statement) => done.then(() => db.execute(sql.raw(statement))).then(() => {}),
      Promise.resolve(),
    );
  await run([
    'CREATE SCHEMA IF NOT EXISTS test_changes',
    'CREATE TABLE IF NOT EXISTS test_changes.counts (name text PRIMARY KEY, n bigint NOT NULL DEFAULT 0)',
    `CREATE OR REPLACE FUNCTION test_changes.count() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         UPDATE test_changes.counts SET n = n + 1 WHERE name = TG_TABLE_NAME;
         RETURN NULL;
       END $$`,
  ]);
  for (const { name } of tables.rows) {
    const table = `"public"."${name}"`;
    await run([
      `INSERT INTO test_changes.counts (name) VALUES ('${name}') ON CONFLICT (name) DO NOTHING`,
      `DROP TRIGGER IF EXISTS test_changes_rows ON ${table}`,
      `DROP TRIGGER IF EXISTS test_changes_updates ON ${table}`,
      `DROP TRIGGER IF EXISTS test_changes_truncate ON ${table}`,
      `CREATE TRIGGER test_changes_rows AFTER INSERT OR DELETE ON ${table}
         FOR EACH ROW EXECUTE FUNCTION test_changes.count()`,
      // As text, like the rows read back: json columns have no equality of their own.
      `CREATE TRIGGER test_changes_updates AFTER UPDATE ON ${table}
         FOR EACH ROW WHEN (OLD::text IS DISTINCT FROM NEW::text) EXECUTE FUNCTION test_changes.count()`,
      `CREATE TRIGGER test_changes_truncate AFTER TRUNCATE ON ${table}
         FOR EACH STATEMENT EXECUTE FUNCTION test_changes.count()`,
    ]);
  }
  return async () => {
    const result = (await db.execute(sql`SELECT name, n::int AS n FROM test_changes.counts`)) as unknown as {
      rows: { name: string; n: number }[];
    };
    return Object.fromEntries(result.rows.map((row) => [row.name, row.n]));
  };
}
