import { count } from 'drizzle-orm';
import { type DatabaseHandle, type DatabaseTarget, isEmptyDataDir, openDatabase } from './database.ts';
import { imageFile, readImage, saveImage } from './image.ts';
import { shops } from './schema/config.ts';
import { seedDemoMuseum } from './seed/index.ts';

export interface PrepareOptions {
  target: DatabaseTarget;
  /** Seed the demo museum into an empty database and keep it bookable (SEED_DEMO). */
  seedDemo: boolean;
  now: Date;
  /** PGlite: the folder of prepared databases; without it every empty data folder runs initdb. */
  imageDir?: string | undefined;
}

export interface PreparedDatabase {
  database: DatabaseHandle;
  /** This start put the demo museum into an empty database. */
  seeded: boolean;
  /** The database has at least one shop to serve. */
  hasShop: boolean;
  /** Saving the prepared image failed: worth a warning, not a failed start. */
  imageError?: unknown;
}

/**
 * The database as the server starts on it: opened, migrated, and with SEED_DEMO the demo museum
 * seeded or rolled forward. An empty PGlite data folder starts from a prepared image of exactly
 * that (migrated, and seeded if asked) when one was saved for this code, else it is made the slow
 * way and saved as the image for the next empty folder.
 */
export async function prepareDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  const { target } = options;
  const file =
    target.kind === 'pglite' && target.dataDir && options.imageDir && isEmptyDataDir(target.dataDir)
      ? imageFile(options.imageDir, options.seedDemo)
      : undefined;
  const image = file ? await readImage(file) : undefined;
  const database = await openDatabase(target.kind === 'pglite' ? { ...target, image } : target);
  const fromImage = database.created && image !== undefined;
  const seeded =
    (options.seedDemo && (await seedDemoMuseum(database.db, options.now))) || (fromImage && options.seedDemo);
  let imageError: unknown;
  if (file && database.created && !image && database.dumpDataDir)
    imageError = await database
      .dumpDataDir()
      .then((tarball) => saveImage(file, tarball))
      .catch((error: unknown) => error);
  const [row] = await database.db.select({ shops: count() }).from(shops);
  return { database, seeded, hasShop: (row?.shops ?? 0) > 0, ...(imageError ? { imageError } : {}) };
}
