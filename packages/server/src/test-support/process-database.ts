import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from '../db/database.ts';
import { freshDatabase } from './build.ts';

/**
 * A fresh database for tests that run real server processes on it (the crash tests): as the test
 * opens it, as the server's settings name it, and how to remove it after. A PGlite folder of its
 * own, or a database of the PostgreSQL the suite runs on.
 */
export async function processDatabase(
  name: string,
): Promise<{ target: DatabaseTarget; env: Record<string, string>; dispose: () => Promise<void> }> {
  // Both start migrated, PostgreSQL from the suite's template and PGlite from its image: migrating
  // takes seconds, most of all in a PGlite folder on disk.
  const { target, dispose } = await freshDatabase({ migrated: true });
  if (target.kind === 'postgres') return { target, env: { DATABASE_URL: target.url }, dispose };
  const dataDir = mkdtempSync(join(tmpdir(), `museum-shop-${name}-`));
  const migrated = await openDatabase({ ...target, dataDir });
  await migrated.close();
  return {
    target: { kind: 'pglite', dataDir },
    env: { DATA_DIR: dataDir },
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** Opens the database; a PGlite folder a killed process had open may take a moment to free. */
export async function openAfterKill(target: DatabaseTarget): Promise<DatabaseHandle> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase(target);
    } catch (error) {
      if (attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}
