import type { Translations } from '@museum-shop/contract';
import { index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';

/** Articles of the shop, annual passes (product kind 13) included. */
export const merchandise = pgTable(
  'merchandise',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    name: jsonb('name').$type<Translations>().notNull(),
    description: jsonb('description').$type<Translations>().notNull(),
    price: integer('price').notNull(),
    vatValue: numeric('vat_value', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Pieces in the warehouse; what is left is this minus the reservations. */
    stock: integer('stock').notNull(),
    /** Grams. */
    weight: integer('weight').notNull().default(0),
    productKindRef: integer('product_kind_ref').notNull().default(1),
    customGroupIds: integer('custom_group_ids').array().notNull().default([]),
    sequenceNo: integer('sequence_no').notNull().default(0),
    images: text('images').array().notNull().default([]),
  },
  (table) => [index('merchandise_shop_kind_idx').on(table.shopId, table.productKindRef)],
);
