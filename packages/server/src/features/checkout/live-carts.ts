import type { RequestSession } from '../../plugins/session.ts';
import { clientKey } from '../../rate-limits.ts';
import { hashToken } from '../../tokens.ts';
import { type CheckoutDeps, requestVoids } from './checkout.service.ts';
import type { InventoryNeed } from './pricing/pricing.ts';

// One live cart per buyer (decision 0014, issues 21 and 38): who a buyer is, and voiding the
// payments of their other carts when they start a payment.

/** Who starts a payment, as checkout tells buyers apart: their address, and their browser session's id. */
export interface PaymentClient {
  ip: string;
  /** `sessionUs` (spec §9): 12 random characters per browser session; absent from older clients. */
  browserSession?: string | undefined;
  /** The waiting room's pass (issue 38), while the room is on. */
  waitingPass?: string | undefined;
}

/**
 * Who keeps a live cart (issues 21 and 38): the session of the token `_`; without one the browser
 * session (`sessionUs`), so buyers behind one address (a museum's Wi-Fi, a carrier's NAT) do not
 * release each other's carts; and only from a client that sends neither, its address as the rate
 * limits count it (`clientKey`). Hashed: the cart keeps neither a token nor an address.
 */
export function cartOwnerKey(session: RequestSession | null, client: PaymentClient): string {
  if (session) return hashToken(`cart-owner:session:${session.tokenHash}`);
  if (client.browserSession) return hashToken(`cart-owner:browser:${client.browserSession}`);
  return hashToken(`cart-owner:client:${clientKey(client.ip)}`);
}

/** The places (time slots and tours) a cart's hold takes: what one address may hold is bounded by them. */
export function placesOf(needs: readonly InventoryNeed[]): number {
  return needs.reduce((sum, need) => sum + ('places' in need ? need.places : 0), 0);
}

/**
 * Voids the payments of carts a payment start cancelled (the owner's earlier carts, whose places
 * it gave back: `start_hold`, `write_held_cart`), so they cannot be paid any more: queued in one
 * transaction, then run. Almost every start finds none, and then this sends nothing. A process
 * that dies after cancelling and before queueing the voids leaves a payment that is refunded if it
 * is paid all the same (`bookWithLocks`), as is one paid before its void reached the provider.
 */
export async function voidCanceledCarts(deps: CheckoutDeps, cartIds: readonly string[]) {
  if (cartIds.length === 0) return;
  const voids = await deps.db.transaction((tx) => requestVoids(deps.payments, tx, cartIds));
  await deps.payments.runJobs(voids);
}
