import { readSessionJson } from '../../lib/session-store.ts';

/**
 * The cart lives in session storage (spec §4 "Cart"). The cart feature proper comes later; the
 * shell needs only the number of lines for the basket badge, and to hear when it changes.
 */
export const CART_STORAGE_KEY = 'cart';
const CART_CHANGED = 'museum-shop:cart-changed';

/**
 * The number of cart lines: the stored cart is `{ lines: [...], … }` (a bare list of lines is read
 * too); anything unreadable counts as an empty cart.
 */
export function readCartLineCount(): number {
  const cart = readSessionJson(CART_STORAGE_KEY);
  if (Array.isArray(cart)) return cart.length;
  if (typeof cart !== 'object' || cart === null || !('lines' in cart)) return 0;
  return Array.isArray(cart.lines) ? cart.lines.length : 0;
}

/** Whoever writes the cart calls this, so the badge follows. */
export function announceCartChange() {
  window.dispatchEvent(new Event(CART_CHANGED));
}

export function onCartChange(listener: () => void): () => void {
  window.addEventListener(CART_CHANGED, listener);
  return () => window.removeEventListener(CART_CHANGED, listener);
}
