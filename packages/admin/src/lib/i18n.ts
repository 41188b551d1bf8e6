import { LANGUAGES } from '@museum-shop/contract';
import { lazyLocaleBackend } from '@museum-shop/ui';
import i18next, { type ResourceKey } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import english from '../locales/en/admin.json';
import { preferenceStore } from './session-store.ts';

/** The languages the staff app is written in (the shop's eight); the first is the fallback. */
export const ADMIN_LANGUAGES = LANGUAGES;

export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];

const LANGUAGE_KEY = 'adminLanguage';

const localeFiles = import.meta.glob<{ default: ResourceKey }>([
  '../locales/*/*.json',
  '!../locales/en/admin.json',
]);

/** Each language's files, loaded when that language is used (packages/ui). */
const lazyLocales = lazyLocaleBackend(
  localeFiles,
  (language, namespace) => `../locales/${language}/${namespace}.json`,
);

export function isAdminLanguage(value: string | null | undefined): value is AdminLanguage {
  return (ADMIN_LANGUAGES as readonly string[]).includes(value ?? '');
}

/**
 * The language chosen before on this device, else the browser's first one the app is written in,
 * else English: i18next's own detector, reading local storage and then the browser's languages. It
 * caches nothing itself: only a member's own choice is remembered (`rememberLanguage`).
 */
export function initialLanguage(): AdminLanguage {
  // With a best-match function in its services the detector answers every language it found, in
  // order (as it does inside i18next), not only the first: this app picks the first it is written in.
  const services = { languageUtils: { getBestMatchFromCodes: () => undefined } };
  const detector = new LanguageDetector(services as never, {
    order: ['localStorage', 'navigator'],
    lookupLocalStorage: LANGUAGE_KEY,
    caches: [],
  });
  const found = detector.detect();
  for (const tag of Array.isArray(found) ? found : [found ?? '']) {
    const base = tag.slice(0, 2).toLowerCase();
    if (isAdminLanguage(base)) return base;
  }
  return 'en';
}

/**
 * When the server names the signed-in member (sign-in, an accepted invitation, a refresh): their
 * own language from the staff settings, unless a language was chosen on this device, which wins.
 */
export function followMemberLanguage(language: string) {
  if (!i18next.isInitialized || isAdminLanguage(preferenceStore.get(LANGUAGE_KEY))) return;
  if (isAdminLanguage(language) && i18next.resolvedLanguage !== language)
    void i18next.changeLanguage(language);
}

export function rememberLanguage(language: AdminLanguage) {
  preferenceStore.set(LANGUAGE_KEY, language);
}

export async function initI18n(language: AdminLanguage) {
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      supportedLngs: [...ADMIN_LANGUAGES],
      ns: ['admin'],
      defaultNS: 'admin',
      partialBundledLanguages: true,
      resources: { en: { admin: english } },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  document.documentElement.lang = language;
  i18next.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return i18next;
}
