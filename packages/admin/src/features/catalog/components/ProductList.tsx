import { type Language, pickTranslation, type StaffProductSummary } from '@museum-shop/contract';
import { buttonClass } from '@museum-shop/ui/controls';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable, numberColumn } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useStaffProducts } from '../api/products.ts';
import styles from './Catalog.module.css';
import { STATUS_TONES } from './catalog-status.ts';

/**
 * The shop's products in every state (issue 36), not the annual passes: each by its name in the
 * member's language (else the shop's default), linked to its editor, with its status, price, stock,
 * what reservations take of it and what the visitor can still buy.
 */
export function ProductList({ defaultLanguage }: { defaultLanguage?: Language | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const products = useStaffProducts();
  const numbers = useMemo(() => new Intl.NumberFormat(lang), [lang]);
  const columns = useMemo<Column<StaffProductSummary>[]>(() => {
    const nameOf = (product: StaffProductSummary) =>
      pickTranslation(product.name, lang, defaultLanguage ?? lang)?.trim() || t('catalog.list.unnamed');
    return [
      {
        id: 'picture',
        header: t('catalog.products.list.picture'),
        cell: ({ row }) =>
          row.original.image ? <img className={styles.thumb} src={row.original.image} alt="" /> : null,
      },
      {
        id: 'name',
        header: t('catalog.list.name'),
        cell: ({ row }) => <Link to={`/catalog/products/${row.original.id}`}>{nameOf(row.original)}</Link>,
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
      numberColumn('price', t('catalog.products.fields.price'), (product) =>
        formatMoney(product.price, lang),
      ),
      numberColumn('stock', t('catalog.products.list.stock'), (product) => numbers.format(product.stock)),
      numberColumn('taken', t('catalog.products.list.taken'), (product) => numbers.format(product.taken)),
      {
        id: 'left',
        header: t('catalog.products.list.left'),
        meta: { numeric: true },
        cell: ({ row }) =>
          row.original.left === 0 ? (
            <span className="badge" data-tone="warn">
              {t('catalog.products.list.none')}
            </span>
          ) : (
            numbers.format(row.original.left)
          ),
      },
    ];
  }, [t, lang, defaultLanguage, numbers]);

  if (products.isPending) return <Loading />;
  if (products.isError)
    return <ErrorMessage error={products.error} onRetry={() => void products.refetch()} />;
  const list = products.data.products;
  return (
    <>
      <div className={styles.listHead}>
        <p className="muted">{t('catalog.products.list.intro')}</p>
        <Link to="/catalog/products/new" className={buttonClass('primary')}>
          {t('catalog.products.list.new')}
        </Link>
      </div>
      {list.length === 0 ? (
        <EmptyMessage>{t('catalog.products.list.empty')}</EmptyMessage>
      ) : (
        <DataTable
          caption={t('catalog.products.title')}
          captionHidden
          columns={columns}
          data={list}
          rowId={(product) => String(product.id)}
        />
      )}
    </>
  );
}
