import type {
  EventStatus,
  Language,
  OpeningSchedule,
  TourQuestionType,
  Translations,
} from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { venues } from './catalog.ts';
import {
  idColumn,
  namedListColumns,
  ownerColumn,
  presentationColumns,
  priceLineColumns,
  sequenceNoColumn,
  slotStartColumns,
  takenColumn,
  translatedColumn,
} from './columns.ts';
import { shopIdColumn } from './config.ts';

export const tourCategories = pgTable('tour_categories', namedListColumns());

export const tours = pgTable(
  'tours',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => tourCategories.id),
    /** The language the guide speaks. */
    language: text('language').$type<Language>().notNull(),
    ...presentationColumns(),
    eventName: translatedColumn('event_name'),
    durationMinutes: integer('duration_minutes').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    singleTicketing: boolean('single_ticketing').notNull().default(false),
    bookCompleteTour: boolean('book_complete_tour').notNull().default(false),
    bookingWithoutTickets: boolean('booking_without_tickets').notNull().default(false),
    customGroupIds: integer('custom_group_ids').array().notNull().default([]),
    sequenceNo: sequenceNoColumn(),
    /** Draft: staff only; published: in the shop; archived: off the shop, its orders kept (issue 35). */
    status: text('status').$type<EventStatus>().notNull().default('published'),
    /**
     * The opening hours that make the tour's starts (a rule's capacity: tours at once); null: its
     * starts were written by hand, and nothing makes or removes them.
     */
    schedule: jsonb('schedule').$type<OpeningSchedule>(),
    /** The last day up to which the schedule's starts are made. */
    slotsMadeUntil: date('slots_made_until', { mode: 'string' }),
  },
  (table) => [
    index('tours_shop_idx').on(table.shopId),
    check('tours_status', sql`${table.status} IN ('draft', 'published', 'archived')`),
  ],
);

/** Taken off by staff after it was sold: kept for its orders, never offered again. */
const retiredColumn = () => boolean('retired').notNull().default(false);

/** The tour's price list: places on the tour or the whole tour. */
export const tourPrices = pgTable(
  'tour_prices',
  {
    id: idColumn(),
    tourId: ownerColumn('tour_id', () => tours.id),
    ...priceLineColumns(),
    sequenceNo: sequenceNoColumn(),
    retired: retiredColumn(),
  },
  (table) => [index('tour_prices_tour_idx').on(table.tourId)],
);

/** Admission tickets booked with a tour; a ticket with a parent is a sub-ticket of it. */
export const tourTickets = pgTable(
  'tour_tickets',
  {
    id: idColumn(),
    tourId: ownerColumn('tour_id', () => tours.id),
    parentId: integer('parent_id').references((): AnyPgColumn => tourTickets.id, { onDelete: 'cascade' }),
    ...priceLineColumns(),
    sequenceNo: sequenceNoColumn(),
    retired: retiredColumn(),
  },
  (table) => [index('tour_tickets_tour_idx').on(table.tourId)],
);

/** Questions a group answers when booking. */
export const tourQuestions = pgTable(
  'tour_questions',
  {
    id: idColumn(),
    tourId: ownerColumn('tour_id', () => tours.id),
    type: text('type').$type<TourQuestionType>().notNull(),
    question: translatedColumn('question'),
    mandatory: boolean('mandatory').notNull().default(false),
    options: jsonb('options').$type<{ value: string; label: Translations }[]>().notNull().default([]),
    sequenceNo: sequenceNoColumn(),
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
    id: idColumn(),
    tourId: ownerColumn('tour_id', () => tours.id),
    ...slotStartColumns(),
    tours: integer('tours').notNull(),
    capacity: integer('capacity').notNull(),
    taken: takenColumn(),
    toursTaken: takenColumn('tours_taken'),
    /** Closed by staff (issue 25): no new holds, what is sold stays; the visitor's calendar shows it sold out. */
    closed: boolean('closed').notNull().default(false),
  },
  (table) => [unique('tour_slots_tour_date_time').on(table.tourId, table.date, table.time)],
);
