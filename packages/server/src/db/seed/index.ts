import { count } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { shops } from '../schema/config.ts';
import { seedCustomerForm } from './account.ts';
import { seedCatalogRefs } from './catalog.ts';
import { seedCheckout } from './checkout.ts';
import { seedEvents } from './events.ts';
import { seedMerchandise } from './merchandise.ts';
import { seedPages } from './pages.ts';
import { DEMO_SHOP_ID, seedShop } from './shop.ts';
import { seedTours } from './tours.ts';
import { seedVouchers } from './vouchers.ts';

/**
 * Fills an empty database with the demo museum, in one transaction so a crash leaves nothing half
 * seeded. A database that already has a shop is left as it is.
 */
export async function seedDemoMuseum(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute('SELECT pg_advisory_xact_lock(727275)');
    const [row] = await tx.select({ shops: count() }).from(shops);
    if ((row?.shops ?? 0) > 0) return false;
    await seedShop(tx);
    await seedCustomerForm(tx, DEMO_SHOP_ID);
    const refs = await seedCatalogRefs(tx, DEMO_SHOP_ID);
    await seedTours(tx, DEMO_SHOP_ID, refs);
    await seedEvents(tx, DEMO_SHOP_ID, refs);
    await seedMerchandise(tx, DEMO_SHOP_ID, refs);
    await seedVouchers(tx, DEMO_SHOP_ID);
    await seedCheckout(tx, DEMO_SHOP_ID);
    await seedPages(tx);
    return true;
  });
}
