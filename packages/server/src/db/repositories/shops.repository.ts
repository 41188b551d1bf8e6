import { eq, sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { shops } from '../schema/config.ts';

/** The shop's configuration document (decision 0007), as `shopinfo/config` answers it. */
export async function findShopConfig(db: Db, shopId: number) {
  const [row] = await db.select({ config: shops.config }).from(shops).where(eq(shops.id, shopId));
  return row?.config;
}

/** What every request needs of its shop: the default language, the museum's time zone, whether it is open. */
export async function findShopBasics(db: Db, shopId: number) {
  const [row] = await db
    .select({
      defaultLanguage: shops.defaultLanguage,
      timeZone: sql<string | null>`${shops.config}->>'time_zone'`,
      // Absent (a shop older than issue 34) is open.
      open: sql<boolean>`coalesce((${shops.config}->>'shop_open')::boolean, true)`,
    })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
}
