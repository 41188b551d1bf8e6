import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_MS } from '../../app.ts';
import { seedDemoMuseum } from '../../db/seed/index.ts';
import { testClock, testToday } from '../../test-support/clock.ts';
import { setDatabaseClock } from '../../test-support/database-clock.ts';
import { openAfterKill, processDatabase } from '../../test-support/process-database.ts';
import { startServer, stopServer } from '../../test-support/server-process.ts';
import { sweepExpiredHolds } from './checkout.service.ts';
import { EXPRESS, hotSlot, paymentsNeitherBookedNorRefunded, RETURN_URLS } from './checkout.test-support.ts';

/**
 * Nothing lost (issue 12): a real server process under checkout load is killed with SIGKILL in the
 * middle and started again on the same data (a PGlite folder, or a PostgreSQL database). Every
 * booking whose execPayment answered 200 before the kill is in `orders` with its places sold; no
 * place is sold twice; every hold has an expiry; paid carts whose browser comes back after the
 * restart are booked once (or marked for refund); and a sweep past the hold leaves nothing held.
 */
const CAPACITY = 80;
const BUYERS = 16;
/** The kill comes once this many bookings were confirmed, with more buyers in the middle of paying. */
const KILL_AFTER = 20;

/** What the test reads of an answer: a payment start, a booking, or an error code. */
interface Answer {
  code?: string;
  data?: { cartId: string; redirect: string; booking_id: string };
}

interface Attempt {
  cartId: string;
  places: number;
  paid: boolean;
  /** The booking execPayment answered 200 with, before the kill. */
  booking?: string;
}

describe('a server killed during checkout load', () => {
  const cleanups: Array<() => Promise<void>> = [];
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) await stopServer(child);
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The database the processes run on, removed after the file. */
  async function database() {
    const made = await processDatabase('crash-test');
    cleanups.push(made.dispose);
    return made;
  }

  it('loses no confirmed booking and leaks no hold', async () => {
    const { target, env: databaseEnv } = await database();
    // The tests' clock, which the server processes start from too (CLOCK_START), not the machine's.
    const today = testToday();

    // The demo museum and a hot slot of the test's own, written before any server runs.
    let handle = await openAfterKill(target);
    await seedDemoMuseum(handle.db, testClock());
    const slot = await hotSlot(handle.db, CAPACITY, today);
    await handle.close();

    const env = { ...databaseEnv, TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' };
    const first = await startServer(env);
    child = first.child;
    // The address of the process running now: the restart below listens on another port.
    let base = first.url;

    const post = async (path: string, body: unknown, client: string) => {
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify(body),
        redirect: 'manual',
      });
      return { status: response.status, json: (await response.json()) as Answer };
    };

    const attempts: Attempt[] = [];
    let confirmed = 0;
    let killed = false;
    let soldOut = false;
    let serverErrors = 0;
    const killedNow = new Promise<void>((resolve) => {
      first.child.once('exit', () => resolve());
    });

    /** One buyer: start a payment, pay on the sandbox's page, confirm; again, until the kill. */
    const buyer = async (index: number) => {
      for (let round = 0; !killed && !soldOut; round++) {
        const client = `10.7.${index}.${round % 250}`;
        try {
          const places = 1 + ((index + round) % 2);
          const started = await post(
            '/api/en/checkout/initPayment',
            { payart: EXPRESS, cart: { ver: 1, items: [slot.item(places)] }, url: RETURN_URLS },
            client,
          );
          if (started.status >= 500) serverErrors += 1;
          if (started.status !== 200) {
            if (started.json.code === 'CART_NOT_BOOKABLE') soldOut = true;
            continue;
          }
          const { cartId, redirect } = started.json.data ?? { cartId: '', redirect: '' };
          const attempt: Attempt = { cartId, places, paid: false };
          attempts.push(attempt);
          const pay = await fetch(`${base}${new URL(redirect, base).pathname}/pay`, {
            method: 'POST',
            redirect: 'manual',
          });
          attempt.paid = pay.status === 303;
          const booked = await post('/api/en/checkout/execPayment', { cartId }, client);
          if (booked.status >= 500) serverErrors += 1;
          if (booked.status === 200 && !killed) {
            attempt.booking = booked.json.data?.booking_id;
            confirmed += 1;
            if (confirmed >= KILL_AFTER && !killed) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          }
        } catch {
          // The connection died with the process: this buyer's browser saw nothing.
        }
      }
    };
    await Promise.all(Array.from({ length: BUYERS }, (_, i) => buyer(i)));
    const killedByLoad = killed;
    if (!killed) first.child.kill('SIGKILL');
    await killedNow;
    expect(killedByLoad, 'the load reached the kill before the slot sold out').toBe(true);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(serverErrors).toBe(0);
    const confirmedBefore = attempts.filter((attempt) => attempt.booking !== undefined);
    expect(confirmedBefore.length).toBeGreaterThanOrEqual(KILL_AFTER);

    // The same data again: a new process starts on what the killed one left.
    const second = await startServer(env);
    child = second.child;
    base = second.url;
    // The browsers come back from the payment page: each known cart is confirmed once more.
    const after = await Promise.all(
      attempts.map((attempt, i) =>
        post('/api/en/checkout/execPayment', { cartId: attempt.cartId }, `10.8.${i >> 8}.${i & 255}`),
      ),
    );
    for (const [i, answer] of after.entries()) {
      const attempt = attempts[i];
      expect(answer.status, JSON.stringify(answer.json)).toBeLessThan(500);
      // A booking answered before the kill is answered again, the same.
      if (attempt?.booking) expect(answer.json.data?.booking_id).toBe(attempt.booking);
    }
    // A new buyer can still book after the restart.
    const fresh = await post(
      '/api/en/checkout/initPayment',
      { payart: EXPRESS, cart: { ver: 1, items: [slot.item(1)] }, url: RETURN_URLS },
      '10.9.9.9',
    );
    expect([200, 422]).toContain(fresh.status);
    expect(await stopServer(second.child)).toBe(0);

    handle = await openAfterKill(target);
    cleanups.push(() => handle.close());
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

    // Every booking confirmed before the kill is an order, and its places are sold.
    const booked = await rows<{ cart_id: string; public_id: string; reservation: string | null }>(sql`
      SELECT o.cart_id, o.public_id,
        (SELECT string_agg(r.status, ',') FROM reservations r WHERE r.cart_id = o.cart_id) AS reservation
      FROM orders o`);
    const byCart = new Map(booked.map((row) => [row.cart_id, row]));
    for (const attempt of confirmedBefore) {
      const order = byCart.get(attempt.cartId);
      expect(order, `order of ${attempt.cartId}`).toBeDefined();
      expect(order?.public_id).toBe(attempt.booking);
      expect(order?.reservation).toBe('sold');
    }

    // No place sold twice; every hold has an expiry; one order per cart at most.
    const [totals] = await rows<{ taken: number; endless: number; doubles: number }>(sql`
      SELECT
        (SELECT coalesce(sum(ri.places), 0)::int FROM reservation_items ri
           JOIN reservations r ON r.id = ri.reservation_id
           WHERE ri.event_slot_id = ${slot.slotId} AND r.status IN ('sold', 'held')) AS taken,
        (SELECT count(*)::int FROM reservations WHERE status = 'held' AND expires_at IS NULL) AS endless,
        (SELECT count(*)::int FROM (SELECT cart_id FROM orders GROUP BY cart_id HAVING count(*) > 1) d) AS doubles`);
    expect(totals?.taken).toBeLessThanOrEqual(CAPACITY);
    expect(totals?.endless).toBe(0);
    expect(totals?.doubles).toBe(0);

    // Every cart the provider says is paid is booked once, or marked for refund.
    const paidCarts = await rows<{ id: string; status: string; orders: number }>(sql`
      SELECT c.id, c.status, (SELECT count(*)::int FROM orders o WHERE o.cart_id = c.id) AS orders
      FROM carts c JOIN sandbox_payments p ON p.id = c.payment_ref WHERE p.status = 'paid'`);
    expect(paidCarts.length).toBeGreaterThanOrEqual(confirmedBefore.length);
    for (const cart of paidCarts)
      expect(
        (cart.status === 'booked' && cart.orders === 1) || (cart.status === 'refund' && cart.orders === 0),
        JSON.stringify(cart),
      ).toBe(true);
    // …and each paid one that was not booked has its money back: a succeeded refund (issue 22).
    expect(await paymentsNeitherBookedNorRefunded(handle.db)).toEqual([]);

    // A sweep past the hold: nothing stays held, and the carts of unpaid holds are expired.
    const heldBefore = await rows<{ id: string }>(sql`SELECT id FROM carts WHERE status = 'held'`);
    // Holds lapse by the database's clock (decision 0016): it is moved past the hold, then swept.
    // Past the last hold, whatever the server's clock was (CLOCK_START moves the database's too).
    const [last] = await rows<{ until: string | null }>(
      sql`SELECT max(expires_at)::text AS until FROM reservations WHERE status = 'held'`,
    );
    await setDatabaseClock(
      handle.db,
      last?.until
        ? { at: new Date(Date.parse(last.until) + 60_000) }
        : { offsetMs: DEFAULT_HOLD_MS + 60_000 },
    );
    await sweepExpiredHolds(handle.db);
    const [left] = await rows<{ held: number; carts: number }>(sql`
      SELECT (SELECT count(*)::int FROM reservations WHERE status = 'held') AS held,
             (SELECT count(*)::int FROM carts WHERE status = 'held') AS carts`);
    expect(left).toEqual({ held: 0, carts: 0 });
    if (heldBefore.length > 0) {
      const expired = await rows<{ status: string }>(sql`
        SELECT status FROM carts WHERE id IN (${sql.join(
          heldBefore.map((row) => sql`${row.id}`),
          sql`, `,
        )})`);
      expect(new Set(expired.map((row) => row.status))).toEqual(new Set(['expired']));
    }
    console.info(
      `checkout crash on ${target.kind}: ${attempts.length} carts started, ${confirmedBefore.length} confirmed before the kill, ${paidCarts.length} paid, ${heldBefore.length} held until the sweep`,
    );
  }, 600_000);
});
