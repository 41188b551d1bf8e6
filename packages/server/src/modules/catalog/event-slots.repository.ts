import type { PlannedSlot } from '@museum-shop/contract';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventSlots } from '../../db/schema/events.ts';

/** A slot of an event from some day on, as slot making weighs it. */
export interface ExistingSlot {
  id: number;
  date: string;
  time: string;
  endTime: string;
  capacity: number;
  closed: boolean;
  /** Places sold or held (lapsed holds not counted: the database's hold clock judges). */
  taken: number;
  /** Some reservation, even a released one, names it: it cannot be deleted, only closed. */
  referenced: boolean;
}

/**
 * The event's slots from `from` on, locked in id order (the order holds lock them in, so neither
 * waits for the other in a circle), with what is taken of each read after the lock: a hold that
 * came first is counted, one that comes later waits for this transaction.
 */
export async function lockSlotsFrom(tx: Db, eventId: number, from: string): Promise<ExistingSlot[]> {
  const locked = await tx
    .select({ id: eventSlots.id })
    .from(eventSlots)
    .where(and(eq(eventSlots.eventId, eventId), gte(eventSlots.date, from)))
    .orderBy(asc(eventSlots.id))
    .for('update');
  return locked.length === 0 ? [] : slotsFrom(tx, eventId, from);
}

/** The event's slots from `from` on with what is taken of each, without a lock (to show them). */
export async function slotsFrom(db: Db, eventId: number, from: string): Promise<ExistingSlot[]> {
  const result = (await db.execute(sql`
    select s.id, s.date::text as date, s.time, s.end_time as "endTime", s.capacity, s.closed,
           t.taken,
           exists (select 1 from reservation_items i where i.event_slot_id = s.id) as referenced
      from event_slots s, inventory_taken('eventSlot', s.id, hold_clock()) t
     where s.event_id = ${eventId} and s.date >= ${from}
     order by s.date, s.time`)) as unknown as { rows: ExistingSlot[] };
  return result.rows.map((row) => ({ ...row, taken: Number(row.taken) }));
}

/** Adds slots; one made meanwhile by another process (same event, date and time) is left as it is. */
export async function insertSlots(tx: Db, eventId: number, slots: PlannedSlot[]) {
  for (let start = 0; start < slots.length; start += 500)
    await tx
      .insert(eventSlots)
      .values(
        slots.slice(start, start + 500).map((slot) => ({
          eventId,
          date: slot.date,
          time: slot.time,
          endTime: slot.end_time,
          capacity: slot.capacity,
        })),
      )
      .onConflictDoNothing();
}

export async function updateSlot(tx: Db, id: number, change: { endTime: string; capacity: number }) {
  await tx.update(eventSlots).set(change).where(eq(eventSlots.id, id));
}

export async function deleteSlots(tx: Db, ids: number[]) {
  if (ids.length > 0) await tx.delete(eventSlots).where(inArray(eventSlots.id, ids));
}

export async function closeSlots(tx: Db, ids: number[]) {
  if (ids.length > 0) await tx.update(eventSlots).set({ closed: true }).where(inArray(eventSlots.id, ids));
}

/** How many slots each event has from `from` on, and the last day they reach. */
export async function slotsAhead(db: Db, eventIds: number[], from: string) {
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
