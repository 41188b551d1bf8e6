import { count } from 'drizzle-orm';
import { writeCatalogDocument, writeCatalogMemberships } from '../../modules/catalog/index.ts';
import type { Database, Db } from '../database.ts';
import { shops } from '../schema/config.ts';
import { seedCustomerForm } from './account.ts';
import { demoToday } from './catalog.ts';
import { seedCheckout } from './checkout.ts';
import { demoCatalogDocument, demoRowIds } from './demo-catalog.ts';
import { seedDemoPast } from './demo-past.ts';
import { seedDemoSales } from './demo-sales.ts';
import { seedMerchandise } from './merchandise.ts';
import { seedPages } from './pages.ts';
import { DEMO_SHOP_ID, seedShop } from './shop.ts';
import { seedVoucherCodes } from './vouchers.ts';

/**
 * Fills an empty database with the demo museum as of `now` (the app's clock: tests pin the date),
 * in one transaction so a crash leaves nothing half seeded. Its catalog is a document
 * (demo-catalog.ts), imported as an owner's would be; the seed adds what a document does not
 * carry: the demo's past slots and sales, its shop products, voucher codes, payment types and pages. The
 * slot job (modules/catalog) keeps the slots made up to the demo's horizon on every later day, as
 * for any museum. A database that has a shop is left as it is. Several processes may start at
 * once: the advisory lock lets one of them seed, the others then find the shop.
 * Returns true when this call seeded.
 */
export async function seedDemoMuseum(db: Database, now: Date = new Date()): Promise<boolean> {
  // The usual restart: a shop, found by reading alone, without lock or transaction.
  if ((await countShops(db)) > 0) return false;
  return db.transaction(async (tx) => {
    await tx.execute('SELECT pg_advisory_xact_lock(727275)');
    if ((await countShops(tx)) > 0) return false;
    const today = demoToday(now);
    await seedShop(tx);
    await seedCustomerForm(tx, DEMO_SHOP_ID);
    // The document in two steps: its passes after the demo's shop products (seeded as rows), so
    // the products keep ids 1 … 10 and the passes 11 and 12.
    const { memberships, ...catalog } = demoCatalogDocument(today);
    const imported = await writeCatalogDocument(tx, { shopId: DEMO_SHOP_ID, today, now }, catalog);
    const ids = demoRowIds(imported);
    await seedDemoPast(tx, ids, today);
    await seedDemoSales(tx, ids, today);
    await seedMerchandise(tx, DEMO_SHOP_ID, ids.customGroups);
    await writeCatalogMemberships(tx, DEMO_SHOP_ID, { memberships }, imported);
    await seedVoucherCodes(tx, DEMO_SHOP_ID, ids.vouchers, now);
    await seedCheckout(tx, DEMO_SHOP_ID);
    await seedPages(tx);
    return true;
  });
}

async function countShops(db: Db): Promise<number> {
  const [row] = await db.select({ shops: count() }).from(shops);
  return row?.shops ?? 0;
}
