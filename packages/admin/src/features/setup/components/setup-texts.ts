import {
  LANGUAGE_NAMES,
  type Language,
  MEDIA_MAX_BYTES,
  MEDIA_MIN_SIDE,
  REQUIRED_LEGAL_PAGES,
  SETUP_FIELD_ERRORS,
  type SetupFieldError,
  type SetupProblem,
  type ShopSetup,
} from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The largest upload in megabytes, as the messages say it. */
export const MEDIA_MAX_MB = MEDIA_MAX_BYTES / (1024 * 1024);

function isSetupFieldError(message: string): message is SetupFieldError {
  return (SETUP_FIELD_ERRORS as readonly string[]).includes(message);
}

/**
 * The one place the setup forms word a field's errors: the contract's codes (SETUP_FIELD_ERRORS)
 * in the member's language; any other message as the server wrote it.
 */
export function fieldErrorText(t: TFunction, messages: readonly string[] | undefined): string | undefined {
  if (!messages || messages.length === 0) return undefined;
  const texts = messages.map((message) => {
    if (!isSetupFieldError(message)) return message;
    if (message === 'image_too_large') return t('setup.fieldErrors.image_too_large', { count: MEDIA_MAX_MB });
    if (message === 'image_too_small')
      return t('setup.fieldErrors.image_too_small', { count: MEDIA_MIN_SIDE });
    return t(`setup.fieldErrors.${message}`);
  });
  return [...new Set(texts)].join(' ');
}

/** The first of `keys` the 422's field map names, worded. */
export function fieldError(
  t: TFunction,
  fields: Record<string, string[]>,
  ...keys: string[]
): string | undefined {
  for (const key of keys) {
    const text = fieldErrorText(t, fields[key]);
    if (text) return text;
  }
  return undefined;
}

/** The messages of the fields a form does not show beside a field of its own. */
export function otherFieldErrors(t: TFunction, fields: Record<string, string[]>, shown: readonly string[]) {
  return Object.entries(fields)
    .filter(([key]) => !shown.includes(key))
    .map(([, messages]) => fieldErrorText(t, messages))
    .filter((text): text is string => Boolean(text));
}

/** Languages named in the member's language ("German", "allemand"), and lists of them. */
export function useLanguageNames() {
  const { i18n } = useTranslation();
  const ui = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([ui], { type: 'language' });
    } catch {
      names = undefined;
    }
    const list = new Intl.ListFormat(ui, { type: 'conjunction' });
    /** As it stands in a sentence ("Name in German", "Nom en allemand"). */
    const inSentence = (lang: Language) => names?.of(lang) ?? LANGUAGE_NAMES[lang];
    return {
      inSentence,
      /** On its own, as a checkbox's label: capitalised in every language. */
      alone: (lang: Language) => {
        const name = inSentence(lang);
        return name.charAt(0).toLocaleUpperCase(ui) + name.slice(1);
      },
      list: (items: readonly string[]) => list.format(items),
      listOf: (langs: readonly Language[]) => list.format(langs.map(inSentence)),
    };
  }, [ui]);
}

/** The required legal pages that do not exist in the default language yet. */
export function missingLegalPages(setup: ShopSetup) {
  const defaultLanguage = setup.identity.languages[0] ?? 'en';
  return REQUIRED_LEGAL_PAGES.filter(
    (id) => !setup.pages.find((page) => page.id === id)?.languages.includes(defaultLanguage),
  );
}

/** The shop's PUBLIC_URL when it is not the address the staff app is opened at. */
export function publicUrlMismatch(publicUrl: string | null, here: string): string | undefined {
  if (!publicUrl) return undefined;
  try {
    return new URL(publicUrl).origin === new URL(here).origin ? undefined : publicUrl;
  } catch {
    return publicUrl;
  }
}

/** A checklist problem in words a museum understands. */
export function problemText(
  t: TFunction,
  problem: SetupProblem,
  context: {
    setup: ShopSetup;
    languages: readonly Language[];
    names: ReturnType<typeof useLanguageNames>;
  },
): string {
  const { setup, names } = context;
  const defaultLanguage = setup.identity.languages[0] ?? 'en';
  switch (problem) {
    case 'NO_SITE_NAME':
      return t('setup.problems.NO_SITE_NAME', { language: names.inSentence(defaultLanguage) });
    case 'NAME_TRANSLATIONS_MISSING':
    case 'LEGAL_PAGE_TRANSLATIONS_MISSING':
      return context.languages.length > 0
        ? t(`setup.problems.${problem}`, {
            count: context.languages.length,
            languages: names.listOf(context.languages),
          })
        : t(`setup.problemsGeneral.${problem}`);
    case 'LEGAL_PAGES_MISSING': {
      const pages = missingLegalPages(setup).map((id) => t(`setup.pages.names.${id}`));
      return pages.length > 0
        ? t('setup.problems.LEGAL_PAGES_MISSING', {
            count: pages.length,
            pages: names.list(pages),
            language: names.inSentence(defaultLanguage),
          })
        : t('setup.problemsGeneral.LEGAL_PAGES_MISSING');
    }
    default:
      return t(`setup.problems.${problem}`);
  }
}
