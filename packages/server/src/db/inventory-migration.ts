import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The inventory functions have one definition, `inventory.sql`; migrations carry copies of it
// (decision 0026). `npm run db:generate` writes a new copy when the file changed, and a test fails
// while the newest copy differs from it.

const here = dirname(fileURLToPath(import.meta.url));
export const INVENTORY_SOURCE = join(here, 'inventory.sql');
export const MIGRATIONS_FOLDER = join(here, 'migrations');
/** The first line of a migration generated from the source file. */
export const GENERATED_MARK =
  '-- Generated from src/db/inventory.sql by `npm run db:generate`: change that file, not this one.';

/** The migration written from `source`. */
export function inventoryMigration(source: string): string {
  return `${GENERATED_MARK}\n${source}`;
}

/** The newest migration generated from the source file (its name and text), if any. */
export function newestInventoryMigration(
  folder = MIGRATIONS_FOLDER,
): { name: string; text: string } | undefined {
  const names = readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .reverse();
  for (const name of names) {
    const text = readFileSync(join(folder, name), 'utf8');
    if (text.startsWith(`${GENERATED_MARK}\n`)) return { name, text };
  }
  return undefined;
}

/** Whether the migrations already define the inventory functions as the source file does. */
export function inventoryMigrationIsCurrent(folder = MIGRATIONS_FOLDER): boolean {
  return (
    newestInventoryMigration(folder)?.text === inventoryMigration(readFileSync(INVENTORY_SOURCE, 'utf8'))
  );
}
