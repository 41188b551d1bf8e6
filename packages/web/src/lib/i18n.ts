import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type TextOverrides } from '@museum-shop/contract';
import { lazyLocaleBackend } from '@museum-shop/ui';
import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCommon from '../locales/en/common.json';

/** Every locale's namespaces, each loaded only when its language is used (English common is bundled). */
const localeFiles = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
]);

/** The texts a page rendered on the server came with, by `language/namespace` (issue 37). */
const pageTexts = new Map<string, ResourceKey>();

/** The file of a language's namespace among `localeFiles`. */
const fileOf = (language: string, namespace: string) => `../locales/${language}/${namespace}.json`;

/** Each language's files, loaded when that language is used (packages/ui), unless the page brought them. */
const lazyLocales = lazyLocaleBackend(localeFiles, fileOf, (language, namespace) =>
  pageTexts.get(`${language}/${namespace}`),
);

/**
 * The texts a page rendered in `language` used, by namespace, to travel with it (issue 37): its
 * screen then hydrates without first downloading them. Only those the browser would download:
 * what the app bundles (English common texts) is not in `localeFiles`.
 */
export function pageTextsOf(i18n: I18n, language: Language, namespaces: readonly string[]) {
  return Object.fromEntries(
    namespaces
      .filter((namespace) => fileOf(language, namespace) in localeFiles)
      .flatMap((namespace) => {
        const texts = i18n.getResourceBundle(language, namespace) as ResourceKey | undefined;
        return texts ? [[namespace, texts]] : [];
      }),
  );
}

/** Keeps the texts a rendered page came with (`pageTextsOf`): i18next takes them instead of their files. */
export function keepPageTexts(language: Language, texts: Record<string, ResourceKey>): void {
  for (const [namespace, resources] of Object.entries(texts))
    pageTexts.set(`${language}/${namespace}`, resources);
}

export const NAMESPACES = ['common'] as const;

const optionsIn = (language: Language, namespaces: readonly string[]) => ({
  lng: language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...namespaces],
  defaultNS: 'common',
  partialBundledLanguages: true,
  resources: { en: { common: englishCommon } },
  interpolation: { escapeValue: false },
  // 'added' re-renders screens when a museum's own texts are laid over the standard ones.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

/** Starts i18next in `language`; English is bundled so an error screen can always be read. */
export async function initI18n(language: Language) {
  await i18next.use(lazyLocales).use(initReactI18next).init(optionsIn(language, NAMESPACES));
  return i18next;
}

/** Every namespace of the app's texts. */
const ALL_NAMESPACES = [
  ...new Set(Object.keys(localeFiles).map((file) => file.replace(/^.*\/([\w-]+)\.json$/, '$1'))),
  'common',
];

/**
 * An i18next of its own for a page rendered on the server (issue 37), with every namespace of
 * `language` (and English, the fallback) loaded and the museum's texts laid over them, so a screen
 * renders its texts in one pass. Which of them a page used (`reportNamespaces`) the browser loads
 * before it hydrates the page.
 */
export async function pageI18n(language: Language, overrides: TextOverrides | undefined): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(lazyLocales).use(initReactI18next).init(optionsIn(language, ALL_NAMESPACES));
  await switchLanguage(instance, language, overrides);
  return instance;
}

/** The language each i18next instance was last switched to with the museum's texts (switchLanguage). */
const preparedLanguages = new WeakMap<I18n, Language>();

/**
 * The language `i18n` is ready to show the shop in, if any: a page rendered on the server is
 * hydrated with its texts already there (issue 37), so the first render shows the shop, as the
 * server's did, instead of a spinner.
 */
export const preparedLanguage = (i18n: I18n): Language | undefined => preparedLanguages.get(originalOf(i18n));

/** The instance itself behind react-i18next's wrapper, which `useTranslation` hands out anew. */
const originalOf = (i18n: I18n): I18n => (i18n as I18n & { __original?: I18n }).__original ?? i18n;

/** The museum's own texts of one language, by namespace: `ns:key`, or a bare key for `common`. */
function overridesByNamespace(texts: Record<string, string>): Map<string, Record<string, string>> {
  const byNamespace = new Map<string, Record<string, string>>();
  for (const [key, text] of Object.entries(texts)) {
    const colon = key.indexOf(':');
    const [namespace, name] = colon > 0 ? [key.slice(0, colon), key.slice(colon + 1)] : ['common', key];
    byNamespace.set(namespace, { ...byNamespace.get(namespace), [name]: text });
  }
  return byNamespace;
}

/** The overrides the `loaded` listener lays over a namespace when its file arrives. */
let pendingOverrides: { language: Language; byNamespace: Map<string, Record<string, string>> } | undefined;
let listening = false;

/**
 * Switches to `language` and lays the museum's own texts over the standard ones (spec §1: customer
 * text sets with fallback), in any namespace (issue 34: a museum words its own section intros).
 * Overrides are added after a namespace's file is loaded: i18next would not load a namespace that
 * already has texts. The namespaces of the first screen are loaded now; a feature's namespace gets
 * its overrides when it is loaded later, so no file is fetched earlier than before.
 */
export async function switchLanguage(
  i18n: I18n,
  language: Language,
  overrides: TextOverrides | undefined,
): Promise<void> {
  // i18next tells every `useTranslation` of a change even to the same language: after a page's
  // hydration that re-rendered the whole shell at once, and React hydrated the screen in one
  // blocking task to apply it (issue 37's long task on a phone).
  // A change still under way to another language must still be overtaken, as i18next's last call wins.
  const changingTo = (i18n as { isLanguageChangingTo?: string }).isLanguageChangingTo;
  if (i18n.language !== language || (changingTo !== undefined && changingTo !== language))
    await i18n.changeLanguage(language);
  await i18n.loadLanguages(language);
  const texts = overrides?.[language];
  pendingOverrides = texts ? { language, byNamespace: overridesByNamespace(texts) } : undefined;
  preparedLanguages.set(originalOf(i18n), language);
  if (!pendingOverrides) return;
  if (!listening) {
    listening = true;
    i18n.on('loaded', (loaded: Record<string, Record<string, unknown> | string[]>) => {
      for (const [lang, namespaces] of Object.entries(loaded)) {
        const names = Array.isArray(namespaces) ? namespaces : Object.keys(namespaces);
        for (const namespace of names) layOver(i18n, lang, namespace);
      }
    });
  }
  for (const namespace of pendingOverrides.byNamespace.keys())
    if (i18n.hasResourceBundle(language, namespace)) layOver(i18n, language, namespace);
}

/**
 * Lays the museum's texts of `namespace` over the standard ones, those not laid already: adding a
 * text tells every `useTranslation` to render again, and the browser's second switch after taking
 * over a page the server rendered re-rendered the whole shop at once to change nothing (issue 37).
 */
function layOver(i18n: I18n, language: string, namespace: string) {
  if (pendingOverrides?.language !== language) return;
  const texts = pendingOverrides.byNamespace.get(namespace);
  if (!texts) return;
  const changed = Object.entries(texts).filter(
    ([key, text]) => i18n.getResource(language, namespace, key) !== text,
  );
  if (changed.length > 0) i18n.addResources(language, namespace, Object.fromEntries(changed));
}
