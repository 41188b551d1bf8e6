import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database.ts';
import { orders } from '../../db/schema/checkout.ts';
import { reservationItems, reservations } from '../../db/schema/reservations.ts';
import { freshDatabase } from '../../test-support/build.ts';
import { testToday } from '../../test-support/clock.ts';
import { startServer, stopServer } from '../../test-support/server-process.ts';
import { EXPRESS, hotSlot, RETURN_URLS, takenCountersAstray } from './checkout.test-support.ts';

/**
 * Many machines (issue 12): two server processes on one PostgreSQL database take places from one
 * time slot at once. Only the PostgreSQL project runs this file (two processes cannot share the
 * embedded database); vitest.config.ts includes it there.
 */
/** What the tests read of an answer: a payment start, a booking, or an error code. */
interface Answer {
  code?: string;
  data: { cartId: string; redirect: string; booking_id: string };
}

describe('two server processes sharing one PostgreSQL', () => {
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  const bases: string[] = [];
  let handle: Awaited<ReturnType<typeof openDatabase>>;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    if (fresh.target.kind !== 'postgres') throw new Error('this suite needs TEST_DB_KIND=postgres');
    dispose = fresh.dispose;
    for (let i = 0; i < 2; i++) {
      const server = await startServer({
        DATABASE_URL: fresh.target.url,
        // A PostgreSQL database gets the demo museum only when asked for: these buyers need it.
        SEED_DEMO: 'true',
        // The buyers come through a proxy on this machine, each with its own address.
        TRUST_PROXY: 'loopback',
        LOG_LEVEL: 'warn',
      });
      servers.push(server);
      bases.push(server.url);
    }
    handle = await openDatabase(fresh.target);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) await stopServer(server.child);
    await handle?.close();
    await dispose?.();
  });

  const post = async (base: string, path: string, body: unknown, client: string) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(body),
      redirect: 'manual',
    });
    return { status: response.status, json: (await response.json()) as Answer };
  };
  const soldAndHeld = async (slotId: number) => {
    const [row] = await handle.db
      .select({ taken: sql<number>`coalesce(sum(${reservationItems.places}), 0)::int` })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(and(eq(reservationItems.eventSlotId, slotId), sql`${reservations.status} IN ('held', 'sold')`));
    return row?.taken ?? 0;
  };

  it('200 buyers over both processes for 50 places: exactly 50 are held', async () => {
    const slot = await hotSlot(handle.db, 50, testToday());
    const cart = { ver: 1, items: [slot.item(1)] };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post(
          bases[i % 2] ?? '',
          '/api/en/checkout/initPayment',
          { payart: EXPRESS, cart, url: RETURN_URLS },
          `10.2.${i >> 8}.${i & 255}`,
        ),
      ),
    );
    const held = answers.filter((answer) => answer.status === 200);
    expect(held).toHaveLength(50);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(['CART_NOT_BOOKABLE', 'CHECKOUT_BUSY']).toContain(answer.json.code);
    expect(await soldAndHeld(slot.slotId)).toBe(50);
    expect(await takenCountersAstray(handle.db)).toEqual([]);
  }, 180_000);

  it('one paid cart confirmed on both processes at once is booked once', async () => {
    const slot = await hotSlot(handle.db, 5, testToday());
    const started = await post(
      bases[0] ?? '',
      '/api/en/checkout/initPayment',
      { payart: EXPRESS, cart: { ver: 1, items: [slot.item(2)] }, url: RETURN_URLS },
      '10.3.0.1',
    );
    expect(started.status).toBe(200);
    const { cartId, redirect } = started.json.data;
    const pay = await fetch(`${bases[1]}${new URL(redirect, 'http://x').pathname}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pay.status).toBe(303);
    const confirmations = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(bases[i % 2] ?? '', '/api/en/checkout/execPayment', { cartId }, '10.3.0.1'),
      ),
    );
    expect(confirmations.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(new Set(confirmations.map((answer) => answer.json.data.booking_id)).size).toBe(1);
    expect(await handle.db.select().from(orders).where(eq(orders.cartId, cartId))).toHaveLength(1);
    expect(await soldAndHeld(slot.slotId)).toBe(2);
    expect(await takenCountersAstray(handle.db)).toEqual([]);
  });
});
