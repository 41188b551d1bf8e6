import { addressSchema } from '@museum-shop/contract';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';
import type { ShippingAddress } from './rules.ts';

/** A shipping address other than the billing address, kept in session storage (spec §4 "Shipping address"). */
export const SHIPPING_ADDRESS_KEY = 'shippingAddress';

/** The saved address; none means the goods go to the billing address. */
export function readShippingAddress(): ShippingAddress | null {
  const parsed = addressSchema.safeParse(readSessionJson(SHIPPING_ADDRESS_KEY));
  return parsed.success ? parsed.data : null;
}

export function saveShippingAddress(address: ShippingAddress) {
  sessionStore.set(SHIPPING_ADDRESS_KEY, JSON.stringify(address));
}

export function forgetShippingAddress() {
  sessionStore.remove(SHIPPING_ADDRESS_KEY);
}
