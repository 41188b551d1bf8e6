// The shop server of the checkout benchmark, in a process of its own so that the buyers' HTTP
// clients (in the parent) do not take its CPU: a visitor's browser does not run on the server.
// It seeds the demo museum, adds one hot time slot, listens on loopback and tells the parent
// where; asked for it, it counts the places sold on the slot.
import { and, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../packages/server/src/app.ts';
import { type DatabaseTarget, openDatabase } from '../../packages/server/src/db/database.ts';
import { reservationItems, reservations } from '../../packages/server/src/db/schema/reservations.ts';
import { demoToday } from '../../packages/server/src/db/seed/catalog.ts';
import { seedDemoMuseum } from '../../packages/server/src/db/seed/index.ts';
import { hotSlot } from '../../packages/server/src/features/checkout/checkout.test-support.ts';
import { readSettings } from '../../packages/server/src/settings.ts';

export type ServerMessage =
  | { kind: 'ready'; base: string; item: unknown }
  | { kind: 'sold'; places: number; cpuMs: number };

const target = JSON.parse(process.argv[2] ?? '') as DatabaseTarget;
const places = Number(process.argv[3]);
const send = (message: ServerMessage) => process.send?.(message);

const database = await openDatabase(target);
await seedDemoMuseum(database.db);
const slot = await hotSlot(database.db, places, demoToday());
const unlimited = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
// As `npm start` runs it (the default settings), but without the per-client limit: every buyer of
// the bench comes from one address.
const app = await buildApp({
  database,
  catalogCacheMs: readSettings({}).CATALOG_CACHE_MS,
  checkout: { paymentStartsPerClient: unlimited },
});
const base = await app.listen({ host: '127.0.0.1', port: 0 });

// CPU time the server spends on the buyers: unlike rates, it hardly moves when other work shares the machine.
const cpuAtReady = process.cpuUsage();
process.on('message', async (message: 'count' | 'close') => {
  if (message === 'close') {
    await app.close();
    process.exit(0);
  }
  const [row] = await database.db
    .select({ taken: sql<number>`coalesce(sum(${reservationItems.places}), 0)::int` })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .where(and(eq(reservationItems.eventSlotId, slot.slotId), eq(reservations.status, 'sold')));
  const cpu = process.cpuUsage(cpuAtReady);
  send({ kind: 'sold', places: row?.taken ?? 0, cpuMs: (cpu.user + cpu.system) / 1000 });
});
send({ kind: 'ready', base, item: slot.item(1) });
