import { type Customer, customerSchema } from '@museum-shop/contract';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';

/** Session storage keys of the signed-in visitor (spec §4 "Session"). */
export const TOKEN_KEY = 'token';
export const CUSTOMER_KEY = 'customer';
const SESSION_CHANGED = 'museum-shop:session-changed';

/** The stored customer, if it is one; a damaged entry counts as signed out. */
export function readCustomer(): Customer | null {
  const parsed = customerSchema.safeParse(readSessionJson(CUSTOMER_KEY));
  return parsed.success ? parsed.data : null;
}

// useSyncExternalStore needs the same object while nothing changed, so the parse is remembered.
let cachedRaw: string | null = null;
let cachedCustomer: Customer | null = null;
export function readCustomerSnapshot(): Customer | null {
  const raw = sessionStore.get(CUSTOMER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedCustomer = readCustomer();
  }
  return cachedCustomer;
}

export function announceSessionChange() {
  window.dispatchEvent(new Event(SESSION_CHANGED));
}

export function onSessionChange(listener: () => void): () => void {
  window.addEventListener(SESSION_CHANGED, listener);
  return () => window.removeEventListener(SESSION_CHANGED, listener);
}

/** Logout clears the token and the customer data (spec §4). */
export function clearSession() {
  sessionStore.remove(TOKEN_KEY);
  sessionStore.remove(CUSTOMER_KEY);
  announceSessionChange();
}
