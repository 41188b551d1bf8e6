import type { TicketMode } from '@museum-shop/contract';
import { type AnyPgColumn, boolean, date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { venues } from './catalog.ts';
import {
  idColumn,
  ownerColumn,
  presentationColumns,
  priceLineColumns,
  sequenceNoColumn,
  slotStartColumns,
  takenColumn,
  translatedColumn,
} from './columns.ts';
import { shopIdColumn } from './config.ts';

export const events = pgTable(
  'events',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    ...presentationColumns(),
    customGroupIds: integer('custom_group_ids').array().notNull().default([]),
    /** 0 sorts after the others (spec §9). */
    sequenceNo: sequenceNoColumn(),
    /** Local time, YYYY-MM-DD HH:mm. */
    sortingDatetime: text('sorting_datetime').notNull(),
    /** The last day of the event. */
    endDate: date('end_date', { mode: 'string' }).notNull(),
  },
  (table) => [index('events_shop_idx').on(table.shopId)],
);

export const ticketGroups = pgTable('ticket_groups', {
  id: idColumn(),
  shopId: shopIdColumn(),
  name: translatedColumn('name'),
});

/** A ticket type of an event; one with a parent is a sub-ticket (a component of a family ticket). */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: idColumn(),
    eventId: ownerColumn('event_id', () => events.id),
    parentId: integer('parent_id').references((): AnyPgColumn => ticketTypes.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => ticketGroups.id),
    ...priceLineColumns(),
    /** 1 timed, 3 day ticket, 5 timed combination (see the contract). */
    mode: integer('mode').$type<TicketMode>().notNull(),
    family: boolean('family').notNull().default(false),
    minQuantity: integer('min_quantity').notNull().default(0),
    maxQuantity: integer('max_quantity').notNull().default(0),
    bookWithCost: boolean('book_with_cost').notNull().default(false),
    bookWithCostWarn: boolean('book_with_cost_warn').notNull().default(false),
    printSeparately: boolean('print_separately').notNull().default(false),
    uniqueBarcode: boolean('unique_barcode').notNull().default(false),
    scanSeparately: boolean('scan_separately').notNull().default(false),
    sequenceNo: sequenceNoColumn(),
  },
  (table) => [index('ticket_types_event_idx').on(table.eventId)],
);

/** A time slot of an event (local date and times) and the places it holds, shared by its ticket types. */
export const eventSlots = pgTable(
  'event_slots',
  {
    id: idColumn(),
    eventId: ownerColumn('event_id', () => events.id),
    ...slotStartColumns(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    taken: takenColumn(),
    /** Closed by staff (issue 25): no new holds, what is sold stays; the visitor's calendar shows it sold out. */
    closed: boolean('closed').notNull().default(false),
  },
  (table) => [unique('event_slots_event_date_time').on(table.eventId, table.date, table.time)],
);
