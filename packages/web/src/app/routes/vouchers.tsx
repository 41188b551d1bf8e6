import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ProductDetail } from '../../components/ui/ProductDetail.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { useVoucher } from '../../features/vouchers/api/get-voucher.ts';
import { VoucherList } from '../../features/vouchers/components/VoucherList.tsx';
import { VoucherOrderForm } from '../../features/vouchers/components/VoucherOrderForm.tsx';
import { statusOf } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';
import styles from './shop.module.css';
import { AddedToBasket, useAddToBasket } from './shop-basket.tsx';
import { idFromPath, ShopListScreen, ShopLoadFailed, ShopLoading, ShopMissing } from './shop-states.tsx';

/** vouchers (filtered by group, `?group=`) and vouchers/{id} (spec §2). */
export function Component(): ReactNode {
  const { name } = useCurrentRoute();
  return name === 'voucher' ? <VoucherScreen /> : <VoucherListScreen />;
}

function VoucherListScreen() {
  const { t, ready } = useTranslation('shop');
  const { lang } = useShop();
  const [search] = useSearchParams();
  if (!ready) return <ShopLoading />;
  const listHref = routePath('vouchers', lang);
  return (
    <ShopListScreen title={t('common:routes.vouchers.title')} intro={t('vouchers.intro')}>
      <VoucherList
        lang={lang}
        group={idFromPath(search.get('group') ?? undefined)}
        hrefFor={(voucher) => routePath('voucher', lang, { id: String(voucher.id) })}
        groupHref={(group) => (group === undefined ? listHref : `${listHref}?group=${group}`)}
      />
    </ShopListScreen>
  );
}

function VoucherScreen() {
  const { t, ready } = useTranslation('shop');
  const { lang } = useShop();
  const { setTitle } = useCurrentRoute();
  const id = idFromPath(useParams().id);
  const voucher = useVoucher(lang, id ?? 0);
  const { add, added } = useAddToBasket();
  // A voucher the shop no longer sells answers 404: spec §4 "voucher no longer available".
  const gone = id === undefined || (voucher.isError && statusOf(voucher.error) === 404);
  const title = gone ? t('vouchers.unavailableTitle') : voucher.data?.name;
  useEffect(() => setTitle(ready ? title : undefined), [ready, title, setTitle]);

  if (!ready) return <ShopLoading />;
  if (gone)
    return (
      <ShopMissing
        title={t('vouchers.unavailableTitle')}
        text={t('vouchers.unavailable')}
        backHref={routePath('vouchers', lang)}
        backLabel={t('vouchers.backToVouchers')}
      />
    );
  if (voucher.isPending) return <ShopLoading />;
  if (voucher.isError)
    return (
      <ShopLoadFailed
        title={t('common:routes.voucher.title')}
        error={voucher.error}
        onRetry={() => voucher.refetch()}
      />
    );
  const product = voucher.data;
  return (
    <Screen>
      <ProductDetail
        name={product.name}
        image={product.image}
        pictures={product.pictures}
        summary={
          <>
            <p className={styles.price}>
              {product.variable_amount ? t('vouchers.freeAmount') : formatMoney(product.price, lang)}
            </p>
            {product.description && <p className={styles.description}>{product.description}</p>}
          </>
        }
      >
        <VoucherOrderForm key={product.id} voucher={product} lang={lang} onAdd={add} />
        <AddedToBasket added={added} />
      </ProductDetail>
    </Screen>
  );
}
