import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { namedListColumns } from './columns.ts';
import { shops } from './config.ts';

/** Where tours and events take place; a shop has one or more. */
export const venues = pgTable('venues', {
  ...namedListColumns(),
  /** The postal address printed on tickets ("Museumsinsel 1, 10178 Berlin"); null: none printed. */
  address: text('address'),
});

/**
 * Custom groups: the museum's own labels for filtering tours, events and merchandise (the
 * merchandise categories are custom groups too). Items refer to them by id lists.
 */
export const customGroups = pgTable('custom_groups', namedListColumns());

/**
 * The catalog's own settings of a shop (issue 35): how many days ahead the opening hours make
 * time slots. No row: the standard (SLOT_HORIZON_LIMITS.standard, a year).
 */
export const catalogSettings = pgTable('catalog_settings', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  slotHorizonDays: integer('slot_horizon_days').notNull(),
});
