import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../database.ts';
import type { InventoryNeed } from '../schema/checkout.ts';

// Shared by the tours, events, merchandise, vouchers, checkout and day-sheet repositories, so it lives
// beside the schema it reads rather than in one feature (features may not import each other's internals).

/**
 * What is sold, held and left of each row of a query, as the database's one count gives it
 * (`inventory_count`, db/inventory.sql), judged by the database's hold clock: a subquery to join
 * LATERAL on `true`, e.g. `.innerJoinLateral(counts, sql\`true\`)`. `kind` says which inventory
 * `id` (the query's row id column) is; `name` tells two such subqueries of one query apart.
 */
export function inventoryCounts(db: Db, kind: InventoryNeed['kind'], id: AnyPgColumn, name = 'counts') {
  const column = (field: string) => sql<number>`${sql.identifier('c')}.${sql.identifier(field)}`;
  return db
    .select({
      sold: column('sold').as('sold'),
      held: column('held').as('held'),
      left: column('places_left').as('places_left'),
      toursSold: column('tours_sold').as('tours_sold'),
      toursHeld: column('tours_held').as('tours_held'),
      toursLeft: column('tours_left').as('tours_left'),
    })
    .from(sql`inventory_count(${kind}::text, ${id}) as c`)
    .as(name);
}
