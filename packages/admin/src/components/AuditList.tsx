import type { StaffAuditEntry } from '@museum-shop/contract';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format.ts';
import { type Column, DataTable } from './ui/DataTable.tsx';
import { EmptyMessage } from './ui/StatusViews.tsx';

/** "field: before → after" for each field an action changed. */
export function describeChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const show = (value: unknown) =>
    value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return keys
    .map((key) => {
      const was = before?.[key];
      const now = after?.[key];
      if (before && after)
        return JSON.stringify(was) === JSON.stringify(now) ? null : `${key}: ${show(was)} → ${show(now)}`;
      return `${key}: ${show(after ? now : was)}`;
    })
    .filter(Boolean)
    .join('; ');
}

/** An audit action's name (`order.refund`) in the staff member's language; an unknown one as it is. */
export function actionLabel(t: TFunction, action: string): string {
  return t(`audit.actions.${action.replaceAll('.', '_')}`, { defaultValue: action });
}

/** Staff actions: who, when, what, before and after. */
export function AuditList({
  entries,
  caption,
  showOrder = false,
}: {
  entries: StaffAuditEntry[];
  caption: string;
  showOrder?: boolean;
}) {
  const { t } = useTranslation();
  const columns = useMemo<Column<StaffAuditEntry>[]>(
    () => [
      { id: 'at', header: t('audit.when'), cell: ({ row }) => formatDateTime(row.original.at) },
      {
        id: 'who',
        header: t('audit.who'),
        cell: ({ row }) => row.original.staff?.name || row.original.staff?.email || t('audit.command'),
      },
      {
        id: 'action',
        header: t('audit.action'),
        cell: ({ row }) => actionLabel(t, row.original.action),
      },
      ...(showOrder
        ? [
            {
              id: 'subject',
              header: t('audit.subject'),
              cell: ({ row }) =>
                row.original.order_number ? (
                  <Link to={`/orders/${encodeURIComponent(row.original.order_number)}`}>
                    {row.original.order_number}
                  </Link>
                ) : (
                  `${row.original.subject_kind} ${row.original.subject_id}`
                ),
            } satisfies Column<StaffAuditEntry>,
          ]
        : []),
      {
        id: 'change',
        header: t('audit.change'),
        cell: ({ row }) => describeChange(row.original.before, row.original.after),
      },
    ],
    [t, showOrder],
  );
  if (entries.length === 0) return <EmptyMessage>{t('audit.none')}</EmptyMessage>;
  return (
    <DataTable caption={caption} captionHidden columns={columns} data={entries} rowId={(entry) => entry.id} />
  );
}
