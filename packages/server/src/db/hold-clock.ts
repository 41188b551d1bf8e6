import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * The clock the database judges holds by (`hold_clock()`, migration 0009, decision 0016). A real
 * shop leaves it as the migration made it: the database server's own clock. A shop started with
 * CLOCK_START (tests and demos) and the tests move it, so that holds lapse by the same clock the
 * rest of the shop reads.
 *
 * - `{ at }` pins it: it reads `at` until it is set again.
 * - `{ offsetMs }` lets it run at the real pace, `offsetMs` ahead of the database server's clock
 *   (behind when negative); `{ offsetMs: 0 }` is the real clock, as the migration made it.
 */
export type HoldClock = { at: Date } | { offsetMs: number };

const REAL_CLOCK_BODY = 'RETURN clock_timestamp();';

function bodyOf(clock: HoldClock): string {
  if ('at' in clock) return `RETURN '${clock.at.toISOString()}'::timestamptz;`;
  const offset = Math.trunc(clock.offsetMs);
  return offset === 0 ? REAL_CLOCK_BODY : `RETURN clock_timestamp() + interval '${offset} milliseconds';`;
}

/** Sets the hold clock for every connection to this database at once (STABLE, as db/inventory.sql says why). */
export async function setHoldClock(db: Db, clock: HoldClock): Promise<void> {
  await db.execute(
    sql.raw(`CREATE OR REPLACE FUNCTION hold_clock() RETURNS timestamptz LANGUAGE plpgsql STABLE AS $$
BEGIN
  ${bodyOf(clock)}
END
$$`),
  );
}

/**
 * At a server's start: the hold clock runs `offsetMs` ahead of the database's (CLOCK_START), or is the
 * database's own again. Written only when it differs, so a real shop's start only reads it, and a data
 * folder once started with CLOCK_START does not keep that clock when started without it.
 */
export async function alignHoldClock(db: Db, offsetMs: number): Promise<void> {
  const result = (await db.execute(
    sql`select prosrc from pg_proc where proname = 'hold_clock'`,
  )) as unknown as { rows: { prosrc: string }[] };
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (words(result.rows[0]?.prosrc ?? '') === words(`BEGIN ${bodyOf({ offsetMs })} END`)) return;
  await setHoldClock(db, { offsetMs });
}
