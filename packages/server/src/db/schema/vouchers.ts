import type { Translations } from '@museum-shop/contract';
import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';

export const voucherGroups = pgTable('voucher_groups', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  name: jsonb('name').$type<Translations>().notNull(),
  sequenceNo: integer('sequence_no').notNull().default(0),
});

/** Vouchers for sale: a fixed value, or an amount the buyer chooses. */
export const voucherProducts = pgTable('voucher_products', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  groupId: integer('group_id')
    .notNull()
    .references(() => voucherGroups.id),
  name: jsonb('name').$type<Translations>().notNull(),
  description: jsonb('description').$type<Translations>().notNull(),
  image: text('image'),
  price: integer('price').notNull(),
  vatValue: numeric('vat_value', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  variableAmount: boolean('variable_amount').notNull().default(false),
  sequenceNo: integer('sequence_no').notNull().default(0),
});

/** A voucher code that can be redeemed in the cart; validity is an instant (shown in UTC+1). */
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    productId: integer('product_id').references(() => voucherProducts.id),
    code: text('code').notNull(),
    name: jsonb('name').$type<Translations>().notNull(),
    amount: integer('amount').notNull(),
    usedAmount: integer('used_amount').notNull().default(0),
    /** The first instant the code is valid. */
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    /** The start of the last minute the code is valid. */
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  },
  (table) => [unique('voucher_codes_shop_code').on(table.shopId, table.code)],
);
