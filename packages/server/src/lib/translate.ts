import { type Language, pickTranslation, type Translations } from '@museum-shop/contract';

/** A function that turns a stored text into the request's language, with the museum's default as fallback. */
export type Translate = (texts: Translations) => string;

export function translator(lang: Language, fallback: Language): Translate {
  return (texts) => pickTranslation(texts, lang, fallback) ?? '';
}
