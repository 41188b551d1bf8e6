import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { SafeHtml } from '../../components/ui/SafeHtml.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { staticPageIdFor, useStaticPage } from '../../features/content/api/get-page.ts';
import { errorCodeOf, statusOf } from '../../lib/api-client.ts';
import { messageKeyFor } from '../../lib/error-messages.ts';
import { useCurrentRoute } from '../shell/current-route.ts';
import { NotFoundContent } from './not-found.tsx';
import styles from './screens.module.css';

/** page/shipping and page/{id}: a static page from the server, its HTML sanitised before it is shown. */
export function Component() {
  const { t } = useTranslation();
  const { lang } = useShop();
  const { id } = useParams();
  const { setTitle } = useCurrentRoute();
  const page = useStaticPage(lang, staticPageIdFor(id));
  const missing = page.isError && statusOf(page.error) === 404;
  const title = missing ? t('notFound.title') : page.data?.title;
  useEffect(() => setTitle(title), [title, setTitle]);

  if (page.isPending) return <Spinner label={t('loading')} padded />;
  if (page.isError) {
    if (missing) return <NotFoundContent />;
    return (
      <Screen>
        <h1>{t('routes.page.title')}</h1>
        <p role="alert">{t(messageKeyFor(errorCodeOf(page.error), 'errors.pageUnavailable'))}</p>
      </Screen>
    );
  }
  return (
    <Screen>
      <article className={styles.article}>
        <h1>{page.data.title}</h1>
        <SafeHtml html={page.data.html} className={styles.prose} />
      </article>
    </Screen>
  );
}
