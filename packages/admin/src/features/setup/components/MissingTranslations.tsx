import type { Language } from '@museum-shop/contract';
import { fieldStyles } from '@museum-shop/ui/controls';
import { useTranslation } from 'react-i18next';
import { useLanguageNames } from './setup-texts.ts';

/** The offered languages, after the default, that have no text where the default language has one. */
export function missingLanguages(
  texts: Partial<Record<Language, string>>,
  languages: readonly Language[],
): Language[] {
  const [defaultLanguage, ...others] = languages;
  if (!defaultLanguage || !texts[defaultLanguage]?.trim()) return [];
  return others.filter((lang) => !texts[lang]?.trim());
}

/**
 * Translation completeness (issue 34), under a translated field: which offered languages have no
 * text yet, and that visitors reading the shop in them get the default language's text. Nothing
 * while every language has one, or the default language has none either.
 */
export function MissingTranslations({
  texts,
  languages,
}: {
  texts: Partial<Record<Language, string>>;
  languages: readonly Language[];
}) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const missing = missingLanguages(texts, languages);
  const defaultLanguage = languages[0];
  if (missing.length === 0 || !defaultLanguage) return null;
  return (
    <p className={fieldStyles.description}>
      {t('setup.translations.missing', {
        count: missing.length,
        languages: names.listOf(missing),
        language: names.inSentence(defaultLanguage),
      })}
    </p>
  );
}
