import { siteNameFor } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { customSectionLabel, enabledSections, sectionEnabled } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { useShopInfo } from '../../features/content/api/get-shop-info.ts';
import Banners from '../../features/content/components/Banners.tsx';
import { routePath, SECTION_ROUTES } from '../route-table.ts';
import styles from './screens.module.css';

export function HomeScreen() {
  const { t } = useTranslation();
  const { config, lang } = useShop();
  const banners = useShopInfo(lang).data?.content.banners ?? [];
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
      {/* Drawn with the screen, not from a chunk of its own: one arriving later pushed the footer down
          under a visitor's focus (the keyboard journey caught it under load). */}
      {banners.length > 0 && <Banners banners={banners} />}
    </Screen>
  );
}

export { HomeScreen as Component };
