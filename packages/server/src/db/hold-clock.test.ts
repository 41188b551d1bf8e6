import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test-support/build.ts';
import { databaseNow } from '../test-support/database-clock.ts';
import { alignHoldClock } from './hold-clock.ts';

describe('the hold clock at a server start (CLOCK_START, decision 0016)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t?.close());
  const body = async () =>
    (
      (await t.db.execute(sql`select prosrc from pg_proc where proname = 'hold_clock'`)) as unknown as {
        rows: { prosrc: string }[];
      }
    ).rows[0]?.prosrc;
  const HOUR = 3_600_000;

  it('runs ahead by CLOCK_START’s offset, and is the database’s own clock again without it', async () => {
    await alignHoldClock(t.db, 2 * HOUR);
    const ahead = (await databaseNow(t.db)).getTime() - Date.now();
    expect(Math.abs(ahead - 2 * HOUR)).toBeLessThan(60_000);
    await alignHoldClock(t.db, 0);
    expect(Math.abs((await databaseNow(t.db)).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await body())?.replace(/\s+/g, ' ').trim()).toBe('BEGIN RETURN clock_timestamp(); END');
  });

  it('does not write the function when it already reads as asked', async () => {
    await alignHoldClock(t.db, 0);
    const before = await body();
    await alignHoldClock(t.db, 0);
    expect(await body()).toBe(before);
  });
});
