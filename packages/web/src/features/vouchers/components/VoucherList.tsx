import type { Language, VoucherProduct } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { FilterLinks } from '../../../components/ui/FilterLinks.tsx';
import { LoadError } from '../../../components/ui/LoadError.tsx';
import { ProductCard, ProductGrid } from '../../../components/ui/ProductCard.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useVoucherGroups } from '../api/get-voucher-groups.ts';
import { useVouchers } from '../api/get-vouchers.ts';
import { vouchersOfGroup } from '../rules.ts';

interface VoucherListProps {
  lang: Language;
  /** The chosen group; undefined: all. */
  group: number | undefined;
  hrefFor: (voucher: VoucherProduct) => string;
  groupHref: (group: number | undefined) => string;
}

/** The vouchers for sale, filtered by group (spec §2), in the museum's order. */
export function VoucherList({ lang, group, hrefFor, groupHref }: VoucherListProps) {
  const { t } = useTranslation('shop');
  const vouchers = useVouchers(lang);
  const groups = useVoucherGroups(lang);
  if (vouchers.isPending || groups.isPending) return <Spinner label={t('common:loading')} />;
  if (vouchers.isError || groups.isError)
    return (
      <LoadError
        error={vouchers.error ?? groups.error}
        fallback={t('loadFailed')}
        retryLabel={t('retry')}
        onRetry={() => {
          if (vouchers.isError) vouchers.refetch();
          if (groups.isError) groups.refetch();
        }}
      />
    );
  const shown = vouchersOfGroup(vouchers.data.vouchers, group);
  const links = [
    { key: 'all', label: t('vouchers.all'), href: groupHref(undefined), current: group === undefined },
    ...groups.data.map((each) => ({
      key: String(each.id),
      label: each.name,
      href: groupHref(each.id),
      current: each.id === group,
    })),
  ];
  return (
    <>
      {groups.data.length > 1 && <FilterLinks label={t('vouchers.groups')} links={links} />}
      {shown.length === 0 ? (
        <p>{t('vouchers.empty')}</p>
      ) : (
        <ProductGrid label={t('vouchers.list')}>
          {shown.map((voucher, index) => (
            <li key={voucher.id}>
              <ProductCard
                name={voucher.name}
                href={hrefFor(voucher)}
                image={voucher.image}
                pictures={vouchers.data.pictures}
                description={voucher.description}
                price={voucher.variable_amount ? t('vouchers.freeAmount') : formatMoney(voucher.price, lang)}
                index={index}
              />
            </li>
          ))}
        </ProductGrid>
      )}
    </>
  );
}
