import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { mediaImages, mediaVariants } from '../../db/schema/media.ts';
import { AppError } from '../../errors.ts';
import { startFakeS3 } from '../../test-support/fake-s3.ts';
import { findDocumentPng, storeUploadedImage } from './index.ts';
import { findMediaFile } from './media.service.ts';
import { insertShop, mediaDatabase, PNG_SIGNATURE, picture } from './media.test-support.ts';
import { MediaSettingsError, mediaStoreFromEnv } from './media-settings.ts';
import { folderMediaStore, type MediaStore, s3MediaStore, useMediaStore } from './media-store.ts';

const SHOP = 9;
const ALT = { en: 'The museum at night' };
const S3 = { bucket: 'museum-media', accessKeyId: 'test-access-key' };

/**
 * Issue 34: the media library keeps its files in the database by default, or in a folder
 * (MEDIA_DIR) or S3-compatible storage. The rows stay in the database; the files are served and
 * printed alike from wherever they are, and an image kept before a move is still found.
 */
describe('where the media library keeps its files', () => {
  let database: Awaited<ReturnType<typeof mediaDatabase>>;
  let db: Database;
  const folder = mkdtempSync(join(tmpdir(), 'museum-media-'));
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  beforeAll(async () => {
    database = await mediaDatabase();
    db = database.db;
    await insertShop(db, SHOP, ['en']);
    s3 = await startFakeS3(S3);
  });
  afterAll(async () => {
    useMediaStore(db, undefined);
    await s3.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const upload = async () =>
    storeUploadedImage(db, SHOP, await picture(400, 200).png().toBuffer(), ALT, ['en']);
  const keptBytes = async (id: string) =>
    (
      await db.select({ bytes: mediaVariants.bytes }).from(mediaVariants).where(eq(mediaVariants.mediaId, id))
    ).map((row) => row.bytes);

  /** Uploads with `store`, then reads every variant back as the /media route and the PDFs do. */
  async function keptIn(store: MediaStore | undefined) {
    useMediaStore(db, store);
    const image = await upload();
    const webp = await findMediaFile(db, image.id, '320.webp');
    expect(webp?.contentType).toBe('image/webp');
    expect((await sharp(Buffer.from(webp?.bytes ?? [])).metadata()).width).toBe(320);
    const avif = await findMediaFile(db, image.id, '160.avif');
    expect((await sharp(Buffer.from(avif?.bytes ?? [])).metadata()).format).toBe('heif');
    expect([...((await findDocumentPng(db, image.id)) ?? []).slice(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(await findMediaFile(db, image.id, '640.webp')).toBeUndefined();
    return image;
  }

  it('keeps them in the database when nothing else is set', async () => {
    const image = await keptIn(undefined);
    expect((await keptBytes(image.id)).every((bytes) => bytes && bytes.length > 0)).toBe(true);
  });

  it('keeps them in MEDIA_DIR, one file per variant, and serves and prints them from there', async () => {
    const image = await keptIn(folderMediaStore(folder));
    expect((await keptBytes(image.id)).every((bytes) => bytes === null)).toBe(true);
    const file = join(folder, image.id, '320.webp');
    expect(existsSync(file)).toBe(true);
    expect((await findMediaFile(db, image.id, '320.webp'))?.bytes).toEqual(
      new Uint8Array(readFileSync(file)),
    );
    expect(existsSync(join(folder, image.id, '256.png'))).toBe(true);
  });

  it('keeps them in S3-compatible storage, signed with its key, and finds older images in the database', async () => {
    useMediaStore(db, undefined);
    const before = await upload();
    const image = await keptIn(
      s3MediaStore({ endpoint: s3.url, region: 'us-east-1', secretAccessKey: 'test-secret', ...S3 }),
    );
    expect((await keptBytes(image.id)).every((bytes) => bytes === null)).toBe(true);
    expect(s3.objects.get(`${image.id}/320.webp`)?.contentType).toBe('image/webp');
    expect([...s3.objects.keys()].filter((key) => key.startsWith(image.id)).length).toBe(
      (await keptBytes(image.id)).length,
    );
    // Uploaded while the shop kept its media in the database: still served after the move.
    expect((await findMediaFile(db, before.id, '320.webp'))?.contentType).toBe('image/webp');
    // A file missing from the storage is not found, as any unknown file.
    s3.objects.delete(`${image.id}/160.webp`);
    expect(await findMediaFile(db, image.id, '160.webp')).toBeUndefined();
  });

  it('answers 503 and keeps no row when the storage is down', async () => {
    useMediaStore(db, s3MediaStore({ endpoint: s3.url, region: 'us-east-1', secretAccessKey: 'x', ...S3 }));
    const rows = async () => (await db.select().from(mediaImages).where(eq(mediaImages.shopId, SHOP))).length;
    const before = await rows();
    s3.state.failing = true;
    try {
      const refused = await upload().catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      s3.state.failing = false;
    }
    expect(await rows()).toBe(before);
  });
});

describe('the media settings', () => {
  it('names the database, a folder or S3, and says what is wrong with a half-set S3 or both', () => {
    expect(mediaStoreFromEnv({})).toBeUndefined();
    expect(mediaStoreFromEnv({ MEDIA_DIR: '/srv/media' })?.kind).toBe('folder');
    const s3 = {
      MEDIA_S3_BUCKET: 'museum-media',
      MEDIA_S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com',
      MEDIA_S3_ACCESS_KEY_ID: 'AKIA',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(mediaStoreFromEnv(s3)?.kind).toBe('s3');
    expect(() => mediaStoreFromEnv({ ...s3, MEDIA_DIR: '/srv/media' })).toThrow(
      /MEDIA_DIR: set MEDIA_DIR or MEDIA_S3_BUCKET, not both/,
    );
    expect(() => mediaStoreFromEnv({ MEDIA_S3_BUCKET: 'museum-media' })).toThrow(MediaSettingsError);
    expect(() => mediaStoreFromEnv({ MEDIA_S3_BUCKET: 'museum-media' })).toThrow(
      /MEDIA_S3_ENDPOINT: is needed with MEDIA_S3_BUCKET[\s\S]*MEDIA_S3_SECRET_ACCESS_KEY: is needed/,
    );
    expect(() => mediaStoreFromEnv({ ...s3, MEDIA_S3_ENDPOINT: 'ftp://media' })).toThrow(
      /MEDIA_S3_ENDPOINT: must be an http/,
    );
  });
});
