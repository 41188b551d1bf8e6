import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ArrowLeftIcon } from '../../components/ui/icons.tsx';
import { mainSiteUrl } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { useLastVisitedUrl } from '../navigation-state.ts';
import { routePath } from '../route-table.ts';
import styles from './ScreenNav.module.css';

/** Breadcrumbs Home → Webshop → this screen, and a back link to the last visited URL (spec §2, §4). */
export function ScreenNav({ title }: { title: string | undefined }) {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  const mainSite = mainSiteUrl(config, lang);
  const navigate = useNavigate();
  const back = useLastVisitedUrl() ?? routePath('home', lang);
  return (
    <div className={`screen-nav ${styles.bar}`}>
      <Link
        className={styles.back}
        to={back}
        onClick={(event) => {
          // Within the shop's own history, back is the browser's back (with its scroll position);
          // a visitor who arrived here directly goes to the last visited URL or the home screen.
          const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (index > 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
            event.preventDefault();
            navigate(-1);
          }
        }}
      >
        <ArrowLeftIcon />
        {t('nav.back')}
      </Link>
      <nav aria-label={t('nav.breadcrumbs')}>
        <ol className={styles.crumbs}>
          {mainSite && (
            <li>
              <a href={mainSite}>{t('nav.museumHome')}</a>
            </li>
          )}
          <li>
            <Link to={routePath('home', lang)}>{t('nav.webshop')}</Link>
          </li>
          {title && (
            <li>
              <span aria-current="page">{title}</span>
            </li>
          )}
        </ol>
      </nav>
    </div>
  );
}
