import type { Translations } from '@museum-shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customGroups, venues } from '../../db/schema/catalog.ts';

// Shared repositories live in db/repositories/, named after their db/schema/ file: the tables of
// schema/catalog.ts belong to no one feature, and features may not import each other's internals.

export interface VenueOrGroupRow {
  isVenue: boolean;
  id: number;
  name: Translations;
  sequenceNo: number;
}

/** A shop's venues and custom groups, in one round trip: almost every catalog call needs both. */
export async function findVenuesAndGroups(db: Db, shopId: number): Promise<VenueOrGroupRow[]> {
  return db
    .select({ isVenue: sql<boolean>`true`, id: venues.id, name: venues.name, sequenceNo: venues.sequenceNo })
    .from(venues)
    .where(eq(venues.shopId, shopId))
    .unionAll(
      db
        .select({
          isVenue: sql<boolean>`false`,
          id: customGroups.id,
          name: customGroups.name,
          sequenceNo: customGroups.sequenceNo,
        })
        .from(customGroups)
        .where(eq(customGroups.shopId, shopId)),
    );
}
