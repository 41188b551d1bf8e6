import type {
  Booking,
  Cart,
  CartLimits,
  LineProblem,
  PaymentAux,
  PaymentStart,
  ShippingAddress,
  Suggestion,
} from '@museum-shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { QueuedJob } from '../../jobs/queue.ts';
import type { ShopContext } from '../../lib/shop-context.ts';
import { shopLink } from '../../lib/shop-links.ts';
import type { WaitingRoomGate } from '../../modules/waiting-room/index.ts';
import type { RateLimitRule } from '../../rate-limits.ts';
import { newToken } from '../../tokens.ts';
import { bookHeldCartIn, queueConfirmation } from './book-held-cart.ts';
import {
  type CartRow,
  cancelOrdersHeldPaymentCarts,
  findCart,
  findCartWithBooking,
  insertCart,
  markHeldCartCanceled,
  updateCart,
} from './checkout.repository.ts';
import type {
  AttemptOutcome,
  CheckoutPayments,
  PaymentRequest,
  PaymentSessionIds,
} from './checkout-payments.ts';
import type { OrderConfirmations } from './confirmation/order-confirmation.service.ts';
import {
  releaseExpiredHolds,
  releaseHold,
  sellReservation,
  takeInventory,
} from './inventory/inventory.repository.ts';
import { issueCardsOfBooking } from './orders/member-cards.ts';
import {
  findOrderByCart,
  findOrderById,
  findOrderByPublicId,
  isOrderCanceled,
  updateOrder,
} from './orders/orders.repository.ts';
import { bookingOf, insertBookedOrder } from './orders/orders.service.ts';
import { checkPaymentDetails, type PaymentTypeRow } from './payment-types/payment-types.service.ts';
import type { CartCatalogLoader } from './pricing/cart-catalog.ts';
import { type CatalogSnapshot, type PricedCart, type PricingClock, priceCart } from './pricing/pricing.ts';

/** What checkout needs besides the request: payments, the hold time and the shop's address. */
export interface CheckoutDeps {
  db: Database;
  /** Payment attempts at the shop's provider, their refunds and voiding (features/payments, wired in app.ts). */
  payments: CheckoutPayments;
  /** How long places are held for a payment. */
  holdMs: number;
  /** How many places and how much money one cart may hold (settings CART_MAX_…). */
  limits: CartLimits;
  publicUrl: string | undefined;
  clock: () => Date;
  /** What a cart names in the catalog (kept per process for a short time: `cartCatalogLoader`). */
  catalog: CartCatalogLoader;
  /** A payment type of a shop (kept per process for a short time: `cachedPaymentTypes`). */
  paymentType: (shopId: number, payartId: number) => Promise<PaymentTypeRow | undefined>;
  /** The order confirmation e-mail, queued in the transaction that books (confirmation/). */
  confirmations: Pick<OrderConfirmations, 'queue' | 'queueSql' | 'runSoon'>;
  /** The places one client address may hold within a window (a hold period): a rule counted per place. */
  heldPlacesPerClient: RateLimitRule;
  /** Payment starts per client: each one holds places, so a flood would empty a slot. */
  paymentStartsPerClient: RateLimitRule;
  /** Where what needs a person goes (an undo that failed). */
  log: Pick<FastifyBaseLogger, 'error'>;
  /** While the shop's waiting room is on, a payment starts only with its pass (modules/waiting-room). */
  waitingRoom: WaitingRoomGate;
}

const pgLockTimeout = '55P03';

/** The cart priced from the catalog; `countTaken`: with what is left of each row counted. */
export async function price(
  deps: Pick<CheckoutDeps, 'catalog' | 'limits'>,
  shop: ShopContext,
  cart: Cart,
  options: { countTaken: boolean },
): Promise<{ priced: PricedCart; catalog: CatalogSnapshot }> {
  const catalog = await deps.catalog(shop, cart.items, options);
  const clock: PricingClock = { now: shop.now, localNow: shop.localNow };
  return { priced: priceCart(cart.items, catalog, clock, shop.t, deps.limits), catalog };
}

export const toSuggestion = ({ lines, vouchers, totals, bookable }: PricedCart): Suggestion => ({
  lines,
  vouchers,
  totals,
  bookable,
});

/** checkout/suggest: the cart priced from the catalog, with each line's problems. */
export async function suggest(
  deps: Pick<CheckoutDeps, 'catalog' | 'limits'>,
  shop: ShopContext,
  cart: Cart,
): Promise<Suggestion> {
  return toSuggestion((await price(deps, shop, cart, { countTaken: true })).priced);
}

export const notBookable = (problems: (LineProblem & { index: number })[]) =>
  new AppError(422, 'CART_NOT_BOOKABLE', 'The shopping cart can not be completed!', undefined, { problems });

/** The problems of a priced cart, flat, each with its line's index. */
export const problemsOf = (priced: PricedCart) =>
  priced.lines.flatMap((line) => line.problems.map((problem) => ({ index: line.index, ...problem })));

/**
 * Runs `work`, which takes inventory locks, so that a lock wait ends in a "busy, try again"
 * instead of hanging: the connections' lock timeout (DB_LOCK_TIMEOUT_MS, 5 s by default) ends it.
 */
export async function busyOnLockTimeout<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      (error as { code?: string }).code === pgLockTimeout ||
      (error as { cause?: { code?: string } }).cause?.code === pgLockTimeout
    )
      throw new AppError(409, 'CHECKOUT_BUSY', 'Many people are buying right now: please try again');
    throw error;
  }
}

export interface InitPaymentInput {
  payart: number;
  aux?: PaymentAux | undefined;
  cart: Cart;
  url: { continue: string; cancel: string };
  shipping_address?: ShippingAddress | undefined;
}

/** The payment type asked for, its details checked, and the return addresses checked. */
export async function checkedPayment(
  deps: CheckoutDeps,
  shop: ShopContext,
  input: Pick<InitPaymentInput, 'payart' | 'aux' | 'url'>,
) {
  const paymentType = await deps.paymentType(shop.shopId, input.payart);
  if (!paymentType) throw new AppError(422, 'PAYMENT_TYPE_UNKNOWN', `No payment type ${input.payart}`);
  const detailErrors = checkPaymentDetails(paymentType.kind, input.payart, input.aux ?? {});
  if (detailErrors)
    throw new AppError(422, 'PAYMENT_DETAILS_INVALID', 'Please check the payment details', detailErrors);
  return { paymentType, urls: returnUrls(input.url, deps.publicUrl) };
}

/** The return addresses must lead back into the shop (they carry the visitor after paying). */
function returnUrls(url: InitPaymentInput['url'], publicUrl: string | undefined) {
  const next = shopLink(url.continue, publicUrl);
  const cancel = shopLink(url.cancel, publicUrl);
  if (!next || !cancel)
    throw new AppError(
      422,
      'RETURN_ADDRESS_OUTSIDE_SHOP',
      `The return addresses must lead back into the shop${publicUrl ? ` (PUBLIC_URL ${publicUrl})` : ''}`,
    );
  return { continue: next, cancel };
}

/**
 * Starts the payment of a cart (an attempt at the provider): its reference, and where the payer
 * goes. Nothing to pay goes straight back to the shop. Made before the cart is written, so the
 * cart is written once, with its payment.
 */
export async function createCartPayment(
  deps: CheckoutDeps,
  shop: ShopContext,
  cartId: string,
  what: { amount: number; description: string },
  paymentType: PaymentTypeRow,
  aux: PaymentAux | undefined,
  urls: { continue: URL; cancel: URL },
): Promise<{ ref: string | null; redirect: string }> {
  const request = cartPaymentRequest(shop, cartId, what, paymentType, aux, urls);
  if (request.amount === 0) return { ref: null, redirect: request.returnUrl };
  const payment = await deps.payments.start(request);
  return { ref: payment.ref, redirect: payment.redirect };
}

/** What the provider is asked to take for a cart, and where the payer comes back to (with the cart's id). */
export function cartPaymentRequest(
  shop: ShopContext,
  cartId: string,
  { amount, description }: { amount: number; description: string },
  paymentType: PaymentTypeRow,
  aux: PaymentAux | undefined,
  urls: { continue: URL; cancel: URL },
): PaymentRequest {
  return {
    shopId: shop.shopId,
    cartId,
    amount,
    payartId: paymentType.payartId,
    kind: paymentType.kind,
    wallets: aux?.wallets ?? [],
    details: paymentDetails(aux),
    description,
    language: shop.lang,
    returnUrl: withCartId(urls.continue, cartId),
    cancelUrl: withCartId(urls.cancel, cartId),
  };
}

/** A SEPA mandate's holder and IBAN as banks take them: trimmed, the IBAN without spaces. */
function paymentDetails(aux: PaymentAux | undefined): { accountHolder?: string; iban?: string } {
  return {
    ...(aux?.accountHolder ? { accountHolder: aux.accountHolder.trim() } : {}),
    ...(aux?.iban ? { iban: aux.iban.replace(/\s+/g, '').toUpperCase() } : {}),
  };
}

/** The return address with the cart id, so the shop's return screen knows which cart came back. */
function withCartId(url: URL, cartId: string): string {
  const copy = new URL(url);
  copy.searchParams.set('cartId', cartId);
  return copy.toString();
}

/**
 * Cancels a cart that is still held and gives its places back; false when it is not held any more
 * (booked, expired or cancelled meanwhile), and then nothing changes. With `payments`, voiding its
 * payment is queued in the same transaction: answers that job, to run after the commit.
 */
async function cancelHeldCart(
  db: Database,
  cartId: string,
  payments?: Pick<CheckoutPayments, 'requestVoid'>,
): Promise<QueuedJob | null | false> {
  return db.transaction(async (tx) => {
    if (!(await markHeldCartCanceled(tx, cartId))) return false;
    await releaseHold(tx, cartId);
    return payments ? payments.requestVoid(tx, cartId) : null;
  });
}

/**
 * Books a cart whose payment the provider has confirmed. Exactly once: a booked cart answers its
 * order. A cart whose hold is still valid is booked without locking any inventory row
 * (`bookHeldCart`); anything else — a lapsed hold, a refund, the payment of an existing order —
 * takes the locking path. `known` is the cart as the caller has just read it, to spare a read.
 */
export async function bookPaidCart(deps: CheckoutDeps, cartId: string, known?: CartRow): Promise<Booking> {
  const cart = known ?? (await findCart(deps.db, cartId));
  if (!cart) throw new AppError(410, 'CART_GONE', 'This cart is gone');
  if (cart.status === 'booked') {
    const order = await findOrderOfCart(deps.db, cart);
    if (order) return bookingOf(order);
  }
  const booked = await bookHeldCart(deps, cart);
  if (booked) {
    deps.confirmations.runSoon([booked.confirmation]);
    return bookingOf(booked.order);
  }
  return bookWithLocks(deps, cartId);
}

const findOrderOfCart = (db: Db, cart: CartRow) =>
  cart.orderId ? findOrderById(db, cart.orderId) : findOrderByCart(db, cart.id);

/** Thrown inside `bookHeldCart`'s transaction to roll back: the hold lapsed, the locking path decides. */
class HoldLapsed extends Error {}

/**
 * The common case, without inventory locks, in a transaction of its own (`bookHeldCartIn`).
 * Undefined when the cart is not in that state any more (the caller then takes the locking path,
 * which sees why).
 */
async function bookHeldCart(deps: CheckoutDeps, cart: CartRow) {
  if (cart.status !== 'held' || cart.orderId) return undefined;
  try {
    // Whether the hold is still valid is the database's to say (decision 0016); the clock here
    // only dates the order.
    const now = deps.clock();
    return await deps.db.transaction(async (tx) => {
      const booked = await bookHeldCartIn(deps, tx, cart, now);
      if (booked === 'lapsed') throw new HoldLapsed();
      return booked;
    });
  } catch (error) {
    if (error instanceof HoldLapsed) return undefined;
    throw error;
  }
}

/**
 * Booking under locks: the cart row is locked, then the inventory rows. A hold that lapsed books
 * only if its places are still free (counted again, without the cart's own hold); otherwise the
 * cart is marked for refund and the payment given back.
 */
async function bookWithLocks(deps: CheckoutDeps, cartId: string): Promise<Booking> {
  const now = deps.clock();
  const outcome = await busyOnLockTimeout(() =>
    deps.db.transaction(
      async (
        tx,
      ): Promise<
        | { orderId: string; confirmation?: QueuedJob | null }
        | { refundJob: QueuedJob | null; message?: string }
      > => {
        const cart = await findCart(tx, cartId, { lock: true });
        if (!cart) throw new AppError(410, 'CART_GONE', 'This cart is gone');
        if (cart.status === 'refund') return { refundJob: null };
        if (cart.status === 'canceled') {
          // A cancelled (or replaced) cart's payment that still went through books nothing: its
          // places were given back, and the visitor is paying another cart. It is refunded.
          const reason = 'The payment came for a cart that was cancelled';
          await updateCart(tx, cartId, { status: 'refund', refundReason: reason });
          return {
            refundJob: await deps.payments.requestRefund(tx, cartId, { cause: 'cart_canceled', reason }),
          };
        }
        if (cart.status === 'booked') {
          const order = await findOrderOfCart(tx, cart);
          if (order) return { orderId: order.id };
        }
        if (cart.orderId) {
          // The later payment of an order that was not paid: it books nothing more. Staff may have
          // cancelled the order meanwhile (its places are given back): then it is refunded, as a
          // cancelled cart's payment is. Decided under the order's lock, as the cancellation is.
          if (await isOrderCanceled(tx, cart.orderId, { lock: true })) {
            const reason = 'The payment came for an order that was cancelled';
            await updateCart(tx, cartId, { status: 'refund', refundReason: reason });
            return {
              refundJob: await deps.payments.requestRefund(tx, cartId, { cause: 'cart_canceled', reason }),
              message: 'This order was cancelled; the payment is refunded',
            };
          }
          await updateOrder(tx, cart.orderId, { paymentState: 'paid' });
          await updateCart(tx, cartId, { status: 'booked' });
          await issueCardsOfBooking(tx, cart, cart.orderId, now);
          return {
            orderId: cart.orderId,
            confirmation: await queueConfirmation(deps, tx, cart, cart.orderId),
          };
        }
        const { shortfalls } = await takeInventory(tx, cart.needs, { exceptCartId: cartId });
        if (shortfalls.length > 0) {
          await releaseHold(tx, cartId);
          const reason = 'The places were taken while the payment was open';
          await updateCart(tx, cartId, { status: 'refund', refundReason: reason });
          return {
            refundJob: await deps.payments.requestRefund(tx, cartId, { cause: 'places_gone', reason }),
          };
        }
        // Held or lapsed alike: the places fit, so the cart's own reservation becomes the sale.
        await sellReservation(tx, cartId);
        const order = await insertBookedOrder(tx, cart, now);
        await updateCart(tx, cartId, { status: 'booked' });
        await issueCardsOfBooking(tx, cart, order.id, now);
        return { orderId: order.id, confirmation: await queueConfirmation(deps, tx, cart, order.id) };
      },
    ),
  );
  if ('orderId' in outcome) {
    deps.confirmations.runSoon([outcome.confirmation ?? null]);
    const order = await findOrderById(deps.db, outcome.orderId);
    if (order) return bookingOf(order);
  }
  // The refund was recorded with the cart's new state; its job gives the money back, now or later.
  if ('refundJob' in outcome) {
    await deps.payments.runJobs([outcome.refundJob]);
    throw refundError(outcome.message);
  }
  throw refundError();
}

/**
 * checkout/execPayment: asks the provider whether the cart's payment went through and books it.
 * The browser's return proves nothing; the provider's answer does (spec §8 for the failures). The
 * spec's payment session ids are kept with the attempt.
 */
export async function execPayment(
  deps: CheckoutDeps,
  shop: ShopContext,
  cartId: string,
  sessionIds: PaymentSessionIds = {},
): Promise<Booking> {
  const found = await findCartWithBooking(deps.db, cartId);
  const cart = found?.cart;
  if (!cart || cart.shopId !== shop.shopId) throw new AppError(410, 'CART_GONE', 'This cart is gone');
  if (cart.status === 'booked')
    return found.booking ? bookingOf(found.booking) : bookPaidCart(deps, cartId, cart);
  if (cart.status === 'canceled') throw new AppError(410, 'CART_GONE', 'This cart was cancelled');
  if (cart.status === 'refund') throw refundError();
  if (cart.amount > 0) {
    const status = await deps.payments.sync(cartId, sessionIds);
    if (!status) throw new AppError(410, 'CART_GONE', 'This cart has no payment');
    if (status === 'failed')
      throw new AppError(422, 'PAYMENT_FAILED', 'The payment was not completed', undefined, {
        error: 'PAYMENT_FAILED',
      });
    if (status === 'canceled' || status === 'expired') {
      await cancelHeldCart(deps.db, cartId);
      throw new AppError(410, 'CART_GONE', 'The payment was cancelled');
    }
    if (status !== 'paid')
      throw new AppError(400, 'PAYMENT_NOT_CONFIRMED', 'The payment is not confirmed yet');
  } else if (cart.status === 'expired') {
    throw new AppError(410, 'CART_GONE', 'This cart has timed out');
  }
  return bookPaidCart(deps, cartId);
}

/** A paid cart that is not booked but refunded (its places were taken, its order cancelled). */
const refundError = (message = 'The places were taken while the payment was open; it is refunded') =>
  new AppError(422, 'PLACES_GONE_REFUND', message, undefined, {
    error: 'PLACES_GONE_REFUND',
  });

/**
 * checkout/cancel: gives back what the cart holds and voids its payment at the provider, so its
 * payment page takes no money any more (issue 22); a cart already gone is a 410.
 */
export async function cancel(deps: CheckoutDeps, shop: ShopContext, cartId: string): Promise<void> {
  const cart = await findCart(deps.db, cartId);
  const voidJob =
    cart && cart.shopId === shop.shopId ? await cancelHeldCart(deps.db, cartId, deps.payments) : false;
  if (voidJob === false) throw new AppError(410, 'CART_GONE', 'This cart is gone');
  await deps.payments.runJobs([voidJob]);
}

/** The housekeeping sweep of checkout: holds lapsed by the database's clock give their places back. */
export function sweepExpiredHolds(db: Db): Promise<number> {
  return releaseExpiredHolds(db);
}

export interface InitPaymentOrderInput {
  payart: number;
  aux?: PaymentAux | undefined;
  id: string;
  url: { continue: string; cancel: string };
}

/**
 * checkout/initPaymentOrder: a new payment for an order that is not paid (its payment failed after
 * booking, say). The order keeps its places; the payment only settles it.
 */
export async function initPaymentOrder(
  deps: CheckoutDeps,
  shop: ShopContext,
  input: InitPaymentOrderInput,
): Promise<PaymentStart> {
  const order = await findOrderByPublicId(deps.db, shop.shopId, input.id);
  const original = order && (await findCart(deps.db, order.cartId));
  if (!order || !original) throw new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order is not available');
  if (order.paymentState === 'paid') throw new AppError(422, 'ORDER_ALREADY_PAID', 'This order is paid');
  // Cancelled by staff: its places are given back, so it is paid no more (a payment started before
  // the cancellation and paid all the same is refunded: `bookWithLocks`).
  if (await isOrderCanceled(deps.db, order.id))
    throw new AppError(406, 'ORDER_NOT_AVAILABLE', 'This order was cancelled');
  const { paymentType, urls } = await checkedPayment(deps, shop, input);
  const cartId = newToken();
  const now = deps.clock();
  const amount = order.totals.total + order.shipping;
  const expiresAt = new Date(now.getTime() + deps.holdMs);
  const { ref, redirect } = await createCartPayment(
    deps,
    shop,
    cartId,
    { amount, description: `#${order.orderNumber}` },
    paymentType,
    input.aux,
    urls,
  );
  await insertCart(deps.db, {
    ...original,
    id: cartId,
    status: 'held',
    payartId: input.payart,
    aux: input.aux ?? {},
    needs: [],
    amount,
    provider: deps.payments.providerName,
    paymentRef: ref,
    orderId: order.id,
    refundReason: null,
    // It holds no places (the order has them): no owner's limit of one live cart applies.
    ownerKey: null,
    expiresAt,
    createdAt: now,
  });
  return { cartId, redirect, expires_at: expiresAt.toISOString(), total: amount };
}

/**
 * Stops the payments started for an order (initPaymentOrder) when staff cancel it, in their `tx`:
 * the carts are cancelled and voiding their payments at the provider is queued, so the payer can no
 * longer pay. A payment paid all the same is refunded when its notification comes, as for any
 * cart that is no longer held (`bookWithLocks`). Answers the jobs to run after the commit.
 */
export async function voidOrderPayments(
  payments: CheckoutPayments,
  tx: Db,
  orderId: string,
): Promise<(QueuedJob | null)[]> {
  return requestVoids(payments, tx, await cancelOrdersHeldPaymentCarts(tx, orderId));
}

/** Queues voiding the payments of cancelled carts, one after the other in `tx` (one connection). */
export async function requestVoids(
  payments: Pick<CheckoutPayments, 'requestVoid'>,
  tx: Db,
  cartIds: readonly string[],
): Promise<(QueuedJob | null)[]> {
  const jobs: (QueuedJob | null)[] = [];
  for (const cartId of cartIds) jobs.push(await payments.requestVoid(tx, cartId));
  return jobs;
}

/**
 * A payment decided (payments' `settle-attempt` job, which retries until this succeeds): a paid
 * cart is booked, or refunded when it cannot be; a cancelled or expired one gives its places
 * back. Safe to run twice: booking is idempotent and a cart only leaves `held` once.
 */
export async function settleAttempt(deps: CheckoutDeps, outcome: AttemptOutcome): Promise<void> {
  if (outcome.status === 'paid') {
    try {
      await bookPaidCart(deps, outcome.cartId);
    } catch (error) {
      // A refund is the answer the visitor gets on return; it is recorded and under way.
      if (!(error instanceof AppError && error.code === 'PLACES_GONE_REFUND')) throw error;
    }
  } else if (outcome.status !== 'failed') {
    await cancelHeldCart(deps.db, outcome.cartId);
  }
  // A failed payment keeps the cart held: execPayment tells the visitor, who may start a new
  // payment (which releases this cart) until the hold lapses.
}
