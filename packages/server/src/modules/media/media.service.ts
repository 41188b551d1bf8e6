import { randomUUID } from 'node:crypto';
import {
  type CatalogPictures,
  type FieldErrors,
  type Language,
  MEDIA_MAX_BYTES,
  MEDIA_MIN_SIDE,
  type MediaImage,
  type SetupFieldError,
  type Translations,
} from '@museum-shop/contract';
import type { Metadata, Sharp } from 'sharp';
import type { Db } from '../../db/database.ts';
import type { MediaFormat } from '../../db/schema/media.ts';
import { AppError } from '../../errors.ts';
import {
  findFirstVariant,
  findImagesWithVariants,
  findImageWithVariants,
  findVariant,
  insertMediaImage,
  type VariantRow,
} from './media.repository.ts';
import { mediaStoreOf, variantKey } from './media-store.ts';

/** The widths an image is kept in for the browser (never wider than the original). */
export const MEDIA_WIDTHS = [160, 320, 640, 1280] as const;
/** The width of the PNG that PDF documents print (pdfkit draws PNG and JPEG only). */
export const DOCUMENT_PNG_WIDTH = 256;
/** The most pixels an upload may have: a larger one is refused before it is decoded (50 megapixels). */
export const MEDIA_MAX_PIXELS = 50_000_000;

/** What sharp reads that we accept, by the image's content (never its name). SVG is not: it can carry script. */
const ACCEPTED_FORMATS = new Set<string>(['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif', 'avif']);

const CONTENT_TYPES: Record<MediaFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SHARP_OPTIONS = { limitInputPixels: MEDIA_MAX_PIXELS } as const;

/** sharp (libvips) takes about 0.1 s to load: it loads with the first upload, not at every start. */
const loadSharp = async () => (await import('sharp')).default;

const refused = (fieldErrors: FieldErrors) =>
  new AppError(422, 'VALIDATION_FAILED', 'Please correct the errors in the form', fieldErrors);

/** The path a variant is served at. */
export const mediaUrl = (id: string, width: number, format: MediaFormat) => `/media/${id}/${width}.${format}`;

/**
 * The bytes of a `content_base64` as the staff app sends them; a data URL's
 * `data:image/…;base64,` head is tolerated (a FileReader gives one).
 */
export function decodeUpload(contentBase64: string): Buffer {
  return Buffer.from(contentBase64.replace(/^data:[^,]{0,200};base64,/, ''), 'base64');
}

/** How many bytes a base64 text decodes to (about): cheap, to refuse an oversized upload before reading it. */
export function base64Bytes(contentBase64: string): number {
  return Math.floor((contentBase64.length * 3) / 4);
}

/** The image's upright size, or what is wrong with it: read from its header only, nothing decoded. */
async function inspect(
  bytes: Buffer,
): Promise<{ width: number; height: number; plainWebp: boolean } | { error: SetupFieldError }> {
  if (bytes.length === 0) return { error: 'not_an_image' };
  if (bytes.length > MEDIA_MAX_BYTES) return { error: 'image_too_large' };
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // The header only: the pixel limit is checked below, so that it answers image_too_large.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    return { error: 'not_an_image' };
  }
  if (!ACCEPTED_FORMATS.has(metadata.format)) return { error: 'not_an_image' };
  // The size the visitor sees: a portrait photo with an EXIF orientation is turned upright.
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height) return { error: 'not_an_image' };
  if (width * height > MEDIA_MAX_PIXELS) return { error: 'image_too_large' };
  if (Math.min(width, height) < MEDIA_MIN_SIDE) return { error: 'image_too_small' };
  return { width, height, plainWebp: isPlainWebp(metadata) };
}

/**
 * A still WebP that carries nothing but pixels (no EXIF, XMP, ICC or IPTC, upright): kept as it
 * came at its own width instead of being encoded a second time. A catalog document's pictures
 * (the largest WebP variant of an export) so come back byte for byte.
 */
function isPlainWebp(metadata: Metadata): boolean {
  return (
    metadata.format === 'webp' &&
    !metadata.exif &&
    !metadata.xmp &&
    !metadata.icc &&
    !metadata.iptc &&
    (metadata.orientation ?? 1) === 1 &&
    (metadata.pages ?? 1) === 1
  );
}

/** The widths of the browser's variants: the usual ones up to the original's, at least one. */
export function variantWidths(originalWidth: number): number[] {
  const widths = MEDIA_WIDTHS.filter((width) => width <= originalWidth);
  return widths.length > 0 ? widths : [originalWidth];
}

/**
 * The variants, from the original turned upright; sharp keeps no metadata (EXIF, XMP, ICC, GPS)
 * unless asked, and converts to sRGB. AVIF at a low effort (2 of 9), so an upload answers quickly.
 */
async function encode(bytes: Buffer, width: number, plainWebp: boolean): Promise<VariantRow[]> {
  const sharp = await loadSharp();
  const upright = sharp(bytes, SHARP_OPTIONS).rotate();
  const jobs: Array<{ format: MediaFormat; width: number; make: (image: Sharp) => Sharp }> = [];
  for (const each of variantWidths(width)) {
    jobs.push({ format: 'webp', width: each, make: (image) => image.webp({ quality: 80 }) });
    jobs.push({ format: 'avif', width: each, make: (image) => image.avif({ quality: 55, effort: 2 }) });
  }
  jobs.push({ format: 'png', width: Math.min(DOCUMENT_PNG_WIDTH, width), make: (image) => image.png() });
  return Promise.all(
    jobs.map(async (job) => {
      const asItCame = plainWebp && job.format === 'webp' && job.width === width;
      const output = asItCame
        ? bytes
        : await job.make(upright.clone().resize({ width: job.width, withoutEnlargement: true })).toBuffer();
      return {
        format: job.format,
        width: job.width,
        contentType: CONTENT_TYPES[job.format],
        bytes: new Uint8Array(output.buffer, output.byteOffset, output.byteLength),
      };
    }),
  );
}

/** The alternative texts, trimmed, without empty ones; and the offered languages that have none. */
function checkAlt(alt: Translations, offeredLanguages: readonly Language[]) {
  const kept: Translations = {};
  for (const [lang, text] of Object.entries(alt) as [Language, string | undefined][]) {
    const trimmed = text?.trim();
    if (trimmed) kept[lang] = trimmed;
  }
  const errors: FieldErrors = {};
  for (const lang of offeredLanguages) if (!kept[lang]) errors[`alt.${lang}`] = ['required'];
  return { kept, errors };
}

export interface StoreOptions {
  /** When the image is kept (the app's clock); default: now. */
  now?: Date;
  /** Runs in the transaction that keeps the image (the audit entry of the upload). */
  inTransaction?: (tx: Db, image: MediaImage) => Promise<unknown>;
}

/**
 * Keeps an uploaded image in the media library: checked by its content (JPEG, PNG, WebP, AVIF/HEIF,
 * GIF or TIFF; at most MEDIA_MAX_BYTES and 50 megapixels, each side at least MEDIA_MIN_SIDE), its
 * text alternative required in each offered language; then re-encoded upright without metadata to
 * WebP and AVIF widths and a PNG for documents, and kept in one transaction. Everything is checked
 * (and encoded) before anything is written; a refusal is a 422 VALIDATION_FAILED with field codes
 * (SETUP_FIELD_ERRORS) under `content_base64` and `alt.<lang>`.
 */
export async function storeUploadedImage(
  db: Db,
  shopId: number,
  bytes: Buffer,
  alt: Translations,
  offeredLanguages: readonly Language[],
  options: StoreOptions = {},
): Promise<MediaImage> {
  const image = await inspect(bytes);
  const { kept, errors } = checkAlt(alt, offeredLanguages);
  if ('error' in image) errors.content_base64 = [image.error];
  if (Object.keys(errors).length > 0 || 'error' in image) throw refused(errors);

  let variants: VariantRow[];
  try {
    variants = await encode(bytes, image.width, image.plainWebp);
  } catch {
    // A header that reads well over pixels that do not (truncated, HEIC without its codec).
    throw refused({ content_base64: ['not_an_image'] });
  }
  const size = { width: image.width, height: image.height };
  const id = randomUUID();
  const store = mediaStoreOf(db);
  if (store) {
    // The files first: a row never names a file that is not there (a failed upload leaves files no row names).
    try {
      await Promise.all(
        variants.map((variant) =>
          store.put(
            variantKey(id, variant.width, variant.format),
            variant.bytes ?? new Uint8Array(),
            variant.contentType,
          ),
        ),
      );
    } catch (error) {
      // The cause goes to the log with the error; the owner reads that the upload may be tried again.
      throw Object.assign(
        new AppError(503, 'SERVICE_UNAVAILABLE', `The ${store.kind} the media are kept in is not available`),
        { cause: error },
      );
    }
    variants = variants.map((variant) => ({ ...variant, bytes: null }));
  }
  return db.transaction(async (tx) => {
    const createdAt = options.now ?? new Date();
    await insertMediaImage(tx, { id, shopId, ...size, alt: kept, createdAt }, variants);
    const stored = toMediaImage({ id, ...size, alt: kept, variants });
    await options.inTransaction?.(tx, stored);
    return stored;
  });
}

/** An image as the contract shows it: `src` the smallest WebP, the srcsets every width. */
function toMediaImage(row: {
  id: string;
  width: number;
  height: number;
  alt: Translations;
  variants: ReadonlyArray<{ format: MediaFormat; width: number }>;
}): MediaImage {
  const widths = (format: MediaFormat) =>
    row.variants
      .filter((variant) => variant.format === format)
      .map((variant) => variant.width)
      .sort((a, b) => a - b);
  const srcset = (format: MediaFormat) =>
    widths(format)
      .map((width) => `${mediaUrl(row.id, width, format)} ${width}w`)
      .join(', ');
  const smallest = widths('webp')[0] ?? 0;
  return {
    id: row.id,
    src: mediaUrl(row.id, smallest, 'webp'),
    srcset: srcset('webp'),
    srcset_avif: srcset('avif'),
    width: row.width,
    height: row.height,
    alt: row.alt,
  };
}

/** An image of the shop's library; undefined for an unknown id (or one that is not an id at all). */
export async function findMediaImage(db: Db, shopId: number, id: string): Promise<MediaImage | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await findImageWithVariants(db, shopId, id);
  return row && toMediaImage(row);
}

/** A media-library address as catalog items name their pictures: `/media/<id>/<file>`. */
const MEDIA_ADDRESS = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/]+$/i;

/**
 * The responsive sizes of the media-library pictures among `addresses` (issue 37), by address, in
 * one query: a catalog answer's `pictures`. A static address, or one naming no image of the shop,
 * is left out (the shop loads it as it is).
 */
export async function findCatalogPictures(
  db: Db,
  shopId: number,
  addresses: Iterable<string | null | undefined>,
): Promise<CatalogPictures> {
  const idOf = new Map<string, string>();
  for (const address of addresses) {
    const id = address && MEDIA_ADDRESS.exec(address)?.[1]?.toLowerCase();
    if (address && id) idOf.set(address, id);
  }
  const rows = await findImagesWithVariants(db, shopId, [...new Set(idOf.values())]);
  const images = new Map(rows.map((row) => [row.id, toMediaImage(row)]));
  const pictures: NonNullable<CatalogPictures> = {};
  for (const [address, id] of idOf) {
    const image = images.get(id);
    if (image) {
      const { srcset, srcset_avif, width, height } = image;
      pictures[address] = { srcset, srcset_avif, width, height };
    }
  }
  return pictures;
}

/** A variant's bytes: in its row, else in the media store outside the database. */
async function bytesOf(
  db: Db,
  id: string,
  variant: { width: number; bytes: Uint8Array | null },
  format: MediaFormat,
): Promise<Uint8Array | undefined> {
  if (variant.bytes) return variant.bytes;
  return mediaStoreOf(db)?.get(variantKey(id, variant.width, format));
}

/** An image of the shop's library at its largest WebP width, with its text alternative (a catalog export). */
export async function exportMediaImage(
  db: Db,
  shopId: number,
  id: string,
): Promise<{ alt: Translations; webp: Uint8Array } | undefined> {
  if (!UUID.test(id)) return undefined;
  const row = await findImageWithVariants(db, shopId, id);
  const largest = row?.variants.filter((variant) => variant.format === 'webp').at(-1);
  if (!row || !largest) return undefined;
  const variant = await findVariant(db, id, 'webp', largest.width);
  const webp = variant && (await bytesOf(db, id, { width: largest.width, bytes: variant.bytes }, 'webp'));
  return webp && { alt: row.alt, webp };
}

/** The PNG of an image for PDF documents; undefined for an unknown id. */
export async function findDocumentPng(db: Db, id: string): Promise<Uint8Array | undefined> {
  if (!UUID.test(id)) return undefined;
  const variant = await findFirstVariant(db, id, 'png');
  return variant && bytesOf(db, id, variant, 'png');
}

const FILE = /^([1-9]\d{0,4})\.(webp|avif|png)$/;

/** The variant a `/media/<id>/<file>` path names (`320.webp`); undefined for anything else. */
export async function findMediaFile(
  db: Db,
  id: string,
  file: string,
): Promise<{ contentType: string; bytes: Uint8Array } | undefined> {
  const match = FILE.exec(file.toLowerCase());
  if (!match || !UUID.test(id)) return undefined;
  const format = match[2] as MediaFormat;
  const width = Number(match[1]);
  const variant = await findVariant(db, id, format, width);
  if (!variant) return undefined;
  const bytes = await bytesOf(db, id, { width, bytes: variant.bytes }, format);
  return bytes && { contentType: variant.contentType, bytes };
}
