import { type Language, pickTranslation } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { useStaffProduct } from '../../features/catalog/api/product.ts';
import {
  EditProductScreen,
  NewProductScreen,
} from '../../features/catalog/components/ProductEditorScreen.tsx';
import { ProductList } from '../../features/catalog/components/ProductList.tsx';
import { useShopSetup } from '../../features/setup/api/setup.ts';
import { useLanguageNames } from '../../features/setup/components/setup-texts.ts';

/**
 * The shop's products in the catalog section (issue 36): the list at /catalog/products, a new
 * product's editor at /catalog/products/new and a saved one's at /catalog/products/:id. The editor
 * writes in the languages the shop offers (its setup, the default first).
 */
export function ProductRoutes() {
  return (
    <Routes>
      <Route index element={<ListScreen />} />
      <Route path="new" element={<NewScreen />} />
      <Route path=":id" element={<SavedScreen />} />
      <Route path="*" element={<Navigate to="/catalog/products" replace />} />
    </Routes>
  );
}

function useShopLanguages() {
  const setup = useShopSetup();
  const names = useLanguageNames();
  return { setup, languages: setup.data?.identity.languages ?? [], languageName: names.inSentence };
}

function ListScreen() {
  const { t } = useTranslation();
  const setup = useShopSetup();
  return (
    <Screen
      title={t('catalog.products.title')}
      actions={<Link to="/catalog">{t('catalog.lists.back')}</Link>}
    >
      <ProductList defaultLanguage={setup.data?.identity.languages[0]} />
    </Screen>
  );
}

/** The editor once the shop's languages are known. */
function WithLanguages({
  children,
}: {
  children: (languages: readonly Language[], languageName: (lang: Language) => string) => ReactNode;
}) {
  const { setup, languages, languageName } = useShopLanguages();
  if (setup.isPending) return <Loading />;
  if (setup.isError) return <ErrorMessage error={setup.error} onRetry={() => void setup.refetch()} />;
  return <>{children(languages, languageName)}</>;
}

const BackToProducts = () => {
  const { t } = useTranslation();
  return <Link to="/catalog/products">{t('catalog.products.back')}</Link>;
};

function NewScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('catalog.products.newTitle')} actions={<BackToProducts />}>
      <WithLanguages>
        {(languages, languageName) => <NewProductScreen languages={languages} languageName={languageName} />}
      </WithLanguages>
    </Screen>
  );
}

function SavedScreen() {
  const { id: param } = useParams();
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/catalog/products" replace />;
  return <SavedProductScreen key={id} id={id} />;
}

function SavedProductScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { languages } = useShopLanguages();
  const product = useStaffProduct(id);
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const name = product.data
    ? pickTranslation(product.data.document.name, lang, languages[0] ?? lang)?.trim()
    : undefined;
  return (
    <Screen
      title={name ? t('catalog.products.editTitle', { name }) : t('catalog.products.editUntitled')}
      actions={<BackToProducts />}
    >
      <WithLanguages>
        {(shopLanguages, languageName) => (
          <EditProductScreen id={id} languages={shopLanguages} languageName={languageName} />
        )}
      </WithLanguages>
    </Screen>
  );
}
