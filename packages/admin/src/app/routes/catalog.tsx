import { type Language, pickTranslation } from '@museum-shop/contract';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { useStaffEvent } from '../../features/catalog/api/event.ts';
import { EditEventScreen, NewEventScreen } from '../../features/catalog/components/EventEditorScreen.tsx';
import { EventList } from '../../features/catalog/components/EventList.tsx';
import { useShopSetup } from '../../features/setup/api/setup.ts';
import { useLanguageNames } from '../../features/setup/components/setup-texts.ts';

/**
 * The catalog of events and exhibitions (issue 35): the list at /catalog, a new event's editor at
 * /catalog/new and a saved one's at /catalog/:id. The editor writes in the languages the shop
 * offers (its setup, the default first).
 */
export default function CatalogRoute() {
  return (
    <Routes>
      <Route index element={<ListScreen />} />
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
  return (
    <Screen title={t('sections.catalog')}>
      <EventList defaultLanguage={setup.data?.identity.languages[0]} />
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
  return { setup, languages: setup.data?.identity.languages ?? [], languageName: names.inSentence };
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

function BackLink() {
  const { t } = useTranslation();
  return <Link to="/catalog">{t('catalog.editor.back')}</Link>;
}
