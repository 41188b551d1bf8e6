import { type Language, pickTranslation } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { useStaffEvent } from '../../features/catalog/api/event.ts';
import { useStaffTour } from '../../features/catalog/api/tour.ts';
import { CatalogListsScreen } from '../../features/catalog/components/CatalogListsScreen.tsx';
import { CatalogTransfer } from '../../features/catalog/components/CatalogTransfer.tsx';
import { EditEventScreen, NewEventScreen } from '../../features/catalog/components/EventEditorScreen.tsx';
import { EventList } from '../../features/catalog/components/EventList.tsx';
import { SlotHorizonSettings } from '../../features/catalog/components/SlotHorizonForm.tsx';
import { EditTourScreen, NewTourScreen } from '../../features/catalog/components/TourEditorScreen.tsx';
import { TourList } from '../../features/catalog/components/TourList.tsx';
import { useShopSetup } from '../../features/setup/api/setup.ts';
import { useLanguageNames } from '../../features/setup/components/setup-texts.ts';
import { MembershipRoutes } from './catalog-memberships.tsx';
import { ProductRoutes } from './catalog-products.tsx';

/**
 * The catalog of events and exhibitions (issue 35): the list at /catalog, a new event's editor at
 * /catalog/new and a saved one's at /catalog/:id; the guided tours' editors at /catalog/tours/new
 * and /catalog/tours/:id; the venues, groups and categories at /catalog/lists (with how far ahead
 * slots are made); the export and import of the whole catalog at /catalog/transfer; the shop's
 * products at /catalog/products (catalog-products.tsx), the membership types at /catalog/memberships
 * (catalog-memberships.tsx). The editors
 * write in the languages the shop offers (its setup, the default first).
 */
export default function CatalogRoute() {
  return (
    <Routes>
      <Route index element={<ListScreen />} />
      <Route path="lists" element={<ListsScreen />} />
      <Route path="transfer" element={<TransferScreen />} />
      <Route path="products/*" element={<ProductRoutes />} />
      <Route path="memberships/*" element={<MembershipRoutes />} />
      <Route path="tours/new" element={<TourEditorScreen />} />
      <Route path="tours/:id" element={<TourEditorScreen />} />
      <Route path="new" element={<EditorScreen />} />
      <Route path=":id" element={<EditorScreen />} />
      <Route path="*" element={<Navigate to="/catalog" replace />} />
    </Routes>
  );
}

function ListScreen() {
  const { t } = useTranslation();
  // The shop's default language names an event not written in the member's; the list does not wait for it.
  const setup = useShopSetup();
  const names = useLanguageNames();
  const defaultLanguage = setup.data?.identity.languages[0];
  return (
    <Screen
      title={t('sections.catalog')}
      actions={
        <>
          <Link to="/catalog/products">{t('catalog.products.title')}</Link>
          <Link to="/catalog/memberships">{t('catalog.memberships.title')}</Link>
          <Link to="/catalog/lists">{t('catalog.lists.title')}</Link>
          <Link to="/catalog/transfer">{t('catalog.transfer.title')}</Link>
        </>
      }
    >
      <EventList defaultLanguage={defaultLanguage} />
      <TourList defaultLanguage={defaultLanguage} languageName={names.alone} />
    </Screen>
  );
}

function ListsScreen() {
  const { t } = useTranslation();
  const { setup, languages, languageName } = useShopLanguages();
  return (
    <Screen title={t('catalog.lists.title')} actions={<BackLink toCatalog />}>
      {setup.isPending ? (
        <Loading />
      ) : setup.isError ? (
        <ErrorMessage error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <CatalogListsScreen languages={languages} languageName={languageName} />
      )}
      <SlotHorizonSettings />
    </Screen>
  );
}

function TransferScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('catalog.transfer.title')} actions={<BackLink toCatalog />}>
      <CatalogTransfer />
    </Screen>
  );
}

function TourEditorScreen() {
  const { id: param = 'new' } = useParams();
  if (param === 'new') return <NewTourEditorScreen />;
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/catalog" replace />;
  return <SavedTourEditorScreen key={id} id={id} />;
}

function NewTourEditorScreen() {
  const { t } = useTranslation();
  const { setup, languages, languageName, languageAlone } = useShopLanguages();
  return (
    <Screen title={t('catalog.tourEditor.newTitle')} actions={<BackLink toCatalog />}>
      {setup.isPending ? (
        <Loading />
      ) : setup.isError ? (
        <ErrorMessage error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <NewTourScreen languages={languages} languageName={languageName} languageAlone={languageAlone} />
      )}
    </Screen>
  );
}

function SavedTourEditorScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { setup, languages, languageName, languageAlone } = useShopLanguages();
  const tour = useStaffTour(id);
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const name = tour.data
    ? pickTranslation(tour.data.document.name, lang, languages[0] ?? lang)?.trim()
    : undefined;
  return (
    <Screen
      title={name ? t('catalog.tourEditor.editTitle', { name }) : t('catalog.tourEditor.editUntitled')}
      actions={<BackLink toCatalog />}
    >
      {setup.isPending ? (
        <Loading />
      ) : setup.isError ? (
        <ErrorMessage error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <EditTourScreen
          id={id}
          languages={languages}
          languageName={languageName}
          languageAlone={languageAlone}
        />
      )}
    </Screen>
  );
}

function EditorScreen() {
  const { id: param = 'new' } = useParams();
  if (param === 'new') return <NewEditorScreen />;
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/catalog" replace />;
  return <SavedEditorScreen key={id} id={id} />;
}

/** The shop's offered languages (its default first) and their names, for the editor's fields. */
function useShopLanguages() {
  const setup = useShopSetup();
  const names = useLanguageNames();
  return {
    setup,
    languages: setup.data?.identity.languages ?? [],
    languageName: names.inSentence,
    languageAlone: names.alone,
  };
}

function NewEditorScreen() {
  const { t } = useTranslation();
  const { setup, languages, languageName } = useShopLanguages();
  return (
    <Screen title={t('catalog.editor.newTitle')} actions={<BackLink />}>
      {setup.isPending ? (
        <Loading />
      ) : setup.isError ? (
        <ErrorMessage error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <NewEventScreen languages={languages} languageName={languageName} />
      )}
    </Screen>
  );
}

function SavedEditorScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { setup, languages, languageName } = useShopLanguages();
  const event = useStaffEvent(id);
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const name = event.data
    ? pickTranslation(event.data.document.name, lang, languages[0] ?? lang)?.trim()
    : undefined;
  return (
    <Screen
      title={name ? t('catalog.editor.editTitle', { name }) : t('catalog.editor.editUntitled')}
      actions={<BackLink />}
    >
      {setup.isPending ? (
        <Loading />
      ) : setup.isError ? (
        <ErrorMessage error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        <EditEventScreen id={id} languages={languages} languageName={languageName} />
      )}
    </Screen>
  );
}

function BackLink({ toCatalog = false }: { toCatalog?: boolean }) {
  const { t } = useTranslation();
  return <Link to="/catalog">{t(toCatalog ? 'catalog.lists.back' : 'catalog.editor.back')}</Link>;
}
