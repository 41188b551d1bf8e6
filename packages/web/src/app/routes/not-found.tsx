import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { routePath } from '../route-table.ts';
import styles from './screens.module.css';

/** The page-not-found screen, also used by screens whose subject does not exist. */
export function NotFoundContent() {
  const { t } = useTranslation();
  const { lang } = useShop();
  return (
    <Screen>
      <p className={styles.kicker}>404</p>
      <h1>{t('notFound.title')}</h1>
      <p className={styles.lead}>{t('notFound.body')}</p>
      <Link className={styles.cta} to={routePath('home', lang)}>
        {t('notFound.home')}
      </Link>
    </Screen>
  );
}

export { NotFoundContent as Component };
