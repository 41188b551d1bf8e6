import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dbDir = dirname(fileURLToPath(import.meta.url));

/** Prepared databases live outside git, in the usual cache folder of the server package. */
export const DEFAULT_IMAGE_DIR = join(dbDir, '../../node_modules/.cache/database-images');

/** True when a PGlite data folder holds a database (PostgreSQL writes PG_VERSION first). */
export function holdsDatabase(folder: string): boolean {
  return existsSync(join(folder, 'PG_VERSION'));
}

function hashFolder(hash: ReturnType<typeof createHash>, folder: string): void {
  const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const path = join(folder, entry.name);
    hash.update(path.slice(dbDir.length));
    if (entry.isDirectory()) hashFolder(hash, path);
    else hash.update(readFileSync(path));
  }
}

/**
 * The folder of the prepared PGlite database for this code: a new migration, seed, schema or
 * catalog module change, or another PGlite, names another folder, so a stale image is never used.
 */
export function imageFolder(imageDir: string, seeded: boolean): string {
  const hash = createHash('sha256');
  // The seed imports the demo's catalog through the catalog module: its code makes the demo too.
  for (const folder of ['migrations', 'schema', 'seed', '../modules/catalog'])
    hashFolder(hash, join(dbDir, folder));
  hash.update(
    readFileSync(fileURLToPath(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')))),
  );
  return join(imageDir, `${seeded ? 'demo' : 'empty'}-${hash.digest('hex').slice(0, 16)}`);
}

/**
 * The folder of the prepared demo for the museum day `day` (YYYY-MM-DD): the demo's sold-out days
 * are counted from the day it was seeded, so a server started on a later day gets that day's demo,
 * never yesterday's with its sold-out days in the past.
 */
export function demoImageFolder(imageDir: string, day: string): string {
  return `${imageFolder(imageDir, true)}-${day.replaceAll('-', '')}`;
}

/**
 * Prepares the image with `make` (which fills and cleanly closes a new data folder) under a
 * temporary name and renames it into place, so no process ever copies half an image; when another
 * process got there first, its image is kept. Older images of the same kind are removed.
 */
export async function saveImage(image: string, make: (folder: string) => Promise<void>): Promise<void> {
  const temporary = `${image}.${process.pid}.tmp`;
  rmSync(temporary, { recursive: true, force: true });
  await make(temporary);
  try {
    renameSync(temporary, image);
  } catch (error) {
    rmSync(temporary, { recursive: true, force: true });
    if (!holdsDatabase(image)) throw error;
  }
  const folder = dirname(image);
  const kind = image.slice(folder.length + 1).split('-')[0];
  for (const name of readdirSync(folder))
    if (name.startsWith(`${kind}-`) && !join(folder, name).startsWith(image))
      rmSync(join(folder, name), { recursive: true, force: true });
}

/** Starts an empty data folder as a copy of the image: a native file copy instead of initdb, migrations and seeding. */
export function copyImage(image: string, dataDir: string): void {
  cpSync(image, dataDir, { recursive: true });
}
