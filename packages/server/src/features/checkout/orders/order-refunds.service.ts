import { DEFAULT_CART_LIMITS } from '@museum-shop/contract';
import type { Database, Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { QueuedJob } from '../../../jobs/queue.ts';
import { shopContext } from '../../../lib/shop-context.ts';
import type { CheckoutPayments } from '../checkout-payments.ts';
import type { InvoiceRecord } from '../documents/invoices.repository.ts';
import { lockOrder } from '../documents/invoices.repository.ts';
import { issueCreditNote } from '../documents/invoices.service.ts';
import { cartCatalogLoader } from '../pricing/cart-catalog.ts';
import { findVoucherCodes } from '../pricing/catalog.repository.ts';
import { type InventoryNeed, priceCart } from '../pricing/pricing.ts';
import {
  disableVoucherCodes,
  findCartOfOrder,
  giveBackNeeds,
  insertRefundLines,
  listRefundLines,
  lockVoucherCodes,
  releaseSale,
  staffRefundedMoney,
  updateOrder,
} from './orders.repository.ts';

export interface OrderRefundDeps {
  db: Database;
  payments: Pick<CheckoutPayments, 'requestStaffRefund' | 'runJobs'>;
  clock: () => Date;
}

/** What a refund of an order did: the refund under way (null for an order that cost nothing) and its credit note. */
export interface OrderRefund {
  refundId: string | null;
  creditNote: InvoiceRecord | null;
  /** Money going back, cents. */
  amount: number;
  /** The order lines given back by this refund (by index in `orders.lines`). */
  lines: number[];
  /** Whether the order is now refunded in full. */
  complete: boolean;
}

export interface OrderRefundOptions {
  /** The order lines to give back; absent: every line not given back yet, and the shipping. */
  lines?: readonly number[];
  /**
   * Runs in the refund's own transaction once it is decided, before it commits: a person's limit
   * (throwing rolls everything back), the audit entry, the customer's e-mail. Answers jobs to run
   * after the commit.
   */
  within?: (tx: Db, refund: OrderRefund) => Promise<readonly (QueuedJob | null)[]>;
}

/**
 * Gives a paid order's payment back on a person's decision, wholly or for some lines, in one
 * transaction: the refund is recorded and queued at the provider (retried until it confirms), the
 * places, stock and voucher-code amounts the lines took are given back (the taken counters follow
 * by their triggers, after the inventory rows were locked, decision 0012), the lines are marked
 * refunded, and an invoiced order gets a credit note of its own number. The order is `refund` once
 * every line is given back. The codes of vouchers it gives back stop working; a voucher already
 * redeemed is not given back (REFUND_VOUCHER_REDEEMED, decision 0022). A line's money comes first from what was paid; what a voucher code
 * paid of it goes back to the code. Undefined when the order is unknown or not paid, or a line is
 * unknown or given back already.
 */
export async function refundOrder(
  deps: OrderRefundDeps,
  orderId: string,
  reason: string,
  options: OrderRefundOptions = {},
): Promise<OrderRefund | undefined> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order?.paymentState !== 'paid') return undefined;
    const done = new Set((await listRefundLines(tx, orderId)).map((line) => line.lineIndex));
    const open = order.lines.map((_line, index) => index).filter((index) => !done.has(index));
    const wanted = options.lines ? [...new Set(options.lines)].sort((a, b) => a - b) : open;
    if (wanted.length === 0 || wanted.some((index) => !open.includes(index))) return undefined;
    const complete = wanted.length === open.length;
    await takeBackBoughtVouchers(tx, order, wanted, now);

    const paid = order.totals.total + order.shipping;
    const moneyLeft = Math.max(0, paid - (await staffRefundedMoney(tx, order.cartId)));
    const linesTotal = wanted.reduce((sum, index) => sum + (order.lines[index]?.total ?? 0), 0);
    // The last refund gives back whatever money is left (the shipping with it).
    const amount = complete ? moneyLeft : Math.min(linesTotal, moneyLeft);

    const cart = await findCartOfOrder(tx, order.cartId);
    if (complete) await releaseSale(tx, order.cartId);
    else if (cart) {
      const needs = await lineNeeds(tx, cart, wanted, now);
      // What the money did not cover of the lines goes back to the voucher codes that paid it.
      const voucherBack = linesTotal - amount;
      await giveBackNeeds(tx, order.cartId, needs, voucherBack);
    }

    const refund =
      amount > 0 ? await deps.payments.requestStaffRefund(tx, order.cartId, { amount, reason }) : undefined;
    // An order that cost nothing has no refund: its lines and credit note are keyed by the order instead.
    const refundId = refund?.refundId ?? null;
    const refundKey = refundId ?? `order:${orderId}:${done.size}`;
    await insertRefundLines(
      tx,
      wanted.map((lineIndex) => ({
        orderId,
        lineIndex,
        refundKey,
        amount: order.lines[lineIndex]?.total ?? 0,
        createdAt: now,
      })),
    );
    if (complete) await updateOrder(tx, orderId, { paymentState: 'refund' });
    const wholeOrder = complete && done.size === 0;
    const creditNote = await issueCreditNote(
      tx,
      { orderId, refundId: refundKey, reason, ...(wholeOrder ? {} : { lineIndexes: wanted }) },
      now,
    );
    const result: OrderRefund = { refundId, creditNote, amount, lines: wanted, complete };
    const more = options.within ? await options.within(tx, result) : [];
    return { result, jobs: [refund?.job ?? null, ...more] };
  });
  if (!outcome) return undefined;
  await deps.payments.runJobs(outcome.jobs);
  return outcome.result;
}

/**
 * The codes of the vouchers bought on the order lines `lineIndexes` stop working (decision 0022).
 * A code that was redeemed, or that a cart paying now holds, keeps its line from being refunded:
 * the money was spent, or is being spent, on something else. Locked first, so a cart that read the
 * code before cannot take it after.
 */
async function takeBackBoughtVouchers(
  tx: Db,
  order: { shopId: number; lines: readonly { type: string; codes?: readonly string[] }[] },
  lineIndexes: readonly number[],
  now: Date,
): Promise<void> {
  const codes = lineIndexes.flatMap((index) => {
    const line = order.lines[index];
    return line?.type === 'voucher' ? (line.codes ?? []) : [];
  });
  const locked = await lockVoucherCodes(tx, order.shopId, codes);
  if (locked.length === 0) return;
  const spent = (await findVoucherCodes(tx, order.shopId, codes, now)).filter((code) => code.taken > 0);
  if (spent.length > 0)
    throw new AppError(
      409,
      'REFUND_VOUCHER_REDEEMED',
      `The voucher ${spent.map((code) => code.code).join(', ')} has been redeemed: its line cannot be refunded`,
    );
  await disableVoucherCodes(
    tx,
    locked.map((code) => code.id),
    now,
  );
}

/**
 * What the given lines of a booked cart took of the inventory, each line priced alone with the
 * catalog's rules (places, whole tours, pieces); voucher codes are the caller's.
 */
async function lineNeeds(
  db: Db,
  cart: { shopId: number; cart: { items: unknown[] }; priced: { lines: { index: number; type: string }[] } },
  orderLines: readonly number[],
  now: Date,
): Promise<InventoryNeed[]> {
  const cartIndexes = cart.priced.lines
    .filter((line) => line.type !== 'voucherCode')
    .map((line) => line.index);
  const items = orderLines.flatMap((orderLine) => {
    const index = cartIndexes[orderLine];
    const item = index === undefined ? undefined : cart.cart.items[index];
    return item ? [item as Parameters<typeof priceCart>[0][number]] : [];
  });
  if (items.length === 0) return [];
  const shop = shopContext({ shopId: cart.shopId, defaultLanguage: 'en', timeZone: null }, 'en', now);
  const catalog = await cartCatalogLoader(db, 0)(shop, items, { countTaken: false });
  // Limits and times only add problems to a line; what it takes is the same.
  const priced = priceCart(
    items,
    catalog,
    { now, localNow: '0000-01-01 00:00' },
    shop.t,
    DEFAULT_CART_LIMITS,
  );
  return priced.needs.filter((need) => need.kind !== 'voucherCode');
}
