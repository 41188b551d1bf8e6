import { ANNUAL_PASS_KIND, isAnnualPass, type Merchandise } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '../../components/ui/LoadError.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { useCategories } from '../../features/merchandise/api/get-categories.ts';
import { ArticleList } from '../../features/merchandise/components/ArticleList.tsx';
import { CategoryLinks } from '../../features/merchandise/components/CategoryLinks.tsx';
import { routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';
import { idFromPath, ShopListScreen, ShopLoading, ShopMissing } from './shop-states.tsx';

/** merchandise, merchandise/{category} and passes (spec §2): one list screen; passes are product kind 13. */
export function Component(): ReactNode {
  const { name } = useCurrentRoute();
  return name === 'passes' ? <PassList /> : <MerchandiseList />;
}

const articleHref = (lang: Parameters<typeof routePath>[1]) => (article: Merchandise) =>
  isAnnualPass(article)
    ? routePath('pass', lang, { id: String(article.id) })
    : routePath('product', lang, { id: String(article.id) });

function PassList() {
  const { t, ready } = useTranslation('shop');
  const { lang } = useShop();
  if (!ready) return <ShopLoading />;
  return (
    <ShopListScreen title={t('common:routes.passes.title')} intro={t('passes.intro')}>
      <ArticleList
        lang={lang}
        filter={{ productKind: ANNUAL_PASS_KIND }}
        hrefFor={articleHref(lang)}
        label={t('passes.list')}
        emptyText={t('passes.empty')}
      />
    </ShopListScreen>
  );
}

function MerchandiseList() {
  const { t, ready } = useTranslation('shop');
  const { lang } = useShop();
  const { setTitle } = useCurrentRoute();
  const { category: segment } = useParams();
  const categories = useCategories(lang, undefined);
  const category = idFromPath(segment);
  const chosen = categories.data?.find((each) => each.id === category);
  const unknown = segment !== undefined && categories.isSuccess && !chosen;
  // merchandise/{category} is titled with the category's name.
  const title = unknown ? t('merchandise.categoryNotFoundTitle') : chosen?.name;
  useEffect(() => setTitle(ready ? title : undefined), [ready, title, setTitle]);

  if (!ready || categories.isPending) return <ShopLoading />;
  const shopHref = routePath('merchandise', lang);
  if (unknown)
    return (
      <ShopMissing
        title={t('merchandise.categoryNotFoundTitle')}
        text={t('merchandise.categoryNotFound')}
        backHref={shopHref}
        backLabel={t('merchandise.all')}
      />
    );
  return (
    <ShopListScreen
      title={chosen?.name ?? t('common:routes.merchandise.title')}
      intro={t('merchandise.intro')}
    >
      {categories.isError ? (
        <LoadError
          error={categories.error}
          fallback={t('loadFailed')}
          retryLabel={t('retry')}
          onRetry={() => categories.refetch()}
        />
      ) : (
        <>
          <CategoryLinks
            categories={categories.data}
            current={chosen?.id}
            hrefFor={(id) =>
              id === undefined ? shopHref : routePath('merchandiseCategory', lang, { category: String(id) })
            }
          />
          <ArticleList
            lang={lang}
            filter={{ category: chosen?.id }}
            hrefFor={articleHref(lang)}
            label={t('merchandise.list')}
            emptyText={t('merchandise.empty')}
          />
        </>
      )}
    </ShopListScreen>
  );
}
