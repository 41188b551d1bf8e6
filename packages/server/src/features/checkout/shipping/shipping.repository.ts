import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { customerFormSettings, customers } from '../../../db/schema/account.ts';
import { shippingCosts } from '../../../db/schema/checkout.ts';
import { merchandise } from '../../../db/schema/merchandise.ts';

/** Grams per article of the shop, for the ids asked; ids of no article (or another shop's) are missing. */
export async function findArticleWeights(
  db: Db,
  shopId: number,
  ids: readonly number[],
): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: merchandise.id, weight: merchandise.weight })
    .from(merchandise)
    .where(and(eq(merchandise.shopId, shopId), inArray(merchandise.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.weight]));
}

/** The shipping steps to a country, lightest first. */
export function findShippingSteps(db: Db, shopId: number, country: string) {
  return db
    .select({ weightFrom: shippingCosts.weightFrom, cost: shippingCosts.cost })
    .from(shippingCosts)
    .where(and(eq(shippingCosts.shopId, shopId), eq(shippingCosts.country, country)))
    .orderBy(asc(shippingCosts.weightFrom));
}

/** The countries a customer's parcels go to: the shipping address's, else the billing address's. */
export async function findCustomerCountries(db: Db, customerId: string) {
  const [row] = await db
    .select({ country: customers.country, shipping: customers.shipping })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row && { billing: row.country, shipping: row.shipping?.country ?? null };
}

/** The countries the shop's address forms offer (customer/attr); undefined when the shop has no form settings. */
export async function findShopCountries(db: Db, shopId: number): Promise<string[] | undefined> {
  const [row] = await db
    .select({ countries: customerFormSettings.countries })
    .from(customerFormSettings)
    .where(eq(customerFormSettings.shopId, shopId));
  return row?.countries;
}
