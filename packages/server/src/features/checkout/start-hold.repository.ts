import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { carts } from '../../db/schema/checkout.ts';
import type { AttemptRecord } from './checkout-payments.ts';
import {
  type NewHold,
  type Shortfall,
  type ShortfallRows,
  shortfallsOf,
} from './inventory/inventory.repository.ts';
import type { InventoryNeed } from './pricing/pricing.ts';

// A payment start's statements, sent as two calls of database functions (inventory.sql's start_hold
// and write_held_cart) instead of one round trip each (issue 38): a round trip cost the server more
// than the work it carried.

/** A rate limit a hold counts: its counter (`rateLimitCounterKey`), its rule, and what this start weighs. */
export interface CountedLimit {
  key: string;
  limit: number;
  windowMs: number;
  weight: number;
}

export type StartedHold =
  /** `limits[index]` refused the start: nothing else was done. */
  | { refused: { index: number; count: { hits: number; windowStart: Date } } }
  | {
      refused: null;
      /** The owner's earlier carts, cancelled and their holds released: their payments are to be voided. */
      released: string[];
      shortfalls: Shortfall[];
      /** Until when the new hold lasts, by the database's clock; null when nothing was held. */
      heldUntil: Date | null;
    };

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * start_hold: counts `limits` at `now`, cancels the held carts of `ownerKey` and releases their
 * holds, holds `needs` for `hold` and records `attempt` when the hold was written, in one
 * transaction, so a hold is one round trip.
 */
export async function startHold(
  db: Db,
  input: {
    limits: readonly CountedLimit[];
    now: Date;
    ownerKey: string;
    needs: readonly InventoryNeed[];
    hold: NewHold;
    attempt: AttemptRecord | null;
  },
): Promise<StartedHold> {
  const at = input.now.toISOString();
  const limits = JSON.stringify(input.limits.map((limit) => ({ ...limit, at })));
  const attempt = input.attempt && JSON.stringify(input.attempt);
  const result = (await db.execute(
    sql`select refused_by, hits, window_start, released, shortfalls, held_until from start_hold(${limits}::jsonb, ${input.ownerKey}::text, ${JSON.stringify(input.needs)}::jsonb, ${JSON.stringify(input.hold)}::jsonb, ${attempt}::jsonb)`,
  )) as unknown as {
    rows: {
      refused_by: number | null;
      hits: number | null;
      window_start: Date | string | null;
      released: string[] | null;
      shortfalls: ShortfallRows | null;
      held_until: Date | string | null;
    }[];
  };
  const [row] = result.rows;
  if (!row) throw new Error('start_hold answered nothing');
  if (row.refused_by !== null)
    return {
      refused: {
        index: row.refused_by,
        count: { hits: row.hits ?? 0, windowStart: asDate(row.window_start ?? input.now) },
      },
    };
  return {
    refused: null,
    released: row.released ?? [],
    shortfalls: shortfallsOf(input.needs, row.shortfalls),
    heldUntil: row.held_until === null ? null : asDate(row.held_until),
  };
}

/** The carts table's columns by their names in the database, for a cart written as JSON. */
const cartColumns = Object.entries(getTableColumns(carts)).map(
  ([key, column]) => [key, column.name] as const,
);

/**
 * write_held_cart: gives the attempt its provider's reference (`pending`), writes the cart and
 * keeps its owner one live cart, in one transaction. Answers the owner's other carts it cancelled
 * (their holds released): their payments are to be voided.
 */
export async function writeHeldCart(
  db: Db,
  cart: typeof carts.$inferInsert,
  payment: { attemptId: string; ref: string; now: Date } | null,
): Promise<string[]> {
  const record: Record<string, unknown> = {};
  for (const [key, name] of cartColumns) {
    const value = cart[key as keyof typeof cart];
    if (value !== undefined) record[name] = value instanceof Date ? value.toISOString() : value;
  }
  const result = (await db.execute(
    sql`select write_held_cart(${JSON.stringify(record)}::jsonb, ${payment?.attemptId ?? null}::text, ${payment?.ref ?? null}::text, ${payment?.now.toISOString() ?? null}::timestamptz) as canceled`,
  )) as unknown as { rows: { canceled: string[] | null }[] };
  return result.rows[0]?.canceled ?? [];
}
