import type { Translations } from '@museum-shop/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type MediaFormat, mediaImages, mediaVariants } from '../../db/schema/media.ts';

/** One encoded file of an image, as it is kept: its bytes null when a media store outside the database has them. */
export interface VariantRow {
  format: MediaFormat;
  width: number;
  contentType: string;
  bytes: Uint8Array | null;
}

/** Keeps an image and its variants. Run it in one transaction. */
export async function insertMediaImage(
  tx: Db,
  image: { id: string; shopId: number; width: number; height: number; alt: Translations; createdAt: Date },
  variants: readonly VariantRow[],
): Promise<void> {
  await tx.insert(mediaImages).values(image);
  await tx.insert(mediaVariants).values(variants.map((variant) => ({ mediaId: image.id, ...variant })));
}

/** An image of a shop and the formats and widths it is kept in (not their bytes). */
export async function findImageWithVariants(db: Db, shopId: number, id: string) {
  const [image] = await db
    .select({
      id: mediaImages.id,
      width: mediaImages.width,
      height: mediaImages.height,
      alt: mediaImages.alt,
    })
    .from(mediaImages)
    .where(and(eq(mediaImages.id, id), eq(mediaImages.shopId, shopId)));
  if (!image) return undefined;
  const variants = await db
    .select({ format: mediaVariants.format, width: mediaVariants.width })
    .from(mediaVariants)
    .where(eq(mediaVariants.mediaId, id))
    .orderBy(asc(mediaVariants.format), asc(mediaVariants.width));
  return { ...image, variants };
}

/**
 * Images of a shop by their ids, each with the formats and widths it is kept in (not their bytes):
 * one query for a whole catalog answer. An id of another shop, or of no image, is left out.
 */
export async function findImagesWithVariants(db: Db, shopId: number, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: mediaImages.id,
      width: mediaImages.width,
      height: mediaImages.height,
      alt: mediaImages.alt,
      format: mediaVariants.format,
      variantWidth: mediaVariants.width,
    })
    .from(mediaImages)
    .innerJoin(mediaVariants, eq(mediaVariants.mediaId, mediaImages.id))
    .where(and(eq(mediaImages.shopId, shopId), inArray(mediaImages.id, [...ids])));
  const images = new Map<
    string,
    {
      id: string;
      width: number;
      height: number;
      alt: Translations;
      variants: Array<{ format: MediaFormat; width: number }>;
    }
  >();
  for (const row of rows) {
    const image = images.get(row.id) ?? {
      id: row.id,
      width: row.width,
      height: row.height,
      alt: row.alt,
      variants: [],
    };
    image.variants.push({ format: row.format, width: row.variantWidth });
    images.set(row.id, image);
  }
  return [...images.values()];
}

/** The bytes and type of one variant; undefined when there is none. */
export async function findVariant(db: Db, id: string, format: MediaFormat, width: number) {
  const [row] = await db
    .select({ contentType: mediaVariants.contentType, bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(
      and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, format), eq(mediaVariants.width, width)),
    );
  return row;
}

/** An image's first variant in `format` (the PNG for documents: there is one): its width and bytes. */
export async function findFirstVariant(db: Db, id: string, format: MediaFormat) {
  const [row] = await db
    .select({ width: mediaVariants.width, bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, format)))
    .orderBy(asc(mediaVariants.width))
    .limit(1);
  return row;
}
