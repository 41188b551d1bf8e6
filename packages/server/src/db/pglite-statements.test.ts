import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DrizzlePgliteClient, KEPT_STATEMENTS, preparingClient } from './pglite-statements.ts';

let client: PGlite;
let preparing: DrizzlePgliteClient;
const db = () => drizzle({ client: preparing as unknown as PGlite });
const rowsOf = async <Row>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: Row[] }).rows;
/** The named statements PostgreSQL keeps for the connection, by text. */
const keptStatements = async () =>
  (
    await client.query<{ name: string; statement: string }>(
      'SELECT name, statement FROM pg_prepared_statements',
    )
  ).rows;

beforeAll(async () => {
  client = await PGlite.create();
  preparing = preparingClient(client);
  await client.exec(`
    CREATE TABLE ticket (id serial PRIMARY KEY, label text UNIQUE, starts timestamptz, day date,
      tags int[], detail jsonb, paid boolean, price numeric(10, 2));`);
});
afterAll(async () => {
  if (!client.closed) await client.close();
});

describe('preparingClient: drizzle on PGlite through named statements', () => {
  it('parses a statement once, however often it runs', async () => {
    for (const id of [1, 2, 3]) await rowsOf(sql`SELECT ${id}::int + 40 AS answer`);
    const named = (await keptStatements()).filter(
      (kept) => kept.statement === 'SELECT $1::int + 40 AS answer',
    );
    expect(named).toHaveLength(1);
    expect(await rowsOf(sql`SELECT ${2}::int + 40 AS answer`)).toEqual([{ answer: 42 }]);
  });

  // Before any statement is closed (the test of the limit below), so the first names are taken.
  it('lets two clients of one PGlite keep their statements side by side', async () => {
    const second = preparingClient(client);
    expect((await second.query('SELECT 7 AS seven')).rows).toEqual([{ seven: 7 }]);
    expect((await preparing.query('SELECT 8 AS eight')).rows).toEqual([{ eight: 8 }]);
  });

  it('writes values and reads rows exactly as PGlite’s own query does', async () => {
    const text = `INSERT INTO ticket (label, starts, day, tags, detail, paid, price)
      VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`;
    const values = [
      [
        'same',
        new Date('2026-12-24T09:30:00Z'),
        '2026-12-24',
        [1, 2, 3],
        { adults: 2, note: 'ä"\\' },
        true,
        12.5,
      ],
      ['nulls', null, undefined, [], null, false, '0.10'],
    ];
    // drizzle's parsers: dates and times as PostgreSQL writes them.
    const options = {
      rowMode: 'object' as const,
      parsers: { 1184: (value: string) => value, 1082: (value: string) => value },
    };
    for (const [index, row] of values.entries()) {
      const own = await client.query<Record<string, unknown>>(
        text.replace('$1', `$1 || '-own'`),
        row,
        options,
      );
      const ours = await preparing.query<Record<string, unknown>>(
        text.replace('$1', `$1 || '-ours'`),
        row,
        options,
      );
      // The same but for the serial id and the label's ending.
      const strip = (result: typeof own) =>
        result.rows.map(({ id: _id, label, ...rest }) => ({ ...rest, label: String(label).split('-')[0] }));
      expect(strip(ours), `row ${index}`).toEqual(strip(own));
      expect(ours.fields).toEqual(own.fields);
      expect(ours.affectedRows).toBe(own.affectedRows);
    }
    const arrays = { rowMode: 'array' as const };
    expect((await preparing.query('SELECT 1 AS a, $1::text AS b', ['x'], arrays)).rows).toEqual([[1, 'x']]);
    // Without drizzle's parsers, PGlite's own apply: a timestamp becomes a Date.
    const [plain] = (
      await preparing.query<{ starts: Date }>('SELECT starts FROM ticket WHERE label = $1', ['same-ours'])
    ).rows;
    expect(plain?.starts).toEqual(new Date('2026-12-24T09:30:00Z'));
  });

  it('gives PostgreSQL’s error and runs on after it, inside and outside a transaction', async () => {
    await rowsOf(sql`INSERT INTO ticket (label) VALUES ('unique')`);
    const duplicate = db().execute(sql`INSERT INTO ticket (label) VALUES ('unique')`);
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
    await expect(db().execute(sql`SELEC 1`)).rejects.toMatchObject({ cause: { code: '42601' } });
    // The statement that failed to parse is not kept: fixed, the same call runs.
    await expect(rowsOf(sql`SELECT count(*)::int AS n FROM ticket WHERE label = 'unique'`)).resolves.toEqual([
      { n: 1 },
    ]);

    const rolledBack = db().transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO ticket (label) VALUES ('in a transaction')`);
      await tx.execute(sql`INSERT INTO ticket (label) VALUES ('unique')`);
    });
    await expect(rolledBack).rejects.toMatchObject({ cause: { code: '23505' } });
    expect(await rowsOf(sql`SELECT label FROM ticket WHERE label = 'in a transaction'`)).toEqual([]);

    await db().transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO ticket (label) VALUES ('kept')`);
      // drizzle's nested transaction: a savepoint, rolled back alone.
      await expect(
        tx.transaction(async (inner) => {
          await inner.execute(sql`INSERT INTO ticket (label) VALUES ('inner')`);
          throw new Error('give the inner part back');
        }),
      ).rejects.toThrow('give the inner part back');
    });
    expect(await rowsOf(sql`SELECT label FROM ticket WHERE label IN ('kept', 'inner')`)).toEqual([
      { label: 'kept' },
    ]);
  });

  it('runs one statement at a time beside PGlite’s own queries and transactions', async () => {
    await client.exec('CREATE TABLE counter (n int); INSERT INTO counter VALUES (0)');
    const add = () => rowsOf(sql`UPDATE counter SET n = n + 1 RETURNING n`);
    const others = client.transaction(async (tx) => {
      const [before] = (await tx.query<{ n: number }>('SELECT n FROM counter')).rows;
      await tx.query('UPDATE counter SET n = $1', [(before?.n ?? 0) + 100]);
    });
    await Promise.all([add(), others, add(), client.query('UPDATE counter SET n = n + 1000'), add()]);
    expect(await rowsOf(sql`SELECT n FROM counter`)).toEqual([{ n: 1103 }]);
  });

  it('answers from a statement whose columns changed since it was kept', async () => {
    await client.exec('CREATE TABLE shifting (a int); INSERT INTO shifting VALUES (1)');
    expect(await rowsOf(sql`SELECT * FROM shifting`)).toEqual([{ a: 1 }]);
    await client.exec(`ALTER TABLE shifting ADD COLUMN b text DEFAULT 'new'`);
    expect(await rowsOf(sql`SELECT * FROM shifting`)).toEqual([{ a: 1, b: 'new' }]);
  });

  it(`keeps at most ${KEPT_STATEMENTS} statements, the most recently used`, async () => {
    const first = sql`SELECT 'the first' AS kept`;
    await rowsOf(first);
    for (let n = 0; n < KEPT_STATEMENTS + 20; n++) {
      await rowsOf(sql.raw(`SELECT ${n} AS n`));
      // The first stays in use, so it stays kept.
      if (n % 50 === 0) await rowsOf(first);
    }
    await rowsOf(sql`SELECT 1 AS closing`);
    // Without the statement of the other client above, which keeps its own.
    const kept = (await keptStatements()).filter((statement) => statement.statement !== 'SELECT 7 AS seven');
    expect(kept.length).toBeLessThanOrEqual(KEPT_STATEMENTS + 1);
    expect(kept.map((statement) => statement.statement)).toContain(`SELECT 'the first' AS kept`);
    expect(kept.map((statement) => statement.statement)).not.toContain('SELECT 0 AS n');
    expect(await rowsOf(sql.raw('SELECT 0 AS n'))).toEqual([{ n: 0 }]);
  });

  // Last: it closes the file's database.
  it('refuses a statement once PGlite is closed', async () => {
    await client.close();
    await expect(preparing.query('SELECT 1')).rejects.toThrow('PGlite is closed');
  });
});
