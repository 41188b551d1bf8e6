import type { Translations } from '@museum-shop/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { shopIdColumn } from './config.ts';
import { bytea } from './documents.ts';

/** The encodings an uploaded image is kept in: WebP and AVIF for the browser, PNG for PDF documents. */
export type MediaFormat = 'webp' | 'avif' | 'png';

/**
 * The media library (issue 34): an image a member of staff uploaded, checked by its content and
 * re-encoded without its metadata. `width` and `height` are the original's, upright (after its
 * EXIF orientation); `alt` its text alternative in the shop's languages.
 */
export const mediaImages = pgTable(
  'media_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: shopIdColumn(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt').$type<Translations>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_images_shop_idx').on(table.shopId)],
);

/**
 * The encoded files of an image, one per format and width: served immutable under
 * `/media/<id>/<width>.<format>`, and never changed (a new upload is a new image). An image
 * uploaded while the shop kept its media in the database keeps its bytes here after a move to a
 * folder or S3; later ones have theirs there.
 */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
    format: text('format').$type<MediaFormat>().notNull(),
    width: integer('width').notNull(),
    contentType: text('content_type').notNull(),
    /** The file itself; null when it is kept outside the database (MEDIA_DIR, S3: modules/media/media-store.ts). */
    bytes: bytea('bytes'),
  },
  (table) => [
    primaryKey({ columns: [table.mediaId, table.format, table.width] }),
    check('media_variants_format', sql`${table.format} IN ('webp', 'avif', 'png')`),
  ],
);
