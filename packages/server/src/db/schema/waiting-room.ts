import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';

/**
 * A shop's waiting room (issue 38, modules/waiting-room): while `on`, a payment starts only with a
 * pass got from the queue. One row per shop that ever had one; its queue's progress is kept here
 * (`admitted`, `counted_from`, the contract's `roomProgress`), so every process lets visitors in
 * at one rate.
 */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    shopId: shopIdColumn().primaryKey(),
    on: boolean('on').notNull().default(false),
    perMinute: integer('per_minute').notNull().default(60),
    paused: boolean('paused').notNull().default(false),
    /** When the sale opens: visitors queue before, and are let in from then on. */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    /** The sale: switching the room on starts a new one, with an empty queue; passes name it. */
    sale: integer('sale').notNull().default(0),
    /** Visitors who took a place in this sale's queue: the last one's rank. */
    arrivals: integer('arrivals').notNull().default(0),
    /** Of those, let in (the first `admitted` ranks). */
    admitted: integer('admitted').notNull().default(0),
    /** From when the next visitor's turn is counted. */
    countedFrom: timestamp('counted_from', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('waiting_rooms_rate', sql`${table.perMinute} > 0`)],
);

/** A place in a sale's queue: its rank in arrival order, found by its ticket's hash (the ticket is the visitor's). */
export const waitingRoomEntries = pgTable(
  'waiting_room_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    shopId: shopIdColumn(),
    sale: integer('sale').notNull(),
    rank: integer('rank').notNull(),
    ticketHash: text('ticket_hash').notNull().unique(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull(),
    /** When its visitor was first told they are let in: their pass ends WAITING_PASS_MINUTES later. */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
  },
  (table) => [index('waiting_room_entries_sale_idx').on(table.shopId, table.sale)],
);
