import { DEFAULT_LANGUAGE, LANGUAGES, type Language, type TextOverrides } from '@museum-shop/contract';
import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import englishCommon from '../locales/en/common.json';

/** Every locale's namespaces, each loaded only when its language is used (English common is bundled). */
const localeFiles = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  '!../locales/en/common.json',
]);

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = localeFiles[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No texts for ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const NAMESPACES = ['common'] as const;

/** Starts i18next in `language`; English is bundled so an error screen can always be read. */
export async function initI18n(language: Language) {
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      ns: [...NAMESPACES],
      defaultNS: 'common',
      partialBundledLanguages: true,
      resources: { en: { common: englishCommon } },
      interpolation: { escapeValue: false },
      // 'added' re-renders screens when a museum's own texts are laid over the standard ones.
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  return i18next;
}

/**
 * Switches to `language` and lays the museum's own texts over the standard ones (spec §1: customer
 * text sets with fallback). Overrides are added after the language's files are loaded: i18next
 * would not load a namespace that already has texts.
 */
export async function switchLanguage(
  i18n: I18n,
  language: Language,
  overrides: TextOverrides | undefined,
): Promise<void> {
  await i18n.changeLanguage(language);
  await i18n.loadLanguages(language);
  const texts = overrides?.[language];
  if (texts) i18n.addResources(language, 'common', texts);
}
