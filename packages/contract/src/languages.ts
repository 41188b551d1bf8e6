import * as z from 'zod/mini';
import { LANGUAGES, type Language } from './language-codes.ts';

export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from './language-codes.ts';
export const languageSchema = z.enum(LANGUAGES);

/** A text given in some of the languages; readers fall back to the museum's default language. */
export const translationsSchema = z.partialRecord(languageSchema, z.string());
export type Translations = z.infer<typeof translationsSchema>;

/** Picks the text for `lang`, else for `fallback`, else the first one there is. */
export function pickTranslation(texts: Translations, lang: Language, fallback: Language): string | undefined {
  return texts[lang] ?? texts[fallback] ?? Object.values(texts)[0];
}
