import { DEFAULT_CART_LIMITS } from '@museum-shop/contract';
import type { Database, Db } from '../../../db/database.ts';
import { findShopBasics, findShopConfig } from '../../../db/repositories/shops.repository.ts';
import { AppError } from '../../../errors.ts';
import type { QueuedJob } from '../../../jobs/queue.ts';
import { shopContext } from '../../../lib/shop-context.ts';
import { translator } from '../../../lib/translate.ts';
import type { Mailer } from '../../../mail/outbox.ts';
import { findVoucherCodes } from '../../../modules/catalog/index.ts';
import { refundMemberCards } from '../../../modules/members/index.ts';
import type { CheckoutPayments, RefundSettled } from '../checkout-payments.ts';
import { findOrderRecipient } from '../confirmation/order-confirmation.repository.ts';
import { invoiceFile } from '../documents/invoice-documents.ts';
import type { InvoiceRecord } from '../documents/invoices.repository.ts';
import { findCreditNoteOfRefund, lockOrder } from '../documents/invoices.repository.ts';
import { issueCreditNote } from '../documents/invoices.service.ts';
import { cartCatalogLoader } from '../pricing/cart-catalog.ts';
import { type InventoryNeed, priceCart } from '../pricing/pricing.ts';
import {
  disableVoucherCodes,
  findCartOfOrder,
  giveBackNeeds,
  insertRefundLines,
  listLinesOfRefund,
  listRefundLines,
  lockVoucherCodes,
  releaseSale,
  setRefundLinesState,
  staffRefundedMoney,
  updateOrder,
} from './orders.repository.ts';
import { composeRefundMail, type RefundMailKind } from './refund-mail.ts';

export interface OrderRefundDeps {
  db: Database;
  payments: Pick<CheckoutPayments, 'requestStaffRefund' | 'runJobs'>;
  clock: () => Date;
  settling: RefundSettling;
}

/** What settling a refund writes besides the order's own rows (app.ts hands it over). */
export interface RefundSettling {
  mailer: Mailer;
  /** Writes the audit entry of a refund's outcome in `tx`: the staff audit log. */
  audit(tx: Db, entry: RefundAuditEntry, now: Date): Promise<void>;
}

export interface RefundAuditEntry {
  shopId: number;
  orderId: string;
  action: 'order.refund.confirmed' | 'order.refund.failed';
  after: Record<string, unknown>;
}

/** What a refund of an order did: the refund under way (null for an order that cost nothing) and its credit note. */
export interface OrderRefund {
  refundId: string | null;
  /** Issued once the money is back: at once for an order that cost nothing, else when the provider confirms. */
  creditNote: InvoiceRecord | null;
  /** Money going back, cents. */
  amount: number;
  /** The order lines given back by this refund (by index in `orders.lines`). */
  lines: number[];
  /** Whether every line of the order is now given back (or on its way back). */
  complete: boolean;
  /** The provider has still to confirm the money: the lines are `pending` until then. */
  pending: boolean;
}

export interface OrderRefundOptions {
  /** The order lines to give back; absent: every line not given back yet, and the shipping. */
  lines?: readonly number[];
  /**
   * Runs in the refund's own transaction once it is decided, before it commits: a person's limit
   * (throwing rolls everything back), the audit entry. Answers jobs to run after the commit.
   */
  within?: (tx: Db, refund: OrderRefund) => Promise<readonly (QueuedJob | null)[]>;
}

/**
 * Gives a paid order's payment back on a person's decision, wholly or for some lines, in one
 * transaction: the refund is recorded and queued at the provider (retried until it answers), the
 * places, stock and voucher-code amounts the lines took are given back (the taken counters follow
 * by their triggers, after the inventory rows were locked, decision 0012), and the lines are
 * `pending`: out of the order, refused at the door. They count as refunded, and the credit note
 * and the customer's e-mail follow, only when the provider confirms (`settleStaffRefund`,
 * decision 0024); an order that cost nothing is settled at once. The codes of vouchers it gives
 * back stop working; a voucher already redeemed is not given back (REFUND_VOUCHER_REDEEMED,
 * decision 0022). A line's money comes first from what was paid; what a voucher code paid of it
 * goes back to the code. Undefined when the order is unknown or not paid, or a line is unknown or
 * given back already.
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
        state: 'pending' as const,
        createdAt: now,
      })),
    );
    // A pass given back is no membership any more: its cards stop at once, as its lines leave the order.
    await refundMemberCards(tx, orderId, wanted);
    // Nothing goes through the provider: the refund is done now.
    const settled = refundId
      ? { creditNote: null, jobs: [] }
      : await confirmRefundLines(
          tx,
          deps.settling,
          order,
          refundKey,
          { reason, amount, byTransfer: false },
          now,
        );
    const result: OrderRefund = {
      refundId,
      creditNote: settled.creditNote,
      amount,
      lines: wanted,
      complete,
      pending: refundId !== null,
    };
    const more = options.within ? await options.within(tx, result) : [];
    return { result, jobs: [refund?.job ?? null, ...settled.jobs, ...more] };
  });
  if (!outcome) return undefined;
  await deps.payments.runJobs(outcome.jobs);
  return outcome.result;
}

/**
 * Sends a staff refund the provider refused once more, in staff's `tx`: a new try at the provider,
 * and its lines pending again. Undefined when the refund is not refused.
 */
export async function retryStaffRefund(
  payments: Pick<CheckoutPayments, 'retryRefund'>,
  tx: Db,
  refundId: string,
): Promise<QueuedJob | null | undefined> {
  const job = await payments.retryRefund(tx, refundId);
  if (job !== undefined) await setRefundLinesState(tx, refundId, 'pending');
  return job;
}

/**
 * Settles a staff refund the provider decided (decision 0024), under the order's lock, once per
 * outcome however often it is told. Confirmed: its lines count as refunded, the order is `refund`
 * once every line is, the credit note is issued and the customer is told. Refused: its lines are
 * `failed` (still out of the order, still refused at the door) until staff send it again or pay
 * it by hand, the order is no longer `refund`, and a customer told of a refund that came back
 * gets a correction. Both are audit-logged. An automatic refund (a cart nobody could book) has no
 * lines, and nothing to settle here.
 */
export async function settleStaffRefund(
  deps: { db: Database; clock: () => Date; settling: RefundSettling },
  outcome: RefundSettled,
): Promise<void> {
  const now = deps.clock();
  const queued = await deps.db.transaction(async (tx) => {
    const [first] = await listLinesOfRefund(tx, outcome.refundId);
    const order = first && (await lockOrder(tx, first.orderId));
    if (!order) return [];
    if (outcome.status === 'succeeded') {
      const money = {
        reason: outcome.reason,
        amount: outcome.amount,
        byTransfer: outcome.manualReference !== null,
      };
      return (await confirmRefundLines(tx, deps.settling, order, outcome.refundId, money, now)).jobs;
    }
    return failRefundLines(tx, deps.settling, order, outcome, now);
  });
  deps.settling.mailer.sendSoon(queued);
}

type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;

async function confirmRefundLines(
  tx: Db,
  settling: RefundSettling,
  order: LockedOrder,
  refundKey: string,
  money: { reason: string; amount: number; byTransfer: boolean },
  now: Date,
): Promise<{ creditNote: InvoiceRecord | null; jobs: (QueuedJob | null)[] }> {
  const lines = await listLinesOfRefund(tx, refundKey);
  if (lines.length === 0 || lines.every((line) => line.state === 'refunded'))
    return { creditNote: null, jobs: [] };
  await setRefundLinesState(tx, refundKey, 'refunded');
  const all = await listRefundLines(tx, order.id);
  if (all.length === order.lines.length && all.every((line) => line.state === 'refunded'))
    await updateOrder(tx, order.id, { paymentState: 'refund' });
  const lineIndexes = lines.map((line) => line.lineIndex);
  // A refund of every line at once corrects the whole invoice, shipping included.
  const wholeOrder = lines.length === order.lines.length;
  const creditNote =
    (await findCreditNoteOfRefund(tx, refundKey)) ??
    (await issueCreditNote(
      tx,
      {
        orderId: order.id,
        refundId: refundKey,
        reason: money.reason,
        ...(wholeOrder ? {} : { lineIndexes }),
      },
      now,
    ));
  await settling.audit(
    tx,
    {
      shopId: order.shopId,
      orderId: order.id,
      action: 'order.refund.confirmed',
      after: {
        refund_id: refundKey,
        amount: money.amount,
        lines: lineIndexes,
        credit_note: creditNote?.number ?? null,
        by_transfer: money.byTransfer,
      },
    },
    now,
  );
  const mail = await queueRefundMail(
    tx,
    settling.mailer,
    order,
    { kind: 'refunded', amount: money.amount, byTransfer: money.byTransfer, lineIndexes, creditNote },
    now,
  );
  return { creditNote, jobs: [mail] };
}

async function failRefundLines(
  tx: Db,
  settling: RefundSettling,
  order: LockedOrder,
  outcome: RefundSettled,
  now: Date,
): Promise<(QueuedJob | null)[]> {
  const lines = await listLinesOfRefund(tx, outcome.refundId);
  const previous = lines[0]?.state;
  if (previous === undefined || previous === 'failed') return [];
  await setRefundLinesState(tx, outcome.refundId, 'failed');
  if (order.paymentState === 'refund') await updateOrder(tx, order.id, { paymentState: 'paid' });
  const lineIndexes = lines.map((line) => line.lineIndex);
  await settling.audit(
    tx,
    {
      shopId: order.shopId,
      orderId: order.id,
      action: 'order.refund.failed',
      after: { refund_id: outcome.refundId, amount: outcome.amount, lines: lineIndexes, was: previous },
    },
    now,
  );
  if (previous !== 'refunded') return [];
  // The customer was told the money was on its way: the correction says it came back.
  return [
    await queueRefundMail(
      tx,
      settling.mailer,
      order,
      { kind: 'correction', amount: outcome.amount, byTransfer: false, lineIndexes, creditNote: null },
      now,
    ),
  ];
}

/**
 * The customer's e-mail about a refund, in the order's language, queued in the settling
 * transaction (written once with the outcome it tells); with the credit note as a PDF.
 */
async function queueRefundMail(
  tx: Db,
  mailer: Mailer,
  order: LockedOrder,
  refund: {
    kind: RefundMailKind;
    amount: number;
    byTransfer: boolean;
    lineIndexes: readonly number[];
    creditNote: InvoiceRecord | null;
  },
  now: Date,
): Promise<QueuedJob | null> {
  const recipient = await findOrderRecipient(tx, order);
  if (!recipient) return null;
  const [basics, config] = await Promise.all([
    findShopBasics(tx, order.shopId),
    findShopConfig(tx, order.shopId),
  ]);
  const t = translator(order.lang, basics?.defaultLanguage ?? order.lang);
  const file = refund.creditNote ? await invoiceFile(tx, refund.creditNote) : null;
  const mail = composeRefundMail({
    kind: refund.kind,
    lang: order.lang,
    orderNumber: order.orderNumber,
    customerName: recipient.name || null,
    amount: refund.amount,
    byTransfer: refund.byTransfer,
    lines: refund.lineIndexes.flatMap((index) => {
      const line = order.lines[index];
      return line ? [line] : [];
    }),
    creditNote: file !== null,
    museumName: (config && (t(config.site_name_translations) || config.site_name)) ?? '',
  });
  return mailer.queue(
    tx,
    {
      ...mail,
      shopId: order.shopId,
      recipient: recipient.email,
      lang: order.lang,
      kind: refund.kind === 'refunded' ? 'order-refund' : 'order-refund-correction',
      orderId: order.id,
      attachments: file
        ? [{ filename: file.filename, contentType: 'application/pdf', content: file.bytes }]
        : [],
    },
    now,
  );
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
  const spent = (await findVoucherCodes(tx, order.shopId, codes)).filter((code) => code.taken > 0);
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
