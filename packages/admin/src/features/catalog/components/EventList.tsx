import { type Language, pickTranslation, type StaffEventSummary } from '@museum-shop/contract';
import { buttonClass } from '@museum-shop/ui/controls';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useStaffEvents } from '../api/events.ts';
import styles from './Catalog.module.css';
import { STATUS_TONES } from './catalog-status.ts';

/**
 * The shop's events and exhibitions in every state (issue 35): each by its name in the member's
 * language (else the shop's default, else any), linked to its editor, with its status, when it
 * runs, its ticket types, the slots made from today on and the slots kept for a person to decide.
 */
export function EventList({ defaultLanguage }: { defaultLanguage?: Language | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const events = useStaffEvents();
  const numbers = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const columns = useMemo<Column<StaffEventSummary>[]>(() => {
    const nameOf = (event: StaffEventSummary) =>
      pickTranslation(event.name, lang, defaultLanguage ?? lang)?.trim() || t('catalog.list.unnamed');
    return [
      {
        id: 'name',
        header: t('catalog.list.name'),
        cell: ({ row }) => <Link to={`/catalog/${row.original.id}`}>{nameOf(row.original)}</Link>,
      },
      {
        id: 'status',
        header: t('catalog.list.status'),
        cell: ({ row }) => (
          <span className="badge" data-tone={STATUS_TONES[row.original.status]}>
            {t(`catalog.statuses.${row.original.status}`)}
          </span>
        ),
      },
      {
        id: 'runs',
        header: t('catalog.list.runs'),
        cell: ({ row }) =>
          t('catalog.list.runsFromTo', {
            from: formatDate(row.original.sorting_datetime),
            to: formatDate(row.original.end),
          }),
      },
      numberColumn('ticketTypes', t('catalog.list.ticketTypes'), (event) =>
        numbers.format(event.ticket_types),
      ),
      numberColumn('slots', t('catalog.list.slotsAhead'), (event) => numbers.format(event.slots_ahead)),
      {
        id: 'kept',
        header: t('catalog.list.kept'),
        cell: ({ row }) =>
          row.original.kept_slots > 0 ? (
            <span className="badge" data-tone="warn">
              {t('catalog.list.keptCount', {
                count: row.original.kept_slots,
                number: numbers.format(row.original.kept_slots),
              })}
            </span>
          ) : (
            <span className="muted">{t('catalog.list.noneKept')}</span>
          ),
      },
    ];
  }, [t, lang, defaultLanguage, numbers]);

  const newEvent = (
    <Link to="/catalog/new" className={buttonClass('primary')}>
      {t('catalog.list.new')}
    </Link>
  );
  if (events.isPending) return <Loading />;
  if (events.isError) return <ErrorMessage error={events.error} onRetry={() => void events.refetch()} />;
  const list = events.data.events;
  return (
    <>
      <div className={styles.listHead}>
        <p className="muted">{t('catalog.list.intro')}</p>
        {newEvent}
      </div>
      {list.length === 0 ? (
        <EmptyMessage>{t('catalog.list.empty')}</EmptyMessage>
      ) : (
        <DataTable
          caption={t('catalog.list.caption')}
          captionHidden
          columns={columns}
          data={list}
          rowId={(event) => String(event.id)}
        />
      )}
    </>
  );
}
