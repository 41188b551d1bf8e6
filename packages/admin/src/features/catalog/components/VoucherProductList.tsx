import { type Language, pickTranslation, type StaffVoucherProduct } from '@museum-shop/contract';
import { buttonClass } from '@museum-shop/ui/controls';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Column, DataTable } from '../../../components/ui/DataTable.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useVoucherProducts } from '../api/voucher-products.ts';
import styles from './Catalog.module.css';
import { STATUS_TONES } from './catalog-status.ts';

/**
 * The voucher products in every state (issue 36): each by its name, linked to its editor, with its
 * group, its value (or the free amount's bounds) and its status.
 */
export function VoucherProductList({ defaultLanguage }: { defaultLanguage?: Language | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const products = useVoucherProducts();
  const groups = products.data?.groups;
  const columns = useMemo<Column<StaffVoucherProduct>[]>(() => {
    const named = (texts: Partial<Record<Language, string>>) =>
      pickTranslation(texts, lang, defaultLanguage ?? lang)?.trim() || t('catalog.list.unnamed');
    return [
      {
        id: 'name',
        header: t('catalog.list.name'),
        cell: ({ row }) => (
          <Link to={`/vouchers/products/${row.original.id}`}>{named(row.original.document.name)}</Link>
        ),
      },
      {
        id: 'group',
        header: t('vouchers.fields.group'),
        cell: ({ row }) => {
          const group = groups?.find((each) => each.id === row.original.document.group_id);
          return group ? named(group.name) : '';
        },
      },
      {
        id: 'value',
        header: t('vouchers.fields.value'),
        cell: ({ row }) => {
          const { document } = row.original;
          return document.variable_amount
            ? t('vouchers.list.between', {
                min: formatMoney(document.min_amount ?? 0, lang),
                max: formatMoney(document.max_amount ?? 0, lang),
              })
            : formatMoney(document.price, lang);
        },
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
    ];
  }, [t, lang, defaultLanguage, groups]);

  return (
    <section aria-labelledby="voucher-products">
      <div className={styles.listHead}>
        <h2 id="voucher-products">{t('vouchers.products.title')}</h2>
        <Link to="/vouchers/products/new" className={buttonClass('primary')}>
          {t('vouchers.products.new')}
        </Link>
        <Link to="/vouchers/groups">{t('vouchers.groups.title')}</Link>
      </div>
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <ErrorMessage error={products.error} onRetry={() => void products.refetch()} />
      ) : products.data.products.length === 0 ? (
        <EmptyMessage>{t('vouchers.products.empty')}</EmptyMessage>
      ) : (
        <DataTable
          caption={t('vouchers.products.title')}
          captionHidden
          columns={columns}
          data={products.data.products}
          rowId={(product) => String(product.id)}
        />
      )}
    </section>
  );
}
