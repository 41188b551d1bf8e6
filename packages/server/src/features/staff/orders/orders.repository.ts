import type { StaffOrderFilter } from '@museum-shop/contract';
import { and, asc, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { customers } from '../../../db/schema/account.ts';
import { carts, orders, paymentTypes } from '../../../db/schema/checkout.ts';
import { shops } from '../../../db/schema/config.ts';
import { invoices } from '../../../db/schema/documents.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { paymentAttempts, refunds } from '../../../db/schema/payments.ts';
import { orderCancellations, orderNotes, orderRefundLines, staffMembers } from '../../../db/schema/staff.ts';

export type StaffOrderRow = typeof orders.$inferSelect;

/** `%text%` for ILIKE, its wildcards taken literally. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The museum's day of an instant column, in the shop's time zone. */
export const museumDay = (column: SQL | typeof orders.createdAt, shopId: number) =>
  sql`(${column} at time zone coalesce((select ${shops.config}->>'time_zone' from ${shops} where ${shops.id} = ${shopId}), 'Europe/Berlin'))::date`;

// Written out with table names: drizzle leaves them off the columns of a one-table select, and
// these subqueries name columns of several tables.
/** The carts whose payments belong to an order: its own, and those that paid it later (initPaymentOrder). */
const orderCarts = sql.raw(
  `(select c.id from carts c where c.id = "orders"."cart_id" or c.order_id = "orders"."id")`,
);

/** Money given back of an order: refunds the provider confirmed, or staff paid by transfer (decision 0024). */
export const refundedOf = sql<number>`coalesce((select sum(rf.amount) from refunds rf
  join payment_attempts pa on pa.id = rf.attempt_id
  where pa.cart_id in ${orderCarts} and rf.status = 'succeeded'), 0)::int`;
/** A refund of the order the provider refused, waiting for a person (decision 0024). */
const refundFailedOf = sql<boolean>`exists (select 1 from order_refund_lines rl where rl.order_id = "orders"."id" and rl.state = 'failed')`;
const canceledOf = sql<boolean>`exists (select 1 from order_cancellations oc where oc.order_id = "orders"."id")`;

export interface OrderSearch {
  shopId: number;
  q?: string | undefined;
  product?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  visit?: string | undefined;
  state?: StaffOrderFilter | undefined;
}

export function searchOrders(db: Db, search: OrderSearch, limit: number, offset: number) {
  const conditions: (SQL | undefined)[] = [eq(orders.shopId, search.shopId)];
  if (search.q) {
    const q = contains(search.q.trim());
    conditions.push(
      or(
        sql`${orders.orderNumber} ilike ${q}`,
        sql`${customers.email} ilike ${q}`,
        sql`(${customers.fname} || ' ' || ${customers.lname}) ilike ${q}`,
        sql`${customers.company} ilike ${q}`,
      ),
    );
  }
  if (search.product)
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements(${orders.lines}) line where line->>'name' ilike ${contains(search.product.trim())})`,
    );
  if (search.visit)
    conditions.push(
      sql`exists (select 1 from jsonb_array_elements(${orders.lines}) line where left(line->>'datetime', 10) = ${search.visit})`,
    );
  if (search.from)
    conditions.push(sql`${museumDay(orders.createdAt, search.shopId)} >= ${search.from}::date`);
  if (search.to) conditions.push(sql`${museumDay(orders.createdAt, search.shopId)} <= ${search.to}::date`);
  if (search.state === 'canceled') conditions.push(canceledOf);
  else if (search.state === 'refund_failed') conditions.push(refundFailedOf);
  else if (search.state) conditions.push(and(eq(orders.paymentState, search.state), sql`not ${canceledOf}`));
  return db
    .select({
      order: orders,
      fname: customers.fname,
      lname: customers.lname,
      email: customers.email,
      refunded: refundedOf,
      canceled: canceledOf,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function findStaffOrder(db: Db, shopId: number, orderNumber: string) {
  const [row] = await db
    .select({
      order: orders,
      customer: customers,
      refunded: refundedOf,
      canceled: canceledOf,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.shopId, shopId), eq(orders.orderNumber, orderNumber)));
  return row;
}

export async function findPaymentTypeNames(db: Db, shopId: number, payartId: number) {
  const [row] = await db
    .select({ names: paymentTypes.names })
    .from(paymentTypes)
    .where(and(eq(paymentTypes.shopId, shopId), eq(paymentTypes.payartId, payartId)));
  return row?.names;
}

/** Payment attempts of an order's carts, oldest first. */
export function listAttempts(db: Db, order: StaffOrderRow) {
  return db
    .select()
    .from(paymentAttempts)
    .where(
      inArray(
        paymentAttempts.cartId,
        db
          .select({ id: carts.id })
          .from(carts)
          .where(or(eq(carts.id, order.cartId), eq(carts.orderId, order.id))),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt));
}

export function listRefunds(db: Db, attemptIds: string[]) {
  if (attemptIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.attemptId, attemptIds))
    .orderBy(asc(refunds.createdAt));
}

export function listRefundLinesOf(db: Db, orderId: string) {
  return db.select().from(orderRefundLines).where(eq(orderRefundLines.orderId, orderId));
}

export function listMailsOf(db: Db, orderId: string) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.orderId, orderId))
    .orderBy(asc(mailOutbox.id));
}

export function listDocumentsOf(db: Db, orderId: string) {
  return db
    .select({
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      total: sql<number>`(${invoices.document}->>'total')::int`,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
}

export function listNotesOf(db: Db, orderId: string) {
  return db
    .select({
      id: orderNotes.id,
      text: orderNotes.text,
      author: staffMembers.name,
      createdAt: orderNotes.createdAt,
    })
    .from(orderNotes)
    .leftJoin(staffMembers, eq(staffMembers.id, orderNotes.staffId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt));
}

export async function insertNote(tx: Db, note: typeof orderNotes.$inferInsert) {
  const [row] = await tx.insert(orderNotes).values(note).returning();
  return row;
}

export async function lockStaffOrder(tx: Db, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

export async function isCanceled(db: Db, orderId: string) {
  const rows = await db
    .select({ id: orderCancellations.orderId })
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, orderId));
  return rows.length > 0;
}

export async function insertCancellation(tx: Db, row: typeof orderCancellations.$inferInsert) {
  await tx.insert(orderCancellations).values(row);
}
