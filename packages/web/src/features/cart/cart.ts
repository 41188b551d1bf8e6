import { CART_VERSION, type Cart, cartItemSchema, normaliseVoucherCode } from '@museum-shop/contract';
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';
import { announceCartChange, CART_STORAGE_KEY, onCartChange } from './cart-storage.ts';

/**
 * A cart line: what the server is sent (`item`, the contract's cart line, never a price) and what
 * the cart shows until the server prices it again (`name`, `summary`, `total` as the screen that
 * added it computed them from the catalog).
 */
export const cartLineSchema = z.object({
  /** This line's id in this browser, for removing it. */
  key: z.string(),
  item: cartItemSchema,
  name: z.string(),
  /** A short second line: date and time, counts, the amount of a voucher. */
  summary: z.string(),
  /** Cents, as shown when added; checkout/suggest gives the binding price. */
  total: z.int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export type NewCartLine = Omit<CartLine, 'key'>;

export const storedCartSchema = z.object({
  lines: z.array(cartLineSchema),
  /** Guests may ask for an invoice (spec §3: default true). */
  requestInvoice: z._default(z.boolean(), true),
  /** The cart id of a payment under way (spec §4). */
  cartId: z._default(z.nullable(z.string()), null),
  /** Until when the payment under way holds the cart's places (initPayment's expires_at). */
  holdExpiresAt: z._default(z.nullable(z.string()), null),
  externalDocumentNumber: z._default(z.string(), ''),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

export const EMPTY_CART: StoredCart = {
  lines: [],
  requestInvoice: true,
  cartId: null,
  holdExpiresAt: null,
  externalDocumentNumber: '',
};

/**
 * Spec §4 "Cart": a voucher code whose barcode is already in the cart is ignored; any other line
 * is appended.
 */
export function addLine(cart: StoredCart, line: NewCartLine, key: string): StoredCart {
  if (line.item.type === 'voucherCode') {
    const barcode = normaliseVoucherCode(line.item.barcode);
    const present = cart.lines.some(
      (existing) =>
        existing.item.type === 'voucherCode' && normaliseVoucherCode(existing.item.barcode) === barcode,
    );
    if (present) return cart;
  }
  return { ...cart, lines: [...cart.lines, { ...line, key }] };
}

export function removeLine(cart: StoredCart, key: string): StoredCart {
  return { ...cart, lines: cart.lines.filter((line) => line.key !== key) };
}

/** The stored cart; anything unreadable counts as empty. */
export function readCart(): StoredCart {
  const parsed = storedCartSchema.safeParse(readSessionJson(CART_STORAGE_KEY));
  return parsed.success ? parsed.data : EMPTY_CART;
}

/** Saves the cart (spec §4: on add and remove) and tells the badge. */
export function writeCart(cart: StoredCart) {
  sessionStore.set(CART_STORAGE_KEY, JSON.stringify(cart));
  announceCartChange();
}

export function addToCart(line: NewCartLine) {
  writeCart(addLine(readCart(), line, crypto.randomUUID()));
}

export function removeFromCart(key: string) {
  writeCart(removeLine(readCart(), key));
}

/** Clearing removes the stored copy and with it the cart id (spec §4). */
export function clearCart() {
  sessionStore.remove(CART_STORAGE_KEY);
  announceCartChange();
}

/** Changes the stored cart, e.g. its invoice flag or external document number. */
export function updateCart(change: (cart: StoredCart) => StoredCart) {
  writeCart(change(readCart()));
}

/** After initPayment: the cart id of the payment under way and until when its places are held. */
export function rememberPayment(cartId: string, holdExpiresAt: string) {
  updateCart((cart) => ({ ...cart, cartId, holdExpiresAt }));
}

/** A cancelled, failed or finished payment: the cart id is forgotten (spec §4), the lines stay. */
export function forgetPayment() {
  const cart = readCart();
  if (cart.cartId !== null || cart.holdExpiresAt !== null)
    writeCart({ ...cart, cartId: null, holdExpiresAt: null });
}

/** The cart as checkout/suggest, shippingCosts and initPayment take it (spec §7; tax is the server's). */
export function cartPayload(cart: StoredCart): Cart {
  const payload: Cart = {
    ver: CART_VERSION,
    items: cart.lines.map((line) => line.item),
    request_invoice: cart.requestInvoice,
  };
  const reference = cart.externalDocumentNumber.trim();
  if (reference) payload.external_document_number = reference;
  return payload;
}

// useSyncExternalStore needs the same object while nothing changed, so the parse is remembered.
let cachedRaw: string | null | undefined;
let cachedCart: StoredCart = EMPTY_CART;
function readCartSnapshot(): StoredCart {
  const raw = sessionStore.get(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCart = readCart();
  }
  return cachedCart;
}

/** The stored cart, re-read whenever any screen changes it. */
export function useStoredCart(): StoredCart {
  // A shared page is rendered on the server without anyone's cart (issue 37); hydration starts from that.
  return useSyncExternalStore(onCartChange, readCartSnapshot, () => EMPTY_CART);
}
