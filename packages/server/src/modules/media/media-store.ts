import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Db } from '../../db/database.ts';

/**
 * Where the media library keeps an image's encoded files (issue 34): in the database by default
 * (each variant row holds its bytes), else in a folder (MEDIA_DIR) or in S3-compatible storage
 * (MEDIA_S3_*). The rows stay in the database either way: what an image is and which files it has.
 * A file is written once under its own key (`<image id>/<width>.<format>`) and never changed.
 */
export interface MediaStore {
  /** What the logs and the checklist call it. */
  readonly kind: 'folder' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes; undefined when there is no such file. */
  get(key: string): Promise<Uint8Array | undefined>;
}

/** The files in a folder on this machine (or a volume every process of the shop mounts). */
export function folderMediaStore(folder: string): MediaStore {
  const root = resolve(folder);
  return {
    kind: 'folder',
    async put(key, bytes) {
      const path = join(root, key);
      await mkdir(dirname(path), { recursive: true });
      // Written under another name and renamed, so no reader sees half a file.
      const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(join(root, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}

export interface S3Settings {
  /** The service's address, e.g. https://s3.eu-central-1.amazonaws.com or a MinIO/R2 endpoint. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The files as objects of a bucket of S3-compatible storage (AWS S3, MinIO, Cloudflare R2, …). */
export function s3MediaStore(settings: S3Settings): MediaStore {
  // The SDK loads with the first file, not at every start of a shop that keeps its media elsewhere.
  const client = (async () => {
    const { S3Client } = await import('@aws-sdk/client-s3');
    return new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // Bucket in the path: what every S3-compatible service understands.
      forcePathStyle: true,
      // Checksums only where S3 requires them: several S3-compatible services refuse the others.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  })();
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const { PutObjectCommand } = await import('@aws-sdk/client-s3');
      await (await client).send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: bytes, ContentType: contentType }),
      );
    },
    async get(key) {
      const { GetObjectCommand, NoSuchKey } = await import('@aws-sdk/client-s3');
      try {
        const answer = await (await client).send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },
  };
}

/** The store of each database's media files; a database without one keeps them itself. */
const stores = new WeakMap<Db, MediaStore>();

/** Keeps the media files of the app on `db` in `store` (app.ts, from the settings); undefined: in the database. */
export function useMediaStore(db: Db, store: MediaStore | undefined) {
  if (store) stores.set(db, store);
  else stores.delete(db);
}

/** Where the media files of `db` go; undefined: into the database. */
export const mediaStoreOf = (db: Db): MediaStore | undefined => stores.get(db);

/** The key of a variant's file. */
export const variantKey = (id: string, width: number, format: string) => `${id}/${width}.${format}`;
