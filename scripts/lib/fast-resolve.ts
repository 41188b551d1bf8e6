import { enableCompileCache, type ResolveFnOutput, registerHooks } from 'node:module';

/** Packages of ES modules ("type": "module") whose files import each other only by relative `.js` paths. */
const ESM_PACKAGES = ['drizzle-orm', 'zod'];

/** The folder of an installed package, as a file URL ending in `/`. */
function packageFolder(name: string): string {
  const entry = import.meta.resolve(name);
  const marker = `/node_modules/${name}/`;
  return entry.slice(0, entry.indexOf(marker) + marker.length);
}

/**
 * Start-up help for `npm start`, measured with --cpu-prof: Node 24 parses a package's whole
 * `exports` map again for every file it loads from that package and for every import of it, and
 * drizzle-orm's map is 179 KB, so its ~300 files and the server's ~40 imports of it cost about
 * 0.6 s (node:internal/modules/package_json_reader). So:
 * - the relative `.js` imports inside drizzle-orm and zod, and the relative `.ts` imports of our
 *   own sources, are resolved here directly (Node would check each file and its real path: about
 *   25 ms for their ~900 imports);
 * - an import of `drizzle-orm…` is resolved once, and any other package name once per workspace
 *   package that imports it (it names the same file from each of its files).
 * The compile cache keeps V8's compiled code of every module between starts (another 0.25 s).
 *
 * Kept because it still pays (issue 27): loading the server's modules with the compile cache, in a
 * process of its own, took 0.50 s without these hooks and 0.20 s with them (median of 10 runs on the
 * 2-core machine), a fifth of a restart of `npm start`.
 */
export function speedUpModuleLoading(): void {
  enableCompileCache();
  const esmFolders = ESM_PACKAGES.map(packageFolder);
  const workspace = new URL('../../packages/', import.meta.url).href;
  const resolved = new Map<string, ResolveFnOutput>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const parent = context.parentURL ?? '';
      const ownSource = parent.startsWith(workspace) && !parent.includes('/node_modules/');
      if (specifier.startsWith('.')) {
        if (specifier.endsWith('.js') && esmFolders.some((folder) => parent.startsWith(folder)))
          return { url: new URL(specifier, parent).href, format: 'module', shortCircuit: true };
        // Our packages are ES modules too ("type": "module"), written in TypeScript.
        if (specifier.endsWith('.ts') && ownSource)
          return { url: new URL(specifier, parent).href, format: 'module-typescript', shortCircuit: true };
        return nextResolve(specifier, context);
      }
      const drizzle = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
      if (!drizzle && !ownSource) return nextResolve(specifier, context);
      // packages/<name>/ of the importing file: its imports of a package all find the same one.
      const scope = drizzle ? '' : parent.slice(0, parent.indexOf('/', workspace.length) + 1);
      const key = `${scope} ${specifier} ${context.conditions.join(',')}`;
      const known = resolved.get(key) ?? { ...nextResolve(specifier, context), shortCircuit: true };
      resolved.set(key, known);
      return known;
    },
  });
}
