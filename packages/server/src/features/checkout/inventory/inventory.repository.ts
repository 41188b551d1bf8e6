import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { carts } from '../../../db/schema/checkout.ts';
import { reservations } from '../../../db/schema/reservations.ts';
import type { InventoryNeed } from '../pricing/pricing.ts';

export interface Shortfall {
  need: InventoryNeed;
  available: number;
  /** A time slot staff have closed (issue 25), as found under the inventory's lock. */
  closed: boolean;
}

/** A hold to write when everything fits: the cart's, for `holdMs` from the instant the database decides. */
export interface NewHold {
  shopId: number;
  cartId: string;
  holdMs: number;
}

/** What `takeInventory` answers: the needs that do not fit, and until when a hold written lasts. */
export interface TakenInventory {
  shortfalls: Shortfall[];
  /** The new hold's expiry by the database's clock; null when nothing was held. */
  heldUntil: Date | null;
}

/**
 * Locks the inventory rows `needs` take (in one fixed order), counts every other cart's sold and
 * held places, and answers what does not fit any more; when everything fits and `hold` is given,
 * holds the needs for that cart. One statement, the database function `take_inventory` (migrations
 * 0006, 0009; decisions 0011, 0016), so no lock waits for a round trip to this process. Whether a
 * hold has lapsed, and when the new one lapses, is the database's clock's to say, not this
 * process's. Inside a transaction the locks last until it ends.
 */
export async function takeInventory(
  db: Db,
  needs: readonly InventoryNeed[],
  options: { exceptCartId?: string; hold?: NewHold } = {},
): Promise<TakenInventory> {
  const { exceptCartId = null, hold } = options;
  const holdJson = hold
    ? JSON.stringify({ shopId: hold.shopId, cartId: hold.cartId, holdMs: hold.holdMs })
    : null;
  const result = (await db.execute(
    sql`select shortfalls, held_until from take_inventory(${JSON.stringify(needs)}::jsonb, ${exceptCartId}::text, ${holdJson}::jsonb)`,
  )) as unknown as {
    rows: {
      shortfalls: ShortfallRows;
      held_until: Date | string | null;
    }[];
  };
  const [row] = result.rows;
  const heldUntil = row?.held_until ?? null;
  return {
    shortfalls: shortfallsOf(needs, row?.shortfalls ?? null),
    heldUntil: heldUntil === null ? null : new Date(heldUntil),
  };
}

/** What take_inventory answers in `shortfalls` ({kind, id, available}), each with its need. */
export type ShortfallRows = {
  kind: InventoryNeed['kind'];
  id: number;
  /** A card's shortfall: the card, and whether its slot is a tour's ('event' otherwise). */
  card?: string;
  slot?: 'event' | 'tour';
  available: number;
  /** Absent for a card's shortfall. */
  closed?: boolean;
}[];

/** take_inventory's `shortfalls`, each with the need it is short of. */
export function shortfallsOf(needs: readonly InventoryNeed[], rows: ShortfallRows | null): Shortfall[] {
  return (rows ?? []).flatMap((shortfall) => {
    const need = needs.find(
      (candidate) =>
        candidate.kind === shortfall.kind &&
        candidate.id === shortfall.id &&
        (candidate.kind !== 'memberCard' ||
          (candidate.card === shortfall.card && (candidate.slot ?? 'event') === (shortfall.slot ?? 'event'))),
    );
    return need ? [{ need, available: shortfall.available, closed: shortfall.closed === true }] : [];
  });
}

/**
 * Gives back the held reservations `held` selects (their ids) through the database function
 * `release_holds` (migration 0007): it locks their inventory rows before the reservations, as holds
 * and bookings do, so a release never waits in a circle with them. Answers how many it released.
 */
export async function releaseHolds(db: Db, held: SQL): Promise<number> {
  const result = (await db.execute(sql`select release_holds(array(${held})) as released`)) as unknown as {
    rows: { released: number }[];
  };
  return result.rows[0]?.released ?? 0;
}

/** Gives back what a cart still holds; a sale stays sold. */
export async function releaseHold(db: Db, cartId: string) {
  await releaseHolds(
    db,
    sql`select ${reservations.id} from ${reservations} where ${reservations.cartId} = ${cartId} and ${reservations.status} = 'held'`,
  );
}

/**
 * Sells a cart's hold if it has not lapsed by the database's clock, through the database function
 * `sell_valid_hold` (migration 0009, decision 0016). Its places were counted under the inventory
 * locks when they were taken and count for nobody else while it lasts, so selling it needs no
 * inventory lock: bookings on one busy slot do not queue behind each other. It locks the hold
 * before it reads the clock, as `take_inventory` locks a lapsed hold before it counts it as free,
 * so the two never both have it. False when the hold has lapsed or is gone (the sweep released
 * it, or another booking sold it).
 */
export async function sellValidHold(tx: Db, cartId: string): Promise<boolean> {
  const result = (await tx.execute(sql`select sell_valid_hold(${cartId}::text) as sold`)) as unknown as {
    rows: { sold: boolean }[];
  };
  return result.rows[0]?.sold === true;
}

/** Turns a cart's reservation, held or lapsed, into a sale: its places then count for ever. */
export async function sellReservation(tx: Db, cartId: string) {
  await tx
    .update(reservations)
    .set({ status: 'sold', expiresAt: null })
    .where(eq(reservations.cartId, cartId));
}

/**
 * Releases the holds that have expired by the database's clock (`hold_clock()`, decision 0016) and
 * marks their carts expired. Idempotent and safe in every process at once: each statement only
 * moves rows still in the earlier state.
 */
export async function releaseExpiredHolds(db: Db): Promise<number> {
  const databaseNow = sql`(select hold_clock())`;
  const released = await releaseHolds(
    db,
    sql`select ${reservations.id} from ${reservations} where ${reservations.status} = 'held' and ${reservations.expiresAt} < ${databaseNow}`,
  );
  await db
    .update(carts)
    .set({ status: 'expired' })
    .where(and(eq(carts.status, 'held'), lt(carts.expiresAt, databaseNow)));
  return released;
}
