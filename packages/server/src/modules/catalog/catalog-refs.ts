import type { NamedRef } from '@museum-shop/contract';
import type { Db } from '../../db/database.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import { findVenuesAndGroups } from './catalog-refs.repository.ts';

/** Venues and custom groups of a shop by id, named in the request's language. */
export interface CatalogRefs {
  venue(id: number): NamedRef;
  groups(ids: readonly number[]): NamedRef[];
  venues: NamedRef[];
}

export async function loadCatalogRefs(db: Db, shop: ShopContext): Promise<CatalogRefs> {
  const rows = await findVenuesAndGroups(db, shop.shopId);
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
