import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventSlots } from '../../db/schema/events.ts';
import type { ExistingSlot, SlotStore } from './slot-store.ts';

async function readFrom(db: Db, eventId: number, from: string): Promise<ExistingSlot[]> {
  const result = (await db.execute(sql`
    select s.id, s.date::text as date, s.time, s.end_time as "endTime", s.capacity, s.closed,
           0 as tours, t.taken, 0 as "toursTaken",
           exists (select 1 from reservation_items i where i.event_slot_id = s.id) as referenced
      from event_slots s, inventory_taken('eventSlot', s.id, hold_clock()) t
     where s.event_id = ${eventId} and s.date >= ${from}
     order by s.date, s.time`)) as unknown as { rows: ExistingSlot[] };
  return result.rows.map((row) => ({ ...row, taken: Number(row.taken), tours: 0, toursTaken: 0 }));
}

/** An event's time slots (event_slots). */
export const eventSlotStore: SlotStore = {
  readFrom,
  async lockFrom(tx, eventId, from) {
    const locked = await tx
      .select({ id: eventSlots.id })
      .from(eventSlots)
      .where(and(eq(eventSlots.eventId, eventId), gte(eventSlots.date, from)))
      .orderBy(asc(eventSlots.id))
      .for('update');
    // Read in a statement of its own, after the lock: it sees what a hold that came first took.
    return locked.length === 0 ? [] : readFrom(tx, eventId, from);
  },
  async insert(tx, eventId, slots) {
    for (let start = 0; start < slots.length; start += 500)
      await tx
        .insert(eventSlots)
        .values(
          slots.slice(start, start + 500).map((slot) => ({
            eventId,
            date: slot.date,
            time: slot.time,
            endTime: slot.endTime,
            capacity: slot.capacity,
          })),
        )
        .onConflictDoNothing();
  },
  async update(tx, id, change) {
    await tx
      .update(eventSlots)
      .set({ endTime: change.endTime, capacity: change.capacity })
      .where(eq(eventSlots.id, id));
  },
  async remove(tx, ids) {
    if (ids.length > 0) await tx.delete(eventSlots).where(inArray(eventSlots.id, ids));
  },
  async close(tx, ids) {
    if (ids.length > 0) await tx.update(eventSlots).set({ closed: true }).where(inArray(eventSlots.id, ids));
  },
};

/** How many slots each event has from `from` on, and the last day they reach. */
export async function eventSlotsAhead(db: Db, eventIds: number[], from: string) {
  if (eventIds.length === 0) return new Map<number, { count: number; last: string | null }>();
  const rows = await db
    .select({
      eventId: eventSlots.eventId,
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${eventSlots.date})::text`,
    })
    .from(eventSlots)
    .where(and(inArray(eventSlots.eventId, eventIds), gte(eventSlots.date, from)))
    .groupBy(eventSlots.eventId);
  return new Map(rows.map((row) => [row.eventId, { count: row.count, last: row.last }]));
}
