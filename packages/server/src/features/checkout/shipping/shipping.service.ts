import { type CartItem, type ShippingAddress, shippedLines } from '@museum-shop/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { validationTexts } from '../../../lib/validation-messages.ts';
import type { RequestSession } from '../../../plugins/session.ts';
import {
  findArticleWeights,
  findCustomerCountries,
  findShippingSteps,
  findShopCountries,
} from './shipping.repository.ts';

/** An article line that goes into the parcel. */
export interface ShippedLine {
  id: number;
  count: number;
}

/** A step of the shipping table: from this many grams on, this many cents. */
export interface ShippingStep {
  weightFrom: number;
  cost: number;
}

/** Grams of the parcel: weight × count over the lines; an unknown article weighs 0 (pricing reports it). */
export function parcelWeight(lines: readonly ShippedLine[], weights: ReadonlyMap<number, number>): number {
  return lines.reduce((sum, line) => sum + (weights.get(line.id) ?? 0) * line.count, 0);
}

/** The step that applies to a weight: the one with the greatest `weightFrom` ≤ the weight; none below it. */
export function shippingStep(steps: readonly ShippingStep[], weight: number): ShippingStep | undefined {
  let chosen: ShippingStep | undefined;
  for (const step of steps)
    if (step.weightFrom <= weight && (!chosen || step.weightFrom > chosen.weightFrom)) chosen = step;
  return chosen;
}

const noCostsFor = (country: string) =>
  new AppError(422, 'NO_SHIPPING_COSTS_FOR_COUNTRY', `No shipping costs are stored for ${country}`);

/**
 * What shipping the cart's merchandise to `country` costs, in cents: 0 without merchandise,
 * else the step of the shop's table for the parcel's weight. 422 NO_SHIPPING_COSTS_FOR_COUNTRY
 * when the table has no step for the country (and weight).
 */
export async function shippingCost(
  db: Db,
  shopId: number,
  country: string,
  items: readonly CartItem[],
): Promise<number> {
  const lines = shippedLines(items);
  if (lines.length === 0) return 0;
  const key = country.toUpperCase();
  const [weights, steps] = await Promise.all([
    findArticleWeights(
      db,
      shopId,
      lines.map((line) => line.id),
    ),
    findShippingSteps(db, shopId, key),
  ]);
  const step = shippingStep(steps, parcelWeight(lines, weights));
  if (!step) throw noCostsFor(key);
  return step.cost;
}

/**
 * Where the signed-in customer's (or guest's) parcel goes: the country of their shipping address,
 * or of their billing address when they have none (spec: "null: shipping goes to the billing
 * address"). Null without a session, for a session of another shop, or without a country.
 */
export async function customerShippingCountry(
  db: Db,
  shopId: number,
  session: RequestSession | null,
): Promise<string | null> {
  if (!session || session.shopId !== shopId) return null;
  const countries = await findCustomerCountries(db, session.customerId);
  if (!countries) return null;
  const country = countries.shipping || countries.billing;
  return country ? country.toUpperCase() : null;
}

/**
 * POST checkout/shippingCosts: to the body's `country` when one is sent (the checkout's own
 * shipping address, which initPayment prices the same way), else to the signed-in customer's
 * country. A cart without merchandise costs 0 and needs no country.
 */
export async function shippingCostsOf(
  db: Db,
  shopId: number,
  session: RequestSession | null,
  input: { items: readonly CartItem[]; country?: string | undefined },
): Promise<number> {
  if (shippedLines(input.items).length === 0) return 0;
  const country = input.country ?? (await customerShippingCountry(db, shopId, session));
  if (!country) throw new AppError(422, 'COUNTRY_MISSING', 'Please say which country to ship to');
  return shippingCost(db, shopId, country, input.items);
}

/**
 * The country initPayment prices the shipping to: the checkout's shipping address when one is given
 * (the same country the cart screen asked checkout/shippingCosts for), else the customer's. Null
 * when the cart ships nothing. A given address must name a country of the shop's forms: a 422
 * field error in the request's language otherwise, as the forms answer.
 */
export async function orderShippingCountry(
  db: Db,
  shop: ShopContext,
  session: RequestSession | null,
  input: { cart: { items: readonly CartItem[] }; shipping_address?: ShippingAddress | undefined },
): Promise<string | null> {
  const address = input.shipping_address;
  if (address) {
    const countries = await findShopCountries(db, shop.shopId);
    if (countries && !countries.includes(address.country))
      throw new AppError(422, 'VALIDATION_FAILED', 'Please correct the errors in the form', {
        'shipping_address.country': [validationTexts[shop.lang].notAnOption],
      });
  }
  if (shippedLines(input.cart.items).length === 0) return null;
  return address?.country ?? (await customerShippingCountry(db, shop.shopId, session));
}
