import { cartItemSchema } from '@museum-shop/contract';
import * as z from 'zod/mini';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';
import { announceCartChange, CART_STORAGE_KEY } from './cart-storage.ts';

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
  externalDocumentNumber: z._default(z.string(), ''),
});
export type StoredCart = z.infer<typeof storedCartSchema>;

export const EMPTY_CART: StoredCart = {
  lines: [],
  requestInvoice: true,
  cartId: null,
  externalDocumentNumber: '',
};

/**
 * Spec §4 "Cart": a voucher code whose barcode is already in the cart is ignored; any other line
 * is appended.
 */
export function addLine(cart: StoredCart, line: NewCartLine, key: string): StoredCart {
  if (line.item.type === 'voucherCode') {
    const barcode = normaliseBarcode(line.item.barcode);
    const present = cart.lines.some(
      (existing) =>
        existing.item.type === 'voucherCode' && normaliseBarcode(existing.item.barcode) === barcode,
    );
    if (present) return cart;
  }
  return { ...cart, lines: [...cart.lines, { ...line, key }] };
}

export function removeLine(cart: StoredCart, key: string): StoredCart {
  return { ...cart, lines: cart.lines.filter((line) => line.key !== key) };
}

/** Codes are compared as the server reads them: trimmed, in capitals. */
export const normaliseBarcode = (barcode: string) => barcode.trim().toUpperCase();

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
