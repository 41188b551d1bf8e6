import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configResponseSchema } from '@museum-shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './test-support/build.ts';
import { serverEntry, startServer, stopServer as stop } from './test-support/server-process.ts';

const staffCreateEntry = join(dirname(fileURLToPath(import.meta.url)), 'staff-create.ts');

/**
 * A test that starts real server processes (each loading the whole app, PGlite and pg-boss) waits
 * for them longer than a unit test: on the 2-core CI machine the Vitest workers beside it share the
 * cores, and a start there has taken 8 s.
 */
const PROCESS_TEST_MS = 90_000;

describe('the server process', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  /** The database the process runs on: a data folder (PGlite) or a fresh PostgreSQL database. */
  async function databaseEnv(): Promise<Record<string, string>> {
    const { target, dispose } = await freshDatabase();
    if (target.kind === 'postgres') {
      cleanups.push(dispose);
      return { DATABASE_URL: target.url };
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'museum-shop-server-test-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    return { DATA_DIR: dataDir };
  }

  it(
    'seeds on first start, keeps the data across a graceful restart, and seeds only once',
    async () => {
      // PostgreSQL gets the demo only when asked (the embedded database by default).
      const env = { ...(await databaseEnv()), SEED_DEMO: 'true' };
      const config = (url: string) => fetch(`${url}/api/de/shopinfo/config?shop=1`);

      const first = await startServer(env);
      // The log is written asynchronously: it may follow the ready line by a moment.
      await expect.poll(() => first.output()).toContain('seeded the demo museum');
      const { data } = configResponseSchema.parse(await (await config(first.url)).json());
      expect(data.site_name_translations.de).toBe('Museum des Lichts');
      // SIGTERM closes the app and the database, and the process ends cleanly.
      expect(await stop(first.child)).toBe(0);

      const second = await startServer(env);
      expect(second.output()).not.toContain('seeded the demo museum');
      expect((await config(second.url)).status).toBe(200);
      expect(await stop(second.child)).toBe(0);
    },
    PROCESS_TEST_MS,
  );

  it(
    'starts on an empty database without the demo; staff:create, run while it serves, makes the shop and its owner',
    async () => {
      const database = await databaseEnv();
      // Off by default for DATABASE_URL; the embedded database needs it said.
      const env = {
        ...database,
        ...('DATA_DIR' in database ? { SEED_DEMO: 'false' } : {}),
      };
      const server = await startServer(env);
      expect(server.output()).not.toContain('seeded the demo museum');
      await expect.poll(() => server.output()).toContain('npm run staff:create');
      const config = () => fetch(`${server.url}/api/de/shopinfo/config?shop=1`);
      const before = await config();
      expect(before.status).toBe(404);
      expect(((await before.json()) as { code: string }).code).toBe('SHOP_NOT_FOUND');

      // Embedded PGlite is the server's alone: the command asks the running server to do it.
      const created = spawnSync(
        process.execPath,
        [staffCreateEntry, '--email', 'owner@stadtmuseum.example', '--lang', 'de', '--museum', 'Stadtmuseum'],
        { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, encoding: 'utf8', timeout: 60_000 },
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('Made shop 1 (de)');
      const token = /\/admin\/accept#token=([A-Za-z0-9_-]+)/.exec(created.stdout)?.[1];
      // The server keeps "no such shop" for up to CATALOG_CACHE_MS, as it keeps every shop's
      // basics: a command quicker than that finds the shop not there yet, for that long.
      await expect.poll(async () => (await config()).status).toBe(200);
      const { data } = configResponseSchema.parse(await (await config()).json());
      expect(data).toMatchObject({
        site_name: 'Stadtmuseum',
        languages: ['de'],
        shop_open: false,
        has_tickets: false,
      });
      const accepted = await fetch(`${server.url}/api/en/staff/auth/accept?shop=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token, password: 'a long staff password' }),
      });
      expect(accepted.status).toBe(200);

      // The control call is the command's only: without the data folder's token it does not exist.
      const guessed = await fetch(`${server.url}/control/staff-create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-control-token': 'guess' },
        body: JSON.stringify({ email: 'intruder@example.org', role: 'owner', shopId: 1, lang: 'en' }),
      });
      expect(guessed.status).toBe(404);
      expect(await stop(server.child)).toBe(0);
    },
    PROCESS_TEST_MS,
  );

  it('refuses to serve beyond this machine on the sandbox unless PAYMENT_PROVIDER says so', () => {
    const env = {
      ...process.env,
      PAYMENT_PROVIDER: '',
      HOST: '0.0.0.0',
      DATA_DIR: '/nonexistent/never-created',
    };
    const result = spawnSync(process.execPath, [serverEntry], { env, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('PAYMENT_PROVIDER is not set');
    const stripe = spawnSync(process.execPath, [serverEntry], {
      env: { ...env, PAYMENT_PROVIDER: 'stripe' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(stripe.status).toBe(1);
    expect(stripe.stderr).toContain('STRIPE_SECRET_KEY');
    expect(stripe.stderr).toContain('STRIPE_WEBHOOK_SECRET');
  });

  it('exits non-zero with a message naming a bad setting, before it touches anything', () => {
    const result = spawnSync(process.execPath, [serverEntry], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: '/nonexistent/never-created' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid settings');
    expect(result.stderr).toContain('PORT');
  });
});
