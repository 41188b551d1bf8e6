import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/** One digest per table of the public schema: two snapshots are equal exactly when no row changed. */
export type TableDigests = Record<string, string>;

/**
 * Prepares one statement that digests every table's content (md5 over its rows, sorted), for the
 * malformed-input sweeps that prove a refused request changed nothing. Reads the table list once;
 * the returned function takes a snapshot.
 */
export async function tableDigester(db: Db): Promise<() => Promise<TableDigests>> {
  const tables = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
  )) as unknown as { rows: { name: string }[] };
  if (tables.rows.length <= 10) throw new Error(`only ${tables.rows.length} tables to digest`);
  const digestAll = sql.raw(
    tables.rows
      .map(
        ({ name }) =>
          `SELECT '${name}' AS name, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS d FROM "${name}" t`,
      )
      .join(' UNION ALL '),
  );
  return async () => {
    const result = (await db.execute(digestAll)) as unknown as { rows: { name: string; d: string }[] };
    return Object.fromEntries(result.rows.map((row) => [row.name, row.d]));
  };
}
