import { SLOT_HORIZON_LIMITS } from '@museum-shop/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { catalogSettings } from '../../db/schema/catalog.ts';

/** How many days ahead the shop's opening hours make slots: the museum's setting, else a year. */
export async function findSlotHorizonDays(db: Db, shopId: number): Promise<number> {
  const [row] = await db
    .select({ days: catalogSettings.slotHorizonDays })
    .from(catalogSettings)
    .where(eq(catalogSettings.shopId, shopId));
  return row?.days ?? SLOT_HORIZON_LIMITS.standard;
}

export async function saveSlotHorizonDays(tx: Db, shopId: number, days: number) {
  await tx
    .insert(catalogSettings)
    .values({ shopId, slotHorizonDays: days })
    .onConflictDoUpdate({ target: catalogSettings.shopId, set: { slotHorizonDays: days } });
}
