import { eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { reservationItems, reservations } from '../schema/reservations.ts';

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

/**
 * Joins a query over inventory rows to the reservation lines that point at them (`link` is the
 * reservation_items column holding `inventoryId`) and to their reservations: the rows
 * `reservedSums` counts. Left joins, so a row nobody reserved stays with sums of 0; the caller
 * groups by the inventory row.
 */
export function joinReservations<T extends PgSelect>(query: T, link: AnyPgColumn, inventoryId: AnyPgColumn) {
  return query
    .leftJoin(reservationItems, eq(link, inventoryId))
    .leftJoin(reservations, eq(reservations.id, reservationItems.reservationId));
}
