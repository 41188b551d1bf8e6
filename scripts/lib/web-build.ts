import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';

const webDir = join(repoRoot, 'packages/web');
export const webDistManifest = join(webDir, 'dist/.vite/manifest.json');

/** Builds the web app with Vite into packages/web/dist. */
export async function buildWeb(): Promise<void> {
  const { build } = await import('vite');
  await build({ root: webDir, logLevel: 'warn' });
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
  if (!existsSync(webDistManifest)) return true;
  const built = statSync(webDistManifest).mtimeMs;
  const sources = [
    join(webDir, 'src'),
    join(webDir, 'public'),
    join(webDir, 'index.html'),
    join(webDir, 'vite.config.ts'),
    join(webDir, 'vite-plugin-precompress.ts'),
    join(repoRoot, 'packages/contract/src'),
  ];
  return sources.some((source) => existsSync(source) && newestChange(source) > built);
}
