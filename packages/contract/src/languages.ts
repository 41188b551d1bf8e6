import * as z from 'zod/mini';

/** The eight interface languages of the shop (spec §1). English is the default locale. */
export const LANGUAGES = ['en', 'de', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** A text given in some of the languages; readers fall back to the museum's default language. */
export const translationsSchema = z.partialRecord(languageSchema, z.string());
export type Translations = z.infer<typeof translationsSchema>;

/** Picks the text for `lang`, else for `fallback`, else the first one there is. */
export function pickTranslation(texts: Translations, lang: Language, fallback: Language): string | undefined {
  return texts[lang] ?? texts[fallback] ?? Object.values(texts)[0];
}
