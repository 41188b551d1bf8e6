import { and, desc, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customerFormSettings, customers, passwordResets, sessions } from '../../db/schema/account.ts';
import { emailChanges } from '../../db/schema/account-changes.ts';
import { carts, orders } from '../../db/schema/checkout.ts';
import { shops } from '../../db/schema/config.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type NewCustomerRow = typeof customers.$inferInsert;

/** The shop's configuration and customer form rules; undefined for an unknown shop. */
export async function findShopAccountSettings(db: Db, shopId: number) {
  const [row] = await db
    .select({ config: shops.config, form: customerFormSettings })
    .from(shops)
    .leftJoin(customerFormSettings, eq(customerFormSettings.shopId, shops.id))
    .where(eq(shops.id, shopId));
  return row;
}

export async function findCustomer(db: Db, id: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row;
}

/** The registered customer with this address, compared case-insensitively (guests are not accounts). */
export async function findRegisteredByEmail(
  db: Db,
  shopId: number,
  email: string,
  exceptId?: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.shopId, shopId),
        eq(customers.isGuest, false),
        eq(sql`lower(${customers.email})`, email.toLowerCase()),
        exceptId === undefined ? undefined : ne(customers.id, exceptId),
      ),
    );
  return row;
}

export async function insertCustomer(db: Db, values: NewCustomerRow): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  if (!row) throw new Error('insert returned no customer');
  return row;
}

export async function updateCustomer(
  db: Db,
  id: string,
  values: Partial<NewCustomerRow>,
): Promise<CustomerRow> {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  if (!row) throw new Error(`customer ${id} vanished`);
  return row;
}

/** Starts a session, and clears the customer's expired ones so the table does not grow without end. */
export async function insertSession(
  db: Db,
  values: { tokenHash: string; customerId: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.customerId, values.customerId), lte(sessions.expiresAt, values.createdAt)));
  await db.insert(sessions).values(values);
}

/** Removes every session that has ended, whoever it belonged to (housekeeping). */
export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}

/** Removes reset links that expired before `before`, used or not (housekeeping). */
export async function deleteExpiredPasswordResets(db: Db, before: Date): Promise<void> {
  await db.delete(passwordResets).where(lte(passwordResets.expiresAt, before));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a customer but `keepTokenHash` (after a password change or reset). */
export async function deleteSessionsOf(db: Db, customerId: string, keepTokenHash?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.customerId, customerId),
        keepTokenHash === undefined ? undefined : ne(sessions.tokenHash, keepTokenHash),
      ),
    );
}

export async function insertPasswordReset(
  db: Db,
  values: { customerId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(passwordResets).values(values).returning({ id: passwordResets.id });
  if (!row) throw new Error('insert returned no reset');
  return row.id;
}

/** Whether a reset link can still be used; the use itself is `consumePasswordReset`. */
export async function isPasswordResetOpen(db: Db, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/**
 * Uses a reset link: marks it used and answers its customer, in one statement, so a link works
 * once even when two requests race. Undefined for an unknown, used or expired link.
 */
export async function consumePasswordReset(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<string | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ customerId: passwordResets.customerId });
  return row?.customerId;
}

/** Closes every open reset link of a customer: after a reset, a password change or an e-mail change. */
export async function closePasswordResetsOf(db: Db, customerId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.customerId, customerId), isNull(passwordResets.usedAt)));
}

export async function insertEmailChange(
  db: Db,
  values: { customerId: string; newEmail: string; tokenHash: string; expiresAt: Date; createdAt: Date },
): Promise<string> {
  const [row] = await db.insert(emailChanges).values(values).returning({ id: emailChanges.id });
  if (!row) throw new Error('insert returned no e-mail change');
  return row.id;
}

/** Closes every open e-mail change of a customer (a newer request replaces them). */
export async function closeEmailChangesOf(db: Db, customerId: string, now: Date): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(and(eq(emailChanges.customerId, customerId), isNull(emailChanges.usedAt)));
}

/** Uses a confirmation link in one statement (it works once); undefined for an unknown, used or expired one. */
export async function consumeEmailChange(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(emailChanges)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailChanges.tokenHash, tokenHash),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .returning({ customerId: emailChanges.customerId, newEmail: emailChanges.newEmail });
  return row;
}

/** The address an open e-mail change of the customer waits to confirm, if any. */
export async function findPendingEmail(db: Db, customerId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .where(
      and(
        eq(emailChanges.customerId, customerId),
        isNull(emailChanges.usedAt),
        gt(emailChanges.expiresAt, now),
      ),
    )
    .orderBy(desc(emailChanges.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** Removes e-mail changes that expired before `before`, used or not (housekeeping). */
export async function deleteExpiredEmailChanges(db: Db, before: Date): Promise<void> {
  await db.delete(emailChanges).where(lte(emailChanges.expiresAt, before));
}

/** A customer's orders, newest first. */
export async function findOrdersOf(db: Db, customerId: string) {
  return db
    .select({
      orderId: orders.id,
      publicId: orders.publicId,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      paymentState: orders.paymentState,
      totals: orders.totals,
      shipping: orders.shipping,
      hasTickets: orders.hasTickets,
      lines: orders.lines,
      shippingAddress: orders.shippingAddress,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.createdAt));
}

/** A customer's open sessions. */
export async function findSessionsOf(db: Db, customerId: string, now: Date) {
  return db
    .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.customerId, customerId), gt(sessions.expiresAt, now)))
    .orderBy(sessions.createdAt);
}

/**
 * Deletes a customer with everything that names them: the row (sessions, reset links and e-mail
 * changes go with it), and the recipient's name of their orders' and carts' shipping addresses.
 * The orders stay, unlinked (`customer_id` becomes null), for the bookkeeping the law requires;
 * issued invoices are not touched (they must be kept as issued).
 */
export async function deleteCustomerKeepingOrders(db: Db, customerId: string): Promise<void> {
  const withoutName = sql`jsonb_set(shipping_address, '{name}', '""'::jsonb)`;
  await db
    .update(orders)
    .set({ shippingAddress: withoutName })
    .where(and(eq(orders.customerId, customerId), isNotNull(orders.shippingAddress)));
  await db
    .update(carts)
    .set({ shippingAddress: withoutName })
    .where(and(eq(carts.customerId, customerId), isNotNull(carts.shippingAddress)));
  await db.delete(customers).where(eq(customers.id, customerId));
}
