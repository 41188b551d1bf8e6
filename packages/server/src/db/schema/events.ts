import type { TicketMode, Translations } from '@museum-shop/contract';
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

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    name: jsonb('name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull(),
    image: text('image'),
    customGroupIds: integer('custom_group_ids').array().notNull().default([]),
    /** 0 sorts after the others (spec §9). */
    sequenceNo: integer('sequence_no').notNull().default(0),
    /** Local time, YYYY-MM-DD HH:mm. */
    sortingDatetime: text('sorting_datetime').notNull(),
    /** The last day of the event. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (table) => [index('events_shop_idx').on(table.shopId)],
);

export const ticketGroups = pgTable('ticket_groups', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  name: jsonb('name').$type<Translations>().notNull(),
});

/** A ticket type of an event; one with a parent is a sub-ticket (a component of a family ticket). */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => ticketTypes.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => ticketGroups.id),
    name: jsonb('name').$type<Translations>().notNull(),
    /** 1 timed, 3 day ticket, 5 timed combination (see the contract). */
    mode: integer('mode').$type<TicketMode>().notNull(),
    price: integer('price').notNull(),
    vatValue: numeric('vat_value', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    family: boolean('family').notNull().default(false),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(0),
    bookWithCost: boolean('book_with_cost').notNull().default(false),
    bookWithCostWarn: boolean('book_with_cost_warn').notNull().default(false),
    printSeparately: boolean('print_separately').notNull().default(false),
    uniqueBarcode: boolean('unique_barcode').notNull().default(false),
    scanSeparately: boolean('scan_separately').notNull().default(false),
    sequenceNo: integer('sequence_no').notNull().default(0),
  },
  (table) => [index('ticket_types_event_idx').on(table.eventId)],
);

/** A time slot of an event (local date and times) and the places it holds, shared by its ticket types. */
export const eventSlots = pgTable(
  'event_slots',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (table) => [unique('event_slots_event_date_time').on(table.eventId, table.date, table.time)],
);
