import { count } from 'drizzle-orm';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from './database.ts';
import { copyImage, demoImageFolder, holdsDatabase, imageFolder, saveImage } from './image.ts';
import { shops } from './schema/config.ts';
import { demoToday } from './seed/catalog.ts';
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
  /** Preparing the image failed: worth a warning, not a failed start (the folder was made the slow way). */
  imageError?: unknown;
}

/**
 * The database as the server starts on it: opened, migrated, and with SEED_DEMO the demo museum
 * seeded or rolled forward. An empty PGlite data folder starts as a copy of a prepared image of
 * exactly that (migrated, and seeded if asked), made once per code version (and per museum day
 * for the demo): initdb alone takes about 2.5 s, the copy a few milliseconds.
 */
export async function prepareDatabase(options: PrepareOptions): Promise<PreparedDatabase> {
  const { target, seedDemo, now } = options;
  const empty = target.kind === 'pglite' && target.dataDir !== null && !holdsDatabase(target.dataDir);
  let fromImage = false;
  let imageError: unknown;
  if (empty && target.dataDir && options.imageDir) {
    const image = seedDemo
      ? demoImageFolder(options.imageDir, demoToday(now))
      : imageFolder(options.imageDir, false);
    try {
      if (!holdsDatabase(image))
        await saveImage(image, async (folder) => {
          const made = await openDatabase({ kind: 'pglite', dataDir: folder });
          if (seedDemo) await seedDemoMuseum(made.db, now);
          await made.close();
        });
      copyImage(image, target.dataDir);
      fromImage = true;
    } catch (error) {
      imageError = error;
    }
  }
  const database = await openDatabase(target);
  const seededNow = seedDemo && (await seedDemoMuseum(database.db, now));
  const [row] = await database.db.select({ shops: count() }).from(shops);
  return {
    database,
    seeded: seededNow || (fromImage && seedDemo),
    hasShop: (row?.shops ?? 0) > 0,
    ...(imageError ? { imageError } : {}),
  };
}
