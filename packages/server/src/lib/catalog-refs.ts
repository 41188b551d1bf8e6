import type { NamedRef } from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { customGroups, venues } from '../db/schema/catalog.ts';
import type { ShopContext } from './shop-context.ts';

/** Venues and custom groups of a shop by id, named in the request's language. */
export interface CatalogRefs {
  venue(id: number): NamedRef;
  groups(ids: readonly number[]): NamedRef[];
  venues: NamedRef[];
}

export async function loadCatalogRefs(db: Db, shop: ShopContext): Promise<CatalogRefs> {
  // One round trip for both tables: almost every catalog call needs them.
  const rows = await db
    .select({ isVenue: sql<boolean>`true`, id: venues.id, name: venues.name, sequenceNo: venues.sequenceNo })
    .from(venues)
    .where(eq(venues.shopId, shop.shopId))
    .unionAll(
      db
        .select({
          isVenue: sql<boolean>`false`,
          id: customGroups.id,
          name: customGroups.name,
          sequenceNo: customGroups.sequenceNo,
        })
        .from(customGroups)
        .where(eq(customGroups.shopId, shop.shopId)),
    );
  rows.sort((a, b) => a.sequenceNo - b.sequenceNo || a.id - b.id);
  const named = (isVenue: boolean) =>
    rows.filter((row) => row.isVenue === isVenue).map((row) => ({ id: row.id, name: shop.t(row.name) }));
  const venueList = named(true);
  const venueById = new Map(venueList.map((venue) => [venue.id, venue]));
  const groupOrder = named(false);
  return {
    venues: venueList,
    venue: (id) => venueById.get(id) ?? { id, name: '' },
    // In the groups' own order, whatever order the item lists them in.
    groups: (ids) => groupOrder.filter((group) => ids.includes(group.id)),
  };
}
