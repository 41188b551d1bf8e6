import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shops } from '../../db/schema/config.ts';

export async function findShopConfig(db: Db, shopId: number) {
  const [row] = await db.select({ config: shops.config }).from(shops).where(eq(shops.id, shopId));
  return row?.config;
}
