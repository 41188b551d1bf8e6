import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { setHoldClock } from '../db/hold-clock.ts';

/** Tests set and move the database's hold clock as CLOCK_START does at a server's start (db/hold-clock.ts). */
export const setDatabaseClock = setHoldClock;

/** What the database's clock reads now (`hold_clock()`). */
export async function databaseNow(db: Db): Promise<Date> {
  const result = (await db.execute(sql`select hold_clock() as now`)) as unknown as {
    rows: { now: Date | string }[];
  };
  const now = result.rows[0]?.now;
  if (now === undefined) throw new Error('hold_clock() answered nothing');
  return new Date(now);
}
