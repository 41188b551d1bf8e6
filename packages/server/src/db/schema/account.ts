import type { Address, CustomerField, Language } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shopIdColumn, shops } from './config.ts';

/** The customer form's choices and rules per shop (GET customer/attr). */
export const customerFormSettings = pgTable('customer_form_settings', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** ISO 3166 keys; names come from Intl in the request's language. */
  countries: jsonb('countries').$type<string[]>().notNull(),
  /** Salutation keys; labels are translated texts of the server. */
  salutations: jsonb('salutations').$type<string[]>().notNull(),
  requiredFields: jsonb('required_fields').$type<CustomerField[]>().notNull(),
  visibleFields: jsonb('visible_fields').$type<CustomerField[]>().notNull(),
});

/** Registered customers and guests. A guest has no password and may share an address with anyone. */
export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    isGuest: boolean('is_guest').notNull(),
    email: text('email').notNull(),
    /** argon2id of the MD5 hex the client sends; null for guests. */
    passwordHash: text('password_hash'),
    salutation: text('salutation').notNull(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    company: text('company').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    shipping: jsonb('shipping').$type<Address>(),
    sendInvoice: boolean('send_invoice').notNull().default(false),
    /** The language of the customer's e-mails: the language they last used the shop in. */
    lang: text('lang').$type<Language>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // E-mail addresses are unique among registered customers, compared case-insensitively.
    uniqueIndex('customers_registered_email_unique')
      .on(table.shopId, sql`lower(${table.email})`)
      .where(sql`NOT ${table.isGuest}`),
  ],
);

/** Sessions; only the sha256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_customer_idx').on(table.customerId)],
);

/** Password reset links: the guid is in the link's path, the token (stored hashed) in its hash. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('password_resets_token_unique').on(table.tokenHash)],
);
