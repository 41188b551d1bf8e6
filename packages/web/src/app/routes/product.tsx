import { isAnnualPass } from '@museum-shop/contract';
import { type ComponentProps, type ReactNode, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ProductDetail } from '../../components/ui/ProductDetail.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { useArticle } from '../../features/merchandise/api/get-article.ts';
import { ArticleOrderForm } from '../../features/merchandise/components/ArticleOrderForm.tsx';
import type { PassOrderForm } from '../../features/merchandise/components/PassOrderForm.tsx';
import { StockBadge } from '../../features/merchandise/components/StockBadge.tsx';
import { passOrderFormCode } from '../../features/merchandise/pass-order-form-code.ts';
import { statusOf } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { loaded } from '../../lib/tracked-load.ts';
import { routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';
import styles from './shop.module.css';
import { AddedToBasket, useAddToBasket } from './shop-basket.tsx';
import { idFromPath, ShopLoadFailed, ShopLoading, ShopMissing } from './shop-states.tsx';

/** The passes' order form, once its code is there (a pass's page loads it beside its own). */
function PassForm(props: ComponentProps<typeof PassOrderForm>) {
  const PassOrderForm = loaded(passOrderFormCode());
  return <PassOrderForm {...props} />;
}

/** product/{id} and passes/{id} (spec §2): one article, its quantity (and pass holders), add to basket. */
export function Component(): ReactNode {
  const { t, ready } = useTranslation('shop');
  const { config, lang } = useShop();
  const { name, setTitle } = useCurrentRoute();
  const id = idFromPath(useParams().id);
  // The renewal mail links to passes/{id}?renews={member number}.
  const [search] = useSearchParams();
  const article = useArticle(lang, id ?? 0);
  const { add, added } = useAddToBasket();
  const passRoute = name === 'pass';
  // passes/{id} shows annual passes only; product/{id} shows any article, passes too.
  const missing =
    id === undefined ||
    (article.isError && statusOf(article.error) === 404) ||
    (passRoute && article.isSuccess && !isAnnualPass(article.data));
  const notFoundTitle = passRoute ? t('passes.notFoundTitle') : t('product.notFoundTitle');
  const title = missing ? notFoundTitle : article.data?.name;
  useEffect(() => setTitle(ready ? title : undefined), [ready, title, setTitle]);

  if (!ready) return <ShopLoading />;
  if (missing)
    return passRoute ? (
      <ShopMissing
        title={notFoundTitle}
        text={t('passes.notFound')}
        backHref={routePath('passes', lang)}
        backLabel={t('passes.backToPasses')}
      />
    ) : (
      <ShopMissing
        title={notFoundTitle}
        text={t('product.notFound')}
        backHref={routePath('merchandise', lang)}
        backLabel={t('merchandise.backToShop')}
      />
    );
  if (article.isPending) return <ShopLoading />;
  if (article.isError)
    return (
      <ShopLoadFailed
        title={t(passRoute ? 'common:routes.pass.title' : 'common:routes.product.title')}
        error={article.error}
        onRetry={() => article.refetch()}
      />
    );
  const item = article.data;
  return (
    <Screen>
      <ProductDetail
        name={item.name}
        image={item.images[0]}
        pictures={item.pictures}
        summary={
          <>
            <p>
              <span className={styles.price}>{formatMoney(item.price, lang)}</span>{' '}
              {item.vat_value > 0 && (
                <span className={styles.muted}>{t('product.vat', { rate: item.vat_value })}</span>
              )}
            </p>
            <p>
              <StockBadge article={item} />
            </p>
            {item.description && <p className={styles.description}>{item.description}</p>}
          </>
        }
      >
        {isAnnualPass(item) ? (
          <Suspense fallback={<ShopLoading />}>
            <PassForm
              key={item.id}
              article={item}
              lang={lang}
              defaultCountry={config.default_user_country_key ?? ''}
              renews={passRoute ? search.get('renews') : null}
              onAdd={add}
            />
          </Suspense>
        ) : (
          <ArticleOrderForm key={item.id} article={item} lang={lang} onAdd={add} />
        )}
        <AddedToBasket added={added} />
      </ProductDetail>
    </Screen>
  );
}
