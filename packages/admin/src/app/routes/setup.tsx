import { isLanguage, isPageId, type ShopSetup } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { EmptyMessage, ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { usePage } from '../../features/setup/api/page.ts';
import { useShopSetup } from '../../features/setup/api/setup.ts';
import { BannersScreen } from '../../features/setup/components/BannersEditor.tsx';
import { CustomerFormScreen } from '../../features/setup/components/CustomerFormSettings.tsx';
import { DisplayForm } from '../../features/setup/components/DisplayForm.tsx';
import { IdentityForm } from '../../features/setup/components/IdentityForm.tsx';
import { InvoiceForm } from '../../features/setup/components/InvoiceForm.tsx';
import { LegalLinksScreen } from '../../features/setup/components/LegalLinksForm.tsx';
import { LogoForm } from '../../features/setup/components/LogoForm.tsx';
import { MailForm } from '../../features/setup/components/MailForm.tsx';
import { NoticesForm } from '../../features/setup/components/NoticesForm.tsx';
import { PageEditor } from '../../features/setup/components/PageEditor.tsx';
import { PageList } from '../../features/setup/components/PageList.tsx';
import { PartnersScreen } from '../../features/setup/components/PartnersEditor.tsx';
import { PaymentTypesScreen } from '../../features/setup/components/PaymentTypesTable.tsx';
import { SectionsForm } from '../../features/setup/components/SectionsForm.tsx';
import { SetupChecklist } from '../../features/setup/components/SetupChecklist.tsx';
import { ShippingTable } from '../../features/setup/components/ShippingTable.tsx';
import { SocialLinksTable } from '../../features/setup/components/SocialLinksTable.tsx';
import { useLanguageNames } from '../../features/setup/components/setup-texts.ts';
import { TextOverrides } from '../../features/setup/components/TextOverrides.tsx';
import { statusOf } from '../../lib/api-client.ts';

/** The shop's setup (issue 34): the checklist at /setup, each step's form below it. */
export default function SetupRoute() {
  return (
    <Routes>
      <Route
        index
        element={
          <SetupScreen titleKey="setup.title">{(setup) => <SetupChecklist setup={setup} />}</SetupScreen>
        }
      />
      <Route
        path="identity"
        element={
          <SetupScreen titleKey="setup.identity.title" back>
            {(setup) => <IdentityForm setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="pages"
        element={
          <SetupScreen titleKey="setup.pages.title" back>
            {(setup) => <PageList setup={setup} />}
          </SetupScreen>
        }
      />
      <Route path="pages/:id/:lang" element={<PageEditorScreen />} />
      <Route
        path="logo"
        element={
          <SetupScreen titleKey="setup.logo.title" back>
            {(setup) => <LogoForm setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="shipping"
        element={
          <SetupScreen titleKey="setup.shipping.title" back>
            {(setup) => <ShippingTable setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="sections"
        element={
          <SetupScreen titleKey="setup.sections.title" back>
            {(setup) => <SectionsForm setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="notices"
        element={
          <SetupScreen titleKey="setup.notices.title" back>
            {(setup) => <NoticesForm setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="display"
        element={
          <SetupScreen titleKey="setup.display.title" back>
            {(setup) => <DisplayForm setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="invoice"
        element={
          <SetupScreen titleKey="setup.invoice.title" back>
            {(setup) => <InvoiceForm setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="mail"
        element={
          <SetupScreen titleKey="setup.mail.title" back>
            {(setup) => <MailForm setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="social"
        element={
          <SetupScreen titleKey="setup.social.title" back>
            {(setup) => <SocialLinksTable setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="customer-form"
        element={
          <SetupScreen titleKey="setup.customerForm.title" back>
            {() => <CustomerFormScreen />}
          </SetupScreen>
        }
      />
      <Route
        path="payment-types"
        element={
          <SetupScreen titleKey="setup.paymentTypes.title" back>
            {(setup) => <PaymentTypesScreen setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="texts"
        element={
          <SetupScreen titleKey="setup.texts.title" back>
            {(setup) => <TextOverrides setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="legal-links"
        element={
          <SetupScreen titleKey="setup.legalLinks.title" back>
            {(setup) => <LegalLinksScreen setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="partners"
        element={
          <SetupScreen titleKey="setup.partners.title" back>
            {(setup) => <PartnersScreen setup={setup} />}
          </SetupScreen>
        }
      />
      <Route
        path="banners"
        element={
          <SetupScreen titleKey="setup.banners.title" back>
            {(setup) => <BannersScreen setup={setup} />}
          </SetupScreen>
        }
      />
      <Route path="*" element={<Navigate to="/setup" replace />} />
    </Routes>
  );
}

/** A setup screen: its heading, the way back to the checklist, and the setup once loaded. */
function SetupScreen({
  titleKey,
  back = false,
  children,
}: {
  titleKey: string;
  back?: boolean;
  children: (setup: ShopSetup) => ReactNode;
}) {
  const { t } = useTranslation();
  const setup = useShopSetup();
  return (
    <Screen title={t(titleKey)} actions={back ? <Link to="/setup">{t('setup.back')}</Link> : undefined}>
      {setup.isPending ? (
        <Loading />
      ) : setup.isError ? (
        <ErrorMessage error={setup.error} onRetry={() => void setup.refetch()} />
      ) : (
        children(setup.data)
      )}
    </Screen>
  );
}

function PageEditorScreen() {
  const { t } = useTranslation();
  const names = useLanguageNames();
  const { id = '', lang = '' } = useParams();
  if (!isPageId(id) || !isLanguage(lang))
    return (
      <Screen title={t('setup.pages.title')} actions={<Link to="/setup/pages">{t('setup.pages.back')}</Link>}>
        <EmptyMessage>{t('errors.NOT_FOUND')}</EmptyMessage>
      </Screen>
    );
  const title = t('setup.editor.screenTitle', {
    page: t(`setup.pages.names.${id}`),
    language: names.inSentence(lang),
  });
  return (
    <Screen title={title} actions={<Link to="/setup/pages">{t('setup.pages.back')}</Link>}>
      <PageLoader key={`${id}/${lang}`} id={id} lang={lang} />
    </Screen>
  );
}

function PageLoader({
  id,
  lang,
}: {
  id: Parameters<typeof usePage>[0];
  lang: Parameters<typeof PageEditor>[0]['lang'];
}) {
  const page = usePage(id);
  if (page.isPending) return <Loading />;
  // A page never written may be unknown to the server: it is written from nothing.
  if (page.isError && statusOf(page.error) === 404)
    return <PageEditor page={{ id, translations: [] }} id={id} lang={lang} />;
  if (page.isError) return <ErrorMessage error={page.error} onRetry={() => void page.refetch()} />;
  return <PageEditor page={page.data} id={id} lang={lang} />;
}
