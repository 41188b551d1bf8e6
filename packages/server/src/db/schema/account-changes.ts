import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './account.ts';

/**
 * E-mail changes waiting for their confirmation: the new address takes effect only when the link
 * mailed to it is followed (the guid in the link's path, the token, stored hashed, in its hash), so
 * nobody can move an account to an address they cannot read. A new request closes the earlier ones.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('email_changes_token_unique').on(table.tokenHash),
    index('email_changes_customer_idx').on(table.customerId),
  ],
);
