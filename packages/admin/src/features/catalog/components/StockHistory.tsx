import type { StockChangeEntry } from '@museum-shop/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage } from '../../../components/ui/StatusViews.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Every change of a product's stock, newest first: when, who, before, after, the change, why. */
export function StockHistory({ history }: { history: StockChangeEntry[] }) {
  const { t, i18n } = useTranslation();
  const numbers = useMemo(
    () => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', { signDisplay: 'exceptZero' }),
    [i18n.resolvedLanguage],
  );
  const columns = useMemo<Column<StockChangeEntry>[]>(
    () => [
      {
        id: 'when',
        header: t('catalog.products.history.when'),
        cell: ({ row }) => formatDateTime(row.original.changed_at),
      },
      {
        id: 'who',
        header: t('catalog.products.history.who'),
        cell: ({ row }) => row.original.staff?.name || row.original.staff?.email || t('audit.command'),
      },
      numberColumn('before', t('catalog.products.history.before'), (entry) => entry.before),
      numberColumn('after', t('catalog.products.history.after'), (entry) => entry.after),
      numberColumn('change', t('catalog.products.history.change'), (entry) =>
        numbers.format(entry.after - entry.before),
      ),
      {
        id: 'reason',
        header: t('catalog.products.history.reason'),
        cell: ({ row }) =>
          [t(`catalog.products.reasons.${row.original.reason}`), row.original.note]
            .filter(Boolean)
            .join(': '),
      },
    ],
    [t, numbers],
  );
  return (
    <section className="panel" aria-labelledby="stock-history">
      <h2 id="stock-history">{t('catalog.products.history.title')}</h2>
      {history.length === 0 ? (
        <EmptyMessage>{t('catalog.products.history.empty')}</EmptyMessage>
      ) : (
        <DataTable
          caption={t('catalog.products.history.title')}
          captionHidden
          columns={columns}
          data={history}
          rowId={(entry) => String(entry.id)}
        />
      )}
    </section>
  );
}
