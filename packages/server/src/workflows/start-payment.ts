import { type Cart, MAX_STORED_CENTS, type PaymentStart } from '@museum-shop/contract';
import { AppError } from '../errors.ts';
import { markHeldCartCanceled } from '../features/checkout/checkout.repository.ts';
import {
  busyOnLockTimeout,
  type CheckoutDeps,
  cartPaymentRequest,
  checkedPayment,
  type InitPaymentInput,
  notBookable,
  price,
  problemsOf,
  toSuggestion,
} from '../features/checkout/checkout.service.ts';
import type { AttemptRecord } from '../features/checkout/checkout-payments.ts';
import { releaseHold } from '../features/checkout/inventory/inventory.repository.ts';
import {
  cartOwnerKey,
  type PaymentClient,
  placesOf,
  voidCanceledCarts,
} from '../features/checkout/live-carts.ts';
import { customerHasOrder } from '../features/checkout/orders/orders.repository.ts';
import { lineDetails } from '../features/checkout/orders/orders.service.ts';
import type { CatalogSnapshot, PricedCart } from '../features/checkout/pricing/pricing.ts';
import { orderShippingCountry, shippingCost } from '../features/checkout/shipping/shipping.service.ts';
import { shortfallProblems } from '../features/checkout/shortfall-problems.ts';
import { startHold, writeHeldCart } from '../features/checkout/start-hold.repository.ts';
import type { ShopContext } from '../lib/shop-context.ts';
import type { RequestSession } from '../plugins/session.ts';
import { clientKey, rateLimitCounterKey, rateLimitRefusal, takeRateLimit } from '../rate-limits.ts';
import { newToken } from '../tokens.ts';
import { runSaga, type Saga } from './saga.ts';

/**
 * checkout/initPayment as one workflow (issue 38), its steps in order, each with its undo:
 *
 * 1. **validate**: the shop is open, the waiting room's pass while it is on, the payment type
 *    and its details, who may pay (a guest books once);
 * 2. **price** the cart from the catalog, with shipping;
 * 3. **take places**, in one call of the database (`start_hold`, one transaction): the start is
 *    counted against what one address may start and hold; the buyer's earlier cart gives its
 *    places back first (so a retry gets its own places again); then every place, piece and
 *    voucher amount is held under the rows' locks (no oversell), and the payment attempt is
 *    recorded before the provider hears of it. Undo: give the places back;
 * 4. **create the attempt** at the payment provider. Undo: void it, so its page takes no money;
 * 5. **write the cart**, in one call (`write_held_cart`): the attempt gets the provider's
 *    reference, the cart is written, and its buyer keeps one live cart: a start of the same buyer
 *    at the same moment may have written another cart; the one written last stays. Undo: cancel it;
 * 6. **void the replaced carts' payments**: those of the carts step 5 cancelled (step 3 voids
 *    those it cancelled at once).
 *
 * A buyer is a session, or without one a browser session (`cartOwnerKey`). A start that fails
 * before step 3 counted it is counted alone, so a flood of bad carts is limited as good ones are.
 * A process that dies between two steps leaves what the undos would clear to the shop's sweeps: a
 * hold without a cart lapses, and a payment of a cart that is gone is refunded when it is paid.
 */
export async function startPayment(
  deps: CheckoutDeps,
  shop: ShopContext,
  session: RequestSession | null,
  input: InitPaymentInput,
  client: PaymentClient,
): Promise<PaymentStart> {
  const undoFailed = (step: string, error: unknown) =>
    deps.log.error({ err: error, step }, 'undoing a step of a payment start failed');
  const starts: StartCount = { counted: false };
  try {
    return await runSaga(undoFailed, (saga) => startSteps(saga, deps, shop, session, input, client, starts));
  } catch (error) {
    if (!starts.counted)
      await takeRateLimit(
        deps.db,
        'payment-start',
        clientKey(client.ip),
        deps.paymentStartsPerClient,
        deps.clock(),
      );
    throw error;
  }
}

/** Whether the start was counted against `paymentStartsPerClient` yet (take places counts it). */
interface StartCount {
  counted: boolean;
}

async function startSteps(
  saga: Saga,
  deps: CheckoutDeps,
  shop: ShopContext,
  session: RequestSession | null,
  input: InitPaymentInput,
  client: PaymentClient,
  starts: StartCount,
): Promise<PaymentStart> {
  const { paymentType, urls } = await saga.step('validate', () =>
    validate(deps, shop, session, input, client),
  );
  const { priced, catalog, amount, shipping } = await saga.step('price', () =>
    priceWithShipping(deps, shop, session, input),
  );
  const ownerKey = cartOwnerKey(session, client);
  const cartId = newToken();
  const request = cartPaymentRequest(
    shop,
    cartId,
    { amount, description: descriptionOf(priced) },
    paymentType,
    input.aux,
    urls,
  );
  // Nothing to pay goes straight back to the shop, without an attempt.
  const attempt = amount > 0 ? deps.payments.newAttempt(request) : null;
  const heldUntil = await saga.step(
    'take places',
    () =>
      takePlaces(
        deps,
        shop,
        { priced, catalog, cart: input.cart },
        client,
        { cartId, ownerKey, attempt },
        starts,
      ),
    () => releaseHold(deps.db, cartId),
  );
  const payment = await saga.step(
    'create the attempt',
    async () =>
      attempt
        ? { attemptId: attempt.id, ...(await deps.payments.startRecorded(attempt.id, request)) }
        : { attemptId: null, ref: null, redirect: request.returnUrl },
    async ({ attemptId, ref }) => {
      if (attemptId === null || ref === null) return;
      // The cart, and the reference with it, were not written: the void needs the reference.
      await deps.payments.recordStarted(attemptId, ref);
      await deps.payments.runJobs([await deps.db.transaction((tx) => deps.payments.requestVoid(tx, cartId))]);
    },
  );
  const replaced = await saga.step(
    'write the cart',
    () =>
      writeHeldCart(
        deps.db,
        {
          id: cartId,
          shopId: shop.shopId,
          customerId: session?.customerId ?? null,
          lang: shop.lang,
          status: 'held',
          payartId: input.payart,
          aux: input.aux ?? {},
          cart: input.cart,
          priced: toSuggestion(priced),
          needs: priced.needs,
          lineDetails: lineDetails(input.cart.items, catalog, shop.t),
          shipping,
          shippingAddress: input.shipping_address ?? null,
          amount,
          provider: deps.payments.providerName,
          paymentRef: payment.ref,
          ownerKey,
          expiresAt: heldUntil,
        },
        payment.attemptId !== null && payment.ref !== null
          ? { attemptId: payment.attemptId, ref: payment.ref, now: deps.clock() }
          : null,
      ),
    () => markHeldCartCanceled(deps.db, cartId),
  );
  await saga.step("void the replaced carts' payments", () => voidCanceledCarts(deps, replaced));
  return { cartId, redirect: payment.redirect, expires_at: heldUntil.toISOString(), total: amount };
}

/** Step 1: whether this payment may start at all, and with which payment type and return addresses. */
async function validate(
  deps: CheckoutDeps,
  shop: ShopContext,
  session: RequestSession | null,
  input: InitPaymentInput,
  client: PaymentClient,
) {
  // Nothing is sold before the museum opens its shop, whatever a client calls.
  if (!shop.open) throw new AppError(409, 'SHOP_CLOSED', 'The shop has not opened yet');
  // During a rush only visitors let in from the waiting room start payments (issue 38).
  await deps.waitingRoom(shop.shopId, client.waitingPass, shop.now);
  const checked = await checkedPayment(deps, shop, input);
  // Everything but the express provider needs a signed-in customer or guest (spec §4 checkout flow).
  if (checked.paymentType.kind !== 'express' && !session)
    throw new AppError(401, 'UNAUTHORIZED', 'Please sign in or continue as a guest first');
  if (session && session.shopId !== shop.shopId)
    throw new AppError(403, 'FORBIDDEN', 'This session may not do this');
  // 409, not 403: a client sends a 403 to its login screen (spec §6), this one asks the guest's
  // details again. A guest whose payment failed or was cancelled has no order and may try again.
  if (session?.isGuest && (await customerHasOrder(deps.db, session.customerId)))
    throw new AppError(
      409,
      'GUEST_ALREADY_ORDERED',
      'This guest sign-up has been used for an order: please give your details again for the next one',
    );
  return checked;
}

/** Step 2: the cart priced from the catalog (what is left is counted in step 3), and shipping. */
async function priceWithShipping(
  deps: CheckoutDeps,
  shop: ShopContext,
  session: RequestSession | null,
  input: InitPaymentInput,
) {
  const { priced, catalog } = await price(deps, shop, input.cart, { countTaken: false });
  if (!priced.bookable) throw notBookable(problemsOf(priced));
  const country = await orderShippingCountry(deps.db, shop, session, input);
  const shipping = country ? await shippingCost(deps.db, shop.shopId, country, input.cart.items) : 0;
  const amount = priced.totals.total + shipping;
  // The cart's limit keeps its total far below this; shipping from the museum's own table could not.
  if (amount > MAX_STORED_CENTS)
    throw notBookable([
      { index: 0, code: 'CART_TOTAL_LIMIT', requested: amount, available: deps.limits.total },
    ]);
  return { priced, catalog, shipping, amount };
}

/**
 * Step 3: counts the start and its places against the client's limits, releases the buyer's
 * earlier carts and holds what the cart takes for the new cart id, recording the attempt: one
 * call (`start_hold`). Carts are told apart by browser session, which a client makes up: what one
 * address may hold in a hold period stays bounded, generously for many buyers behind one address.
 * The hold is taken under the inventory locks in the same transaction, so the lock of a busy slot
 * is held for as short a time as possible; the database dates the hold by its own clock, the one
 * it judges every hold by (decision 0016).
 */
async function takePlaces(
  deps: CheckoutDeps,
  shop: ShopContext,
  { priced, catalog, cart }: { priced: PricedCart; catalog: CatalogSnapshot; cart: Cart },
  client: PaymentClient,
  { cartId, ownerKey, attempt }: { cartId: string; ownerKey: string; attempt: AttemptRecord | null },
  starts: StartCount,
) {
  const subject = clientKey(client.ip);
  const places = placesOf(priced.needs);
  const rules = [
    { name: 'payment-start', rule: deps.paymentStartsPerClient, weight: 1 },
    // A cart of pieces and vouchers only holds no places.
    ...(places > 0 ? [{ name: 'held-places', rule: deps.heldPlacesPerClient, weight: places }] : []),
  ];
  const now = deps.clock();
  const held = await busyOnLockTimeout(() =>
    startHold(deps.db, {
      limits: rules.map(({ name, rule, weight }) => ({
        key: rateLimitCounterKey(name, subject),
        limit: rule.limit,
        windowMs: rule.windowMs,
        weight,
      })),
      now,
      ownerKey,
      needs: priced.needs,
      hold: { shopId: shop.shopId, cartId, holdMs: deps.holdMs },
      attempt,
    }),
  );
  starts.counted = true;
  if (held.refused) {
    const rule = rules[held.refused.index];
    const refusal = rule && rateLimitRefusal(rule.rule, now, rule.weight, held.refused.count);
    throw refusal ?? new Error(`start_hold refused by limit ${held.refused.index}`);
  }
  // The earlier carts' places are given back whether or not this hold was written.
  await voidCanceledCarts(deps, held.released);
  if (held.shortfalls.length > 0 || !held.heldUntil)
    throw notBookable(shortfallProblems(held.shortfalls, catalog, cart));
  return held.heldUntil;
}

/** What the payment page says is being paid: the lines' names, without voucher codes. */
function descriptionOf(priced: PricedCart): string {
  return priced.lines
    .filter((line) => line.type !== 'voucherCode')
    .map((line) => line.name)
    .join(', ')
    .slice(0, 200);
}
