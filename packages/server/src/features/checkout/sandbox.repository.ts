import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type SandboxPaymentStatus, sandboxPayments } from '../../db/schema/checkout.ts';
import { shops } from '../../db/schema/config.ts';

export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
export type NewSandboxPaymentRow = typeof sandboxPayments.$inferInsert;

/**
 * Stores a payment unless one with its idempotency key exists, and answers the one stored: two
 * calls with one key, even at the same moment, give one payment.
 */
export async function insertSandboxPayment(db: Db, values: NewSandboxPaymentRow): Promise<SandboxPaymentRow> {
  const [inserted] = await db
    .insert(sandboxPayments)
    .values(values)
    .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
    .returning();
  if (inserted) return inserted;
  const [existing] = await db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.idempotencyKey, values.idempotencyKey));
  if (!existing) throw new Error('sandbox payment neither inserted nor found');
  return existing;
}

export async function findSandboxPayment(db: Db, id: string): Promise<SandboxPaymentRow | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
  return row;
}

/** Moves an open payment to `status`; a payment that is no longer open stays as it is. */
export async function settleSandboxPayment(
  db: Db,
  id: string,
  status: Exclude<SandboxPaymentStatus, 'open'>,
  now: Date,
): Promise<SandboxPaymentRow | undefined> {
  const [settled] = await db
    .update(sandboxPayments)
    .set({ status, updatedAt: now })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, 'open')))
    .returning();
  return settled ?? findSandboxPayment(db, id);
}

/**
 * Notes the refund of a paid payment in its details, once: the table's statuses have no
 * "refunded", and the payment did go through, so its status stays `paid`.
 */
export async function markSandboxRefund(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(sandboxPayments)
    .set({
      details: sql`${sandboxPayments.details} || jsonb_build_object('refundedAt', ${now.toISOString()}::text)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.status, 'paid'),
        sql`${sandboxPayments.details}->>'refundedAt' IS NULL`,
      ),
    );
}

/** What the sandbox's page shows of the museum: its configuration and default language. */
export async function findShopForPage(db: Db, shopId: number) {
  const [row] = await db
    .select({ config: shops.config, defaultLanguage: shops.defaultLanguage })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row;
}
