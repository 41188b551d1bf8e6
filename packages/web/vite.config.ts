import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-plugin-precompress.ts';

/**
 * The contract's barrel re-exports every feature's schemas; passing through it would put all of
 * them on the first load. Each contract module the first load really uses is captured anyway, as a
 * dependency of the module that uses it.
 */
const CONTRACT_BARREL = '/packages/contract/src/index.ts';

/**
 * The app's first script: it starts the calls the first screen waits for while the main script is
 * still downloading. It is its own small chunk, loaded by its own tag (earlyScriptTag); the main
 * script imports the same file, so it runs once.
 */
const EARLY_START = '/src/app/early-start.ts';
const EARLY_CHUNK = 'early-start';

/** Adds `<script type="module" async>` for the early chunk: async, so it runs as soon as it arrives. */
function earlyScriptTag(): Plugin {
  return {
    name: 'museum-shop:early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === EARLY_CHUNK,
        );
        if (!chunk) throw new Error(`The build has no ${EARLY_CHUNK} chunk`);
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

type ModuleGraph = (id: string) => { isEntry: boolean; importers: string[] } | null;

/** True when the entry imports `id` statically (through any chain of static imports). */
function onFirstLoad(id: string, moduleInfo: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = moduleInfo(id);
  if (!info) return false;
  if (info.isEntry) return true;
  return info.importers.some(
    (importer) => !importer.endsWith(CONTRACT_BARREL) && onFirstLoad(importer, moduleInfo, seen),
  );
}

export default defineConfig({
  plugins: [react(), precompress(), earlyScriptTag()],
  build: {
    // The manifest tells the benchmark which files each route loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one script: left to itself the bundler splits it into
        // about ten files (shared with lazy routes), each a request with a kilobyte of headers that
        // compresses worse alone. Lazy routes stay separate and import from it.
        codeSplitting: {
          groups: [
            // Before the first-load group (priority): the early script with its imports, which are
            // plain code without schemas, so this chunk stays a few hundred bytes.
            { name: EARLY_CHUNK, test: (id) => id.endsWith(EARLY_START), priority: 1 },
            {
              debugName: 'first-load',
              name: (id, context) =>
                onFirstLoad(id, (module) => context.getModuleInfo(module)) ? 'app' : null,
            },
          ],
        },
      },
    },
  },
  // The payment sandbox's page lives on the server too (/payment-sandbox/…).
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/static': 'http://localhost:3000',
      '/payment-sandbox': 'http://localhost:3000',
    },
  },
});
