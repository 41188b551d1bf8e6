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
  const built = perDatabaseAndKey<Statement>();
  return (db) => built(db, '', () => build(db));
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

/**
 * Values kept per database handle and key, each made once by `make` (given how many the handle has
 * with this one): statements built once per database.
 */
export function perDatabaseAndKey<Value>(): (db: Db, key: string, make: (count: number) => Value) => Value {
  const byDb = new WeakMap<Db, Map<string, Value>>();
  return (db, key, make) => {
    let values = byDb.get(db);
    if (!values) {
      values = new Map();
      byDb.set(db, values);
    }
    let value = values.get(key);
    if (value === undefined) {
      value = make(values.size + 1);
      values.set(key, value);
    }
    return value;
  };
}

/** The composed statement's SQL turned into its text and parameters, as drizzle's databases do. */
const dialect = new PgDialect();
const composedStatement = perDatabaseAndKey<PgPreparedQuery<PreparedQueryConfig>>();
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
  const query = composedStatement(db, statement.key, () => {
    let name = composedNames.get(statement.key);
    if (!name) {
      name = `composed_${composedNames.size + 1}`;
      composedNames.set(statement.key, name);
    }
    return db._.session.prepareQuery(dialect.sqlToQuery(statement.sql()), undefined, name, false);
  });
  const result = (await query.execute(statement.values)) as { rows: Row[] };
  return result.rows;
}
