import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/layout/Screen.tsx';
import styles from '../routes/screens.module.css';
import { useCurrentRoute } from './current-route.ts';

/**
 * The honest stand-in for a screen another issue builds: its translated title and what it will be
 * for, nothing pretending to be content.
 */
export function PlaceholderScreen({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const { name } = useCurrentRoute();
  return (
    <Screen>
      {children}
      <h1>{t(`routes.${name}.title`)}</h1>
      <p className={styles.lead}>{t(`routes.${name}.purpose`)}</p>
      <p className={styles.note}>{t('placeholder.comingSoon')}</p>
    </Screen>
  );
}
