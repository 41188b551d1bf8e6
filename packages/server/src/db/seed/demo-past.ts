import { addDays } from '../../lib/dates.ts';
import { makePastSlots } from '../../modules/catalog/index.ts';
import type { Db } from '../database.ts';
import type { DemoRowIds } from './demo-catalog.ts';
import type { DemoEvent } from './demo-events.ts';
import { DEMO_TOUR_ORDER } from './demo-tours.ts';
import { DEMO_SHOP_ID } from './shop.ts';

/** How many days before the seeding day each demo event has slots (a staff report has days gone by to show). */
const EVENT_HISTORY_DAYS: Record<DemoEvent, number> = {
  exhibition: 2,
  dayTicket: 2,
  // Its nights start after the seeding day.
  observatoryNight: 0,
  // Every evening it ran, up to its end 30 days ago.
  winter: 120,
};
/** The tours have yesterday's starts. */
const TOUR_HISTORY_DAYS = 1;

/**
 * The demo's past: the slots its opening hours made before the seeding day, which an import does
 * not make (it makes slots from today on), made by the catalog's own rules.
 */
export async function seedDemoPast(tx: Db, ids: DemoRowIds, today: string): Promise<void> {
  for (const [event, days] of Object.entries(EVENT_HISTORY_DAYS) as [DemoEvent, number][])
    if (days > 0)
      await makePastSlots(
        tx,
        DEMO_SHOP_ID,
        { kind: 'event', id: ids.events[event] },
        { from: addDays(today, -days), today },
      );
  for (const tour of DEMO_TOUR_ORDER)
    await makePastSlots(
      tx,
      DEMO_SHOP_ID,
      { kind: 'tour', id: ids.tours[tour] },
      { from: addDays(today, -TOUR_HISTORY_DAYS), today },
    );
}
