import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
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
const gzipSize = (file: string) => gzipSync(readFileSync(join(distDir, file))).length;

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
    if (file.endsWith('.js')) js += gzipSize(file);
    else if (file.endsWith('.css')) css += gzipSize(file);
  }
  return { js, css };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Prints the gzip size (zlib's default level) of what the home route loads and what each lazy route adds. */
export function reportBundleSizes(homeRouteSource = 'src/app/routes/home.tsx'): {
  homeJs: number;
  homeCss: number;
} {
  const manifest = JSON.parse(readFileSync(webDistManifest, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The web build has no entry chunk');
  const home = filesOf(manifest, entryKey);
  filesOf(manifest, homeRouteSource, home);
  const homeSize = sizes(home);
  console.log(`home route: ${kb(homeSize.js)} JavaScript + ${kb(homeSize.css)} CSS (gzip)`);

  const lazyRoutes = Object.entries(manifest)
    .filter(([key, chunk]) => chunk.isDynamicEntry && key.includes('/routes/') && key !== homeRouteSource)
    .sort(([a], [b]) => a.localeCompare(b));
  for (const [key] of lazyRoutes) {
    const added = [...filesOf(manifest, key)].filter((file) => !home.has(file));
    const size = sizes(added);
    console.log(`  + ${key.replace('src/app/routes/', '')}: ${kb(size.js)} JavaScript + ${kb(size.css)} CSS`);
  }
  return { homeJs: homeSize.js, homeCss: homeSize.css };
}
