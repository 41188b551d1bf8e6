import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app.ts';
import { type DatabaseTarget, openDatabase } from '../../packages/server/src/db/database.ts';
import { reservationItems, reservations } from '../../packages/server/src/db/schema/reservations.ts';
import { demoToday } from '../../packages/server/src/db/seed/catalog.ts';
import { seedDemoMuseum } from '../../packages/server/src/db/seed/index.ts';
import {
  EXPRESS,
  hotSlot,
  RETURN_URLS,
} from '../../packages/server/src/features/checkout/checkout.test-support.ts';
import { freshPostgresDatabase } from '../../packages/server/src/test-support/postgres-database.ts';

const BUYERS = 600;
const PLACES = 400;
const CONCURRENCY = 50;

interface Figures {
  holdsPerSecond: number;
  bookingsPerSecond: number;
  p99Ms: number;
  oversell: number;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Runs `work` for each of `count` items with at most `limit` at once. */
async function pool<T>(count: number, limit: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) {
        const index = next++;
        results[index] = await work(index);
      }
    }),
  );
  return results;
}

/**
 * BUYERS visitors at once on one time slot of PLACES places, each starting a payment
 * (initPayment holds the place), paying in the sandbox and confirming (execPayment books). The
 * server listens on loopback; the buyers are HTTP clients in this process.
 */
async function runCheckout(target: DatabaseTarget): Promise<Figures> {
  const database = await openDatabase(target);
  await seedDemoMuseum(database.db);
  const slot = await hotSlot(database.db, PLACES, demoToday());
  const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  const app = await buildApp({ database, checkout: { paymentStartsPerClient: unlimited } });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const post = async (path: string, body?: unknown) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const json = response.headers.get('content-type')?.includes('json') ? await response.json() : undefined;
      return { status: response.status, json, ms: performance.now() - started };
    };
    const cart = { ver: 1, items: [slot.item(1)] };
    const holdLatencies: number[] = [];
    const holdStarted = performance.now();
    const holds = await pool(BUYERS, CONCURRENCY, async () => {
      const answer = await post('/api/en/checkout/initPayment', { payart: EXPRESS, cart, url: RETURN_URLS });
      holdLatencies.push(answer.ms);
      if (answer.status !== 200 && answer.json?.code !== 'CART_NOT_BOOKABLE')
        throw new Error(`initPayment answered ${answer.status}: ${JSON.stringify(answer.json)}`);
      return answer.status === 200 ? (answer.json.data as { cartId: string; redirect: string }) : undefined;
    });
    const holdSeconds = (performance.now() - holdStarted) / 1000;
    const held = holds.filter((hold) => hold !== undefined);

    const bookLatencies: number[] = [];
    const bookStarted = performance.now();
    await pool(held.length, CONCURRENCY, async (index) => {
      const hold = held[index];
      if (!hold) return;
      await post(`${new URL(hold.redirect, base).pathname}/pay`);
      const answer = await post('/api/en/checkout/execPayment', { cartId: hold.cartId });
      bookLatencies.push(answer.ms);
      if (answer.status !== 200) throw new Error(`execPayment answered ${answer.status}`);
    });
    const bookSeconds = (performance.now() - bookStarted) / 1000;

    const [row] = await database.db
      .select({ taken: sql<number>`coalesce(sum(${reservationItems.places}), 0)::int` })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(and(eq(reservationItems.eventSlotId, slot.slotId), eq(reservations.status, 'sold')));
    return {
      holdsPerSecond: held.length / holdSeconds,
      bookingsPerSecond: held.length / bookSeconds,
      p99Ms: percentile([...holdLatencies, ...bookLatencies], 99),
      oversell: Math.max(0, (row?.taken ?? 0) - PLACES),
    };
  } finally {
    await app.close();
  }
}

function print(label: string, figures: Figures) {
  console.log(
    `${label}: ${figures.holdsPerSecond.toFixed(0)} holds/s, ${figures.bookingsPerSecond.toFixed(0)} bookings/s, ` +
      `p99 ${figures.p99Ms.toFixed(0)} ms, oversell ${figures.oversell} ` +
      `(${BUYERS} buyers, ${PLACES} places, ${CONCURRENCY} at once)`,
  );
}

/** The checkout run on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL. */
export async function reportCheckout(): Promise<void> {
  print('embedded database (PGlite)', await runCheckout({ kind: 'pglite', dataDir: null }));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)');
    return;
  }
  const { url, drop } = await freshPostgresDatabase(adminUrl, 'bench');
  try {
    print('PostgreSQL', await runCheckout({ kind: 'postgres', url }));
  } finally {
    await drop();
  }
}
