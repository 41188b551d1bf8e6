import { LANGUAGE_NAMES } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { ADMIN_LANGUAGES, isAdminLanguage, rememberLanguage } from '../../lib/i18n.ts';

/** The staff app's language, remembered on this device. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = isAdminLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <label>
      <span className="visually-hidden">{t('app.language')}</span>
      <select
        value={current}
        onChange={(event) => {
          const language = event.target.value;
          if (!isAdminLanguage(language)) return;
          rememberLanguage(language);
          void i18n.changeLanguage(language);
        }}
      >
        {ADMIN_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
