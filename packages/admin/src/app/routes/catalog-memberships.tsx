import { type Language, pickTranslation } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { useStaffMembership } from '../../features/catalog/api/membership.ts';
import {
  EditMembershipScreen,
  NewMembershipScreen,
} from '../../features/catalog/components/MembershipEditorScreen.tsx';
import { MembershipList } from '../../features/catalog/components/MembershipList.tsx';
import { useShopSetup } from '../../features/setup/api/setup.ts';
import { useLanguageNames } from '../../features/setup/components/setup-texts.ts';

/**
 * The membership types in the catalog section (issue 36): the list at /catalog/memberships, a new
 * type's editor at /catalog/memberships/new and a saved one's at /catalog/memberships/:id. The
 * editor writes in the languages the shop offers (its setup, the default first).
 */
export function MembershipRoutes() {
  return (
    <Routes>
      <Route index element={<ListScreen />} />
      <Route path="new" element={<NewScreen />} />
      <Route path=":id" element={<SavedScreen />} />
      <Route path="*" element={<Navigate to="/catalog/memberships" replace />} />
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
      title={t('catalog.memberships.title')}
      actions={<Link to="/catalog">{t('catalog.lists.back')}</Link>}
    >
      <MembershipList defaultLanguage={setup.data?.identity.languages[0]} />
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

const BackToMemberships = () => {
  const { t } = useTranslation();
  return <Link to="/catalog/memberships">{t('catalog.memberships.back')}</Link>;
};

function NewScreen() {
  const { t } = useTranslation();
  return (
    <Screen title={t('catalog.memberships.newTitle')} actions={<BackToMemberships />}>
      <WithLanguages>
        {(languages, languageName) => (
          <NewMembershipScreen languages={languages} languageName={languageName} />
        )}
      </WithLanguages>
    </Screen>
  );
}

function SavedScreen() {
  const { id: param } = useParams();
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/catalog/memberships" replace />;
  return <SavedMembershipScreen key={id} id={id} />;
}

function SavedMembershipScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { languages } = useShopLanguages();
  const membership = useStaffMembership(id);
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const name = membership.data
    ? pickTranslation(membership.data.document.name, lang, languages[0] ?? lang)?.trim()
    : undefined;
  return (
    <Screen
      title={name ? t('catalog.memberships.editTitle', { name }) : t('catalog.memberships.editUntitled')}
      actions={<BackToMemberships />}
    >
      <WithLanguages>
        {(shopLanguages, languageName) => (
          <EditMembershipScreen id={id} languages={shopLanguages} languageName={languageName} />
        )}
      </WithLanguages>
    </Screen>
  );
}
