import { dateAfter } from '@museum-shop/contract';
import { and, isNotNull, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findShopBasics } from '../../db/repositories/shops.repository.ts';
import { events } from '../../db/schema/events.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { localDateTime } from '../../lib/dates.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/shop-context.ts';
import { findShopEvent, setSlotsMadeUntil } from './event-documents.repository.ts';
import { makeEventSlots, makingRange, SLOT_HORIZON_DAYS } from './slot-making.ts';

export const MAKE_EVENT_SLOTS_JOB = 'make-event-slots';

/** The museum's date at `now`, in the shop's time zone. */
async function museumToday(db: Db, shopId: number, now: Date): Promise<string> {
  const basics = await findShopBasics(db, shopId);
  return localDateTime(now, basics?.timeZone || DEFAULT_TIME_ZONE).slice(0, 10);
}

/**
 * Events whose slots do not yet reach as far as their schedule should make them: never made, or
 * made to a day before the horizon and before the event's end. Judged with a generous `today`
 * (UTC's, a day back), so no museum's day is missed; the job itself reads the museum's day.
 */
function eventsBehind(db: Db, now: Date) {
  const earliestToday = new Date(now.getTime() - 24 * 60 * 60_000).toISOString().slice(0, 10);
  return db
    .select({ id: events.id, shopId: events.shopId })
    .from(events)
    .where(
      and(
        isNotNull(events.schedule),
        ne(events.status, 'archived'),
        or(
          isNull(events.slotsMadeUntil),
          and(
            lt(events.slotsMadeUntil, events.endDate),
            lt(events.slotsMadeUntil, dateAfter(earliestToday, SLOT_HORIZON_DAYS)),
          ),
        ),
      ),
    );
}

/**
 * Keeps every scheduled event's slots made up to the horizon as the days pass: the housekeeping
 * round (every process, on the server's one clock) queues a job per event that is behind, once
 * (its dedupe key), and the job makes the slots under the event's row lock. Running it twice, or
 * in two processes at once, makes each slot once.
 */
export function keepSlotsMade(app: {
  db: Db;
  jobs: JobQueue;
  clock: () => Date;
  registerSweep: (name: string, sweep: (now: Date) => Promise<void>) => void;
}) {
  app.jobs.handle(MAKE_EVENT_SLOTS_JOB, async (payload) => {
    const shopId = Number(payload.shopId);
    const eventId = Number(payload.eventId);
    await app.db.transaction(async (tx) => {
      const row = await findShopEvent(tx, shopId, eventId, true);
      if (!row?.schedule || row.status === 'archived') return;
      const today = await museumToday(tx, shopId, app.clock());
      await makeEventSlots(tx, { id: row.id, end: row.endDate, schedule: row.schedule }, today);
      await setSlotsMadeUntil(tx, row.id, makingRange(today, row.endDate).until);
    });
  });
  app.registerSweep('event slots ahead', async (now) => {
    const behind = await eventsBehind(app.db, now);
    for (const event of behind) {
      const queued = await app.jobs.enqueue(app.db, {
        kind: MAKE_EVENT_SLOTS_JOB,
        payload: { shopId: event.shopId, eventId: event.id },
        dedupeKey: `event-slots:${event.id}`,
      });
      await app.jobs.runNow([queued]);
    }
  });
}
