import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { reservations } from '../../../db/schema/reservations.ts';
import { DEMO_SHOP_ID } from '../../../db/seed/shop.ts';
import { build, type TestApp } from '../../../test-support/build.ts';
import { setDatabaseClock } from '../../../test-support/database-clock.ts';
import { hotSlot, takenCountersAstray } from '../checkout.test-support.ts';
import { sellValidHold, takeInventory as takeInventoryOf } from './inventory.repository.ts';

const MINUTE = 60_000;

// Two connections at once: only PostgreSQL has them (the embedded database runs one statement at a
// time), so this file runs in the PostgreSQL suite only (decision 0016).
describe('a hold that lapses while it is being sold', () => {
  let t: TestApp;
  const now = new Date('2030-01-01T10:00:00Z');
  const clockAt = (minutes: number) =>
    setDatabaseClock(t.db, { at: new Date(now.getTime() + minutes * MINUTE) });
  const heldBy = (cartId: string) => t.db.select().from(reservations).where(eq(reservations.cartId, cartId));
  const takeInventory = async (...args: Parameters<typeof takeInventoryOf>) =>
    (await takeInventoryOf(...args)).shortfalls;

  beforeAll(async () => {
    t = await build();
  });
  afterAll(async () => t?.close());
  beforeEach(() => clockAt(0));

  it('a hold being sold when it lapses is waited for, then counted as sold, not as free', async () => {
    const slot = await hotSlot(t.db, 2, '2030-01-01');
    const need = [{ kind: 'eventSlot' as const, id: slot.slotId, places: 2 }];
    const hold = (cartId: string) => ({ shopId: DEMO_SHOP_ID, cartId, holdMs: 20 * MINUTE });
    expect(await takeInventory(t.db, need, { hold: hold('cart-selling') })).toEqual([]);

    // The hold's sale runs (its transaction open) while the hold is valid; then the hold lapses.
    let sold: () => void = () => {};
    const saleMade = new Promise<void>((resolve) => {
      sold = resolve;
    });
    let commit: () => void = () => {};
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    const selling = t.db.transaction(async (tx) => {
      const done = await sellValidHold(tx, 'cart-selling');
      sold();
      await committing;
      return done;
    });
    await saleMade;
    await clockAt(21);

    // Another buyer, by the clock lapsed, must wait for the sale rather than take its places.
    const taking = takeInventory(t.db, need, { hold: hold('cart-taking') });
    try {
      for (let waited = 0; ; waited += 10) {
        const waiting = (await t.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        )) as unknown as { rows: { n: number }[] };
        if ((waiting.rows[0]?.n ?? 0) > 0) break;
        if (waited > 2_000) throw new Error('the second buyer did not wait for the sale');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      commit();
    }
    expect(await selling).toBe(true);
    expect(await taking).toEqual([{ need: need[0], available: 0, closed: false }]);
    expect(await heldBy('cart-taking')).toEqual([]);
    expect(await takenCountersAstray(t.db)).toEqual([]);
  });
});
