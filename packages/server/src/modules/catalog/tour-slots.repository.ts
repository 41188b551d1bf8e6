import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { tourSlots } from '../../db/schema/tours.ts';
import type { ExistingSlot, SlotStore } from './slot-store.ts';

async function readFrom(db: Db, tourId: number, from: string): Promise<ExistingSlot[]> {
  const result = (await db.execute(sql`
    select s.id, s.date::text as date, s.time, '' as "endTime", s.capacity, s.tours, s.closed,
           t.taken, t.tours_taken as "toursTaken",
           exists (select 1 from reservation_items i where i.tour_slot_id = s.id) as referenced
      from tour_slots s, inventory_taken('tourSlot', s.id, hold_clock()) t
     where s.tour_id = ${tourId} and s.date >= ${from}
     order by s.date, s.time`)) as unknown as { rows: ExistingSlot[] };
  return result.rows.map((row) => ({ ...row, taken: Number(row.taken), toursTaken: Number(row.toursTaken) }));
}

/** A guided tour's starts (tour_slots): a start has its tours (guides) and their places. */
export const tourSlotStore: SlotStore = {
  readFrom,
  async lockFrom(tx, tourId, from) {
    const locked = await tx
      .select({ id: tourSlots.id })
      .from(tourSlots)
      .where(and(eq(tourSlots.tourId, tourId), gte(tourSlots.date, from)))
      .orderBy(asc(tourSlots.id))
      .for('update');
    return locked.length === 0 ? [] : readFrom(tx, tourId, from);
  },
  async insert(tx, tourId, slots) {
    for (let start = 0; start < slots.length; start += 500)
      await tx
        .insert(tourSlots)
        .values(
          slots.slice(start, start + 500).map((slot) => ({
            tourId,
            date: slot.date,
            time: slot.time,
            tours: slot.tours,
            capacity: slot.capacity,
          })),
        )
        .onConflictDoNothing();
  },
  async update(tx, id, change) {
    await tx
      .update(tourSlots)
      .set({ tours: change.tours, capacity: change.capacity })
      .where(eq(tourSlots.id, id));
  },
  async remove(tx, ids) {
    if (ids.length > 0) await tx.delete(tourSlots).where(inArray(tourSlots.id, ids));
  },
  async close(tx, ids) {
    if (ids.length > 0) await tx.update(tourSlots).set({ closed: true }).where(inArray(tourSlots.id, ids));
  },
};

/** How many starts each tour has from `from` on, and the last day they reach. */
export async function tourSlotsAhead(db: Db, tourIds: number[], from: string) {
  if (tourIds.length === 0) return new Map<number, { count: number; last: string | null }>();
  const rows = await db
    .select({
      tourId: tourSlots.tourId,
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${tourSlots.date})::text`,
    })
    .from(tourSlots)
    .where(and(inArray(tourSlots.tourId, tourIds), gte(tourSlots.date, from)))
    .groupBy(tourSlots.tourId);
  return new Map(rows.map((row) => [row.tourId, { count: row.count, last: row.last }]));
}
