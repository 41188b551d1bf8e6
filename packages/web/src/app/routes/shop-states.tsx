import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import styles from './shop.module.css';

/** A path segment that is a database id, or undefined. */
export function idFromPath(segment: string | undefined): number | undefined {
  if (!segment || !/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The shop screens wait for their texts (loaded with the screen) and their data. */
export function ShopLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} padded />;
}

/** Not found, no longer available: a heading, what happened, and the way back to the list. */
export function ShopMissing({
  title,
  text,
  backHref,
  backLabel,
}: {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <Screen>
      <h1>{title}</h1>
      <p className={styles.intro}>{text}</p>
      <Link to={backHref}>{backLabel}</Link>
    </Screen>
  );
}

/** A list screen: its heading, an introduction, and what it lists. */
export function ShopListScreen({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Screen>
      <h1>{title}</h1>
      <p className={styles.intro}>{intro}</p>
      {children}
    </Screen>
  );
}

/** A detail screen whose call failed for another reason than "not found": the reason and a retry. */
export function ShopLoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('shop');
  return (
    <Screen>
      <h1>{title}</h1>
      <LoadError error={error} fallback={t('loadFailed')} retryLabel={t('retry')} onRetry={onRetry} />
    </Screen>
  );
}
