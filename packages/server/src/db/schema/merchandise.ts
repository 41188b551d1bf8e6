import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { idColumn, priceLineColumns, sequenceNoColumn, takenColumn, translatedColumn } from './columns.ts';
import { shopIdColumn } from './config.ts';

/** Articles of the shop, annual passes (product kind 13) included. */
export const merchandise = pgTable(
  'merchandise',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    ...priceLineColumns(),
    description: translatedColumn('description'),
    /** Pieces in the warehouse; what is left is this minus the reservations. */
    stock: integer('stock').notNull(),
    taken: takenColumn(),
    /** Grams. */
    weight: integer('weight').notNull().default(0),
    productKindRef: integer('product_kind_ref').notNull().default(1),
    customGroupIds: integer('custom_group_ids').array().notNull().default([]),
    sequenceNo: sequenceNoColumn(),
    images: text('images').array().notNull().default([]),
  },
  (table) => [index('merchandise_shop_kind_idx').on(table.shopId, table.productKindRef)],
);
