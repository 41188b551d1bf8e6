import { count } from 'drizzle-orm';
import { saveSlotHorizonDays } from '../../modules/catalog/index.ts';
import type { Database, Db } from '../database.ts';
import { shops } from '../schema/config.ts';
import { seedCustomerForm } from './account.ts';
import { seedCatalogRefs } from './catalog.ts';
import { seedCheckout } from './checkout.ts';
import { seedEvents } from './events.ts';
import { seedMerchandise } from './merchandise.ts';
import { seedPages } from './pages.ts';
import { DEMO_BOOKABLE_DAYS } from './schedule.ts';
import { DEMO_SHOP_ID, seedShop } from './shop.ts';
import { seedTours } from './tours.ts';
import { seedVouchers } from './vouchers.ts';

/**
 * Fills an empty database with the demo museum as of `now` (the app's clock: tests pin the date),
 * in one transaction so a crash leaves nothing half seeded. Its events and tours have opening
 * hours: the slot job (modules/catalog) keeps their slots made up to the demo's horizon on every
 * later day, as for any museum. A database that has a shop is left as it is. Several processes may
 * start at once: the advisory lock lets one of them seed, the others then find the shop.
 * Returns true when this call seeded.
 */
export async function seedDemoMuseum(db: Database, now: Date = new Date()): Promise<boolean> {
  // The usual restart: a shop, found by reading alone, without lock or transaction.
  if ((await countShops(db)) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.execute('SELECT pg_advisory_xact_lock(727275)');
    if ((await countShops(tx)) > 0) return false;
    await seedShop(tx);
    await seedCustomerForm(tx, DEMO_SHOP_ID);
    const refs = await seedCatalogRefs(tx, DEMO_SHOP_ID);
    await seedTours(tx, DEMO_SHOP_ID, refs, now);
    await seedEvents(tx, DEMO_SHOP_ID, refs, now);
    await seedMerchandise(tx, DEMO_SHOP_ID, refs);
    await seedVouchers(tx, DEMO_SHOP_ID, now);
    await seedCheckout(tx, DEMO_SHOP_ID);
    await seedPages(tx);
    await saveSlotHorizonDays(tx, DEMO_SHOP_ID, DEMO_BOOKABLE_DAYS);
    return true;
  });
}

async function countShops(db: Db): Promise<number> {
  const [row] = await db.select({ shops: count() }).from(shops);
  return row?.shops ?? 0;
}
