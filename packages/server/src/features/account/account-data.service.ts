import type { AccountExport, CustomerOrder } from '@museum-shop/contract';
import { activeCardsByOrder } from '../../modules/members/index.ts';
import type { RequestSession } from '../../plugins/session.ts';
import {
  deleteCustomerKeepingOrders,
  findOrdersOf,
  findPendingEmail,
  findSessionsOf,
} from './account.repository.ts';
import { accountChangeTexts } from './account-changes.messages.ts';
import type { AccountContext } from './account-context.ts';
import { queueAccountMail, toCustomer } from './customer.service.ts';
import { withCurrentPassword } from './password.service.ts';

/** What was paid or is to pay for an order: its total after vouchers, plus shipping. */
const orderTotal = (order: { totals: { total: number }; shipping: number }) =>
  order.totals.total + order.shipping;

/** customer/orders: "My orders", newest first. Documents can be downloaded once an order is paid. */
export async function customerOrders(ctx: AccountContext, session: RequestSession): Promise<CustomerOrder[]> {
  const rows = await findOrdersOf(ctx.db, session.customerId);
  const cardsByOrder = await activeCardsByOrder(
    ctx.db,
    rows.filter((order) => order.paymentState === 'paid').map((order) => order.orderId),
  );
  return rows.map((order) => ({
    id: order.publicId,
    order_number: order.orderNumber,
    created_at: order.createdAt.toISOString(),
    state: order.paymentState,
    total: orderTotal(order),
    has_tickets: order.hasTickets && order.paymentState === 'paid',
    has_invoice: order.paymentState === 'paid',
    ...(cardsByOrder.has(order.orderId)
      ? { has_member_cards: true, member_cards: cardsByOrder.get(order.orderId) ?? [] }
      : {}),
  }));
}

/** customer/export: everything the shop keeps about the customer (GDPR art. 15 and 20), after `_po`. */
export async function exportAccount(
  ctx: AccountContext,
  session: RequestSession,
  currentMd5: string,
): Promise<AccountExport> {
  const customer = await withCurrentPassword(ctx, session, currentMd5);
  const [orders, sessions, pendingEmail] = await Promise.all([
    findOrdersOf(ctx.db, customer.id),
    findSessionsOf(ctx.db, customer.id, ctx.now),
    findPendingEmail(ctx.db, customer.id, ctx.now),
  ]);
  return {
    exported_at: ctx.now.toISOString(),
    customer: toCustomer(customer),
    language: customer.lang,
    send_invoice: customer.sendInvoice,
    created_at: customer.createdAt.toISOString(),
    updated_at: customer.updatedAt.toISOString(),
    sessions: sessions.map((row) => ({
      created_at: row.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
    })),
    pending_email: pendingEmail,
    orders: orders.map((order) => ({
      order_number: order.orderNumber,
      created_at: order.createdAt.toISOString(),
      state: order.paymentState,
      total: orderTotal(order),
      shipping_address: order.shippingAddress ? { ...order.shippingAddress } : null,
      lines: order.lines.map((line) => ({ name: line.name, count: line.count, total: line.total })),
    })),
  };
}

/**
 * customer/delete, after `_po`: the account and its personal data go, every session ends; the
 * orders stay without the name for the years bookkeeping law requires (decision in the README's
 * "Accounts"). The address hears of it one last time.
 */
export async function deleteAccount(
  ctx: AccountContext,
  session: RequestSession,
  currentMd5: string,
): Promise<void> {
  const customer = await withCurrentPassword(ctx, session, currentMd5);
  const queued = await ctx.db.transaction(async (tx) => {
    const mail = await queueAccountMail(
      tx,
      ctx.mailer,
      customer,
      accountChangeTexts[ctx.lang].accountDeletedMail,
      'account',
      '',
      { lang: ctx.lang, now: ctx.now },
    );
    await deleteCustomerKeepingOrders(tx, customer.id);
    return mail;
  });
  ctx.mailer.sendSoon([queued]);
}
