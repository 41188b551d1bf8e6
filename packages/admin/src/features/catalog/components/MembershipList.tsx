import { type Language, pickTranslation, type StaffMembershipSummary } from '@museum-shop/contract';
import { buttonClass } from '@museum-shop/ui/controls';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useStaffMemberships } from '../api/memberships.ts';
import styles from './Catalog.module.css';
import { STATUS_TONES } from './catalog-status.ts';

/**
 * The membership types (the annual passes) in every state (issue 36): each by its name in the
 * member's language (else the shop's default), linked to its editor, with its status, price,
 * validity, persons per card, benefits and the cards it has given that are still valid.
 */
export function MembershipList({ defaultLanguage }: { defaultLanguage?: Language | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const memberships = useStaffMemberships();
  const numbers = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const columns = useMemo<Column<StaffMembershipSummary>[]>(() => {
    const nameOf = (membership: StaffMembershipSummary) =>
      pickTranslation(membership.name, lang, defaultLanguage ?? lang)?.trim() || t('catalog.list.unnamed');
    return [
      {
        id: 'name',
        header: t('catalog.list.name'),
        cell: ({ row }) => <Link to={`/catalog/memberships/${row.original.id}`}>{nameOf(row.original)}</Link>,
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
      numberColumn('price', t('catalog.products.fields.price'), (membership) =>
        formatMoney(membership.price, lang),
      ),
      {
        id: 'validity',
        header: t('catalog.memberships.fields.validity'),
        cell: ({ row }) => t(`catalog.memberships.validities.${row.original.validity}`),
      },
      numberColumn('persons', t('catalog.memberships.list.persons'), (membership) =>
        numbers.format(membership.persons),
      ),
      numberColumn('benefits', t('catalog.memberships.benefits.title'), (membership) =>
        numbers.format(membership.benefits),
      ),
      numberColumn('cards', t('catalog.memberships.list.cards'), (membership) =>
        numbers.format(membership.cards),
      ),
    ];
  }, [t, lang, defaultLanguage, numbers]);

  if (memberships.isPending) return <Loading />;
  if (memberships.isError)
    return <ErrorMessage error={memberships.error} onRetry={() => void memberships.refetch()} />;
  const list = memberships.data.memberships;
  return (
    <>
      <div className={styles.listHead}>
        <p className="muted">{t('catalog.memberships.list.intro')}</p>
        <Link to="/catalog/memberships/new" className={buttonClass('primary')}>
          {t('catalog.memberships.list.new')}
        </Link>
      </div>
      {list.length === 0 ? (
        <EmptyMessage>{t('catalog.memberships.list.empty')}</EmptyMessage>
      ) : (
        <DataTable
          caption={t('catalog.memberships.title')}
          captionHidden
          columns={columns}
          data={list}
          rowId={(membership) => String(membership.id)}
        />
      )}
    </>
  );
}
