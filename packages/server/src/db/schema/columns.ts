import type { Translations } from '@museum-shop/contract';
import { type AnyPgColumn, date, integer, jsonb, numeric, serial, text } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';

// Column groups that several catalog tables share, written once so that a name, a price or a slot
// means the same column everywhere. This file defines no table (drizzle-kit reads the folder).

export const idColumn = () => serial('id').primaryKey();

/** A text in every language of the shop. */
export const translatedColumn = (name: string) => jsonb(name).$type<Translations>().notNull();

/** Position in the museum's own order; 0 is the default. */
export const sequenceNoColumn = () => integer('sequence_no').notNull().default(0);

/**
 * What the reservations that are held or sold take of an inventory row (places, pieces or cents),
 * lapsed holds included until the sweep releases them. The database keeps it (the triggers of
 * migration 0007, decision 0012); the app never writes it. take_inventory reads it under the row's
 * lock, so a hold costs the same however many places are sold already.
 */
export const takenColumn = (name = 'taken') => integer(name).notNull().default(0);

/** A row that belongs to a parent row and goes with it. */
export const ownerColumn = (name: string, parentId: () => AnyPgColumn) =>
  integer(name).notNull().references(parentId, { onDelete: 'cascade' });

/** A list the museum names and orders by hand: venues, categories, groups. */
export const namedListColumns = () => ({
  id: idColumn(),
  shopId: shopIdColumn(),
  name: translatedColumn('name'),
  sequenceNo: sequenceNoColumn(),
});

/** What the visitor reads about a thing for sale: its name, description and picture. */
export const presentationColumns = () => ({
  name: translatedColumn('name'),
  description: translatedColumn('description'),
  image: text('image'),
});

/** A price in cents and the VAT rate (percent) it includes. */
export const priceColumns = () => ({
  price: integer('price').notNull(),
  vatValue: numeric('vat_value', { precision: 5, scale: 2, mode: 'number' }).notNull(),
});

/** A named price line of a parent row (a tour's prices and tickets, an event's ticket types). */
export const priceLineColumns = () => ({
  name: translatedColumn('name'),
  ...priceColumns(),
});

/** The start of a time slot: a local date and a local HH:mm in the museum's time zone. */
export const slotStartColumns = () => ({
  date: date('date', { mode: 'string' }).notNull(),
  time: text('time').notNull(),
});
