import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/account.ts';
import { orders } from '../../db/schema/checkout.ts';
import { memberCardAdmissions, memberCards } from '../../db/schema/members.ts';
import { reservationItems, reservations } from '../../db/schema/reservations.ts';

/** `%` and `_` typed by a person are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const cardWithOrder = {
  card: memberCards,
  orderNumber: orders.orderNumber,
  orderId: orders.id,
  email: customers.email,
};

function cardsWithOrders(db: Db) {
  return db
    .select(cardWithOrder)
    .from(memberCards)
    .innerJoin(orders, eq(orders.id, memberCards.orderId))
    .leftJoin(customers, eq(customers.id, orders.customerId));
}
export type CardWithOrder = Awaited<ReturnType<ReturnType<typeof cardsWithOrders>['limit']>>[number];

/**
 * Cards of the shop whose number starts with the digits typed (at least four), or whose buyer's
 * e-mail or holder's name holds the text typed; at most `limit`, the newest first.
 */
export function searchCards(db: Db, shopId: number, query: string, limit: number) {
  const digits = query.replace(/[\s-]/g, '');
  const text = `%${literal(query.trim())}%`;
  const match = /^\d{4,10}$/.test(digits)
    ? sql`replace(${memberCards.number}, '-', '') LIKE ${`${digits}%`}`
    : or(
        ilike(customers.email, text),
        ilike(sql`${memberCards.firstName} || ' ' || ${memberCards.lastName}`, text),
        ilike(
          sql`${memberCards.title} || ' ' || ${memberCards.firstName} || ' ' || ${memberCards.lastName}`,
          text,
        ),
      );
  return cardsWithOrders(db)
    .where(and(eq(memberCards.shopId, shopId), match))
    .orderBy(desc(memberCards.issuedAt), memberCards.number)
    .limit(limit);
}

export async function findCardWithOrder(db: Db, shopId: number, number: string) {
  const [row] = await cardsWithOrders(db)
    .where(and(eq(memberCards.shopId, shopId), eq(memberCards.number, number)))
    .limit(1);
  return row;
}

/** A card's admissions at the door, the newest first. */
export function listVisits(db: Db, cardId: string) {
  return db
    .select({
      day: memberCardAdmissions.day,
      person: memberCardAdmissions.person,
      admittedAt: memberCardAdmissions.admittedAt,
    })
    .from(memberCardAdmissions)
    .where(eq(memberCardAdmissions.cardId, cardId))
    .orderBy(desc(memberCardAdmissions.admittedAt), desc(memberCardAdmissions.person))
    .limit(500);
}

/** A new last day; its renewal reminders are for the old one, so they start again. */
export async function setCardValidUntil(tx: Db, cardId: string, validUntil: string) {
  await tx
    .update(memberCards)
    .set({ validUntil, remindersSent: sql`'{}'::integer[]` })
    .where(eq(memberCards.id, cardId));
}

/**
 * The paid orders that booked member tickets with a card (issue 36): per order and event or tour
 * slot, how many.
 */
export function listMemberBookings(db: Db, cardId: string) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      eventSlotId: reservationItems.eventSlotId,
      tourSlotId: reservationItems.tourSlotId,
      tickets: sql<number>`sum(${reservationItems.memberPlaces})`.mapWith(Number),
    })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .innerJoin(orders, eq(orders.cartId, reservations.cartId))
    .where(and(eq(reservationItems.memberCardId, cardId), eq(reservations.status, 'sold')))
    .groupBy(orders.orderNumber, reservationItems.eventSlotId, reservationItems.tourSlotId)
    .orderBy(desc(orders.orderNumber))
    .limit(500);
}
