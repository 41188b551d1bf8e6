import type { Db } from '../../db/database.ts';
import { findShopEvent } from './event-documents.repository.ts';
import { makePastEventSlots } from './event-editing.service.ts';
import { findShopTour } from './tour-documents.repository.ts';
import { makePastTourSlots } from './tour-editing.service.ts';

/**
 * Makes the slots an event's or tour's opening hours made on days gone by, from `days.from` to the
 * day before `days.today` (and not past an event's end), where they are missing. The slot job and
 * the editor make slots from today on only; a catalog brought in with its past (the demo museum,
 * whose history has sold days and an ended exhibition) makes the earlier ones by the same rules.
 */
export async function makePastSlots(
  tx: Db,
  shopId: number,
  owner: { kind: 'event' | 'tour'; id: number },
  days: { from: string; today: string },
): Promise<void> {
  if (owner.kind === 'tour') {
    const row = await findShopTour(tx, shopId, owner.id, true);
    if (row) await makePastTourSlots(tx, row, days);
  } else {
    const row = await findShopEvent(tx, shopId, owner.id, true);
    if (row) await makePastEventSlots(tx, row, days);
  }
}
