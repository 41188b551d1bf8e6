import type { MembershipBenefit, MembershipValidity } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './checkout.ts';
import { shopIdColumn } from './config.ts';
import { merchandise } from './merchandise.ts';
import { staffMembers } from './staff.ts';

/**
 * What makes an annual pass (merchandise of kind 13) a membership type (issue 36, decision 0033):
 * how long its cards are valid, how many persons one card admits, and its members' benefits. The
 * pass's name, texts, pictures, price, VAT, order and state stay the merchandise row's, so the
 * visitor's list, the cart, pricing and orders read it unchanged. Owned by modules/members.
 */
export const membershipTypes = pgTable(
  'membership_types',
  {
    merchandiseId: integer('merchandise_id')
      .primaryKey()
      .references(() => merchandise.id),
    shopId: shopIdColumn(),
    validity: text('validity').$type<MembershipValidity>().notNull(),
    persons: integer('persons').notNull().default(1),
    benefits: jsonb('benefits').$type<MembershipBenefit[]>().notNull().default([]),
  },
  (table) => [
    check(
      'membership_types_validity',
      sql`${table.validity} IN ('months_from_purchase', 'months_from_first_use', 'calendar_year')`,
    ),
    check('membership_types_persons', sql`${table.persons} BETWEEN 1 AND 10`),
  ],
);

/**
 * A member card: one per owner of a paid pass, issued in the transaction that books the order, so
 * once per (order, line, owner) however often booking runs. Its number is random with a check
 * digit, unique in the shop. Valid from/until are the museum's dates, null until the first
 * admission for a type counted from first use. A refund of its pass line makes it `refunded`.
 */
export const memberCards = pgTable(
  'member_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    number: text('number').notNull(),
    /** The pass product (the membership type) it was bought as. */
    merchandiseId: integer('merchandise_id')
      .notNull()
      .references(() => merchandise.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The order line of the pass, from 0 as in `orders.lines`. */
    lineIndex: integer('line_index').notNull(),
    /** The owner of that line, from 1. */
    person: integer('person').notNull(),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The type's name as the order line has it (the order's language). */
    typeName: text('type_name').notNull(),
    validity: text('validity').$type<MembershipValidity>().notNull(),
    persons: integer('persons').notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }),
    status: text('status').$type<'active' | 'refunded'>().notNull().default('active'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    /** The renewal reminders sent for its present validity, in days before its end (30, 7). */
    remindersSent: integer('reminders_sent').array().notNull().default(sql`'{}'::integer[]`),
    /** The card this one renews (bought through the renewal link): it starts the day after that one ends. */
    renewsCardId: uuid('renews_card_id').references((): AnyPgColumn => memberCards.id),
  },
  (table) => [
    unique('member_cards_shop_number').on(table.shopId, table.number),
    unique('member_cards_order_owner').on(table.orderId, table.lineIndex, table.person),
    index('member_cards_merchandise_idx').on(table.merchandiseId),
    check('member_cards_status', sql`${table.status} IN ('active', 'refunded')`),
  ],
);

/**
 * The door's admissions of member cards (issue 36): a card admits each of its persons once a
 * museum day, the `person` numbered 1 … persons in the order they came in. The key refuses a second
 * admission of the same person on the same day, also from a second scanner at the same moment.
 */
export const memberCardAdmissions = pgTable(
  'member_card_admissions',
  {
    cardId: uuid('card_id')
      .notNull()
      .references(() => memberCards.id),
    day: date('day', { mode: 'string' }).notNull(),
    person: integer('person').notNull(),
    admittedAt: timestamp('admitted_at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.cardId, table.day, table.person] })],
);
