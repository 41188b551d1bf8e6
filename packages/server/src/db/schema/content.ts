import type { Language, PageId } from '@museum-shop/contract';
import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';

/** The static pages of a shop (imprint, terms, …) in each language; `html` is sanitised by the web app. */
export const pages = pgTable(
  'pages',
  {
    shopId: shopIdColumn(),
    pageId: text('page_id').$type<PageId>().notNull(),
    lang: text('lang').$type<Language>().notNull(),
    title: text('title').notNull(),
    html: text('html').notNull(),
  },
  (table) => [primaryKey({ columns: [table.shopId, table.pageId, table.lang] })],
);
