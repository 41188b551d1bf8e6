import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../lib/paths.ts';
import { webDistManifest } from '../lib/web-build.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const distDir = join(repoRoot, 'packages/web/dist');

/** The bytes the server sends for a built file: its brotli twin when the build wrote one, else the file. */
function servedSize(file: string): number {
  const path = join(distDir, file);
  return statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size;
}

/** The files a chunk loads before it runs: itself, its static imports, and their CSS. */
function filesOf(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) filesOf(manifest, imported, into);
  return into;
}

function sizes(files: Iterable<string>) {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (file.endsWith('.js')) js += servedSize(file);
    else if (file.endsWith('.css')) css += servedSize(file);
  }
  return { js, css };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Prints what each lazy route adds to the first load, in the bytes the server sends (the build's
 * brotli files, bodies only). The first load itself is measured on the wire by Lighthouse
 * (lighthouse.ts), so it is not computed here a second time.
 */
export function reportBundleSizes(): void {
  const manifest = JSON.parse(readFileSync(webDistManifest, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The web build has no entry chunk');
  const firstLoad = filesOf(manifest, entryKey);
  console.log('what each lazy route adds to the first load (brotli, as served):');
  const lazyRoutes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('/routes/'))
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [key] of lazyRoutes) {
    const added = [...filesOf(manifest, key)].filter((file) => !firstLoad.has(file));
    if (added.length === 0) continue;
    const size = sizes(added);
    console.log(`  + ${key.replace('src/app/routes/', '')}: ${kb(size.js)} JavaScript + ${kb(size.css)} CSS`);
  }
}
