import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from './database.ts';
import { preparingClient } from './pglite-statements.ts';
import { constantPart, joinParts, runComposed, type StatementPart } from './prepared.ts';

let client: PGlite;
let db: Db;

beforeAll(async () => {
  client = await PGlite.create();
  db = drizzle({ client: preparingClient(client) as unknown as PGlite }) as unknown as Db;
});
afterAll(async () => {
  if (!client.closed) await client.close();
});

/** A part adding `n`, which counts how often its SQL was built. */
function adding(n: number, builds: { count: number }): StatementPart {
  return {
    key: 'adding',
    sql: () => {
      builds.count += 1;
      return sql`${sql.placeholder('n')}::int`;
    },
    values: { n },
  };
}

describe('runComposed: a statement of parts, built once per shape (issue 38)', () => {
  it('builds a shape once and runs it with each call’s values', async () => {
    const builds = { count: 0 };
    const run = (n: number) => {
      const sum = joinParts([constantPart('forty', sql`40`), adding(n, builds)], sql` + `);
      return runComposed<{ answer: number }>(db, { ...sum, sql: () => sql`select ${sum.sql()} as answer` });
    };
    expect(await run(2)).toEqual([{ answer: 42 }]);
    expect(await run(3)).toEqual([{ answer: 43 }]);
    expect(await run(-40)).toEqual([{ answer: 0 }]);
    expect(builds.count).toBe(1);
  });

  it('keeps shapes apart by their keys', async () => {
    const builds = { count: 0 };
    const times = (key: string, factor: number, n: number) =>
      runComposed<{ answer: number }>(db, {
        key,
        sql: () => {
          builds.count += 1;
          return sql`select ${sql.placeholder('n')}::int * ${sql.raw(String(factor))} as answer`;
        },
        values: { n },
      });
    expect(await times('double', 2, 5)).toEqual([{ answer: 10 }]);
    expect(await times('triple', 3, 5)).toEqual([{ answer: 15 }]);
    expect(await times('double', 2, 7)).toEqual([{ answer: 14 }]);
    expect(builds.count).toBe(2);
  });
});
