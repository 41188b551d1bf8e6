import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GENERATED_MARK,
  INVENTORY_SOURCE,
  inventoryMigration,
  MIGRATIONS_FOLDER,
  newestInventoryMigration,
} from './inventory-migration.ts';

const source = readFileSync(INVENTORY_SOURCE, 'utf8');

// Issue 38: a reader finds the live definition of every inventory function in one file.
describe('the inventory functions in one source file', () => {
  it('are what the newest migration made from it defines (else run npm run db:generate)', () => {
    const newest = newestInventoryMigration();
    expect(newest, 'no migration was generated from src/db/inventory.sql').toBeDefined();
    expect(
      newest?.text === inventoryMigration(source),
      `src/db/inventory.sql changed after ${newest?.name} was made from it: run npm run db:generate`,
    ).toBe(true);
  });

  it('are defined by no migration after it', () => {
    const names = [...source.matchAll(/CREATE OR REPLACE (?:FUNCTION|TRIGGER) (\w+)/g)].map(
      (match) => match[1],
    );
    expect(names).toContain('take_inventory');
    expect(names).toContain('inventory_count');
    const newest = newestInventoryMigration()?.name ?? '';
    const later = readdirSync(MIGRATIONS_FOLDER).filter((name) => name.endsWith('.sql') && name > newest);
    for (const name of later) {
      const text = readFileSync(join(MIGRATIONS_FOLDER, name), 'utf8');
      for (const defined of names)
        expect(text, `${name} defines ${defined}: define it in src/db/inventory.sql`).not.toMatch(
          new RegExp(`(FUNCTION|TRIGGER) ${defined}\\b`),
        );
    }
  });

  it('are found in the newest marked migration, not in a newer one written by hand', () => {
    const folder = mkdtempSync(join(tmpdir(), 'inventory-migrations-'));
    writeFileSync(join(folder, '0001_inventory_functions.sql'), inventoryMigration('-- first\n'));
    writeFileSync(join(folder, '0002_inventory_functions.sql'), inventoryMigration('-- second\n'));
    writeFileSync(join(folder, '0003_other.sql'), '-- by hand\n');
    expect(newestInventoryMigration(folder)).toEqual({
      name: '0002_inventory_functions.sql',
      text: `${GENERATED_MARK}\n-- second\n`,
    });
  });
});
