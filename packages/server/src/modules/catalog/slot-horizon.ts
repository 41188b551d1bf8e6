import { SLOT_HORIZON_LIMITS } from '@museum-shop/contract';
import { and, eq, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findShopBasics } from '../../db/repositories/shops.repository.ts';
import { catalogSettings } from '../../db/schema/catalog.ts';
import { events } from '../../db/schema/events.ts';
import { tours } from '../../db/schema/tours.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { localDateTime } from '../../lib/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/shop-context.ts';
import { findSlotHorizonDays } from './catalog-settings.repository.ts';
import { findShopEvent } from './event-documents.repository.ts';
import { keepEventSlotsMade } from './event-editing.service.ts';
import type { MakingDay } from './slot-making.ts';
import { findShopTour } from './tour-documents.repository.ts';
import { keepTourSlotsMade } from './tour-editing.service.ts';

export const MAKE_SLOTS_JOB = 'make-slots';

/** The museum's date at `now`, in the shop's time zone, and its slots' horizon. */
async function museumDay(db: Db, shopId: number, now: Date): Promise<MakingDay> {
  const [basics, horizonDays] = await Promise.all([
    findShopBasics(db, shopId),
    findSlotHorizonDays(db, shopId),
  ]);
  return { today: localDateTime(now, basics?.timeZone || DEFAULT_TIME_ZONE).slice(0, 10), horizonDays };
}

/**
 * Events and tours whose slots do not yet reach as far as their schedule should make them: never
 * made, or made to a day before the horizon (and before an event's end). Judged with a generous
 * `today` (UTC's, a day back), so no museum's day is missed; the job reads the museum's day.
 */
async function ownersBehind(db: Db, now: Date) {
  const yesterday = new Date(now.getTime() - 24 * 60 * 60_000).toISOString().slice(0, 10);
  // Each shop's own horizon (catalog_settings), else the standard year.
  const horizon: SQL<string> = sql`(${yesterday}::date + coalesce(${catalogSettings.slotHorizonDays}, ${SLOT_HORIZON_LIMITS.standard}))`;
  const [eventRows, tourRows] = await Promise.all([
    db
      .select({ id: events.id, shopId: events.shopId })
      .from(events)
      .leftJoin(catalogSettings, eq(catalogSettings.shopId, events.shopId))
      .where(
        and(
          isNotNull(events.schedule),
          ne(events.status, 'archived'),
          or(
            isNull(events.slotsMadeUntil),
            and(lt(events.slotsMadeUntil, events.endDate), lt(events.slotsMadeUntil, horizon)),
          ),
        ),
      ),
    db
      .select({ id: tours.id, shopId: tours.shopId })
      .from(tours)
      .leftJoin(catalogSettings, eq(catalogSettings.shopId, tours.shopId))
      .where(
        and(
          isNotNull(tours.schedule),
          ne(tours.status, 'archived'),
          or(isNull(tours.slotsMadeUntil), lt(tours.slotsMadeUntil, horizon)),
        ),
      ),
  ]);
  return [
    ...eventRows.map((row) => ({ kind: 'event' as const, ...row })),
    ...tourRows.map((row) => ({ kind: 'tour' as const, ...row })),
  ];
}

/**
 * Keeps every scheduled event's and tour's slots made up to the horizon as the days pass: the
 * housekeeping round (every process, on the server's one clock) queues a job per owner that is
 * behind, once (its dedupe key), and the job makes the slots under the owner's row lock. Running it
 * twice, or in two processes at once, makes each slot once.
 */
export function keepSlotsMade(app: {
  db: Db;
  jobs: JobQueue;
  clock: () => Date;
  registerSweep: (name: string, sweep: (now: Date) => Promise<void>) => void;
}) {
  app.jobs.handle(MAKE_SLOTS_JOB, async (payload) => {
    const shopId = Number(payload.shopId);
    const id = Number(payload.id);
    await app.db.transaction(async (tx) => {
      const day = await museumDay(tx, shopId, app.clock());
      if (payload.kind === 'tour') {
        const row = await findShopTour(tx, shopId, id, true);
        if (row && row.status !== 'archived') await keepTourSlotsMade(tx, row, day);
      } else {
        const row = await findShopEvent(tx, shopId, id, true);
        if (row && row.status !== 'archived') await keepEventSlotsMade(tx, row, day);
      }
    });
  });
  app.registerSweep('slots ahead', async (now) => {
    for (const owner of await ownersBehind(app.db, now)) {
      const queued = await app.jobs.enqueue(app.db, {
        kind: MAKE_SLOTS_JOB,
        payload: owner,
        dedupeKey: `slots:${owner.kind}:${owner.id}`,
      });
      await app.jobs.runNow([queued]);
    }
  });
}
