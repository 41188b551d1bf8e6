import type { Translations } from '@museum-shop/contract';
import { integer, jsonb, pgTable, serial } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';

/** Where tours and events take place; a shop has one or more. */
export const venues = pgTable('venues', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  name: jsonb('name').$type<Translations>().notNull(),
  sequenceNo: integer('sequence_no').notNull().default(0),
});

/**
 * Custom groups: the museum's own labels for filtering tours, events and merchandise (the
 * merchandise categories are custom groups too). Items refer to them by id lists.
 */
export const customGroups = pgTable('custom_groups', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  name: jsonb('name').$type<Translations>().notNull(),
  sequenceNo: integer('sequence_no').notNull().default(0),
});
