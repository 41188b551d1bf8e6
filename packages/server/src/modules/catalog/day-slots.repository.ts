// The day's slots of every event and tour, as the day sheet and the reports see them, and
// staff closing them or changing their capacity: the catalog's slot tables, read and written here.
import type { SlotKind, Translations } from '@museum-shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { eventSlots, events } from '../../db/schema/events.ts';
import { tourSlots, tours } from '../../db/schema/tours.ts';

export interface SlotRow {
  kind: SlotKind;
  slotId: number;
  productId: number;
  name: Translations;
  date: string;
  time: string;
  /** HH:mm of the end, where the slot has one. */
  endTime: string | null;
  /** A tour's length in minutes. */
  minutes: number | null;
  capacity: number;
  closed: boolean;
  sold: number;
  held: number;
  /** What could still be booked, were it open. */
  free: number;
}

/**
 * Every event and tour slot of a shop from `from` to `to` (museum dates), with what is sold, held
 * and left, as the database's one count gives it (`inventory_count`, db/inventory.sql).
 */
export async function listSlots(db: Db, shopId: number, from: string, to: string): Promise<SlotRow[]> {
  const result = (await db.execute(sql`
    select 'event' as kind, s.id as slot_id, e.id as product_id, e.name, s.date::text as date, s.time,
           s.end_time, null::int as minutes, s.capacity, s.closed, c.sold, c.held, c.places_free
      from ${eventSlots} s join ${events} e on e.id = s.event_id,
           lateral inventory_count('eventSlot', s.id) c
      where e.shop_id = ${shopId} and s.date between ${from}::date and ${to}::date
    union all
    select 'tour', s.id, t.id, t.name, s.date::text, s.time, null, t.duration_minutes, s.capacity, s.closed,
           c.sold, c.held, c.places_free
      from ${tourSlots} s join ${tours} t on t.id = s.tour_id,
           lateral inventory_count('tourSlot', s.id) c
      where t.shop_id = ${shopId} and s.date between ${from}::date and ${to}::date
    order by 5, 6, 1, 2`)) as unknown as {
    rows: {
      kind: SlotKind;
      slot_id: number;
      product_id: number;
      name: Translations;
      date: string;
      time: string;
      end_time: string | null;
      minutes: number | null;
      capacity: number;
      closed: boolean;
      sold: number;
      held: number;
      places_free: number;
    }[];
  };
  return result.rows.map((row) => ({
    kind: row.kind,
    slotId: Number(row.slot_id),
    productId: Number(row.product_id),
    name: row.name,
    date: row.date,
    time: row.time,
    endTime: row.end_time,
    minutes: row.minutes === null ? null : Number(row.minutes),
    capacity: Number(row.capacity),
    closed: row.closed,
    sold: Number(row.sold),
    held: Number(row.held),
    free: Number(row.places_free),
  }));
}

/**
 * One slot of a shop, locked until the transaction ends: its capacity, and what is sold or held of
 * it (`inventory_taken`, read under the lock).
 */
export async function lockSlot(tx: Db, shopId: number, kind: SlotKind, slotId: number) {
  const row = await lockSlotRow(tx, shopId, kind, slotId);
  if (!row) return undefined;
  // A statement of its own, after the lock: it sees the holds and sales of whoever held it before.
  const result = (await tx.execute(
    sql`select taken from inventory_taken(${kind === 'event' ? 'eventSlot' : 'tourSlot'}::text, ${slotId}::int, hold_clock())`,
  )) as unknown as { rows: { taken: number }[] };
  return { ...row, taken: Number(result.rows[0]?.taken ?? 0) };
}

async function lockSlotRow(tx: Db, shopId: number, kind: SlotKind, slotId: number) {
  if (kind === 'event') {
    const [row] = await tx
      .select({
        id: eventSlots.id,
        capacity: eventSlots.capacity,
        closed: eventSlots.closed,
        date: eventSlots.date,
      })
      .from(eventSlots)
      .innerJoin(events, eq(events.id, eventSlots.eventId))
      .where(and(eq(eventSlots.id, slotId), eq(events.shopId, shopId)))
      .for('update', { of: eventSlots });
    return row;
  }
  const [row] = await tx
    .select({
      id: tourSlots.id,
      capacity: tourSlots.capacity,
      closed: tourSlots.closed,
      date: tourSlots.date,
    })
    .from(tourSlots)
    .innerJoin(tours, eq(tours.id, tourSlots.tourId))
    .where(and(eq(tourSlots.id, slotId), eq(tours.shopId, shopId)))
    .for('update', { of: tourSlots });
  return row;
}

export async function updateSlot(
  tx: Db,
  kind: SlotKind,
  slotId: number,
  values: { closed?: boolean; capacity?: number },
) {
  if (kind === 'event') await tx.update(eventSlots).set(values).where(eq(eventSlots.id, slotId));
  else await tx.update(tourSlots).set(values).where(eq(tourSlots.id, slotId));
}

/** Closes or opens every slot of a shop on a date; answers how many changed. */
export async function setDayClosed(tx: Db, shopId: number, date: string, closed: boolean): Promise<number> {
  const eventRows = await tx
    .update(eventSlots)
    .set({ closed })
    .where(
      and(
        eq(eventSlots.date, date),
        sql`${eventSlots.closed} <> ${closed}`,
        sql`${eventSlots.eventId} in (select ${events.id} from ${events} where ${events.shopId} = ${shopId})`,
      ),
    )
    .returning({ id: eventSlots.id });
  const tourRows = await tx
    .update(tourSlots)
    .set({ closed })
    .where(
      and(
        eq(tourSlots.date, date),
        sql`${tourSlots.closed} <> ${closed}`,
        sql`${tourSlots.tourId} in (select ${tours.id} from ${tours} where ${tours.shopId} = ${shopId})`,
      ),
    )
    .returning({ id: tourSlots.id });
  return eventRows.length + tourRows.length;
}
