import type { EventStatus, OpeningSchedule, TicketMode } from '@museum-shop/contract';
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
    /** Draft: staff only; published: in the shop; archived: off the shop, its orders kept (issue 35). */
    status: text('status').$type<EventStatus>().notNull().default('published'),
    /**
     * The opening hours that make the event's slots (contract rules/opening-hours.ts); null: its
     * slots were written by hand (the demo's older data), and nothing makes or removes them.
     */
    schedule: jsonb('schedule').$type<OpeningSchedule>(),
    /** The last day up to which the schedule's slots are made (the horizon job moves it along). */
    slotsMadeUntil: date('slots_made_until', { mode: 'string' }),
  },
  (table) => [
    index('events_shop_idx').on(table.shopId),
    check('events_status', sql`${table.status} IN ('draft', 'published', 'archived')`),
  ],
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
    /** The sale window (contract rules/sale-window.ts): the museum's first day of sale, null: at once. */
    saleFrom: date('sale_from', { mode: 'string' }),
    /** Sale stops this many minutes before a slot starts; null: until the slot's own end of sale. */
    saleUntilMinutes: integer('sale_until_minutes'),
    sequenceNo: sequenceNoColumn(),
    /**
     * Taken off the event by staff after it was sold: kept for its orders and tickets, never
     * offered again (a ticket type nobody bought is deleted instead).
     */
    retired: boolean('retired').notNull().default(false),
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
