import { MEDIA_MAX_BYTES } from '@museum-shop/contract';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { mediaImages, mediaVariants } from '../../db/schema/media.ts';
import { AppError } from '../../errors.ts';
import { findDocumentPng, findMediaImage, storeUploadedImage } from './index.ts';
import {
  insertShop,
  jpegWithExif,
  mediaDatabase,
  PNG_SIGNATURE,
  picture,
  pngClaiming,
} from './media.test-support.ts';

const SHOP = 7;
const OTHER_SHOP = 8;
const ALT = { en: ' The museum at night ', de: 'Das Museum bei Nacht' };
const LANGUAGES = ['en', 'de'] as const;

describe('the media library', () => {
  let database: Awaited<ReturnType<typeof mediaDatabase>>;
  let db: Database;
  beforeAll(async () => {
    database = await mediaDatabase();
    db = database.db;
    await insertShop(db, SHOP, [...LANGUAGES]);
    await insertShop(db, OTHER_SHOP, ['en']);
  });
  afterAll(() => database.close());

  const store = (bytes: Buffer, alt: Record<string, string> = ALT) =>
    storeUploadedImage(db, SHOP, bytes, alt, LANGUAGES);

  /** The variants kept for an image, as sharp reads them back. */
  async function variantsOf(id: string) {
    const rows = await db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id));
    return Promise.all(
      rows.map(async (row) => ({ row, metadata: await sharp(Buffer.from(row.bytes ?? [])).metadata() })),
    );
  }

  async function rowCounts() {
    const [images] = await db.select({ n: count() }).from(mediaImages);
    const [variants] = await db.select({ n: count() }).from(mediaVariants);
    return { images: images?.n, variants: variants?.n };
  }

  /** The field errors of the 422 that `attempt` fails with. */
  async function refusal(attempt: Promise<unknown>) {
    const error = await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    const appError = error as AppError;
    expect([appError.status, appError.code]).toEqual([422, 'VALIDATION_FAILED']);
    return appError.fieldErrors;
  }

  it('keeps a JPEG as WebP and AVIF widths up to its own and a PNG for documents, without its EXIF', async () => {
    const image = await store(await jpegWithExif(400, 200));
    const base = `/media/${image.id}`;
    expect(image).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      src: `${base}/160.webp`,
      srcset: `${base}/160.webp 160w, ${base}/320.webp 320w`,
      srcset_avif: `${base}/160.avif 160w, ${base}/320.avif 320w`,
      width: 400,
      height: 200,
      alt: { en: 'The museum at night', de: 'Das Museum bei Nacht' },
    });
    const variants = await variantsOf(image.id);
    expect(variants.map(({ row }) => `${row.width}.${row.format} ${row.contentType}`).sort()).toEqual([
      '160.avif image/avif',
      '160.webp image/webp',
      '256.png image/png',
      '320.avif image/avif',
      '320.webp image/webp',
    ]);
    for (const { row, metadata } of variants) {
      const format = { webp: 'webp', avif: 'heif', png: 'png' }[row.format];
      expect([metadata.format, metadata.width, metadata.height], row.format).toEqual([
        format,
        row.width,
        row.width / 2,
      ]);
      expect(metadata.exif, `${row.width}.${row.format}`).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    expect(await findMediaImage(db, SHOP, image.id)).toEqual(image);
  });

  it('turns a photo upright by its EXIF orientation before it forgets it', async () => {
    const image = await store(await jpegWithExif(400, 200, 6));
    expect([image.width, image.height]).toEqual([200, 400]);
    const webp = (await variantsOf(image.id)).find(({ row }) => row.format === 'webp' && row.width === 160);
    expect([webp?.metadata.width, webp?.metadata.height, webp?.metadata.orientation]).toEqual([
      160,
      320,
      undefined,
    ]);
  });

  it('keeps an image narrower than the smallest width at its own width, a PNG for documents too', async () => {
    const image = await store(await picture(100, 50).png().toBuffer());
    expect(image.srcset).toBe(`/media/${image.id}/100.webp 100w`);
    expect(image.srcset_avif).toBe(`/media/${image.id}/100.avif 100w`);
    const png = await findDocumentPng(db, image.id);
    expect([...(png ?? []).slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect((await sharp(Buffer.from(png ?? [])).metadata()).width).toBe(100);
  });

  it.each([
    ['WebP', () => picture(40, 30).webp().toBuffer()],
    ['AVIF', () => picture(40, 30).avif({ effort: 0 }).toBuffer()],
    ['GIF', () => picture(40, 30).gif().toBuffer()],
    ['TIFF', () => picture(40, 30).tiff().toBuffer()],
  ])('takes a %s', async (_format, make) => {
    const image = await store(await make());
    expect([image.width, image.height, image.src]).toEqual([40, 30, `/media/${image.id}/40.webp`]);
  });

  it.each([
    [
      'an SVG',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"><script>alert(1)</script><rect width="200" height="200"/></svg>',
      ),
    ],
    ['a text file named .png', Buffer.from('This is not a picture, whatever its name says.\n')],
    ['an empty file', Buffer.alloc(0)],
    [
      'a PDF',
      Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    ],
  ])('refuses %s as not an image, and keeps nothing', async (_case, bytes) => {
    const before = await rowCounts();
    expect(await refusal(store(bytes))).toEqual({ content_base64: ['not_an_image'] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a JPEG cut short: its header reads well, its pixels do not', async () => {
    const jpeg = await jpegWithExif(400, 200);
    expect(await refusal(store(jpeg.subarray(0, Math.floor(jpeg.length / 2))))).toEqual({
      content_base64: ['not_an_image'],
    });
  });

  it('refuses a file over MEDIA_MAX_BYTES before reading it, and one of too many pixels', async () => {
    // Any bytes will do: the size is checked before sharp looks at them.
    expect(await refusal(store(Buffer.alloc(MEDIA_MAX_BYTES + 1)))).toEqual({
      content_base64: ['image_too_large'],
    });
    // 10 000 × 10 000 is 100 megapixels: refused from its header, never decoded.
    expect(await refusal(store(await pngClaiming(10_000, 10_000)))).toEqual({
      content_base64: ['image_too_large'],
    });
  });

  it('refuses an image with a side under MEDIA_MIN_SIDE', async () => {
    expect(await refusal(store(await picture(400, 10).png().toBuffer()))).toEqual({
      content_base64: ['image_too_small'],
    });
  });

  it('wants the text alternative in every offered language, and says every problem at once', async () => {
    const before = await rowCounts();
    const png = await picture(40, 30).png().toBuffer();
    expect(await refusal(store(png, { en: 'A lighthouse' }))).toEqual({ 'alt.de': ['required'] });
    expect(await refusal(store(png, { en: '   ', de: 'Ein Leuchtturm' }))).toEqual({
      'alt.en': ['required'],
    });
    expect(await refusal(store(Buffer.from('text'), { de: 'x' }))).toEqual({
      'alt.en': ['required'],
      content_base64: ['not_an_image'],
    });
    expect(await rowCounts()).toEqual(before);
  });

  it('finds an image only in its own shop, and answers nothing for an id that is not one', async () => {
    const image = await store(await picture(40, 30).png().toBuffer());
    expect(await findMediaImage(db, OTHER_SHOP, image.id)).toBeUndefined();
    expect(await findMediaImage(db, SHOP, 'not-a-uuid')).toBeUndefined();
    expect(await findMediaImage(db, SHOP, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
    expect(await findDocumentPng(db, "'; DROP TABLE media_images; --")).toBeUndefined();
  });
});
