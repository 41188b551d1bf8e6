import { type Language, pickTranslation, type StaffTourSummary } from '@museum-shop/contract';
import { buttonClass } from '@museum-shop/ui/controls';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { useStaffTours } from '../api/tours.ts';
import styles from './Catalog.module.css';
import { STATUS_TONES } from './catalog-status.ts';

/**
 * The shop's guided tours in every state (issue 35): each by its name, linked to its editor, with
 * its status, the guide's language and the starts made from today on.
 */
export function TourList({
  defaultLanguage,
  languageName,
}: {
  defaultLanguage?: Language | undefined;
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const tours = useStaffTours();
  const numbers = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const columns = useMemo<Column<StaffTourSummary>[]>(
    () => [
      {
        id: 'name',
        header: t('catalog.list.name'),
        cell: ({ row }) => (
          <Link to={`/catalog/tours/${row.original.id}`}>
            {pickTranslation(row.original.name, lang, defaultLanguage ?? lang)?.trim() ||
              t('catalog.list.unnamed')}
          </Link>
        ),
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
        id: 'language',
        header: t('catalog.tours.language'),
        cell: ({ row }) => languageName(row.original.language),
      },
      numberColumn('starts', t('catalog.tours.startsAhead'), (tour) => numbers.format(tour.slots_ahead)),
    ],
    [t, lang, defaultLanguage, numbers, languageName],
  );

  return (
    <section aria-labelledby="catalog-tours">
      <div className={styles.listHead}>
        <h2 id="catalog-tours">{t('catalog.tours.title')}</h2>
        <Link to="/catalog/tours/new" className={buttonClass('primary')}>
          {t('catalog.tours.new')}
        </Link>
      </div>
      {tours.isPending ? (
        <Loading />
      ) : tours.isError ? (
        <ErrorMessage error={tours.error} onRetry={() => void tours.refetch()} />
      ) : tours.data.tours.length === 0 ? (
        <EmptyMessage>{t('catalog.tours.empty')}</EmptyMessage>
      ) : (
        <DataTable
          caption={t('catalog.tours.title')}
          captionHidden
          columns={columns}
          data={tours.data.tours}
          rowId={(tour) => String(tour.id)}
        />
      )}
    </section>
  );
}
