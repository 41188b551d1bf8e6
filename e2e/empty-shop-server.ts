import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freshPostgresDatabase } from '../packages/server/src/test-support/postgres-database.ts';
import { startServer, stopServer } from '../packages/server/src/test-support/server-process.ts';
import { serverNow } from './server-clock.ts';

const run = promisify(execFile);

export interface EmptyShopServer {
  baseURL: string;
  /** The first owner, as `staff:create` made them, and the token of the link it printed. */
  owner: { email: string; token: string };
  /** What `staff:create` printed. */
  printed: string;
  stop: () => Promise<void>;
}

/**
 * A museum's first start (issue 34): an empty database (embedded, or on the suite's PostgreSQL a
 * new empty database), the real `npm run staff:create` command run on it, which makes the shop and
 * its owner, then the server without the demo. The command runs before the server: embedded
 * PGlite has one user at a time.
 */
export async function startEmptyShopServer(lang: string): Promise<EmptyShopServer> {
  const dir = mkdtempSync(join(tmpdir(), 'museum-shop-e2e-empty-'));
  const adminUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const postgres = process.env.DATABASE_URL && adminUrl ? await freshPostgresDatabase(adminUrl) : undefined;
  const { DATABASE_URL: _suiteDatabase, ...inherited } = process.env;
  const env: Record<string, string | undefined> = {
    ...inherited,
    DATA_DIR: join(dir, 'data'),
    SEED_DEMO: 'false',
    PAYMENT_PROVIDER: 'sandbox',
    LOG_LEVEL: 'warn',
    // The suite's server's now: the link lasts seven days by the clock the server runs on.
    CLOCK_START: serverNow().toISOString(),
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  const email = `owner-${Date.now()}@stadtmuseum.example`;
  const { stdout } = await run(
    process.execPath,
    ['packages/server/src/staff-create.ts', '--email', email, '--role', 'owner', '--lang', lang],
    { env },
  );
  const token = /\/admin\/accept#token=([A-Za-z0-9_-]+)/.exec(stdout)?.[1];
  if (!token) throw new Error(`staff:create printed no sign-in link:\n${stdout}`);
  const { child, url } = await startServer(env as Record<string, string>);
  return {
    baseURL: url,
    owner: { email, token },
    printed: stdout,
    stop: async () => {
      await stopServer(child);
      rmSync(dir, { recursive: true, force: true });
      await postgres?.drop();
    },
  };
}
