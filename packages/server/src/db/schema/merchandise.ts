import type { EventStatus, StockReason } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, priceLineColumns, sequenceNoColumn, takenColumn, translatedColumn } from './columns.ts';
import { shopIdColumn } from './config.ts';
import { staffMembers } from './staff.ts';

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
    /** Draft (staff only), published (on sale) or archived (off the shop, orders kept); issue 36. */
    status: text('status').$type<EventStatus>().notNull().default('published'),
  },
  (table) => [
    index('merchandise_shop_kind_idx').on(table.shopId, table.productKindRef),
    check('merchandise_status', sql`${table.status} IN ('draft', 'published', 'archived')`),
  ],
);

/** Every change of a product's stock (issue 36): who, when, before, after and why. Never changed. */
export const merchandiseStockChanges = pgTable(
  'merchandise_stock_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchandiseId: integer('merchandise_id')
      .notNull()
      .references(() => merchandise.id),
    /** Null: not a member's change (a catalog import by a command). */
    staffId: uuid('staff_id').references(() => staffMembers.id),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    before: integer('before').notNull(),
    after: integer('after').notNull(),
    reason: text('reason').$type<StockReason>().notNull(),
    note: text('note').notNull().default(''),
  },
  (table) => [
    index('merchandise_stock_changes_product_idx').on(table.merchandiseId, table.changedAt),
    check(
      'merchandise_stock_changes_reason',
      sql`${table.reason} IN ('received', 'counted', 'damaged', 'other')`,
    ),
  ],
);
