import type { ReportKind, SalesGroup } from '@museum-shop/contract';
import { buttonClass } from '@museum-shop/ui/controls';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { exportUrl, type Period } from '../api/reports.ts';
import styles from './Reports.module.css';

/**
 * One report: its heading, its downloads (CSV and XLSX of the period shown), and what `render`
 * makes of its data once it is there; meanwhile a spinner, or the failure with a retry.
 */
export function ReportSection<TData>({
  report,
  title,
  period,
  group,
  query,
  render,
}: {
  report: ReportKind;
  title: string;
  period: Period;
  /** The sales report's grouping (the other reports have none). */
  group?: SalesGroup;
  query: UseQueryResult<TData>;
  render: (data: TData) => ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `${report}-heading`;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className={styles.downloads}>
        <a
          className={buttonClass('secondary', 'small')}
          href={exportUrl(report, 'csv', period, group)}
          download
        >
          {t('reports.downloadCsv', { report: title })}
        </a>
        <a
          className={buttonClass('secondary', 'small')}
          href={exportUrl(report, 'xlsx', period, group)}
          download
        >
          {t('reports.downloadXlsx', { report: title })}
        </a>
      </div>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        render(query.data)
      )}
    </section>
  );
}

/** One of a report's totals, as a tile. */
export function Total({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div className={styles.total}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}
