import type { EventStatus, VoucherLimit } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import {
  idColumn,
  namedListColumns,
  presentationColumns,
  priceColumns,
  sequenceNoColumn,
  takenColumn,
  translatedColumn,
} from './columns.ts';
import { shopIdColumn } from './config.ts';

export const voucherGroups = pgTable('voucher_groups', namedListColumns());

/** Vouchers for sale: a fixed value, or an amount the buyer chooses between bounds. */
export const voucherProducts = pgTable(
  'voucher_products',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    groupId: integer('group_id')
      .notNull()
      .references(() => voucherGroups.id),
    ...presentationColumns(),
    ...priceColumns(),
    variableAmount: boolean('variable_amount').notNull().default(false),
    /** A free amount's least and most, in cents; null: any amount the cart takes (issue 36). */
    minAmount: integer('min_amount'),
    maxAmount: integer('max_amount'),
    sequenceNo: sequenceNoColumn(),
    /** Visitors see published products only; products made before staff edited them were on sale. */
    status: text('status').$type<EventStatus>().notNull().default('published'),
  },
  (table) => [check('voucher_products_status', sql`${table.status} IN ('draft', 'published', 'archived')`)],
);

/** Codes staff made together (issue 36): exported as one CSV, for a promotion or a print run. */
export const voucherCodeBatches = pgTable('voucher_code_batches', {
  id: idColumn(),
  shopId: shopIdColumn(),
  label: text('label').notNull(),
  prefix: text('prefix').notNull(),
  count: integer('count').notNull(),
  amount: integer('amount').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  redeemableFor: jsonb('redeemable_for').$type<VoucherLimit>(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A voucher code that can be redeemed in the cart; validity is an instant (shown in UTC+1). */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: idColumn(),
    shopId: shopIdColumn(),
    productId: integer('product_id').references(() => voucherProducts.id),
    code: text('code').notNull(),
    name: translatedColumn('name'),
    amount: integer('amount').notNull(),
    usedAmount: integer('used_amount').notNull().default(0),
    /** Cents that held and sold reservations take (see `takenColumn`), apart from usedAmount. */
    taken: takenColumn(),
    /** The first instant the code is valid. */
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** The start of the last minute the code is valid. */
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /**
     * When the code stopped being a code: the voucher it was bought as was refunded (decision 0022).
     * A disabled code is found by no lookup.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** The batch staff made it in; null: bought in the shop. */
    batchId: integer('batch_id').references(() => voucherCodeBatches.id),
    /** What it may pay for (contract rules/voucher-scope.ts); null: anything codes may pay. */
    redeemableFor: jsonb('redeemable_for').$type<VoucherLimit>(),
  },
  (table) => [
    unique('voucher_codes_shop_code').on(table.shopId, table.code),
    index('voucher_codes_batch_idx').on(table.batchId),
  ],
);
