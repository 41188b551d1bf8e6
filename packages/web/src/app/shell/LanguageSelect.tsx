import { LANGUAGE_NAMES, type Language } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DropdownMenu } from '../../components/ui/DropdownMenu.tsx';
import { rewriteLanguage } from '../navigation-rules.ts';

interface LanguageSelectProps {
  lang: Language;
  languages: Language[];
  inline: boolean;
  /** In the header's invisible measuring copy: out of the keyboard's way. */
  tabIndex?: number | undefined;
}

/**
 * The language dropdown. Each language is a plain link to the same screen with the first path
 * segment rewritten, so following it navigates and loads the page afresh (spec §4); links, unlike
 * a select that jumps on change, never move the visitor before they choose (WCAG 3.2.2).
 */
export function LanguageSelect({ lang, languages, inline, tabIndex }: LanguageSelectProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <DropdownMenu
      inline={inline}
      tabIndex={tabIndex}
      label={
        <>
          <span className="visually-hidden">{t('header.language')}: </span>
          <span lang={lang}>{LANGUAGE_NAMES[lang]}</span>
        </>
      }
    >
      {languages.map((language) => (
        <li key={language}>
          <a
            href={`${rewriteLanguage(location.pathname, language)}${location.search}${location.hash}`}
            lang={language}
            hrefLang={language}
            aria-current={language === lang ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </DropdownMenu>
  );
}
