import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedFor } from '../../db/prepared.ts';
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

// Both statements are built once per database (`preparedFor`), and PostgreSQL parses each once
// per connection.
const startHoldStatement = preparedFor((db) =>
  db
    .select({
      refusedBy: sql<number | null>`refused_by`,
      hits: sql<number | null>`hits`,
      windowStart: sql<Date | string | null>`window_start`,
      released: sql<string[] | null>`released`,
      shortfalls: sql<ShortfallRows | null>`shortfalls`,
      heldUntil: sql<Date | string | null>`held_until`,
    })
    .from(
      sql`start_hold(${sql.placeholder('limits')}::jsonb, ${sql.placeholder('ownerKey')}::text, ${sql.placeholder('needs')}::jsonb, ${sql.placeholder('hold')}::jsonb, ${sql.placeholder('attempt')}::jsonb)`,
    )
    .prepare('start_hold'),
);

const writeHeldCartStatement = preparedFor((db) =>
  db
    .select({ canceled: sql<string[] | null>`canceled` })
    .from(
      sql`write_held_cart(${sql.placeholder('cart')}::jsonb, ${sql.placeholder('attemptId')}::text, ${sql.placeholder('ref')}::text, ${sql.placeholder('now')}::timestamptz) as canceled`,
    )
    .prepare('write_held_cart'),
);

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
  const [row] = await startHoldStatement(db).execute({
    limits: JSON.stringify(input.limits.map((limit) => ({ ...limit, at }))),
    ownerKey: input.ownerKey,
    needs: JSON.stringify(input.needs),
    hold: JSON.stringify(input.hold),
    attempt: input.attempt && JSON.stringify(input.attempt),
  });
  if (!row) throw new Error('start_hold answered nothing');
  if (row.refusedBy !== null)
    return {
      refused: {
        index: row.refusedBy,
        count: { hits: row.hits ?? 0, windowStart: asDate(row.windowStart ?? input.now) },
      },
    };
  return {
    refused: null,
    released: row.released ?? [],
    shortfalls: shortfallsOf(input.needs, row.shortfalls),
    heldUntil: row.heldUntil === null ? null : asDate(row.heldUntil),
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
  const [row] = await writeHeldCartStatement(db).execute({
    cart: JSON.stringify(record),
    attemptId: payment?.attemptId ?? null,
    ref: payment?.ref ?? null,
    now: payment?.now.toISOString() ?? null,
  });
  return row?.canceled ?? [];
}
