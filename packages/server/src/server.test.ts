import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { configResponseSchema } from '@museum-shop/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDatabase } from './test-support/build.ts';

const serverEntry = join(dirname(fileURLToPath(import.meta.url)), 'server.ts');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the real server process and resolves once it printed that it is ready. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Museum shop ready at')) resolve({ child, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`)),
    );
  });
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}

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

  it('seeds on first start, keeps the data across a graceful restart, and seeds only once', async () => {
    const env = { ...(await databaseEnv()), PORT: String(await freePort()) };
    const config = () => fetch(`http://127.0.0.1:${env.PORT}/api/de/shopinfo/config?shop=1`);

    const first = await startServer(env);
    expect(first.output()).toContain('seeded the demo museum');
    const { data } = configResponseSchema.parse(await (await config()).json());
    expect(data.site_name_translations.de).toBe('Museum des Lichts');
    // SIGTERM closes the app and the database, and the process ends cleanly.
    expect(await stop(first.child)).toBe(0);

    const second = await startServer(env);
    expect(second.output()).not.toContain('seeded the demo museum');
    expect((await config()).status).toBe(200);
    expect(await stop(second.child)).toBe(0);
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
