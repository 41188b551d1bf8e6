import { Button } from '@museum-shop/ui/controls';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, statusOf } from '../../lib/api-client.ts';
import styles from './StatusViews.module.css';

export function Loading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {label ?? t('status.loading')}
    </div>
  );
}

/** A failed call's message: the contract's code where it has one, else the status. */
export function errorText(t: TFunction, error: unknown): string {
  const code = errorCodeOf(error);
  if (code) {
    const known = t(`errors.${code}`, { defaultValue: '' });
    if (known) return known;
  }
  const status = statusOf(error);
  if (status === 403) return t('errors.FORBIDDEN');
  if (status === undefined) return t('errors.network');
  return t('errors.generic', { status });
}

export function ErrorMessage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.message} ${styles.error}`} role="alert">
      <p>{errorText(t, error)}</p>
      {onRetry && (
        <Button variant="secondary" size="small" onPress={onRetry}>
          {t('status.retry')}
        </Button>
      )}
    </div>
  );
}

export function EmptyMessage({ children }: { children: ReactNode }) {
  return <p className={styles.message}>{children}</p>;
}

/**
 * A message about an action. A success is a status (read out when it appears) unless `focused`:
 * a notice that takes the focus is read out as it gets it, and would otherwise be read twice.
 */
export function Notice({
  tone,
  children,
  focused = false,
}: {
  tone: 'success' | 'error';
  children: ReactNode;
  focused?: boolean;
}) {
  const role = tone === 'error' ? 'alert' : focused ? undefined : 'status';
  return (
    <div className={`${styles.message} ${tone === 'error' ? styles.error : styles.success}`} role={role}>
      {children}
    </div>
  );
}
