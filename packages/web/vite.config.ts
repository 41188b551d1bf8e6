import { readFileSync } from 'node:fs';
import { LANGUAGES, SHOP_PAGE_PATHS } from '@museum-shop/contract';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { ROUTE_CODE_ID, type RouteCode, SHARED_PAGE_MODULES } from './src/lib/early-code.ts';
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

type OutputChunk = Rolldown.OutputChunk;

/**
 * The files of the chunks holding `modules` and of every chunk they import, without those the
 * HTML loads itself (the entry and its imports).
 */
function codeFiles(chunks: OutputChunk[], modules: string[]): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set(
    chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
  );
  const files = new Set<string>();
  const add = (chunk: OutputChunk | undefined) => {
    if (!chunk || loaded.has(chunk.fileName) || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const imported of chunk.imports) add(byFile.get(imported));
  };
  for (const module of modules) {
    const holder = chunks.find((chunk) => chunk.moduleIds.some((id) => id.includes(module)));
    if (!holder) throw new Error(`The build has no chunk with ${module}`);
    add(holder);
  }
  return [...files].map((file) => `/${file}`);
}

/** The locale files' chunks: `../locales/de/booking.json` is the `de/booking` texts. */
const LOCALE_MODULE = /\/src\/locales\/([a-z]{2})\/([\w-]+)\.json$/;

/** The maps the early script preloads a shared page's code and texts from (early-code.ts). */
function routeCode(chunks: OutputChunk[]): RouteCode {
  const pages = Object.fromEntries(
    Object.entries(SHARED_PAGE_MODULES).map(([name, modules]) => [name, codeFiles(chunks, [...modules])]),
  );
  const texts: Record<string, string> = {};
  for (const chunk of chunks)
    for (const id of chunk.moduleIds) {
      const [, lang, namespace] = LOCALE_MODULE.exec(id) ?? [];
      // English common texts are part of the main script, not a file of their own.
      if (lang && namespace && !chunk.isEntry) texts[`${lang}/${namespace}`] = `/${chunk.fileName}`;
    }
  return { pages, texts };
}

/**
 * Adds `<script type="module" async>` for the early chunk (async, so it runs as soon as it
 * arrives) and before it the map of each shared page's code files, which it preloads on that page.
 */
function earlyScriptTag(): Plugin {
  return {
    name: 'museum-shop:early-script',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((output) => output.type === 'chunk');
        const chunk = chunks.find((output) => output.name === EARLY_CHUNK);
        if (!chunk) throw new Error(`The build has no ${EARLY_CHUNK} chunk`);
        return [
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_CODE_ID },
            children: JSON.stringify(routeCode(chunks)),
            injectTo: 'head-prepend',
          },
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

/** The file of the build that names each shared page's style sheets (issue 37). */
export const PAGE_STYLES_FILE = 'page-styles.json';

/**
 * Writes the style sheets of each shared page's screen (those of its code's chunks) into the build:
 * the server links them in the head of a page it rendered, so the page paints with its styles
 * instead of shifting when its code arrives with them (issue 37).
 */
function pageStyles(): Plugin {
  return {
    name: 'museum-shop:page-styles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [`/${chunk.fileName}`, chunk]));
      const styles = Object.fromEntries(
        Object.entries(SHARED_PAGE_MODULES).map(([name, modules]) => [
          name,
          codeFiles(chunks, [...modules]).flatMap((file) =>
            [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])].map((css) => `/${css}`),
          ),
        ]),
      );
      this.emitFile({ type: 'asset', fileName: PAGE_STYLES_FILE, source: JSON.stringify(styles) });
    },
  };
}

/** The file of the build that names the shared pages' titles in every language, for the server. */
export const PAGE_TITLES_FILE = 'page-titles.json';

/**
 * Writes the titles of the shared pages (the route table's `routes.<name>.title`, and the not-found
 * screen's) in every language into the build: the server sends them in each page's head (issue 37)
 * without reading the app's source, and the texts keep one home, the app's locale files.
 */
function pageTitles(): Plugin {
  const titleOf = (texts: Record<string, unknown>, key: string) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
  return {
    name: 'museum-shop:page-titles',
    apply: 'build',
    generateBundle() {
      const titles = Object.fromEntries(
        LANGUAGES.map((lang) => {
          const texts = JSON.parse(
            readFileSync(new URL(`./src/locales/${lang}/common.json`, import.meta.url), 'utf8'),
          ) as Record<string, unknown>;
          const pages = [...Object.keys(SHOP_PAGE_PATHS), 'notFound'].flatMap((name) => {
            const title = titleOf(texts, name === 'notFound' ? 'notFound.title' : `routes.${name}.title`);
            return typeof title === 'string' ? [[name, title]] : [];
          });
          return [lang, Object.fromEntries(pages)];
        }),
      );
      this.emitFile({ type: 'asset', fileName: PAGE_TITLES_FILE, source: JSON.stringify(titles) });
    },
  };
}

/**
 * Small modules most screens load, bundled with the first load (issue 37): each was a file of its
 * own of under 1 KB of brotli, which cost a request and its ~350 bytes of headers on every screen
 * (seven of them on a booking screen), more than its code costs the home screen.
 */
const WITH_THE_APP = [
  '/src/lib/error-messages.ts',
  '/src/components/ui/LoadError.tsx',
  '/src/app/routes/shop-states.tsx',
  '/src/app/routes/shop.module.css',
  '/src/components/ui/calendar-dates.ts',
  '/src/features/config/museum-today.ts',
  '/src/components/ui/QuantityInput.tsx',
  '/src/components/ui/QuantityInput.module.css',
  '/src/components/ui/image-sizes.ts',
];

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

/** The server's way into the app (issue 37), built apart for Node into dist-ssr/ (`vite build --ssr`). */
const SERVER_ENTRY = 'src/app/page-render/entry-server.tsx';

/**
 * The build the reference server renders pages with: Node code with its libraries bundled in, as
 * the browser's are. Left to Node, the libraries' own module files (date-fns alone has hundreds)
 * took seconds to resolve on the first page.
 */
const serverBuild = defineConfig({
  plugins: [react()],
  build: { ssr: SERVER_ENTRY, outDir: 'dist-ssr', target: 'node24', emptyOutDir: true, copyPublicDir: false },
  ssr: { noExternal: true },
});

const browserBuild = defineConfig({
  plugins: [react(), precompress(), earlyScriptTag(), pageTitles(), pageStyles()],
  build: {
    // The manifest tells the benchmark which files each route loads.
    manifest: true,
    target: 'es2022',
    // Without Vite's modulepreload polyfill (half a kilobyte in every first load, issue 37): a
    // browser without modulepreload (Safari before 17) loads the same modules, only not ahead.
    modulePreload: { polyfill: false },
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
                onFirstLoad(id, (module) => context.getModuleInfo(module)) ||
                WITH_THE_APP.some((module) => id.endsWith(module))
                  ? 'app'
                  : null,
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

export default defineConfig((env) => (env.isSsrBuild ? serverBuild : browserBuild));
