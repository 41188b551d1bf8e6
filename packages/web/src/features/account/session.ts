import { type Customer, customerSchema } from '@museum-shop/contract';
import * as z from 'zod/mini';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';

/** Session storage keys of the signed-in visitor (spec §4 "Session"). */
export const TOKEN_KEY = 'token';
export const CUSTOMER_KEY = 'customer';
/** The details the last guest gave in the guest form: the next guest form starts from them. */
export const GUEST_DETAILS_KEY = 'guestDetails';
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

/** Logout clears the token and the customer data (spec §4), the last guest's details too. */
export function clearSession() {
  sessionStore.remove(TOKEN_KEY);
  sessionStore.remove(CUSTOMER_KEY);
  sessionStore.remove(GUEST_DETAILS_KEY);
  announceSessionChange();
}

const guestDetailsSchema = z.record(z.string(), z.string());

/** Keeps what a guest gave in the guest form (field → value), for the guest form of a next order. */
export function rememberGuestDetails(details: Readonly<Record<string, string>>) {
  sessionStore.set(GUEST_DETAILS_KEY, JSON.stringify(details));
}

/** The last guest's details; none when nothing (readable) is kept. */
export function readGuestDetails(): Record<string, string> | null {
  const parsed = guestDetailsSchema.safeParse(readSessionJson(GUEST_DETAILS_KEY));
  return parsed.success ? parsed.data : null;
}

/**
 * A guest token books once (spec §6): once the guest's order is booked, or the server says the
 * token has been used (GUEST_ALREADY_ORDERED), the token and the guest customer are dropped, so
 * checkout asks for the guest's details again; the details stay for that form. A registered
 * customer stays signed in. Answers whether a guest was signed out.
 */
export function endGuestSession(): boolean {
  if (!readCustomer()?.isGuest) return false;
  sessionStore.remove(TOKEN_KEY);
  sessionStore.remove(CUSTOMER_KEY);
  announceSessionChange();
  return true;
}

/** Keeps the customer the server answered (after an update or a sign-in) and tells the app. */
export function storeCustomer(customer: Customer) {
  const raw = JSON.stringify(customer);
  if (sessionStore.get(CUSTOMER_KEY) === raw) return;
  sessionStore.set(CUSTOMER_KEY, raw);
  announceSessionChange();
}

/** Signing in (login, a new password, guest registration) stores the token and the customer (spec §4). */
export function startSession(session: { token: string; customer: Customer }) {
  sessionStore.set(TOKEN_KEY, session.token);
  sessionStore.set(CUSTOMER_KEY, JSON.stringify(session.customer));
  announceSessionChange();
}

export const readToken = () => sessionStore.get(TOKEN_KEY);
/** The token as a page rendered on the server has it (issue 37): none; hydration starts from that. */
export const noToken = () => null;
