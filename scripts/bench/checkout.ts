import { type ChildProcess, fork } from 'node:child_process';
import { Agent } from 'node:http';
import { join } from 'node:path';
import type { DatabaseTarget } from '../../packages/server/src/db/database.ts';
import { EXPRESS, RETURN_URLS } from '../../packages/server/src/features/checkout/checkout.test-support.ts';
import { freshPostgresDatabase } from '../../packages/server/src/test-support/postgres-database.ts';
import { repoRoot } from '../lib/paths.ts';
import type { BenchSlot, BenchSlots, ServerMessage } from './checkout-server.ts';
import { clientPost } from './client-post.ts';
import { hotRowTransactionsPerSecond } from './pgbench.ts';

const BUYERS = Number(process.env.BUYERS ?? 600);
const PLACES = 400;
/**
 * Places sold on a slot of their own before the measured buyers come (to half again as many
 * buyers). V8 optimizes a function after some hundreds of calls: warmed up with 100 payment starts
 * and no booking, a quarter of the CPU measured a booking was code that a shop running for a while
 * has long optimized (issue 38).
 */
const WARM_UP = Number(process.env.WARM_UP ?? 600);
/**
 * How many buyers are at the till at once. Latency follows from throughput (Little's law: waiting
 * time = buyers in the queue / throughput), so p99 means something only with this number beside it.
 */
const CONCURRENCY_LEVELS = [10, 50];

interface Figures {
  holdsPerSecond: number;
  bookingsPerSecond: number;
  p99Ms: number;
  /** p99 of initPayment and of paying and booking apart, to tell where the waiting is. */
  holdP99Ms: number;
  bookP99Ms: number;
  oversell: number;
  /** Server CPU time per buyer who booked (initPayment, sandbox payment and execPayment). */
  cpuMsPerBooking: number;
  /** Statements sent to PostgreSQL per buyer who booked, round trips each (PostgreSQL only). */
  statementsPerBooking: number | undefined;
  /** Of those, the statements of one payment start (initPayment), held or refused. */
  statementsPerStart: number | undefined;
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
 * Starts the benchmark's shop server (checkout-server.ts) with a hot slot of `places` and a warm-up
 * slot of WARM_UP places, and waits until it listens; given the slots of a server already running,
 * it sells those.
 */
export async function startServer(target: DatabaseTarget, slots?: BenchSlots, places = PLACES) {
  const child = fork(
    join(repoRoot, 'scripts/bench/checkout-server.ts'),
    [JSON.stringify(target), String(places), String(WARM_UP), ...(slots ? [JSON.stringify(slots)] : [])],
    {
      env: { ...process.env, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const next = <K extends ServerMessage['kind']>(kind: K) =>
    new Promise<Extract<ServerMessage, { kind: K }>>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the bench server exited with ${code}`));
      child.once('exit', onExit);
      child.once('message', (message: ServerMessage) => {
        child.off('exit', onExit);
        if (message.kind === kind) resolve(message as Extract<ServerMessage, { kind: K }>);
        else reject(new Error(`the bench server said ${message.kind}, not ${kind}`));
      });
    });
  const ready = await next('ready');
  return {
    ...ready,
    soldPlaces: async () => {
      const answer = next('sold');
      child.send('count');
      return await answer;
    },
    /** Starts counting the server's CPU time from now. */
    measure: () => child.send('measure'),
    /** The payment starts are over: what follows is paying and booking. */
    holdsDone: () => child.send('holds'),
    close: () => closeServer(child),
  };
}

function closeServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.send('close');
  });
}

/**
 * BUYERS visitors on one time slot of PLACES places, `concurrency` of them at a time, each
 * starting a payment (initPayment holds the place), paying in the sandbox and confirming
 * (execPayment books), after a smaller sale of the same kind on a slot of its own (WARM_UP).
 * The server runs in a process of its own on loopback; the buyers are HTTP clients in this one.
 */
export async function runCheckout(
  target: DatabaseTarget,
  concurrency: number,
  processes = 1,
): Promise<Figures> {
  const first = await startServer(target);
  const servers = [first];
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    while (servers.length < processes) servers.push(await startServer(target, first.slots));
    // As a load balancer would: buyer n goes to server n modulo their number, and stays there.
    const baseOf = (buyer: number) => (servers[buyer % servers.length] ?? first).base;
    // Each buyer is a client of its own: one client keeps one live cart.
    const post = (buyer: number, path: string, body?: unknown) =>
      clientPost(agent, `${baseOf(buyer)}${path}`, buyer, body);

    /** `buyers` buyers, numbered from `firstBuyer`, start paying for `slot`; then those held pay. */
    const sell = async (slot: BenchSlot, buyers: number, firstBuyer: number, holdsDone = () => {}) => {
      const cart = { ver: 1, items: [slot.item] };
      const holdLatencies: number[] = [];
      const holdStarted = performance.now();
      const holds = await pool(buyers, concurrency, async (index) => {
        const buyer = firstBuyer + index;
        const answer = await post(buyer, '/api/en/checkout/initPayment', {
          payart: EXPRESS,
          cart,
          url: RETURN_URLS,
        });
        holdLatencies.push(answer.ms);
        if (answer.status !== 200 && answer.json?.code !== 'CART_NOT_BOOKABLE')
          throw new Error(`initPayment answered ${answer.status}: ${JSON.stringify(answer.json)}`);
        return answer.status === 200
          ? { buyer, ...(answer.json?.data as { cartId: string; redirect: string }) }
          : undefined;
      });
      const holdSeconds = (performance.now() - holdStarted) / 1000;
      const held = holds.filter((hold) => hold !== undefined);
      holdsDone();

      const bookLatencies: number[] = [];
      const bookStarted = performance.now();
      await pool(held.length, concurrency, async (index) => {
        const hold = held[index];
        if (!hold) return;
        await post(hold.buyer, `${new URL(hold.redirect, baseOf(hold.buyer)).pathname}/pay`);
        const answer = await post(hold.buyer, '/api/en/checkout/execPayment', { cartId: hold.cartId });
        bookLatencies.push(answer.ms);
        if (answer.status !== 200) throw new Error(`execPayment answered ${answer.status}`);
      });
      const bookSeconds = (performance.now() - bookStarted) / 1000;
      return { holdLatencies, holdSeconds, held, bookLatencies, bookSeconds };
    };

    // Warm-up, not counted: the same sale on a smaller slot (half again as many buyers as places,
    // so some are refused), so that the servers' code is compiled and their connections open when
    // the buyers come, as on a server that has been running. Its buyers are clients of their own.
    await sell(first.slots.warmUp, Math.ceil(WARM_UP * 1.5), BUYERS);
    for (const server of servers) server.measure();
    const { holdLatencies, holdSeconds, held, bookLatencies, bookSeconds } = await sell(
      first.slots.hot,
      BUYERS,
      0,
      () => {
        for (const server of servers) server.holdsDone();
      },
    );

    const counts = await Promise.all(servers.map((server) => server.soldPlaces()));
    const sold = counts[0]?.places ?? 0;
    const cpuMs = counts.reduce((sum, count) => sum + count.cpuMs, 0);
    const statements = counts.every((count) => count.statements !== undefined)
      ? counts.reduce((sum, count) => sum + (count.statements ?? 0), 0)
      : undefined;
    const holdStatements = counts.reduce((sum, count) => sum + (count.holdStatements ?? 0), 0);
    return {
      holdsPerSecond: held.length / holdSeconds,
      bookingsPerSecond: held.length / bookSeconds,
      p99Ms: percentile([...holdLatencies, ...bookLatencies], 99),
      holdP99Ms: percentile(holdLatencies, 99),
      bookP99Ms: percentile(bookLatencies, 99),
      oversell: Math.max(0, sold - PLACES),
      cpuMsPerBooking: cpuMs / Math.max(1, held.length),
      statementsPerBooking: statements === undefined ? undefined : statements / Math.max(1, held.length),
      statementsPerStart: statements === undefined ? undefined : holdStatements / BUYERS,
    };
  } finally {
    agent.destroy();
    await Promise.all(servers.map((server) => server.close()));
  }
}

/** Issue 38's targets for the shop's holds per second as a share of pgbench's hot-row rate, 10 at once. */
const TARGET_SHARE = { pglite: 0.1, postgres: 0.15 } as const;

function print(label: string, concurrency: number, figures: Figures, reference?: Reference) {
  const share =
    reference && concurrency === 10
      ? `, ${(figures.holdsPerSecond / reference.tps).toFixed(3)} of pgbench (target ${TARGET_SHARE[reference.kind]})`
      : '';
  console.log(
    `${label}, ${concurrency} at once: ${figures.holdsPerSecond.toFixed(0)} holds/s${share}, ` +
      `${figures.bookingsPerSecond.toFixed(0)} bookings/s, p99 ${figures.p99Ms.toFixed(0)} ms ` +
      `(holds ${figures.holdP99Ms.toFixed(0)}, bookings ${figures.bookP99Ms.toFixed(0)}), ` +
      `oversell ${figures.oversell}, server CPU ${figures.cpuMsPerBooking.toFixed(1)} ms a booking` +
      (figures.statementsPerBooking === undefined
        ? ''
        : `, ${figures.statementsPerBooking.toFixed(1)} statements a booking ` +
          `(${(figures.statementsPerStart ?? 0).toFixed(1)} a payment start)`) +
      ` (${BUYERS} buyers, ${PLACES} places)`,
  );
}

/** pgbench's hot-row rate, and which target a run is held to. */
interface Reference {
  tps: number;
  kind: keyof typeof TARGET_SHARE;
}

/** Which runs `reportCheckout` makes: buyers at once, and server processes on PostgreSQL. */
export interface CheckoutRuns {
  concurrency: readonly number[];
  processes: readonly number[];
}

/**
 * The checkout run on the embedded database and, when TEST_DATABASE_URL is set, on PostgreSQL,
 * each beside what PostgreSQL itself does on one hot row (pgbench, when the machine has it).
 */
export async function reportCheckout(
  runs: CheckoutRuns = { concurrency: CONCURRENCY_LEVELS, processes: [1, 2] },
): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const tps = adminUrl ? await hotRowTransactionsPerSecond(adminUrl) : undefined;
  if (tps !== undefined)
    console.log(`pgbench, the hot-row hold transaction, 10 at once: ${tps.toFixed(0)} tx/s`);
  else if (adminUrl)
    console.log("pgbench: not on this machine (Debian's postgresql-client has it), so no share is printed");
  for (const concurrency of runs.concurrency)
    print(
      'embedded database (PGlite)',
      concurrency,
      await runCheckout({ kind: 'pglite', dataDir: null }, concurrency),
      tps === undefined ? undefined : { tps, kind: 'pglite' },
    );
  if (!adminUrl) {
    console.log('PostgreSQL: skipped (set TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test)');
    return;
  }
  // One server process, then two sharing the database behind a round-robin (the architecture's
  // way to use more than one core; the embedded database belongs to one process, so PGlite has one).
  for (const processes of runs.processes)
    for (const concurrency of runs.concurrency) {
      const { url, drop } = await freshPostgresDatabase(adminUrl, 'bench');
      try {
        const label = processes === 1 ? 'PostgreSQL' : `PostgreSQL, ${processes} server processes`;
        const reference = tps === undefined || processes > 1 ? undefined : { tps, kind: 'postgres' as const };
        print(
          label,
          concurrency,
          await runCheckout({ kind: 'postgres', url }, concurrency, processes),
          reference,
        );
      } finally {
        await drop();
      }
    }
}
