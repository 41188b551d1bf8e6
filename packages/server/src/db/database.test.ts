import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test-support/build.ts';
import {
  type Database,
  type DatabaseHandle,
  newestMigration,
  openDatabase,
  schemaIsCurrent,
} from './database.ts';

describe('schemaIsCurrent: whether a start may skip the migrator', () => {
  let handle: DatabaseHandle;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabase();
    dispose = fresh.dispose;
    handle = await openDatabase(fresh.target);
  });
  afterAll(async () => {
    await handle.close();
    await dispose();
  });

  it('is false for a database that was never migrated', async () => {
    const client = await PGlite.create();
    try {
      expect(await schemaIsCurrent(drizzle({ client }) as unknown as Database)).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('is true once every migration of the journal ran', async () => {
    expect(await schemaIsCurrent(handle.db)).toBe(true);
  });

  it('is false when the journal has a migration newer than the applied ones', async () => {
    expect(await schemaIsCurrent(handle.db, newestMigration() + 1)).toBe(false);
  });
});

describe('PGlite', () => {
  it('starts with 32MB of shared buffers, not 128MB to be zeroed at every start', async () => {
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      const result = (await handle.db.execute(sql`SHOW shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]?.shared_buffers).toBe('32MB');
    } finally {
      await handle.close();
    }
  });
});
