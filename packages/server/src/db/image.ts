import { createHash } from 'node:crypto';
import { mkdirSync, openAsBlob, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dbDir = dirname(fileURLToPath(import.meta.url));
const serverDir = join(dbDir, '../..');

/** Prepared databases live outside git, in the usual cache folder of the server package. */
export const DEFAULT_IMAGE_DIR = join(serverDir, 'node_modules/.cache/database-images');

function hashFolder(hash: ReturnType<typeof createHash>, folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    const path = join(folder, entry.name);
    hash.update(path.slice(dbDir.length));
    if (entry.isDirectory()) hashFolder(hash, path);
    else hash.update(readFileSync(path));
  }
}

/**
 * The file of the prepared PGlite database for this code: a new migration, seed or schema change,
 * or another PGlite, names another file, so a stale image is never loaded.
 */
export function imageFile(imageDir: string, seeded: boolean): string {
  const hash = createHash('sha256');
  for (const folder of ['migrations', 'schema', 'seed']) hashFolder(hash, join(dbDir, folder));
  hash.update(
    readFileSync(fileURLToPath(new URL('../package.json', import.meta.resolve('@electric-sql/pglite')))),
  );
  return join(imageDir, `${seeded ? 'demo' : 'empty'}-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** The prepared database, if one was saved for this code. */
export async function readImage(file: string): Promise<Blob | undefined> {
  try {
    return await openAsBlob(file);
  } catch {
    return undefined;
  }
}

/**
 * Saves a freshly prepared data folder as the image for later starts. Written under a temporary
 * name and renamed, so a process starting at the same time never reads half a file; older images
 * of the same kind are removed. A cache that cannot be written only costs the next start time.
 */
export async function saveImage(file: string, image: Blob): Promise<void> {
  const folder = dirname(file);
  mkdirSync(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, new Uint8Array(await image.arrayBuffer()));
  renameSync(temporary, file);
  const kind = file.slice(folder.length + 1).split('-')[0];
  for (const name of readdirSync(folder))
    if (name.startsWith(`${kind}-`) && join(folder, name) !== file && !name.endsWith('.tmp'))
      rmSync(join(folder, name), { force: true });
}
