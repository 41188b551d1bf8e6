import {
  type Cart,
  cancelEndpoint,
  execPaymentEndpoint,
  initPaymentEndpoint,
  initPaymentOrderEndpoint,
  memberClaimOf,
  orderInvoiceEndpoint,
  orderMemberCardApplePassEndpoint,
  orderMemberCardGooglePassEndpoint,
  orderMemberCardsEndpoint,
  orderResendConfirmationEndpoint,
  orderReviewEndpoint,
  orderTicketsEndpoint,
  PDF_MEDIA_TYPE,
  PKPASS_MEDIA_TYPE,
  suggestEndpoint,
} from '@museum-shop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { registerEndpoint } from '../../http.ts';
import { lookUpMemberClaims } from '../../modules/members/index.ts';
import { waitingRoomGate } from '../../modules/waiting-room/index.ts';
import type { WalletSettings } from '../../modules/wallet/index.ts';
import { clientKey, type RateLimitRule, takeRateLimit } from '../../rate-limits.ts';
import { startPayment } from '../../workflows/start-payment.ts';
import { bookPaidInStatement, bookPaidInTx } from './book-held-cart.ts';
import {
  type CheckoutDeps,
  cancel,
  execPayment,
  initPaymentOrder,
  settleAttempt,
  suggest,
  sweepExpiredHolds,
} from './checkout.service.ts';
import {
  orderConfirmations,
  type ResendLimits,
  resendConfirmation,
} from './confirmation/order-confirmation.service.ts';
import { type OrderDocument, orderTickets } from './documents/documents.service.ts';
import { orderInvoiceDocument } from './documents/invoice-documents.ts';
import { orderMemberCards } from './documents/member-card-documents.ts';
import { orderMemberCardApplePass, orderMemberCardGoogleUrl } from './documents/member-card-wallets.ts';
import { reviewOrder } from './orders/orders.service.ts';
import { cachedPaymentTypes } from './payment-types/payment-types.service.ts';
import { cartCatalogLoader } from './pricing/cart-catalog.ts';

export interface CheckoutRoutesOptions
  extends Omit<
    CheckoutDeps,
    'db' | 'clock' | 'paymentType' | 'catalog' | 'confirmations' | 'log' | 'waitingRoom'
  > {
  /** The shop's address that e-mails link to (PUBLIC_URL, or this machine's address). */
  shopUrl: string;
  /** How often a confirmation e-mail may be sent again (order/resendConfirmation). */
  resendLimits: ResendLimits;
  /**
   * How long each process keeps a shop's payment types and the catalog rows of a cart being paid
   * (ms), as the catalog's micro-cache.
   */
  cacheMs: number;
  /** Member claims per client that name no card (issue 36), as the shop's card check counts them. */
  memberLookupsPerClient: RateLimitRule;
  /** The wallets whose certificates the museum set (APPLE_WALLET_*, GOOGLE_WALLET_*); none: both off. */
  wallets: WalletSettings;
}

const hasMemberClaims = (cart: Cart) => cart.items.some((item) => memberClaimOf(item) !== undefined);

/** Whether priced lines (or a refusal's problems) say a claim named no card: a guess. */
const namesNoCard = (problems: readonly { code: string }[]) =>
  problems.some((problem) => problem.code === 'MEMBER_CARD_NOT_FOUND');

export const DEFAULT_PAYMENT_STARTS_PER_CLIENT: RateLimitRule = { limit: 30, windowMs: 10 * 60_000 };
/**
 * The places one address may hold in a hold period (issue 38): enough for a museum's Wi-Fi or a
 * carrier's NAT full of buyers (15 families of 20), far from a week of a slot's places.
 */
export const DEFAULT_HELD_PLACES_PER_CLIENT = 300;

/** The checkout calls of spec §7 and the order review. */
export async function checkoutRoutes(app: FastifyInstance, options: CheckoutRoutesOptions) {
  const confirmations = orderConfirmations({
    db: app.db,
    jobs: app.jobs,
    mailer: app.mailer,
    clock: () => app.clock(),
    shopUrl: options.shopUrl,
    log: app.log,
  });
  const deps: CheckoutDeps = {
    ...options,
    db: app.db,
    log: app.log,
    waitingRoom: waitingRoomGate(app.db, options.cacheMs),
    clock: () => app.clock(),
    confirmations,
    paymentType: cachedPaymentTypes(app.db, options.cacheMs),
    catalog: cartCatalogLoader(app.db, options.cacheMs),
  };
  const limitStarts = (ip: string) =>
    takeRateLimit(app.db, 'payment-start', clientKey(ip), options.paymentStartsPerClient, app.clock());

  // Fulfilment follows the provider's word, whether or not the browser comes back.
  const stopListening = options.payments.onOutcome((outcome) => settleAttempt(deps, outcome));
  // …and the common paid notification books in the transaction that takes it in (issue 38).
  const stopBooking = options.payments.onPaidAtOnce({
    inStatement: (paid, moved) => bookPaidInStatement(deps, paid, moved),
    inTx: (tx, paid) => bookPaidInTx(deps, tx, paid.cartId),
  });
  app.addHook('onClose', async () => {
    stopListening();
    stopBooking();
  });
  // Holds lapse by the database's clock, not this process's (decision 0016).
  app.registerSweep('checkout holds', async () => {
    await sweepExpiredHolds(app.db);
  });

  // A cart with member claims is a card check too: those naming no card count as the check's
  // guesses do (modules/members, lookUpMemberClaims), so a cart cannot be used to guess numbers.
  const memberLookup = (ip: string) => ({ ip, now: app.clock(), rule: options.memberLookupsPerClient });
  registerEndpoint(app, suggestEndpoint, async ({ shop, body, request }) => {
    if (!hasMemberClaims(body.cart)) return { data: await suggest(deps, shop, body.cart) };
    const data = await lookUpMemberClaims(app.db, memberLookup(request.ip), async () => {
      const suggestion = await suggest(deps, shop, body.cart);
      return { found: !namesNoCard(suggestion.lines.flatMap((line) => line.problems)), result: suggestion };
    });
    return { data };
  });
  // A payment start counts itself against paymentStartsPerClient, with its hold (start-payment.ts).
  registerEndpoint(app, initPaymentEndpoint, async ({ shop, session, body, query, request }) => {
    const start = () =>
      startPayment(deps, shop, session, body, {
        ip: request.ip,
        browserSession: query.sessionUs,
        waitingPass: query.waitingPass,
      });
    if (!hasMemberClaims(body.cart)) return { data: await start() };
    // A start refused for any reason (an unknown card among them) stays counted.
    const data = await lookUpMemberClaims(app.db, memberLookup(request.ip), async () => ({
      found: true,
      result: await start(),
    }));
    return { data };
  });
  registerEndpoint(app, initPaymentOrderEndpoint, async ({ shop, body, request }) => {
    await limitStarts(request.ip);
    return { data: await initPaymentOrder(deps, shop, body) };
  });
  registerEndpoint(app, execPaymentEndpoint, async ({ shop, body, query }) => ({
    data: await execPayment(deps, shop, body.cartId, {
      us: query.us,
      sessionUs: query.sessionUs,
      srcUrl: query.srcURL,
    }),
  }));
  registerEndpoint(app, cancelEndpoint, async ({ shop, body }) => {
    await cancel(deps, shop, body.cartId);
    return { data: { ok: true as const } };
  });
  registerEndpoint(app, orderReviewEndpoint, async ({ shop, query }) => ({
    data: await reviewOrder(app.db, shop, query.id),
  }));
  // The documents are files to save, not JSON: the bytes go out as they are, named for the disk.
  const sendDocument = (reply: FastifyReply, document: OrderDocument, type = PDF_MEDIA_TYPE) => {
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="${document.filename}"`)
      // The review id is a secret of its holder: no shared cache keeps what it opens.
      .header('cache-control', 'private, no-store');
    return Buffer.from(document.bytes);
  };
  registerEndpoint(app, orderTicketsEndpoint, async ({ shop, query, reply }) =>
    sendDocument(reply, await orderTickets(app.db, shop, query.id)),
  );
  registerEndpoint(app, orderInvoiceEndpoint, async ({ shop, query, reply }) =>
    sendDocument(reply, await orderInvoiceDocument(app.db, shop, query.id)),
  );
  registerEndpoint(app, orderMemberCardsEndpoint, async ({ shop, query, reply }) =>
    sendDocument(reply, await orderMemberCards(app.db, shop, query.id)),
  );
  // Wallet passes of one card (issue 36), by the same unguessable id; 404 while a wallet is off.
  registerEndpoint(app, orderMemberCardApplePassEndpoint, async ({ shop, query, reply }) =>
    sendDocument(
      reply,
      await orderMemberCardApplePass(app.db, options.wallets, shop, query.id, query.number),
      PKPASS_MEDIA_TYPE,
    ),
  );
  registerEndpoint(app, orderMemberCardGooglePassEndpoint, async ({ shop, query }) => ({
    data: { url: await orderMemberCardGoogleUrl(app.db, options.wallets, shop, query.id, query.number) },
  }));
  registerEndpoint(app, orderResendConfirmationEndpoint, async ({ shop, body, request }) => {
    await resendConfirmation(
      { db: app.db, confirmations, limits: options.resendLimits },
      shop,
      body.id,
      request.ip,
    );
    return { data: { ok: true as const } };
  });
}
