// `npm run db:generate [-- drizzle-kit options]`: drizzle-kit writes a migration for what changed in
// the schema, then, when `inventory.sql` differs from the newest migration made from it, drizzle-kit
// makes an empty custom migration (so its journal knows it) and this fills it with the file
// (decision 0026).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  INVENTORY_SOURCE,
  inventoryMigration,
  inventoryMigrationIsCurrent,
  MIGRATIONS_FOLDER,
} from './inventory-migration.ts';

execFileSync('drizzle-kit', ['generate', ...process.argv.slice(2)], { stdio: 'inherit' });

if (inventoryMigrationIsCurrent()) {
  console.log('The inventory functions are as src/db/inventory.sql defines them: no migration to write.');
} else {
  const before = new Set(readdirSync(MIGRATIONS_FOLDER));
  execFileSync('drizzle-kit', ['generate', '--custom', '--name', 'inventory_functions'], {
    stdio: 'inherit',
  });
  const made = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql') && !before.has(name));
  if (made.length !== 1)
    throw new Error(`drizzle-kit made ${made.length} migrations, not one: ${made.join(', ')}`);
  const file = join(MIGRATIONS_FOLDER, made[0] as string);
  writeFileSync(file, inventoryMigration(readFileSync(INVENTORY_SOURCE, 'utf8')));
  console.log(`Wrote the inventory functions of src/db/inventory.sql into ${file}.`);
}
