import { Agent } from 'node:http';
import pg from 'pg';
import { WAITING_POLL_SECONDS } from '../../packages/contract/src/waiting-room.ts';
import { EXPRESS, RETURN_URLS } from '../../packages/server/src/features/checkout/checkout.test-support.ts';
import { freshPostgresDatabase } from '../../packages/server/src/test-support/postgres-database.ts';
import { hashToken } from '../../packages/server/src/tokens.ts';
import { startServer } from './checkout.ts';
import { type ClientAnswer, clientPost } from './client-post.ts';

// Issue 38, "a rush in the bench": VISITORS arrive within ARRIVAL_MS for PLACES places, through the
// waiting room, on two server processes sharing PostgreSQL. Each takes a place in the queue, asks
// where it stands every WAITING_POLL_SECONDS as the shop's page does, and once let in starts a
// payment with its pass, pays in the sandbox and books.

const VISITORS = Number(process.env.RUSH_VISITORS ?? 2_000);
const ARRIVAL_MS = 10_000;
const PLACES = 300;
/** Visitors let in per minute: the whole crowd within about twenty seconds. */
const PER_MINUTE = 6_000;
const PROCESSES = 2;

interface Visitor {
  index: number;
  arrivedAt: number;
  ticket: string;
  /** Seconds the shop estimated when the visitor took a place. */
  estimate: number;
  admittedAt: number;
  booked: boolean;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runRush(adminUrl: string) {
  const { url, drop } = await freshPostgresDatabase(adminUrl, 'bench');
  const target = { kind: 'postgres' as const, url };
  const first = await startServer(target, undefined, PLACES);
  const servers = [first];
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  // Arrivals have connections of their own: queued behind the crowd's polls, a visitor's arrival
  // would reach the shop later than it happened.
  const arrivals = new Agent({ keepAlive: true, maxSockets: 32 });
  let serverErrors = 0;
  try {
    while (servers.length < PROCESSES) servers.push(await startServer(target, first.slots, PLACES));
    // Staff switch the waiting room on for the sale (as staff/waitingRoom does).
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `insert into waiting_rooms (shop_id, "on", per_minute, paused, sale, counted_from)
       select id, true, $1, false, 1, now() from shops`,
      [PER_MINUTE],
    );
    await client.end();

    const post = async (visitor: number, path: string, body?: unknown, via = agent) => {
      const base = (servers[visitor % servers.length] ?? first).base;
      const answer = await clientPost(via, `${base}${path}`, visitor, body);
      if (answer.status >= 500) serverErrors += 1;
      return answer as ClientAnswer & { json: { code?: string; data?: Record<string, unknown> } | undefined };
    };

    const cart = { ver: 1, items: [first.slots.hot.item] };
    const started = performance.now();
    const visit = async (index: number): Promise<Visitor> => {
      await sleep((index * ARRIVAL_MS) / VISITORS);
      const arrivedAt = performance.now();
      const joined = await post(index, '/api/en/waitingRoom/join', {}, arrivals);
      let state = joined.json?.data ?? {};
      const estimate = Number(state.wait_seconds ?? 0);
      while (state.admitted !== true) {
        await sleep(WAITING_POLL_SECONDS * 1000);
        const asked = await post(index, '/api/en/waitingRoom/status', { ticket: state.ticket });
        if (asked.status !== 200) throw new Error(`waitingRoom/status answered ${asked.status}`);
        state = asked.json?.data ?? {};
      }
      const admittedAt = performance.now();
      const start = await post(
        index,
        `/api/en/checkout/initPayment?waitingPass=${encodeURIComponent(String(state.pass))}`,
        { payart: EXPRESS, cart, url: RETURN_URLS },
      );
      let booked = false;
      if (start.status === 200) {
        const { cartId, redirect } = (start.json?.data ?? {}) as { cartId: string; redirect: string };
        await post(index, `${new URL(redirect, 'http://shop').pathname}/pay`);
        booked = (await post(index, '/api/en/checkout/execPayment', { cartId })).status === 200;
      } else if (start.json?.code !== 'CART_NOT_BOOKABLE')
        throw new Error(`initPayment answered ${start.status}: ${JSON.stringify(start.json)}`);
      return { index, arrivedAt, ticket: String(joined.json?.data?.ticket), estimate, admittedAt, booked };
    };
    const visitors = await Promise.all(Array.from({ length: VISITORS }, (_, index) => visit(index)));
    const seconds = (performance.now() - started) / 1000;
    const sold = (await first.soldPlaces()).places;

    // The queue's order against the order the visitors arrived in: the shop lets in by rank, so a
    // visitor who got a rank after someone who arrived later was let in after them.
    const ranks = await ranksOf(url, visitors);
    const byArrival = [...visitors].sort((a, b) => a.arrivedAt - b.arrivedAt);
    let overtaken = 0;
    let overtakenByFar = 0;
    byArrival.forEach((visitor, position) => {
      const later = byArrival.slice(position + 1);
      const before = later.filter(
        (other) => (ranks.get(other.ticket) ?? 0) < (ranks.get(visitor.ticket) ?? 0),
      );
      if (before.length > 0) overtaken += 1;
      if (before.some((other) => other.arrivedAt - visitor.arrivedAt > 100)) overtakenByFar += 1;
    });
    const waits = visitors.map((visitor) => (visitor.admittedAt - visitor.arrivedAt) / 1000);
    const estimates = visitors.map((visitor) => visitor.estimate);
    const misses = visitors.map(
      (visitor) => (visitor.admittedAt - visitor.arrivedAt) / 1000 - visitor.estimate,
    );
    console.log(
      `Rush, ${VISITORS} visitors within ${ARRIVAL_MS / 1000} s for ${PLACES} places through the waiting room ` +
        `(${PER_MINUTE} let in a minute, ${PROCESSES} server processes, PostgreSQL), ${seconds.toFixed(0)} s: ` +
        `let in by rank: ${overtaken} visitors after one who arrived later (${overtakenByFar} by more than 100 ms), ` +
        `${serverErrors} answers 5xx, ${visitors.filter((visitor) => visitor.booked).length} booked, ` +
        `oversold ${Math.max(0, sold - PLACES)}, wait p99 ${percentile(waits, 99).toFixed(1)} s against an estimated ` +
        `p99 of ${percentile(estimates, 99).toFixed(1)} s; the estimate was off by ${percentile(misses, 99).toFixed(1)} s ` +
        `at p99 (the page asks every ${WAITING_POLL_SECONDS} s)`,
    );
  } finally {
    agent.destroy();
    arrivals.destroy();
    await Promise.all(servers.map((server) => server.close()));
    await drop();
  }
}

/** Each visitor's rank in the queue, read from the database by the hash of its ticket. */
async function ranksOf(url: string, visitors: readonly Visitor[]): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ ticket_hash: string; rank: number }>(
      'select ticket_hash, rank from waiting_room_entries',
    );
    const rankOfHash = new Map(rows.map((row) => [row.ticket_hash, Number(row.rank)]));
    return new Map(
      visitors.map((visitor) => [visitor.ticket, rankOfHash.get(hashToken(visitor.ticket)) ?? 0]),
    );
  } finally {
    await client.end();
  }
}

/** The rush on PostgreSQL, when TEST_DATABASE_URL names one: two processes need a shared database. */
export async function reportRush(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('Rush: skipped (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)');
    return;
  }
  await runRush(adminUrl);
}
