import { admissions, type StaffOrderDetail, type StaffOrderSummary } from '@museum-shop/contract';
import type { Database, Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import { localDateTime, zonedInstant } from '../../../lib/dates.ts';
import { orderView } from '../../../lib/order-view.ts';
import type { ShopContext } from '../../../lib/shop-context.ts';
import { translator } from '../../../lib/translate.ts';
import { findOrderIdByNumber, refundedByRoleSince } from '../audit/audit.repository.ts';
import { audit, auditPage } from '../audit/audit.service.ts';
import { refundLimitOf } from '../auth/auth.service.ts';
import { findOrderAdmissions } from '../door/admissions.repository.ts';
import { nextCursor } from '../pages.ts';
import type { StaffPrincipal } from '../staff-access.ts';
import type { StaffCheckout } from '../staff-checkout.ts';
import {
  findPaymentTypeNames,
  findStaffOrder,
  insertCancellation,
  insertNote,
  isCanceled,
  listAttempts,
  listDocumentsOf,
  listMailsOf,
  listNotesOf,
  listRefundLinesOf,
  listRefunds,
  lockStaffOrder,
  type OrderSearch,
  type StaffOrderRow,
  searchOrders,
} from './orders.repository.ts';

export interface StaffOrderDeps {
  db: Database;
  checkout: StaffCheckout;
}

type Customer = { fname: string; lname: string; email: string } | null;

const fullName = (customer: Customer) => (customer ? `${customer.fname} ${customer.lname}`.trim() : '');

function summaryOf(
  order: StaffOrderRow,
  customer: Customer,
  refunded: number,
  canceled: boolean,
): StaffOrderSummary {
  return {
    id: order.id,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    state: canceled ? 'canceled' : order.paymentState,
    customer_name: fullName(customer),
    customer_email: customer?.email ?? '',
    total: order.totals.total + order.shipping,
    refunded: Number(refunded),
    lang: order.lang,
    products: order.lines.map((line) => line.name),
    visit:
      order.lines
        .map((line) => line.datetime)
        .filter((datetime): datetime is string => datetime !== null)
        .sort()[0] ?? null,
  };
}

export async function ordersPage(db: Database, search: OrderSearch, limit: number, offset: number) {
  const rows = await searchOrders(db, search, limit + 1, offset);
  return {
    items: rows
      .slice(0, limit)
      .map((row) =>
        summaryOf(
          row.order,
          row.email === null ? null : { fname: row.fname ?? '', lname: row.lname ?? '', email: row.email },
          row.refunded,
          row.canceled,
        ),
      ),
    next_cursor: nextCursor(offset, limit, rows.length > limit),
  };
}

async function requireOrder(db: Db, shopId: number, orderNumber: string) {
  const row = await findStaffOrder(db, shopId, orderNumber);
  if (!row) throw new AppError(404, 'NOT_FOUND', `No order ${orderNumber}`);
  return row;
}

export async function orderDetail(db: Db, shop: ShopContext, orderNumber: string): Promise<StaffOrderDetail> {
  const { order, customer, refunded, canceled } = await requireOrder(db, shop.shopId, orderNumber);
  const t = translator(shop.lang, shop.defaultLanguage);
  const [names, attempts, refundLines, mails, documents, notes, auditEntries, admitted] = await Promise.all([
    findPaymentTypeNames(db, shop.shopId, order.payartId),
    listAttempts(db, order),
    listRefundLinesOf(db, order.id),
    listMailsOf(db, order.id),
    listDocumentsOf(db, order.id),
    listNotesOf(db, order.id),
    auditPage(db, { shopId: shop.shopId, orderId: order.id }, 50, 0),
    findOrderAdmissions(db, shop.shopId, order.orderNumber),
  ]);
  const admittedAt = new Map(
    admitted.map((ticket) => [
      `${ticket.lineIndex}.${ticket.person}`,
      localDateTime(ticket.admittedAt, shop.timeZone),
    ]),
  );
  const refunds = await listRefunds(
    db,
    attempts.map((attempt) => attempt.id),
  );
  const refundedLines = new Map(refundLines.map((line) => [line.lineIndex, line]));
  const paid = order.paymentState === 'paid';
  return {
    summary: summaryOf(order, customer, refunded, canceled),
    order: orderView(order, names ? t(names) : ''),
    customer: {
      name: fullName(customer),
      email: customer?.email ?? '',
      phone: customer?.phone ?? '',
      company: customer?.company ?? '',
      address: customer
        ? [customer.street, `${customer.zip} ${customer.city}`.trim(), customer.country]
            .filter(Boolean)
            .join(', ')
        : '',
      is_guest: customer?.isGuest ?? false,
    },
    line_states: order.lines.map((line, index) => {
      const state = refundedLines.get(index)?.state ?? null;
      return {
        index,
        refunded: state === 'refunded',
        refundable: paid && state === null,
        amount: line.total,
        refund_state: state,
      };
    }),
    payments: attempts.map((attempt) => ({
      id: attempt.id,
      provider: attempt.provider,
      provider_ref: attempt.providerRef,
      amount: attempt.amount,
      method: attempt.method,
      status: attempt.status,
      created_at: attempt.createdAt.toISOString(),
    })),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      status: refund.status,
      cause: refund.cause,
      reason: refund.reason,
      lines: refundLines
        .filter((line) => line.refundKey === refund.id)
        .map((line) => line.lineIndex)
        .sort((a, b) => a - b),
      manual_reference: refund.manualReference,
      tries: refund.tries,
      created_at: refund.createdAt.toISOString(),
    })),
    mails: mails.map((mail) => ({
      id: String(mail.id),
      kind: mail.kind,
      recipient: mail.recipient,
      subject: mail.subject,
      status: mail.status,
      created_at: mail.createdAt.toISOString(),
      sent_at: mail.sentAt?.toISOString() ?? null,
    })),
    tickets: order.lines.flatMap((line, index) =>
      admissions(line).map((admission) => ({
        line: index,
        type: admission.type,
        n: admission.n,
        of: admission.of,
        datetime: line.datetime,
        admitted_at: admittedAt.get(`${index}.${admission.n}`) ?? null,
      })),
    ),
    documents: documents.map((document) => ({
      kind: document.kind,
      number: document.number,
      issued_at: document.issuedAt.toISOString(),
      total: Number(document.total ?? 0),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      author: note.author ?? '',
      created_at: note.createdAt.toISOString(),
    })),
    audit: auditEntries.items,
  };
}

const conflict = (message: string) => new AppError(409, 'ORDER_STATE_CONFLICT', message);

export async function refund(
  deps: StaffOrderDeps,
  shop: ShopContext,
  staff: StaffPrincipal,
  orderNumber: string,
  body: { lines?: number[] | undefined; reason: string },
) {
  const { order } = await requireOrder(deps.db, shop.shopId, orderNumber);
  if (order.paymentState !== 'paid') throw conflict('Only a paid order can be refunded');
  const limit = await refundLimitOf(deps.db, shop.shopId, staff.role);
  const outcome = await deps.checkout.refundOrder(order.id, body.reason, {
    ...(body.lines ? { lines: body.lines } : {}),
    within: async (tx, done) => {
      // Decided under the order's lock with the amount the refund really gives back, and with what
      // the same role refunded of this order today: refunding line by line cannot pass the limit
      // (issue 40).
      if (limit !== null) {
        const museumDayStart = zonedInstant(`${shop.today} 00:00`, shop.timeZone);
        const before = await refundedByRoleSince(tx, order.id, staff.role, museumDayStart);
        if (before + done.amount > limit)
          throw new AppError(
            403,
            'REFUND_OVER_LIMIT',
            `Refunds above ${limit} cents an order a day are the owner's`,
          );
      }
      await audit(
        tx,
        {
          shopId: shop.shopId,
          staffId: staff.staffId,
          action: 'order.refund',
          subjectKind: 'order',
          subjectId: order.id,
          orderId: order.id,
          before: { state: order.paymentState },
          after: {
            state: done.pending ? 'refund pending' : done.complete ? 'refund' : 'paid',
            amount: done.amount,
            lines: done.lines,
            reason: body.reason,
            refund_id: done.refundId,
            credit_note: done.creditNote?.number ?? null,
          },
        },
        shop.now,
      );
      return [];
    },
  });
  if (!outcome) throw conflict('The order or one of these lines is refunded already');
  return {
    amount: outcome.amount,
    refund_id: outcome.refundId,
    credit_note: outcome.creditNote?.number ?? null,
    pending: outcome.pending,
    order: await orderDetail(deps.db, shop, orderNumber),
  };
}

/** What staff do about a refund the provider refused: send it again, or record a bank transfer. */
type RefusedRefundAction =
  | { kind: 'retry' }
  | {
      kind: 'manual';
      /** The bank transfer's reference. */
      reference: string;
    };

/**
 * Acts on one of the order's own staff refunds that the provider refused, under the order's lock,
 * audit-logged: 404 for a refund of another order, 409 for one that is not refused (sent again
 * already, or confirmed meanwhile). Sent again, it is a new try at the provider and its lines are
 * pending; recorded as a bank transfer (owner only), it is settled as a confirmed refund.
 */
export async function actOnRefusedRefund(
  deps: StaffOrderDeps,
  shop: ShopContext,
  staff: StaffPrincipal,
  orderNumber: string,
  refundId: string,
  action: RefusedRefundAction,
) {
  const { order } = await requireOrder(deps.db, shop.shopId, orderNumber);
  const queued = await deps.db.transaction(async (tx) => {
    await lockStaffOrder(tx, order.id);
    const attempts = await listAttempts(tx, order);
    const refused = (
      await listRefunds(
        tx,
        attempts.map((attempt) => attempt.id),
      )
    ).find((refund) => refund.id === refundId && refund.cause === 'staff');
    if (!refused) throw new AppError(404, 'NOT_FOUND', `No refund ${refundId} of order ${order.orderNumber}`);
    const job =
      refused.status !== 'failed'
        ? undefined
        : action.kind === 'retry'
          ? await deps.checkout.retryRefund(tx, refundId)
          : await deps.checkout.recordManualRefund(tx, refundId, action.reference);
    if (job === undefined)
      throw conflict('Only a refund the provider refused can be sent again or paid by hand');
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: action.kind === 'retry' ? 'order.refund.retry' : 'order.refund.manual',
        subjectKind: 'order',
        subjectId: order.id,
        orderId: order.id,
        before: { refund_state: 'failed' },
        after:
          action.kind === 'retry'
            ? { refund_state: 'pending', refund_id: refundId, amount: refused.amount, try: refused.tries + 1 }
            : {
                refund_state: 'refunded',
                refund_id: refundId,
                amount: refused.amount,
                reference: action.reference,
              },
      },
      shop.now,
    );
    return job;
  });
  await deps.checkout.runJobs([queued]);
  return orderDetail(deps.db, shop, orderNumber);
}

export async function cancelOrder(
  deps: StaffOrderDeps,
  shop: ShopContext,
  staff: StaffPrincipal,
  orderNumber: string,
  reason: string,
) {
  const { order } = await requireOrder(deps.db, shop.shopId, orderNumber);
  const voids = await deps.db.transaction(async (tx) => {
    const locked = await lockStaffOrder(tx, order.id);
    if (locked?.paymentState !== 'open' || (await isCanceled(tx, order.id)))
      throw conflict('Only an unpaid order can be cancelled');
    await insertCancellation(tx, { orderId: order.id, reason, createdAt: shop.now });
    await deps.checkout.releaseOrderPlaces(tx, order.cartId);
    // A payment the customer started for it can no longer be paid.
    const jobs = await deps.checkout.voidOrderPayments(tx, order.id);
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'order.cancel',
        subjectKind: 'order',
        subjectId: order.id,
        orderId: order.id,
        before: { state: 'open' },
        after: { state: 'canceled', reason },
      },
      shop.now,
    );
    return jobs;
  });
  await deps.checkout.runJobs(voids);
  return orderDetail(deps.db, shop, orderNumber);
}

export async function resend(
  deps: StaffOrderDeps,
  shop: ShopContext,
  staff: StaffPrincipal,
  orderNumber: string,
) {
  const { order } = await requireOrder(deps.db, shop.shopId, orderNumber);
  if (order.paymentState !== 'paid') throw conflict('Only a paid order has a confirmation');
  const queued = await deps.db.transaction(async (tx) => {
    const job = await deps.checkout.queueConfirmationAgain(tx, order.id);
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'order.resend',
        subjectKind: 'order',
        subjectId: order.id,
        orderId: order.id,
      },
      shop.now,
    );
    return job;
  });
  await deps.checkout.runJobs([queued]);
  return orderDetail(deps.db, shop, orderNumber);
}

export async function addNote(
  db: Database,
  shop: ShopContext,
  staff: StaffPrincipal,
  orderNumber: string,
  text: string,
) {
  const { order } = await requireOrder(db, shop.shopId, orderNumber);
  await db.transaction(async (tx) => {
    const note = await insertNote(tx, {
      orderId: order.id,
      staffId: staff.staffId,
      text,
      createdAt: shop.now,
    });
    await audit(
      tx,
      {
        shopId: shop.shopId,
        staffId: staff.staffId,
        action: 'order.note',
        subjectKind: 'order',
        subjectId: order.id,
        orderId: order.id,
        after: { note_id: note?.id ?? null, text },
      },
      shop.now,
    );
  });
  return orderDetail(db, shop, orderNumber);
}

export { findOrderIdByNumber };
