import { and, eq, gte, lte, not, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/account.ts';
import { orders } from '../../db/schema/checkout.ts';
import { memberCards } from '../../db/schema/members.ts';

const renewal = alias(memberCards, 'renewal');

/**
 * Active cards whose last day lies from `from` to `until`, whose last reminder (7 days) is not sent
 * and that no active card renews yet: those a reminder may be due for. The job decides, on the
 * museum's day.
 */
export function cardsNearingTheirEnd(db: Db, from: string, until: string) {
  return db
    .select({
      id: memberCards.id,
      validUntil: memberCards.validUntil,
      remindersSent: memberCards.remindersSent,
    })
    .from(memberCards)
    .where(
      and(
        eq(memberCards.status, 'active'),
        gte(memberCards.validUntil, from),
        lte(memberCards.validUntil, until),
        not(sql`7 = ANY(${memberCards.remindersSent})`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(renewal)
            .where(and(eq(renewal.renewsCardId, memberCards.id), eq(renewal.status, 'active'))),
        ),
      ),
    );
}

/** A card with whom its reminder goes to (the buyer of its pass) and in which language, locked. */
export async function lockCardForReminder(tx: Db, cardId: string) {
  const [row] = await tx
    .select({
      card: memberCards,
      lang: orders.lang,
      email: customers.email,
    })
    .from(memberCards)
    .innerJoin(orders, eq(orders.id, memberCards.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(eq(memberCards.id, cardId))
    .for('update', { of: memberCards });
  return row;
}

export async function markReminderSent(tx: Db, cardId: string, reminder: number) {
  await tx
    .update(memberCards)
    .set({ remindersSent: sql`array_append(${memberCards.remindersSent}, ${reminder}::integer)` })
    .where(eq(memberCards.id, cardId));
}
