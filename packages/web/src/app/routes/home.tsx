import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { customSectionLabel, enabledSections, sectionEnabled } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { siteNameFor } from '../../features/config/site-name.ts';
import { routePath, SECTION_ROUTES } from '../route-table.ts';
import styles from './screens.module.css';

export function HomeScreen() {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  // A museum may open the shop on one section instead of the section cards (home_view).
  const homeSection = config.home_view === 'sections' ? undefined : config.home_view;
  if (homeSection && sectionEnabled(config, homeSection)) {
    return <Navigate replace to={routePath(SECTION_ROUTES[homeSection], lang)} />;
  }
  return (
    <Screen>
      <div className={styles.hero}>
        <p className={styles.kicker}>{t('home.welcome')}</p>
        <h1>{siteNameFor(config, lang)}</h1>
        <p className={styles.lead}>{t('home.intro')}</p>
      </div>
      <ul className={styles.cards}>
        {enabledSections(config).map((section) => (
          <li key={section}>
            <Link className={styles.card} to={routePath(SECTION_ROUTES[section], lang)}>
              <span className={styles.cardTitle}>
                {customSectionLabel(config, lang, section) ?? t(`nav.${section}`)}
              </span>
              <span className={styles.cardText}>{t(`home.sections.${section}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Screen>
  );
}

export { HomeScreen as Component };
