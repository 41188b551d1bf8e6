import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../test-support/build.ts';

// take_inventory runs under the lock of a busy slot, with generic plans whose estimates cannot see
// its needs. Past some thousands of reservation items those estimates crossed JIT's thresholds, and
// each call compiled its statements for 60 ms to a second while every other buyer waited for the
// lock: 12 holds a second on a shop with a history (issue 38, `npm run bench`). Only PostgreSQL
// has JIT, so this runs in the PostgreSQL suite.
describe('the plans of the inventory functions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => t?.close());

  it('take_inventory runs without JIT, whatever the server is set to', async () => {
    const { rows } = (await t.db.execute(
      sql`select proconfig from pg_proc where proname = 'take_inventory'`,
    )) as unknown as { rows: { proconfig: string[] | null }[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]?.proconfig).toContain('jit=off');
  });
});
