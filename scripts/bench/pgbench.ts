import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freshPostgresDatabase } from '../../packages/server/src/test-support/postgres-database.ts';

const run = promisify(execFile);

/** Where Debian puts pgbench: its client wrapper, or the server package's own binaries. */
const PGBENCH_PATHS = [
  '/usr/bin/pgbench',
  ...['17', '16', '15'].map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`),
];
const SECONDS = 10;

/**
 * The database's own rate on one hot row (issue 38): the transaction a hold is at heart, a place
 * taken from a slot's counter while there is room and a hold row written, committed durably,
 * 10 clients on 2 threads. The shop's holds per second are worth reading only beside it.
 */
const HOT_ROW_SCRIPT = `BEGIN;
UPDATE slot SET taken = taken + 1 WHERE id = 1 AND taken + 1 <= capacity;
INSERT INTO hold (slot_id, places) VALUES (1, 1);
END;
`;

/** pgbench's transactions per second on PostgreSQL at `adminUrl`; undefined without pgbench. */
export async function hotRowTransactionsPerSecond(adminUrl: string): Promise<number | undefined> {
  const pgbench = PGBENCH_PATHS.find((path) => existsSync(path));
  if (!pgbench) return undefined;
  const { url, drop } = await freshPostgresDatabase(adminUrl, 'bench');
  const dir = mkdtempSync(join(tmpdir(), 'pgbench-'));
  try {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // Room enough that every update takes a place during the run.
      await client.query(`CREATE TABLE slot (id int PRIMARY KEY, capacity int NOT NULL, taken int NOT NULL);
        INSERT INTO slot VALUES (1, 2147483647, 0);
        CREATE TABLE hold (id bigserial PRIMARY KEY, slot_id int NOT NULL, places int NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now());`);
    } finally {
      await client.end();
    }
    const script = join(dir, 'hot-row.sql');
    writeFileSync(script, HOT_ROW_SCRIPT);
    const { stdout } = await run(pgbench, [
      '-n',
      '-c',
      '10',
      '-j',
      '2',
      '-T',
      String(SECONDS),
      '-f',
      script,
      url,
    ]);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout)?.[1];
    if (!tps) throw new Error(`pgbench said no rate:\n${stdout}`);
    return Number(tps);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await drop();
  }
}
