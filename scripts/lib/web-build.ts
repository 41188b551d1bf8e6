import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

const webDir = join(repoRoot, 'packages/web');
export const webDistManifest = join(webDir, 'dist/.vite/manifest.json');

/** The web app's server build, which the server renders shared pages with (issue 37). */
export const webServerEntry = join(webDir, 'dist-ssr/entry-server.js');

/**
 * Builds the web app with Vite into packages/web/dist, and its server build into dist-ssr (the
 * package's `build` script does the same).
 */
export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ root: webDir, logLevel: 'warn' });
  await build({ root: webDir, logLevel: 'warn', build: { ssr: 'src/app/page-render/entry-server.tsx' } });
}

function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

/** True when there is no build, or when a source of the web app changed after it. */
export function webBuildIsStale(): boolean {
  if (!existsSync(webServerEntry)) return true;
  return buildIsStale(webDistManifest, [
    join(webDir, 'src'),
    join(webDir, 'public'),
    join(webDir, 'index.html'),
    join(webDir, 'vite.config.ts'),
    join(webDir, 'vite-plugin-precompress.ts'),
    join(repoRoot, 'packages/contract/src'),
  ]);
}

function buildIsStale(manifest: string, sources: string[]): boolean {
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  return sources.some((source) => existsSync(source) && newestChange(source) > built);
}

/** The staff app (issue 25): its own Vite build, served by the server under /admin/. */
const adminDir = join(repoRoot, 'packages/admin');
export const adminDistManifest = join(adminDir, 'dist/.vite/manifest.json');

/** Builds the staff app with Vite into packages/admin/dist. */
export async function buildAdmin(): Promise<void> {
  const { build } = await import('vite');
  await build({ root: adminDir, logLevel: 'warn' });
}

/** True when there is no staff build, or when one of its sources changed after it. */
export function adminBuildIsStale(): boolean {
  return buildIsStale(adminDistManifest, [
    join(adminDir, 'src'),
    join(adminDir, 'public'),
    join(adminDir, 'index.html'),
    join(adminDir, 'vite.config.ts'),
    join(webDir, 'vite-plugin-precompress.ts'),
    join(webDir, 'src/styles/tokens.css'),
    join(repoRoot, 'packages/contract/src'),
  ]);
}
