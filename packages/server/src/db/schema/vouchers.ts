import { boolean, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
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

/** Vouchers for sale: a fixed value, or an amount the buyer chooses. */
export const voucherProducts = pgTable('voucher_products', {
  id: idColumn(),
  shopId: shopIdColumn(),
  groupId: integer('group_id')
    .notNull()
    .references(() => voucherGroups.id),
  ...presentationColumns(),
  ...priceColumns(),
  variableAmount: boolean('variable_amount').notNull().default(false),
  sequenceNo: sequenceNoColumn(),
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
  },
  (table) => [unique('voucher_codes_shop_code').on(table.shopId, table.code)],
);
