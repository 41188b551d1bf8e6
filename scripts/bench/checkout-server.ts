// The shop server of the checkout benchmark, in a process of its own so that the buyers' HTTP
// clients (in the parent) do not take its CPU: a visitor's browser does not run on the server.
// It seeds the demo museum, adds one hot time slot and a smaller one to warm up on, listens on
// loopback and tells the parent where; asked for it, it counts the places sold on the hot slot. A
// second server on the same PostgreSQL database (as behind a load balancer) is given the first
// one's slots instead.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../packages/server/src/app.ts';
import { type DatabaseTarget, openDatabase } from '../../packages/server/src/db/database.ts';
import { reservationItems, reservations } from '../../packages/server/src/db/schema/reservations.ts';
import { demoToday } from '../../packages/server/src/db/seed/catalog.ts';
import { seedDemoMuseum } from '../../packages/server/src/db/seed/index.ts';
import { hotSlot } from '../../packages/server/src/features/checkout/checkout.test-support.ts';
import { readSettings } from '../../packages/server/src/settings.ts';

/** The hot slot's cart item, and the slot's id to count what was sold. */
export interface BenchSlot {
  item: unknown;
  slotId: number;
}

/** The slot the buyers are measured on, and one of its own the servers warm up on before. */
export interface BenchSlots {
  hot: BenchSlot;
  warmUp: BenchSlot;
}

export type ServerMessage =
  | { kind: 'ready'; base: string; slots: BenchSlots }
  | {
      kind: 'sold';
      places: number;
      cpuMs: number;
      statements: number | undefined;
      /** Of `statements`, those sent before 'holds' (the payment starts). */
      holdStatements: number | undefined;
    };

const target = JSON.parse(process.argv[2] ?? '') as DatabaseTarget;
const places = Number(process.argv[3]);
const warmUpPlaces = Number(process.argv[4]);
const sharedSlots = process.argv[5] ? (JSON.parse(process.argv[5]) as BenchSlots) : undefined;
const send = (message: ServerMessage) => process.send?.(message);

/**
 * Statements sent to PostgreSQL from 'measure' on: each is a round trip, and on a machine whose
 * system calls are dear they cost the server more than its own code (issue 38's profile).
 */
let statements = 0;
let holdStatements = 0;
/**
 * With BENCH_SQL_LOG=<file>, the measured statements by phase (the payment starts, then paying and
 * booking) and text, most sent first: where the round trips of a booking go.
 */
const sqlLogFile = process.env.BENCH_SQL_LOG;
const sqlLog = new Map<string, number>();
let measuring = false;
let phase: 'hold' | 'book' = 'hold';
if (target.kind === 'postgres') {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    statements++;
    if (sqlLogFile && measuring) {
      const first = args[0] as string | { text?: string; name?: string };
      const text = typeof first === 'string' ? first : `${first?.name ?? ''}|${first?.text ?? ''}`;
      const key = `${phase}: ${text.replace(/\s+/g, ' ').slice(0, 140)}`;
      sqlLog.set(key, (sqlLog.get(key) ?? 0) + 1);
    }
    return (query as (...all: unknown[]) => unknown).apply(this, args);
  } as typeof query;
}

const database = await openDatabase(target);
let slots = sharedSlots;
if (!slots) {
  await seedDemoMuseum(database.db);
  const slotOf = async (capacity: number) => {
    const made = await hotSlot(database.db, capacity, demoToday());
    return { item: made.item(1), slotId: made.slotId };
  };
  slots = { hot: await slotOf(places), warmUp: await slotOf(Math.max(1, warmUpPlaces)) };
}
const { slotId } = slots.hot;
const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
// As `npm start` runs it (the default settings), but without the per-client limit, and behind a
// "proxy" on loopback: each buyer of the bench names its own address in X-Forwarded-For, since one
// client keeps one live cart (a new payment start from its address releases the one before).
const app = await buildApp({
  database,
  catalogCacheMs: readSettings({}).CATALOG_CACHE_MS,
  checkout: { paymentStartsPerClient: unlimited },
  trustProxy: ['loopback'],
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });

// CPU time the server spends on the buyers, from the end of the warm-up ('measure'): unlike rates,
// it hardly moves when other work shares the machine.
let cpuAtStart = process.cpuUsage();
// With BENCH_CPU_PROF=<folder>, the same span is profiled (a .cpuprofile for Chrome's DevTools):
// unlike node --cpu-prof, without the seeding and the warm-up.
const profileDir = process.env.BENCH_CPU_PROF;
const profiler = profileDir ? new Session() : undefined;
profiler?.connect();
process.on('message', async (message: 'measure' | 'holds' | 'count' | 'close') => {
  if (message === 'close') {
    await app.close();
    process.exit(0);
  }
  if (message === 'measure') {
    if (profiler) {
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    cpuAtStart = process.cpuUsage();
    statements = 0;
    measuring = true;
    return;
  }
  if (message === 'holds') {
    holdStatements = statements;
    phase = 'book';
    return;
  }
  if (sqlLogFile)
    writeFileSync(
      sqlLogFile,
      [...sqlLog]
        .sort((a, b) => b[1] - a[1])
        .map(([text, count]) => `${count}\t${text}\n`)
        .join(''),
    );
  const sent = target.kind === 'postgres' ? statements : undefined;
  if (profiler && profileDir) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(
      join(profileDir, `checkout-${target.kind}-${process.pid}.cpuprofile`),
      JSON.stringify(profile),
    );
  }
  const [row] = await database.db
    .select({ taken: sql<number>`coalesce(sum(${reservationItems.places}), 0)::int` })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(and(eq(reservationItems.eventSlotId, slotId), eq(reservations.status, 'sold')));
  const cpu = process.cpuUsage(cpuAtStart);
  send({
    kind: 'sold',
    places: row?.taken ?? 0,
    cpuMs: (cpu.user + cpu.system) / 1000,
    statements: sent,
    holdStatements: sent === undefined ? undefined : holdStatements,
  });
});
send({ kind: 'ready', base, slots });
