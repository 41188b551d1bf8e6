import type { DayListEntry } from '@museum-shop/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GroupAnswers } from '../../../components/GroupAnswers.tsx';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage } from '../../../components/ui/StatusViews.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The day's list for the door: every booked visit by slot, to print. */
export function DayList({ date, entries }: { date: string; entries: DayListEntry[] }) {
  const { t } = useTranslation();
  const columns = useMemo<Column<DayListEntry>[]>(
    () => [
      { id: 'time', header: t('daySheet.time'), cell: ({ row }) => row.original.datetime.slice(11, 16) },
      { id: 'product', header: t('daySheet.product'), cell: ({ row }) => row.original.product_name },
      { id: 'order', header: t('orders.number'), cell: ({ row }) => row.original.order_number },
      { id: 'name', header: t('order.name'), cell: ({ row }) => row.original.customer_name },
      {
        id: 'persons',
        header: t('daySheet.persons'),
        meta: { numeric: true },
        cell: ({ row }) => row.original.persons,
      },
      {
        id: 'parts',
        header: t('daySheet.parts'),
        cell: ({ row }) => (
          <>
            {row.original.parts}
            <GroupAnswers answers={row.original.answers} />
            {row.original.refunded && (
              <>
                {' '}
                <span className="badge" data-tone="bad">
                  {t('order.refunded')}
                </span>
              </>
            )}
          </>
        ),
      },
    ],
    [t],
  );
  if (entries.length === 0) return <EmptyMessage>{t('daySheet.noVisits')}</EmptyMessage>;
  return (
    <DataTable
      caption={t('daySheet.listCaption', { date: formatDate(date) })}
      columns={columns}
      data={entries}
      rowId={(entry) => `${entry.kind}-${entry.slot_id}-${entry.order_number}`}
    />
  );
}
