import { dateAfter } from '@museum-shop/contract';
import { and, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findShopBasics } from '../../db/repositories/shops.repository.ts';
import { events } from '../../db/schema/events.ts';
import { tours } from '../../db/schema/tours.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { localDateTime } from '../../lib/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/shop-context.ts';
import { findShopEvent } from './event-documents.repository.ts';
import { keepEventSlotsMade } from './event-editing.service.ts';
import { SLOT_HORIZON_DAYS } from './slot-making.ts';
import { findShopTour } from './tour-documents.repository.ts';
import { keepTourSlotsMade } from './tour-editing.service.ts';

export const MAKE_SLOTS_JOB = 'make-slots';

/** The museum's date at `now`, in the shop's time zone. */
async function museumToday(db: Db, shopId: number, now: Date): Promise<string> {
  const basics = await findShopBasics(db, shopId);
  return localDateTime(now, basics?.timeZone || DEFAULT_TIME_ZONE).slice(0, 10);
}

/**
 * Events and tours whose slots do not yet reach as far as their schedule should make them: never
 * made, or made to a day before the horizon (and before an event's end). Judged with a generous
 * `today` (UTC's, a day back), so no museum's day is missed; the job reads the museum's day.
 */
async function ownersBehind(db: Db, now: Date) {
  const horizon = dateAfter(
    new Date(now.getTime() - 24 * 60 * 60_000).toISOString().slice(0, 10),
    SLOT_HORIZON_DAYS,
  );
  const [eventRows, tourRows] = await Promise.all([
    db
      .select({ id: events.id, shopId: events.shopId })
      .from(events)
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
      const today = await museumToday(tx, shopId, app.clock());
      if (payload.kind === 'tour') {
        const row = await findShopTour(tx, shopId, id, true);
        if (row && row.status !== 'archived') await keepTourSlotsMade(tx, row, today);
      } else {
        const row = await findShopEvent(tx, shopId, id, true);
        if (row && row.status !== 'archived') await keepEventSlotsMade(tx, row, today);
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
