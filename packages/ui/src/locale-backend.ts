import type { BackendModule, ResourceKey } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';

/** A locale file as Vite's `import.meta.glob` loads it. */
export type LocaleLoader = () => Promise<{ default: ResourceKey }>;

/**
 * The i18next backend of both apps (issue 34), on i18next's own resources-to-backend: a language's
 * namespace is loaded only when that language is used, from the file `fileOf` names among the
 * app's glob of locale files (what an app bundles, such as English, is not in it); or, where
 * `kept` has it already (the texts a page rendered on the server came with), from there.
 */
export function lazyLocaleBackend(
  files: Record<string, LocaleLoader>,
  fileOf: (language: string, namespace: string) => string,
  kept: (language: string, namespace: string) => ResourceKey | undefined = () => undefined,
): BackendModule {
  return resourcesToBackend(async (language: string, namespace: string) => {
    const ready = kept(language, namespace);
    if (ready) return ready;
    const load = files[fileOf(language, namespace)];
    if (!load) throw new Error(`No texts for ${language}/${namespace}`);
    return (await load()).default;
  });
}
