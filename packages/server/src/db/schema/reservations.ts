import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';
import { eventSlots, ticketTypes } from './events.ts';
import { memberCards } from './members.ts';
import { merchandise } from './merchandise.ts';
import { tourSlots } from './tours.ts';
import { voucherCodes } from './vouchers.ts';

/**
 * What a cart holds or an order has bought. Checkout fills these; the catalog only counts them:
 * 'held' places count while expires_at lies ahead, 'sold' ones always.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    /** The cart that holds the places; checkout links it (null for sales made elsewhere). */
    cartId: text('cart_id'),
    status: text('status').$type<'held' | 'sold' | 'released'>().notNull(),
    /** When a hold lapses; null for sold or released reservations. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('reservations_cart_idx').on(table.cartId),
    index('reservations_status_expires_idx').on(table.status, table.expiresAt),
    check('reservations_status', sql`${table.status} IN ('held', 'sold', 'released')`),
    check('reservations_hold_expires', sql`${table.status} <> 'held' OR ${table.expiresAt} IS NOT NULL`),
  ],
);

/**
 * One line of a reservation: places of a tour or event slot (tours = whole tours), pieces of an
 * article, or an amount of a voucher code's value.
 */
export const reservationItems = pgTable(
  'reservation_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tourSlotId: integer('tour_slot_id').references(() => tourSlots.id),
    eventSlotId: integer('event_slot_id').references(() => eventSlots.id),
    ticketTypeId: integer('ticket_type_id').references(() => ticketTypes.id),
    merchandiseId: integer('merchandise_id').references(() => merchandise.id),
    voucherCodeId: integer('voucher_code_id').references(() => voucherCodes.id),
    places: integer('places').notNull().default(0),
    tours: integer('tours').notNull().default(0),
    /** Cents of a voucher code's value that the order uses. */
    amount: integer('amount').notNull().default(0),
    /**
     * Member tickets (issue 36): an item of an event or tour slot with no places of its own that
     * says `member_places` of the reservation's places (or a tour's admission tickets) there are
     * taken with this card. They count against the members' share of an event slot and the card's
     * tickets of the day (inventory.sql).
     */
    memberCardId: uuid('member_card_id').references(() => memberCards.id),
    memberPlaces: integer('member_places').notNull().default(0),
  },
  (table) => [
    index('reservation_items_tour_slot_idx').on(table.tourSlotId),
    index('reservation_items_event_slot_idx').on(table.eventSlotId),
    index('reservation_items_merchandise_idx').on(table.merchandiseId),
    index('reservation_items_voucher_code_idx').on(table.voucherCodeId),
    index('reservation_items_reservation_idx').on(table.reservationId),
    index('reservation_items_member_card_idx')
      .on(table.memberCardId)
      .where(sql`${table.memberCardId} IS NOT NULL`),
    index('reservation_items_member_slot_idx')
      .on(table.eventSlotId)
      .where(sql`${table.memberCardId} IS NOT NULL`),
    check(
      'reservation_items_one_target',
      sql`num_nonnulls(${table.tourSlotId}, ${table.eventSlotId}, ${table.merchandiseId}, ${table.voucherCodeId}) = 1`,
    ),
    check(
      'reservation_items_not_negative',
      sql`${table.places} >= 0 AND ${table.tours} >= 0 AND ${table.amount} >= 0`,
    ),
    check(
      'reservation_items_member_tickets',
      sql`(${table.memberCardId} IS NULL AND ${table.memberPlaces} = 0) OR (${table.memberCardId} IS NOT NULL AND (${table.eventSlotId} IS NOT NULL OR ${table.tourSlotId} IS NOT NULL) AND ${table.memberPlaces} > 0 AND ${table.places} = 0 AND ${table.tours} = 0)`,
    ),
  ],
);
