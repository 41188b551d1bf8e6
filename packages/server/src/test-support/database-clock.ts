import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';

/**
 * Tests only: sets the clock the database judges holds by (`hold_clock()`, migration 0009, decision
 * 0016), for every connection to that database at once.
 *
 * - `{ at }` pins it: it reads `at` until it is set again, as a test's pinned app clock does. A test
 *   that moves its app clock to let holds lapse moves this one with it.
 * - `{ offsetMs }` lets it run at the real pace, `offsetMs` ahead of the database server's clock
 *   (behind when negative); `{ offsetMs: 0 }` is the real clock again, as in production.
 *
 * It replaces the function's body; production never does, so there it is the server's own clock.
 */
export async function setDatabaseClock(db: Db, clock: { at: Date } | { offsetMs: number }): Promise<void> {
  const body =
    'at' in clock
      ? `RETURN '${clock.at.toISOString()}'::timestamptz;`
      : `RETURN clock_timestamp() + interval '${Math.trunc(clock.offsetMs)} milliseconds';`;
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION hold_clock() RETURNS timestamptz LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  ${body}
END
$$`),
  );
}

/** What the database's clock reads now (`hold_clock()`). */
export async function databaseNow(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select hold_clock() as now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  const now = result.rows[0]?.now;
  if (now === undefined) throw new Error('hold_clock() answered nothing');
  return new Date(now);
}
