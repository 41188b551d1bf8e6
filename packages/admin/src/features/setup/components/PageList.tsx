import { PAGE_IDS, REQUIRED_LEGAL_PAGES, type ShopSetup } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Setup.module.css';
import { useLanguageNames } from './setup-texts.ts';

/** Every static page in every offered language: which exist, each a link to its editor. */
export function PageList({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const languages = setup.identity.languages;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t('setup.pages.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('setup.pages.page')}</th>
            {languages.map((lang) => (
              <th scope="col" key={lang}>
                {names.alone(lang)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {PAGE_IDS.map((id) => {
            const page = t(`setup.pages.names.${id}`);
            const required = (REQUIRED_LEGAL_PAGES as readonly string[]).includes(id);
            const written = setup.pages.find((each) => each.id === id)?.languages ?? [];
            return (
              <tr key={id}>
                <th scope="row">
                  {page}
                  {required && (
                    <>
                      {' '}
                      <span className="badge">{t('setup.pages.required')}</span>
                    </>
                  )}
                </th>
                {languages.map((lang) => {
                  const exists = written.includes(lang);
                  const state = exists ? t('setup.pages.written') : t('setup.pages.missing');
                  // The visible word first: a voice user says what they see (WCAG 2.5.3, label in name).
                  const action = exists ? t('setup.pages.edit') : t('setup.pages.write');
                  return (
                    <td key={lang}>
                      <Link
                        to={`/setup/pages/${id}/${lang}`}
                        aria-label={t('setup.pages.linkLabel', {
                          action,
                          page,
                          language: names.inSentence(lang),
                          state,
                        })}
                      >
                        {action}
                      </Link>{' '}
                      <span className="badge" data-tone={exists ? 'good' : required ? 'warn' : undefined}>
                        {state}
                      </span>
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
