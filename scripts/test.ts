// `npm test`: every test — unit, server (PGlite, and PostgreSQL when TEST_DATABASE_URL is set) and
// browser. Ends with one line "N passed, N failed" and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.ts';
import { freePort } from './lib/free-port.ts';
import { repoRoot } from './lib/paths.ts';
import { assertPostgresReachable } from './lib/postgres.ts';
import { buildWeb } from './lib/web-build.ts';

const started = Date.now();
const reports = mkdtempSync(join(tmpdir(), 'museum-shop-test-'));
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

function readJson(path: string): Record<string, unknown> | undefined {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

try {
  ensureChromium();
  if (process.env.TEST_DATABASE_URL) await assertPostgresReachable(process.env.TEST_DATABASE_URL);
  else
    console.log('TEST_DATABASE_URL is not set: the PostgreSQL suite does not run (the PGlite suite does).');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

console.log('Building the web app for the browser tests…');
await buildWeb();

const unitOk = run(bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${join(reports, 'vitest.json')}`,
]);

const e2eDataDir = mkdtempSync(join(tmpdir(), 'museum-shop-e2e-'));
const e2eOk = run(bin('playwright'), ['test'], {
  E2E_PORT: String(await freePort()),
  E2E_DATA_DIR: e2eDataDir,
  PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright.json'),
});
rmSync(e2eDataDir, { recursive: true, force: true });

const vitest = readJson(join(reports, 'vitest.json')) as
  | { numPassedTests?: number; numFailedTests?: number }
  | undefined;
const playwright = readJson(join(reports, 'playwright.json')) as
  | { stats?: { expected?: number; unexpected?: number; flaky?: number } }
  | undefined;
rmSync(reports, { recursive: true, force: true });

const passed =
  (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const ok = unitOk && e2eOk && passed > 0;
console.log(`\nAll tests took ${Math.round((Date.now() - started) / 1000)} s.`);
// A runner that crashed before it reported still counts as a failure.
console.log(`${passed} passed, ${ok ? failed : Math.max(failed, 1)} failed`);
process.exit(ok ? 0 : 1);
