import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { waitingRoomEntries, waitingRooms } from '../../db/schema/waiting-room.ts';

export type RoomRow = typeof waitingRooms.$inferSelect;
export type EntryRow = typeof waitingRoomEntries.$inferSelect;

export async function findRoom(db: Db, shopId: number): Promise<RoomRow | undefined> {
  const [row] = await db.select().from(waitingRooms).where(eq(waitingRooms.shopId, shopId));
  return row;
}

/** The room, locked until the transaction ends (staff changing it). */
export async function lockRoom(tx: Db, shopId: number): Promise<RoomRow | undefined> {
  const [row] = await tx.select().from(waitingRooms).where(eq(waitingRooms.shopId, shopId)).for('update');
  return row;
}

export async function upsertRoom(tx: Db, row: typeof waitingRooms.$inferInsert): Promise<RoomRow> {
  const { shopId: _, ...values } = row;
  const [saved] = await tx
    .insert(waitingRooms)
    .values(row)
    .onConflictDoUpdate({ target: waitingRooms.shopId, set: values })
    .returning();
  if (!saved) throw new Error('the waiting room was not saved');
  return saved;
}

/**
 * Gives a visitor the next place of the room's current sale, in one statement: the room's arrivals
 * are counted up under its row lock, so every process hands out ranks in one order (first come,
 * first served). Undefined when the room is off.
 */
export async function takePlace(
  db: Db,
  shopId: number,
  ticketHash: string,
  now: Date,
): Promise<{ id: number; rank: number } | undefined> {
  const result = (await db.execute(sql`
    with room as (
      update ${waitingRooms}
        set arrivals = arrivals + 1,
            -- Nobody waits: this visitor's turn is counted from now, not from the last one's.
            counted_from = case when admitted = arrivals
                                then greatest(counted_from, ${now.toISOString()}::timestamptz)
                                else counted_from end
        where ${waitingRooms.shopId} = ${shopId} and ${waitingRooms.on}
        returning sale, arrivals
    )
    insert into ${waitingRoomEntries} (shop_id, sale, rank, ticket_hash, arrived_at)
      select ${shopId}, room.sale, room.arrivals, ${ticketHash}, ${now.toISOString()}::timestamptz from room
      returning id, rank`)) as unknown as { rows: { id: number | string; rank: number }[] };
  const row = result.rows[0];
  return row && { id: Number(row.id), rank: Number(row.rank) };
}

/** A place by its ticket's hash, with its shop's room. */
export async function findPlace(db: Db, shopId: number, ticketHash: string) {
  const [row] = await db
    .select({ entry: waitingRoomEntries, room: waitingRooms })
    .from(waitingRoomEntries)
    .innerJoin(waitingRooms, eq(waitingRooms.shopId, waitingRoomEntries.shopId))
    .where(and(eq(waitingRoomEntries.shopId, shopId), eq(waitingRoomEntries.ticketHash, ticketHash)));
  return row;
}

/**
 * Moves the room's progress from what was read to `to`, unless another process moved it first
 * (then the caller reads it again): no lock is waited for by the visitors asking where they stand.
 */
export async function advanceProgress(
  db: Db,
  room: Pick<RoomRow, 'shopId' | 'sale' | 'admitted' | 'countedFrom'>,
  to: { admitted: number; countedFrom: Date },
): Promise<boolean> {
  const rows = await db
    .update(waitingRooms)
    .set({ admitted: to.admitted, countedFrom: to.countedFrom })
    .where(
      and(
        eq(waitingRooms.shopId, room.shopId),
        eq(waitingRooms.sale, room.sale),
        eq(waitingRooms.admitted, room.admitted),
        eq(waitingRooms.countedFrom, room.countedFrom),
      ),
    )
    .returning({ shopId: waitingRooms.shopId });
  return rows.length > 0;
}

/** Notes when a place was first found let in; answers that instant (the earlier one if noted already). */
export async function noteAdmitted(db: Db, entryId: number, now: Date): Promise<Date> {
  const [row] = await db
    .update(waitingRoomEntries)
    .set({ admittedAt: sql`coalesce(${waitingRoomEntries.admittedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(waitingRoomEntries.id, entryId))
    .returning({ admittedAt: waitingRoomEntries.admittedAt });
  return row?.admittedAt ?? now;
}

/** Removes the places of sales that ended (the room was switched on again, or off) before `before`. */
export async function deleteEndedPlaces(db: Db, before: Date): Promise<void> {
  await db.execute(sql`
    delete from ${waitingRoomEntries} e
      using ${waitingRooms} r
      where r.shop_id = e.shop_id and (e.sale < r.sale or not r.on) and e.arrived_at < ${before.toISOString()}::timestamptz`);
}
