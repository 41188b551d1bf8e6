import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { reservations } from '../schema/reservations.ts';

// Shared by the tours, events, merchandise, vouchers and checkout repositories, so it lives beside
// the schema it reads rather than in one feature (features may not import each other's internals).

/**
 * Sums of a reservation_items column over the rows joined to a reservation, split into sold and
 * still-held (a hold counts until its expires_at). Each catalog repository joins its own inventory
 * rows to reservation_items and reservations and selects these; the database does the counting.
 */
export function reservedSums(column: AnyPgColumn, now: Date): { sold: SQL<number>; held: SQL<number> } {
  return {
    sold: sql<number>`coalesce(sum(${column}) filter (where ${reservations.status} = 'sold'), 0)::int`,
    held: sql<number>`coalesce(sum(${column}) filter (where ${reservations.status} = 'held' and ${reservations.expiresAt} > ${now.toISOString()}), 0)::int`,
  };
}
