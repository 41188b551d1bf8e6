import type { CartItem } from '../cart.ts';

/** The rules of shipping (spec §5 "Shipping"): what is shipped, when costs are asked, when the address is ready. */

/** The lines that go into the parcel: merchandise with a count (annual passes travel with their own postage). */
export function shippedLines(items: readonly CartItem[]): { id: number; count: number }[] {
  return items.flatMap((item) =>
    item.type === 'merchandise' && item.count > 0 ? [{ id: item.id, count: item.count }] : [],
  );
}

/** Shipping costs are asked for only when the cart ships something and a country is known (spec §5). */
export const shouldRequestShipping = (items: readonly CartItem[], country: string | null) =>
  shippedLines(items).length > 0 && country !== null && /^[A-Z]{2}$/.test(country);

/** A non-numeric cost counts as 0 (spec §5). */
export function shippingCostValue(raw: unknown): number {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;
}

export const SHIPPING_FIELDS = ['name', 'street', 'zip', 'city', 'country'] as const;

/**
 * Shipping fields are ready when not being edited, when the address is the billing address, or
 * when name, street, city, zip and country are all present (spec §5).
 */
export function shippingFieldsReady(state: {
  editing: boolean;
  sameAsBilling: boolean;
  address: Partial<Record<(typeof SHIPPING_FIELDS)[number], string>> | null;
}): boolean {
  if (!state.editing || state.sameAsBilling) return true;
  return SHIPPING_FIELDS.every((field) => (state.address?.[field] ?? '').trim() !== '');
}
