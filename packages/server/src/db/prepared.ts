import { type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './database.ts';

/**
 * A statement built once for each database handle instead of on every call, for the statements
 * of the busiest calls: drizzle takes about 0.1 ms to build one on the bench machine, about a
 * tenth of what a payment start costs the server, and PostgreSQL parses a named statement once
 * per connection. `build` uses `sql.placeholder` for what changes from call to call and calls
 * `.prepare(name)` with a name of its own: one name, one text.
 */
export function preparedFor<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A part of a statement that several modules compose (a paid booking in one statement, issue 38),
 * so that the whole is built and prepared once per database and shape (`runComposed`) instead of
 * on every call, which cost the server about half a millisecond a booking: `key` names the part's
 * shape (one key, one text); `sql` builds it, only when its shape is new, with a
 * `sql.placeholder` for what changes from call to call, named for the part; `values` fills them.
 */
export interface StatementPart {
  key: string;
  sql: () => SQL;
  values: Record<string, unknown>;
}

/** A part of constant SQL, the same on every call. */
export const constantPart = (key: string, statement: SQL): StatementPart => ({
  key,
  sql: () => statement,
  values: {},
});

/** `parts` one after the other, `separator` between them: one part. */
export function joinParts(parts: readonly StatementPart[], separator: SQL): StatementPart {
  return {
    key: parts.map((part) => part.key).join(),
    sql: () =>
      sql.join(
        parts.map((part) => part.sql()),
        separator,
      ),
    values: Object.assign({}, ...parts.map((part) => part.values)),
  };
}

/** The composed statement's SQL turned into its text and parameters, as drizzle's databases do. */
const dialect = new PgDialect();
const composedByDb = new WeakMap<Db, Map<string, PgPreparedQuery<PreparedQueryConfig>>>();
/**
 * The name of each shape, the same for every database of the process: one key is one text, and a
 * transaction (a handle of its own) reuses what its connection has prepared under that name.
 */
const composedNames = new Map<string, string>();

/**
 * Runs `statement` (its `key` the whole shape) as a named prepared statement, built the first time
 * its key is seen on `db`: answers its rows. PostgreSQL parses it once per connection.
 */
export async function runComposed<Row>(db: Db, statement: StatementPart): Promise<Row[]> {
  let prepared = composedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    composedByDb.set(db, prepared);
  }
  let query = prepared.get(statement.key);
  if (!query) {
    let name = composedNames.get(statement.key);
    if (!name) {
      name = `composed_${composedNames.size + 1}`;
      composedNames.set(statement.key, name);
    }
    query = db._.session.prepareQuery(dialect.sqlToQuery(statement.sql()), undefined, name, false);
    prepared.set(statement.key, query);
  }
  const result = (await query.execute(statement.values)) as { rows: Row[] };
  return result.rows;
}
