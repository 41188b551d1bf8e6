import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { preparedFor } from '../../../db/prepared.ts';
import { type SandboxPaymentStatus, sandboxPayments } from '../../../db/schema/checkout.ts';
import { shops } from '../../../db/schema/config.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type NewSandboxPaymentRow = typeof sandboxPayments.$inferInsert;

// A payment's creation and its settling are statements of every sandbox payment a visitor makes,
// built once per database (`preparedFor`).
const insertSandboxPaymentStatement = preparedFor((db) =>
  db
    .insert(sandboxPayments)
    .values({
      id: sql.placeholder('id'),
      shopId: sql.placeholder('shopId'),
      idempotencyKey: sql.placeholder('idempotencyKey'),
      amount: sql.placeholder('amount'),
      kind: sql.placeholder('kind'),
      description: sql.placeholder('description'),
      details: sql.placeholder('details'),
      status: sql.placeholder('status'),
      returnUrl: sql.placeholder('returnUrl'),
      cancelUrl: sql.placeholder('cancelUrl'),
    })
    .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
    .returning()
    .prepare('insert_sandbox_payment'),
);

/** A new payment: what `insertSandboxPayment` is given (the rest are the table's defaults). */
export type NewSandboxPayment = Omit<NewSandboxPaymentRow, 'refundedAmount' | 'createdAt' | 'updatedAt'>;

/**
 * Stores a payment unless one with its idempotency key exists, and answers the one stored: two
 * calls with one key, even at the same moment, give one payment.
 */
export async function insertSandboxPayment(db: Db, values: NewSandboxPayment): Promise<SandboxPaymentRow> {
  const [inserted] = await insertSandboxPaymentStatement(db).execute(values);
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotencyKey, values.idempotencyKey));
  if (!existing) throw new Error('sandbox payment neither inserted nor found');
  return existing;
}

const sandboxPaymentById = preparedFor((db) =>
  db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.id, sql.placeholder('id')))
    .prepare('sandbox_payment_by_id'),
);

export async function findSandboxPayment(db: Db, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await sandboxPaymentById(db).execute({ id });
  return row;
}

const settleStatement = preparedFor((db) =>
  db
    .update(sandboxPayments)
    .set({
      status: sql`${sql.placeholder('status')}`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
    })
    .where(and(eq(sandboxPayments.id, sql.placeholder('id')), eq(sandboxPayments.status, 'open')))
    .returning()
    .prepare('settle_sandbox_payment'),
);

/** Moves an open payment to `status`; a payment that is no longer open stays as it is. */
export async function settleSandboxPayment(
  db: Db,
  id: string,
  status: Exclude<SandboxPaymentStatus, 'open'>,
  now: Date,
): Promise<SandboxPaymentRow | undefined> {
  const [settled] = await settleStatement(db).execute({ id, status, now: now.toISOString() });
  return settled ?? findSandboxPayment(db, id);
}

/**
 * Gives back `amount` of a paid payment once per idempotency key: the key is noted in the
 * payment's details with the amount, and a key noted already changes nothing. Answers the amount
 * the key refunded, or null when the payment is not paid or has not that much left.
 */
export async function refundSandboxPayment(
  db: Db,
  id: string,
  key: string,
  amount: number,
  now: Date,
): Promise<number | null> {
  const noted = `refund:${key}`;
  await db
    .update(sandboxPayments)
    .set({
      details: sql`${sandboxPayments.details} || jsonb_build_object(${noted}::text, ${String(amount)}::text)`,
      refundedAmount: sql`${sandboxPayments.refundedAmount} + ${amount}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.status, 'paid'),
        sql`not (${sandboxPayments.details} ? ${noted}::text)`,
        sql`${sandboxPayments.refundedAmount} + ${amount} <= ${sandboxPayments.amount}`,
      ),
    );
  const payment = await findSandboxPayment(db, id);
  const refunded = payment?.details[noted];
  return refunded === undefined ? null : Number(refunded);
}

/** What the sandbox's page shows of the museum: its configuration and default language. */
export async function findShopForPage(db: Db, shopId: number) {
  const [row] = await db
    .select({ config: shops.config, defaultLanguage: shops.defaultLanguage })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
}
