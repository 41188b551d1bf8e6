import type { WaitingRoomState } from '@museum-shop/contract';
import { browserStorage } from '@museum-shop/ui';
import * as z from 'zod/mini';
import { apiSettings } from '../../lib/api-client.ts';
import { readSessionJson, sessionStore } from '../../lib/session-store.ts';

/**
 * What the waiting room keeps in the browser (issue 38), per shop: the visitor's place in the queue
 * in local storage, so a reload, a closed tab or a second tab keeps it, and the pass the place
 * earned in session storage, for this tab's payments until it ends.
 */

/** The browser's local storage, never throwing (packages/ui): the place outlives the tab. */
const localStore = browserStorage('local');

/** Local storage key of the visitor's place in a shop's queue. */
export const waitingTicketKey = (shop: number) => `waitingRoomTicket:${shop}`;
/** Session storage key of a shop's waiting room pass and when it ends. */
export const waitingPassKey = (shop: number) => `waitingPass:${shop}`;

const currentShop = () => apiSettings().shop;

/** The place in the queue this browser holds in the shop, or null. */
export function readTicket(): string | null {
  return localStore.get(waitingTicketKey(currentShop()));
}

export function rememberTicket(ticket: string): void {
  localStore.set(waitingTicketKey(currentShop()), ticket);
}

/** The place belongs to an earlier sale, or its pass has run out: the next visit takes a new one. */
export function forgetTicket(): void {
  localStore.remove(waitingTicketKey(currentShop()));
}

const storedPassSchema = z.object({ pass: z.string(), expires_at: z.string() });

/**
 * Keeps the pass of a place that has been let in. A room that is off gives none (null): then no
 * pass is needed, and one kept from before is dropped.
 */
export function rememberPass(state: Pick<WaitingRoomState, 'pass' | 'pass_expires_at'>): void {
  const key = waitingPassKey(currentShop());
  if (state.pass === null || state.pass_expires_at === null) {
    sessionStore.remove(key);
    return;
  }
  sessionStore.set(key, JSON.stringify({ pass: state.pass, expires_at: state.pass_expires_at }));
}

/** Whether a pass ending at `expiresAt` (ISO 8601) still lets its visitor start a payment at `now`. */
export function passLasts(expiresAt: string | null, now = Date.now()): boolean {
  if (expiresAt === null) return false;
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) && end > now;
}

/** The kept pass while it lasts, for initPayment's `waitingPass`; null when there is none or it ended. */
export function readWaitingPass(now = Date.now()): string | null {
  const parsed = storedPassSchema.safeParse(readSessionJson(waitingPassKey(currentShop())));
  if (!parsed.success) return null;
  if (passLasts(parsed.data.expires_at, now)) return parsed.data.pass;
  forgetWaitingPass();
  return null;
}

/** initPayment refused the pass (or there was none): the waiting room gives a new one. */
export function forgetWaitingPass(): void {
  sessionStore.remove(waitingPassKey(currentShop()));
}
