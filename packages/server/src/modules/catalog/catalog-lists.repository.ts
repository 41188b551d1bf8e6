import type { CatalogListName, Translations } from '@museum-shop/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customGroups, venues } from '../../db/schema/catalog.ts';
import { events, ticketGroups, ticketTypes } from '../../db/schema/events.ts';
import { tourCategories, tours } from '../../db/schema/tours.ts';

/** The table of each list; each has an id, a shop, a name and (but ticket groups) an order. */
const TABLES = {
  venues,
  custom_groups: customGroups,
  ticket_groups: ticketGroups,
  tour_categories: tourCategories,
} as const;

export interface ListRow {
  id: number;
  name: Translations;
  address?: string | null;
}

/** One list of the shop in its order. */
export async function readList(db: Db, shopId: number, list: CatalogListName): Promise<ListRow[]> {
  if (list === 'venues')
    return db
      .select({ id: venues.id, name: venues.name, address: venues.address })
      .from(venues)
      .where(eq(venues.shopId, shopId))
      .orderBy(asc(venues.sequenceNo), asc(venues.id));
  if (list === 'ticket_groups')
    return db
      .select({ id: ticketGroups.id, name: ticketGroups.name })
      .from(ticketGroups)
      .where(eq(ticketGroups.shopId, shopId))
      .orderBy(asc(ticketGroups.id));
  const table = TABLES[list];
  return db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(eq(table.shopId, shopId))
    .orderBy(asc(table.sequenceNo), asc(table.id));
}

/** Writes a row of a list at its place: a new one without id, else the row of that id. Answers its id. */
export async function writeListRow(
  tx: Db,
  shopId: number,
  list: CatalogListName,
  row: { id: number | null; name: Translations; address?: string | null },
  sequenceNo: number,
): Promise<number> {
  const fields =
    list === 'venues'
      ? { name: row.name, address: row.address ?? null, sequenceNo }
      : list === 'ticket_groups'
        ? { name: row.name }
        : { name: row.name, sequenceNo };
  const table = TABLES[list];
  if (row.id !== null) {
    await tx
      .update(table)
      .set(fields)
      .where(and(eq(table.id, row.id), eq(table.shopId, shopId)));
    return row.id;
  }
  const [made] = await tx
    .insert(table)
    .values({ shopId, ...fields })
    .returning({ id: table.id });
  if (!made) throw new Error(`A row of ${list} was not written`);
  return made.id;
}

export async function deleteListRows(tx: Db, list: CatalogListName, ids: number[]) {
  if (ids.length === 0) return;
  const table = TABLES[list];
  await tx.delete(table).where(inArray(table.id, ids));
}

/** The custom groups of `ids` that rows of a table with custom_group_ids name. */
const groupsNamedIn = (table: 'events' | 'tours' | 'merchandise', ids: number[]) =>
  sql`select distinct g as id from ${sql.identifier(table)} t, unnest(t.custom_group_ids) g
       where t.custom_group_ids && ${sql.param(ids)}::int[]`;

/** Of these rows of a list, those an event, tour, ticket type or article still uses. */
export async function rowsInUse(db: Db, list: CatalogListName, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const used = async (query: Promise<{ id: number | null }[]>) => (await query).map((row) => Number(row.id));
  let found: number[] = [];
  if (list === 'venues')
    found = [
      ...(await used(
        db.selectDistinct({ id: events.venueId }).from(events).where(inArray(events.venueId, ids)),
      )),
      ...(await used(
        db.selectDistinct({ id: tours.venueId }).from(tours).where(inArray(tours.venueId, ids)),
      )),
    ];
  else if (list === 'ticket_groups')
    found = await used(
      db
        .selectDistinct({ id: ticketTypes.groupId })
        .from(ticketTypes)
        .where(inArray(ticketTypes.groupId, ids)),
    );
  else if (list === 'tour_categories')
    found = await used(
      db.selectDistinct({ id: tours.categoryId }).from(tours).where(inArray(tours.categoryId, ids)),
    );
  else
    for (const table of ['events', 'tours', 'merchandise'] as const) {
      const result = (await db.execute(groupsNamedIn(table, ids))) as unknown as { rows: { id: number }[] };
      found.push(...result.rows.map((row) => Number(row.id)));
    }
  return new Set(found.filter((id) => ids.includes(id)));
}
