/**
 * The interface languages as plain data, without schemas: the web app's first, smallest script
 * reads the language of the address with them before zod is loaded (issue 11).
 */

/** The eight interface languages of the shop (spec §1). English is the default locale. */
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/**
 * Each language named in itself, as language selectors and reports name them, so a reader finds
 * their own.
 */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  es: 'Español',
  sv: 'Svenska',
  da: 'Dansk',
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}
