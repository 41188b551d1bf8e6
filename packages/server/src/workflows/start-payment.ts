import { type Cart, MAX_STORED_CENTS, type PaymentStart } from '@museum-shop/contract';
import { AppError } from '../errors.ts';
import { insertCart, markHeldCartCanceled } from '../features/checkout/checkout.repository.ts';
import {
  busyOnLockTimeout,
  type CheckoutDeps,
  checkedPayment,
  createCartPayment,
  type InitPaymentInput,
  notBookable,
  price,
  problemsOf,
  toSuggestion,
} from '../features/checkout/checkout.service.ts';
import { releaseHold, takeInventory } from '../features/checkout/inventory/inventory.repository.ts';
import {
  cartOwnerKey,
  type PaymentClient,
  placesOf,
  releaseOwnersCarts,
} from '../features/checkout/live-carts.ts';
import { customerHasOrder } from '../features/checkout/orders/orders.repository.ts';
import { lineDetails } from '../features/checkout/orders/orders.service.ts';
import type { CatalogSnapshot, PricedCart } from '../features/checkout/pricing/pricing.ts';
import { orderShippingCountry, shippingCost } from '../features/checkout/shipping/shipping.service.ts';
import { shortfallProblems } from '../features/checkout/shortfall-problems.ts';
import type { ShopContext } from '../lib/shop-context.ts';
import type { RequestSession } from '../plugins/session.ts';
import { clientKey, takeRateLimit } from '../rate-limits.ts';
import { newToken } from '../tokens.ts';
import { runSaga } from './saga.ts';

/**
 * checkout/initPayment as one workflow (issue 38), its steps in order, each with its undo:
 *
 * 1. **validate**: the shop is open, the waiting room's pass while it is on, the payment type
 *    and its details, who may pay (a guest books once);
 * 2. **price** the cart from the catalog, with shipping;
 * 3. **take places**: the buyer's earlier cart gives its places back first (so a retry gets its
 *    own places again), then every place, piece and voucher amount is held in one statement under
 *    the rows' locks (no oversell). Undo: give them back;
 * 4. **create the attempt** at the payment provider. Undo: void it, so its page takes no money;
 * 5. **write the cart**. Undo: cancel it;
 * 6. **keep one live cart**: a start of the same buyer at the same moment may have written another
 *    cart; the one written last stays.
 *
 * A buyer is a session, or without one a browser session (`cartOwnerKey`). A process that dies
 * between two steps leaves what the undos would clear to the shop's sweeps: a hold without a cart
 * lapses, and a payment of a cart that is gone is refunded when it is paid.
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
  return runSaga(undoFailed, async (saga) => {
    const { paymentType, urls } = await saga.step('validate', () =>
      validate(deps, shop, session, input, client),
    );
    const { priced, catalog, amount, shipping } = await saga.step('price', () =>
      priceWithShipping(deps, shop, session, input),
    );
    const ownerKey = cartOwnerKey(session, client);
    const { cartId, heldUntil } = await saga.step(
      'take places',
      async () => {
        await releaseOwnersCarts(deps, ownerKey, false);
        return takePlaces(deps, shop, { priced, catalog, cart: input.cart }, client);
      },
      (held) => releaseHold(deps.db, held.cartId),
    );
    const payment = await saga.step(
      'create the attempt',
      () =>
        createCartPayment(
          deps,
          shop,
          cartId,
          { amount, description: descriptionOf(priced) },
          paymentType,
          input.aux,
          urls,
        ),
      async () =>
        deps.payments.runJobs([await deps.db.transaction((tx) => deps.payments.requestVoid(tx, cartId))]),
    );
    await saga.step(
      'write the cart',
      () =>
        insertCart(deps.db, {
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
        }),
      () => markHeldCartCanceled(deps.db, cartId),
    );
    await saga.step('keep one live cart', () => releaseOwnersCarts(deps, ownerKey, true));
    return { cartId, redirect: payment.redirect, expires_at: heldUntil.toISOString(), total: amount };
  });
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
 * Step 3: holds what the cart takes for a new cart id. Carts are told apart by browser session,
 * which a client makes up: what one address may hold in a hold period stays bounded, generously
 * for many buyers behind one address. Only the hold is taken under the inventory locks, in one
 * statement, so the lock of a busy slot is held for as short a time as possible; the database
 * dates the hold by its own clock, the one it judges every hold by (decision 0016).
 */
async function takePlaces(
  deps: CheckoutDeps,
  shop: ShopContext,
  { priced, catalog, cart }: { priced: PricedCart; catalog: CatalogSnapshot; cart: Cart },
  client: PaymentClient,
) {
  const places = placesOf(priced.needs);
  if (places > 0)
    await takeRateLimit(
      deps.db,
      'held-places',
      clientKey(client.ip),
      deps.heldPlacesPerClient,
      deps.clock(),
      places,
    );
  const cartId = newToken();
  const { shortfalls, heldUntil } = await busyOnLockTimeout(() =>
    takeInventory(deps.db, priced.needs, { hold: { shopId: shop.shopId, cartId, holdMs: deps.holdMs } }),
  );
  if (shortfalls.length > 0 || !heldUntil)
    throw notBookable(await shortfallProblems(deps.db, shortfalls, catalog, cart));
  return { cartId, heldUntil };
}

/** What the payment page says is being paid: the lines' names, without voucher codes. */
function descriptionOf(priced: PricedCart): string {
  return priced.lines
    .filter((line) => line.type !== 'voucherCode')
    .map((line) => line.name)
    .join(', ')
    .slice(0, 200);
}
