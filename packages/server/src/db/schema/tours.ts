import type { Language, TourQuestionType, Translations } from '@museum-shop/contract';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { venues } from './catalog.ts';
import { shopIdColumn } from './config.ts';

export const tourCategories = pgTable('tour_categories', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  name: jsonb('name').$type<Translations>().notNull(),
  sequenceNo: integer('sequence_no').notNull().default(0),
});

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tourCategories.id),
    /** The language the guide speaks. */
    language: text('language').$type<Language>().notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    eventName: jsonb('event_name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull(),
    image: text('image'),
    durationMinutes: integer('duration_minutes').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    singleTicketing: boolean('single_ticketing').notNull().default(false),
    bookCompleteTour: boolean('book_complete_tour').notNull().default(false),
    bookingWithoutTickets: boolean('booking_without_tickets').notNull().default(false),
    customGroupIds: integer('custom_group_ids').array().notNull().default([]),
    sequenceNo: integer('sequence_no').notNull().default(0),
  },
  (table) => [index('tours_shop_idx').on(table.shopId)],
);

/** The tour's price list: places on the tour or the whole tour. */
export const tourPrices = pgTable(
  'tour_prices',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Translations>().notNull(),
    price: integer('price').notNull(),
    vatValue: numeric('vat_value', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    sequenceNo: integer('sequence_no').notNull().default(0),
  },
  (table) => [index('tour_prices_tour_idx').on(table.tourId)],
);

/** Admission tickets booked with a tour; a ticket with a parent is a sub-ticket of it. */
export const tourTickets = pgTable(
  'tour_tickets',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => tourTickets.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Translations>().notNull(),
    price: integer('price').notNull(),
    vatValue: numeric('vat_value', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    sequenceNo: integer('sequence_no').notNull().default(0),
  },
  (table) => [index('tour_tickets_tour_idx').on(table.tourId)],
);

/** Questions a group answers when booking. */
export const tourQuestions = pgTable(
  'tour_questions',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    type: text('type').$type<TourQuestionType>().notNull(),
    question: jsonb('question').$type<Translations>().notNull(),
    mandatory: boolean('mandatory').notNull().default(false),
    options: jsonb('options').$type<{ value: string; label: Translations }[]>().notNull().default([]),
    sequenceNo: integer('sequence_no').notNull().default(0),
  },
  (table) => [index('tour_questions_tour_idx').on(table.tourId)],
);

/**
 * One start of a tour: a date and a local time (museum time zone), how many tours (guides) run
 * then and how many places they hold. What is left is computed from the reservations.
 */
export const tourSlots = pgTable(
  'tour_slots',
  {
    id: serial('id').primaryKey(),
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    tours: integer('tours').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [unique('tour_slots_tour_date_time').on(table.tourId, table.date, table.time)],
);
