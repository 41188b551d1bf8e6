import type { ShopSetup } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { shopHref, usePreviewLink } from '../../../lib/preview-link.ts';
import styles from './Setup.module.css';
import { useLanguageNames } from './setup-texts.ts';

/**
 * "View as visitor" (issue 34): the shop in each offered language, in a new tab. While it has not
 * opened, visitors see "opening soon"; the links then carry a preview token that shows the owner the
 * shop as it will be (checkout still sells nothing until it opens).
 */
export function ViewAsVisitor({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const closed = !setup.open;
  const link = usePreviewLink(closed);
  const token = closed ? link.data?.token : undefined;
  return (
    <section className="panel" aria-labelledby="setup-view">
      <h2 id="setup-view">{t('setup.view.title')}</h2>
      <p>{closed ? t('setup.view.closed') : t('setup.view.open')}</p>
      {closed && link.isPending ? (
        <Loading />
      ) : closed && link.isError ? (
        <ErrorMessage error={link.error} onRetry={() => void link.refetch()} />
      ) : (
        <ul className={styles.links}>
          {setup.identity.languages.map((lang) => (
            <li key={lang}>
              <a href={shopHref(lang, '', token)} target="_blank" rel="noopener">
                {t('setup.view.inLanguage', { language: names.inSentence(lang) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
