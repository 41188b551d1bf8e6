import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats that shrink; images such as PNG or WOFF2 fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Files the build must leave as they are: settings.json is edited on the server after the build
 * (one build serves any back-end), and a stale compressed twin would win over the edit.
 */
const EDITED_AFTER_BUILD = new Set(['settings.json']);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !relative(dir, path).startsWith('.')); // .vite/manifest.json is never served
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) next to every compressible file
 * of the build, so the server sends compressed bytes without compressing on each request. A twin
 * that would not be smaller is not written: the original is then the best answer.
 */
export async function precompressDir(dir: string): Promise<void> {
  const files = (await filesUnder(dir)).filter(
    (path) => COMPRESSIBLE.test(path) && !EDITED_AFTER_BUILD.has(relative(dir, path)),
  );
  await Promise.all(
    files.map(async (path) => {
      const original = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < original.length) await writeFile(`${path}.br`, br);
      if (gz.length < original.length) await writeFile(`${path}.gz`, gz);
    }),
  );
}

/** Vite plugin: precompresses the client build once every file (public/ included) is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'museum-shop:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await precompressDir(resolve(config.root, config.build.outDir));
    },
  };
}
