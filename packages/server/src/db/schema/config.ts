import type { AppConfig, GlobalMessage, Language } from '@museum-shop/contract';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** One museum's shop; its remote configuration is one document, validated by the contract on read. */
export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  defaultLanguage: text('default_language').$type<Language>().notNull(),
  config: jsonb('config').$type<AppConfig>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owning shop of a row; deleting a shop deletes what belongs to it. */
export const shopIdColumn = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/**
 * "View as visitor" with unsaved edits (issue 34): the configuration as a setup form would make
 * it, kept while its preview link lasts. The database's clock decides when it has ended.
 */
export const previewDrafts = pgTable(
  'preview_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    config: jsonb('config').$type<AppConfig>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('preview_drafts_expires_idx').on(table.expiresAt)],
);

/**
 * The global message as a language keeps it: the visitor's text and style, and the window in which
 * it is shown (ISO instants; absent: open-ended). Rows written before issue 34 have no window.
 */
export type StoredGlobalMessage = GlobalMessage & { from?: string | null; until?: string | null };

/** Texts of a shop by language: cookie notice, meta title and description. */
export const shopTexts = pgTable(
  'shop_texts',
  {
    shopId: shopIdColumn(),
    lang: text('lang').$type<Language>().notNull(),
    cookieDisclaimer: text('cookie_disclaimer').notNull(),
    metaTitle: text('meta_title').notNull(),
    metaDescription: text('meta_description').notNull(),
    globalMessage: jsonb('global_message').$type<StoredGlobalMessage>(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.lang] })],
);

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  name: text('name').notNull(),
  link: text('link').notNull(),
  sequenceNo: integer('sequence_no').notNull(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  image: text('image').notNull(),
  imageMobile: text('image_mobile').notNull(),
  /** Alternative text per language. */
  alt: jsonb('alt').$type<Partial<Record<Language, string>>>().notNull(),
  sequenceNo: integer('sequence_no').notNull(),
});
