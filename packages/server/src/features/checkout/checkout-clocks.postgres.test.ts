import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { freshDatabase } from '../../test-support/build.ts';
import { testClock, testToday } from '../../test-support/clock.ts';
import { startServer, stopServer } from '../../test-support/server-process.ts';
import { EXPRESS, hotSlot, RETURN_URLS, takenCountersAstray } from './checkout.test-support.ts';

/**
 * One clock for holds (issue 21): two server processes on one PostgreSQL database whose own clocks
 * are minutes apart sell one time slot. Process `ahead` reads 6 minutes later than process
 * `behind`, and holds last 5 minutes, so by its own clock every hold `behind` makes has lapsed
 * while `behind` still books it. Whether a hold is still valid is the database's to say, under the
 * lock that takes places: no place is ever both sold to the hold's buyer and given to another one.
 * Only the PostgreSQL project runs this file (two processes cannot share the embedded database).
 */
const HOLD_MINUTES = 5;
const SKEW_MS = 6 * 60_000;

interface Answer {
  code?: string;
  data: { cartId: string; redirect: string; booking_id: string };
}

describe('two server processes whose clocks are minutes apart', () => {
  let behind = '';
  let ahead = '';
  const children: Awaited<ReturnType<typeof startServer>>[] = [];
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let dispose: () => Promise<void>;
  let clients = 0;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    if (fresh.target.kind !== 'postgres') throw new Error('this suite needs TEST_DB_KIND=postgres');
    dispose = fresh.dispose;
    const start = async (clock: Record<string, string>) => {
      const server = await startServer({
        DATABASE_URL: fresh.target.kind === 'postgres' ? fresh.target.url : '',
        SEED_DEMO: 'true',
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
        CHECKOUT_HOLD_MINUTES: String(HOLD_MINUTES),
        ...clock,
      });
      children.push(server);
      return server.url;
    };
    // A process whose own clock is wrong: the database keeps its clock (CLOCK_START_MOVES_DATABASE).
    // Started first: a process that does not move the database's clock sets it back to its own.
    ahead = await start({
      CLOCK_START: new Date(testClock().getTime() + SKEW_MS).toISOString(),
      CLOCK_START_MOVES_DATABASE: 'false',
    });
    // Then the process on the tests' clock, which the database's hold clock follows from now on.
    behind = await start({ CLOCK_START: testClock().toISOString() });
    handle = await openDatabase(fresh.target);
  }, 120_000);

  afterAll(async () => {
    for (const { child } of children) await stopServer(child);
    await handle?.close();
    await dispose?.();
  });

  /** A call of a buyer of its own (each with an address of its own: no rate limit in the way). */
  const post = async (base: string, path: string, body: unknown) => {
    clients += 1;
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.7.${clients >> 8}.${clients & 255}`,
      },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
    return { status: response.status, json: (await response.json()) as Answer };
  };
  const hold = (base: string, items: unknown[]) =>
    post(base, '/api/en/checkout/initPayment', {
      payart: EXPRESS,
      cart: { ver: 1, items },
      url: RETURN_URLS,
    });
  const pay = async (base: string, redirect: string) => {
    const response = await fetch(`${base}${new URL(redirect, 'http://x').pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
  };

  /** Places of the slot sold, and held by holds that have not lapsed by the database's clock. */
  const taken = async (slotId: number) => {
    const result = (await handle.db.execute(sql`
      SELECT coalesce(sum(i.places), 0)::int AS taken
      FROM reservation_items i JOIN reservations r ON r.id = i.reservation_id
      WHERE i.event_slot_id = ${slotId}
        AND (r.status = 'sold' OR (r.status = 'held' AND r.expires_at > hold_clock()))`)) as unknown as {
      rows: { taken: number }[];
    };
    return result.rows[0]?.taken ?? 0;
  };

  it('a hold the ahead process thinks lapsed is still valid: its places are not given away', async () => {
    const slot = await hotSlot(handle.db, 2, testToday());
    const first = await hold(behind, [slot.item(2)]);
    expect(first.status, JSON.stringify(first.json)).toBe(200);

    // By the ahead process's clock the hold lapsed a minute ago; by the database's it has minutes left.
    const second = await hold(ahead, [slot.item(2)]);
    expect(second.json.code).toBe('CART_NOT_BOOKABLE');

    await pay(ahead, first.json.data.redirect);
    const booked = await post(behind, '/api/en/checkout/execPayment', { cartId: first.json.data.cartId });
    expect(booked.status, JSON.stringify(booked.json)).toBe(200);
    expect(await taken(slot.slotId)).toBe(2);
    expect(await takenCountersAstray(handle.db)).toEqual([]);
  });

  it('buyers on both processes around the instant a paid hold lapses: never more than the slot holds', async () => {
    const outcomes: string[] = [];
    for (let round = 0; round < 4; round++) {
      const slot = await hotSlot(handle.db, 1, testToday());
      const first = await hold(behind, [slot.item(1)]);
      expect(first.status, JSON.stringify(first.json)).toBe(200);
      const { cartId, redirect } = first.json.data;

      // The hold (and its cart) lapse 300 ms from now by the database's clock.
      const boundary = (await handle.db.execute(sql`
        WITH lapse AS (SELECT hold_clock() + interval '300 milliseconds' AS at),
        held AS (UPDATE reservations SET expires_at = (SELECT at FROM lapse) WHERE cart_id = ${cartId} RETURNING 1)
        UPDATE carts SET expires_at = (SELECT at FROM lapse) WHERE id = ${cartId}
        RETURNING (SELECT count(*) FROM held) AS held`)) as unknown as { rows: { held: number }[] };
      expect(Number(boundary.rows[0]?.held)).toBe(1);
      const started = Date.now();

      // Buyers on both processes every 15 ms from before the boundary to well after it; the buyer
      // of the hold pays (the provider's notification books it) at another moment around the
      // boundary in every round, on either process.
      const buyers: Promise<{ status: number; json: Answer }>[] = [];
      const ticker = setInterval(() => {
        buyers.push(hold(ahead, [slot.item(1)]), hold(behind, [slot.item(1)]));
      }, 15);
      await new Promise((resolve) => setTimeout(resolve, 200 + round * 50 - (Date.now() - started)));
      const payer = round % 2 ? ahead : behind;
      await pay(payer, redirect);
      const booking = await post(payer, '/api/en/checkout/execPayment', { cartId });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 700 - (Date.now() - started))));
      clearInterval(ticker);
      const answers = await Promise.all(buyers);

      const holds = answers.filter((answer) => answer.status === 200);
      for (const answer of answers.filter((a) => a.status !== 200))
        expect(['CART_NOT_BOOKABLE', 'CHECKOUT_BUSY']).toContain(answer.json.code);
      expect([200, 422]).toContain(booking.status);
      if (booking.status === 422) expect(booking.json.code).toBe('PLACES_GONE_REFUND');
      outcomes.push(`${booking.status === 200 ? 'booked' : 'refunded'}, ${holds.length} new hold(s)`);
      // The one place went to the paid hold or to one new buyer, never to both.
      expect(await taken(slot.slotId), outcomes.join('; ')).toBeLessThanOrEqual(1);
      expect(holds.length + (booking.status === 200 ? 1 : 0), outcomes.join('; ')).toBeLessThanOrEqual(1);
    }
    expect(await takenCountersAstray(handle.db)).toEqual([]);
    console.info(`clocks apart, around the lapse: ${outcomes.join('; ')}`);
  }, 60_000);
});
