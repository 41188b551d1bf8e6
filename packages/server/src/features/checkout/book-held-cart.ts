import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { constantPart, type StatementPart } from '../../db/prepared.ts';
import type { QueuedJob } from '../../jobs/queue.ts';
import {
  bookPaidHoldCte,
  bookValidHold,
  bookValidHoldOfCart,
  type CartRow,
  PAID_HOLD_ORDER_NUMBER,
} from './checkout.repository.ts';
import type { CheckoutDeps } from './checkout.service.ts';
import { issueCardsOfBooking, passLinesOfCart } from './orders/member-cards.ts';
import { bookedOrderCtes } from './orders/orders.repository.ts';
import { bookedOrderDraft, insertBookedOrder } from './orders/orders.service.ts';

/**
 * Queues a booked order's confirmation in the booking's `tx`. A cart without a customer (an
 * anonymous express payment) has nobody to write to: its job would only read that and end, three
 * round trips a booking for nothing, so none is queued.
 */
export function queueConfirmation(
  deps: Pick<CheckoutDeps, 'confirmations'>,
  tx: Db,
  cart: Pick<CartRow, 'customerId'>,
  orderId: string,
): Promise<QueuedJob | null> {
  return cart.customerId === null ? Promise.resolve(null) : deps.confirmations.queue(tx, orderId);
}

/**
 * The common booking, in the caller's `tx` and without inventory locks: the cart is still held and
 * its hold has not lapsed, so its places are its own; the hold becomes the sale and the order is
 * written. 'lapsed' leaves the cart marked booked: the caller must roll `tx` back (the locking path
 * decides). Undefined when the cart is not in that state (the locking path sees why).
 */
export async function bookHeldCartIn(
  deps: Pick<CheckoutDeps, 'confirmations'>,
  tx: Db,
  cart: CartRow,
  now: Date,
) {
  if (cart.status !== 'held' || cart.orderId) return undefined;
  const booking = await bookValidHold(tx, cart, now);
  if (booking.booked === 'not held') return undefined;
  if (booking.booked === 'lapsed') return 'lapsed' as const;
  return writeOrder(deps, tx, cart, now, booking.orderNumber);
}

/** The order of a cart whose hold was just sold (numbered `orderNumber`), its cards and confirmation. */
async function writeOrder(
  deps: Pick<CheckoutDeps, 'confirmations'>,
  tx: Db,
  cart: CartRow,
  now: Date,
  orderNumber: string,
) {
  const order = await insertBookedOrder(tx, cart, now, orderNumber);
  await issueCardsOfBooking(tx, cart, order.id, now);
  return { order, confirmation: await queueConfirmation(deps, tx, cart, order.id) };
}

/**
 * A paid notification's booking within payments' transaction (payments' `onPaidAtOnce`): the cart
 * booked as `bookHeldCartIn` does, or undefined for payments to roll back and settle it by its job
 * (a lapsed hold, a cancelled cart, the payment of an order: the locking path's cases).
 */
export async function bookPaidInTx(
  deps: Pick<CheckoutDeps, 'confirmations' | 'clock'>,
  tx: Db,
  cartId: string,
): Promise<{ after(): void } | undefined> {
  // Whether the hold is still valid is the database's to say (decision 0016); the clock here only
  // dates the order. The cart is read by the same statement.
  const now = deps.clock();
  const found = await bookValidHoldOfCart(tx, cartId, now);
  if (found?.booked !== 'sold' || !found.orderNumber) return undefined;
  const booked = await writeOrder(deps, tx, found.cart, now, found.orderNumber);
  return { after: () => deps.confirmations.runSoon([booked.confirmation]) };
}

const NO_ANSWER = constantPart('null', sql`null`);
const CONFIRMATION_QUEUED = constantPart('confirmation-id', sql`(select id from confirmation_queued)`);

/**
 * A paid notification's booking within payments' one statement (payments' `onPaidAtOnce`, issue
 * 38): the cart as read with the notification, booked as `bookPaidInTx` books it, as CTEs after
 * the attempt's move (`moved`): `book_paid_hold` (which raises MS038, and nothing is written, when
 * the attempt did not move, the cart changed since it was read, is not held or its hold lapsed),
 * the order with its vouchers' codes, and its confirmation queued. Undefined when the cart is not
 * held (the notification's job settles it); 'in transaction' for a cart of annual passes, whose
 * member cards are issued in a transaction.
 */
export async function bookPaidInStatement(
  deps: Pick<CheckoutDeps, 'confirmations' | 'clock' | 'db'>,
  paid: { cart: CartRow; cartVersion: string },
  moved: StatementPart,
): Promise<
  | { ctes: StatementPart[]; answer: StatementPart; after(answer: unknown): void }
  | 'in transaction'
  | undefined
> {
  const { cart } = paid;
  if (cart.status !== 'held' || cart.orderId) return undefined;
  if (passLinesOfCart(cart).length > 0) return 'in transaction';
  // As bookPaidInTx: the database says whether the hold is valid, the clock dates the order.
  const now = deps.clock();
  const { order, codes } = bookedOrderDraft(cart, now);
  const orderId = randomUUID();
  const ctes = [
    bookPaidHoldCte(cart, paid.cartVersion, now, moved),
    ...bookedOrderCtes(deps.db, { ...order, id: orderId }, PAID_HOLD_ORDER_NUMBER, codes),
  ];
  // An order without a customer has nobody to write to (queueConfirmation).
  if (cart.customerId === null) return { ctes, answer: NO_ANSWER, after: () => {} };
  const confirmation = await deps.confirmations.queueSql(orderId);
  return {
    ctes: [
      ...ctes,
      {
        ...confirmation.insert,
        key: `confirmation-queued(${confirmation.insert.key})`,
        sql: () => sql`confirmation_queued as (${confirmation.insert.sql()})`,
      },
    ],
    answer: CONFIRMATION_QUEUED,
    after: (answer) =>
      deps.confirmations.runSoon([confirmation.queuedAs(typeof answer === 'string' ? answer : null)]),
  };
}
