import {
  staffVoucherBatchCreateEndpoint,
  staffVoucherProductsEndpoint,
  toUtcPlusOne,
} from '@museum-shop/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { ErrorMessage, Loading } from '../../components/ui/StatusViews.tsx';
import { useStaffSession } from '../../features/auth/session.ts';
import { useVoucherCodes } from '../../features/catalog/api/voucher-codes.ts';
import { useVoucherProducts } from '../../features/catalog/api/voucher-products.ts';
import { VoucherBatchForm } from '../../features/catalog/components/VoucherBatchForm.tsx';
import { VoucherCodeDetail } from '../../features/catalog/components/VoucherCodeDetail.tsx';
import { VoucherCodeList } from '../../features/catalog/components/VoucherCodeList.tsx';
import { VoucherGroupsEditor } from '../../features/catalog/components/VoucherGroupsEditor.tsx';
import { VoucherProductEditor } from '../../features/catalog/components/VoucherProductEditor.tsx';
import { VoucherProductList } from '../../features/catalog/components/VoucherProductList.tsx';
import { useShopSetup } from '../../features/setup/api/setup.ts';
import { useLanguageNames } from '../../features/setup/components/setup-texts.ts';

/**
 * Vouchers (issue 36): the codes at /vouchers (found by their text or batch), a code's uses at
 * /vouchers/codes/:id, a new batch at /vouchers/codes/new; for the owner also the voucher products
 * (/vouchers/products/new, /vouchers/products/:id) and their groups (/vouchers/groups).
 */
export default function VouchersRoute() {
  const owner = useOwner();
  return (
    <Routes>
      <Route index element={<HomeScreen />} />
      <Route path="codes/:id" element={<CodeScreen />} />
      {owner && <Route path="codes/new" element={<BatchScreen />} />}
      {owner && <Route path="products/:id" element={<ProductScreen />} />}
      {owner && <Route path="groups" element={<GroupsScreen />} />}
      <Route path="*" element={<Navigate to="/vouchers" replace />} />
    </Routes>
  );
}

/** Whether the member may make codes and edit products: the contract's roles say so. */
function useOwner() {
  const role = useStaffSession()?.member.role;
  return (
    role !== undefined &&
    staffVoucherProductsEndpoint.roles.includes(role) &&
    staffVoucherBatchCreateEndpoint.roles.includes(role)
  );
}

function useShopLanguages() {
  const setup = useShopSetup();
  const names = useLanguageNames();
  return { setup, languages: setup.data?.identity.languages ?? [], languageName: names.inSentence };
}

function HomeScreen() {
  const { t } = useTranslation();
  const owner = useOwner();
  const [params, setParams] = useSearchParams();
  const batch = Number(params.get('batch'));
  const filter = {
    search: params.get('search') ?? undefined,
    batch: Number.isInteger(batch) && batch > 0 ? batch : undefined,
  };
  return (
    <Screen title={t('sections.vouchers')}>
      {owner && <OwnerProducts />}
      <VoucherCodeList
        filter={filter}
        mayExport={owner}
        onFilter={(next) => {
          const query = new URLSearchParams();
          if (next.search) query.set('search', next.search);
          if (next.batch !== undefined) query.set('batch', String(next.batch));
          setParams(query, { replace: true });
        }}
      />
    </Screen>
  );
}

function OwnerProducts() {
  const setup = useShopSetup();
  return <VoucherProductList defaultLanguage={setup.data?.identity.languages[0]} />;
}

function BackLink() {
  const { t } = useTranslation();
  return <Link to="/vouchers">{t('vouchers.back')}</Link>;
}

function ProductScreen() {
  const { t } = useTranslation();
  const { id: param = 'new' } = useParams();
  const id = param === 'new' ? undefined : Number(param);
  const { setup, languages, languageName } = useShopLanguages();
  const products = useVoucherProducts();
  if (id !== undefined && (!Number.isInteger(id) || id <= 0)) return <Navigate to="/vouchers" replace />;
  const product = products.data?.products.find((each) => each.id === id);
  const title = id === undefined ? t('vouchers.editor.newTitle') : t('vouchers.editor.editTitle');
  return (
    <Screen title={title} actions={<BackLink />}>
      {setup.isPending || products.isPending ? (
        <Loading />
      ) : setup.isError ? (
        <ErrorMessage error={setup.error} onRetry={() => void setup.refetch()} />
      ) : products.isError ? (
        <ErrorMessage error={products.error} onRetry={() => void products.refetch()} />
      ) : id !== undefined && !product ? (
        <Navigate to="/vouchers" replace />
      ) : (
        <VoucherProductEditor
          key={id ?? 'new'}
          product={product}
          groups={products.data.groups}
          vatRates={products.data.vat_rates}
          languages={languages}
          languageName={languageName}
        />
      )}
    </Screen>
  );
}

function GroupsScreen() {
  const { t } = useTranslation();
  const { setup, languages, languageName } = useShopLanguages();
  const products = useVoucherProducts();
  return (
    <Screen title={t('vouchers.groups.title')} actions={<BackLink />}>
      {setup.isPending || products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <ErrorMessage error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <VoucherGroupsEditor
          groups={products.data.groups}
          languages={languages}
          languageName={languageName}
        />
      )}
    </Screen>
  );
}

function BatchScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { languages, languageName } = useShopLanguages();
  // Validity is entered in UTC+1 (spec §5): "today" is that zone's date.
  const [today] = useState(() => toUtcPlusOne(new Date()).slice(0, 10));
  const codes = useVoucherCodes({});
  return (
    <Screen title={t('vouchers.batch.title')} actions={<BackLink />}>
      {codes.isPending ? (
        <Loading />
      ) : codes.isError ? (
        <ErrorMessage error={codes.error} onRetry={() => void codes.refetch()} />
      ) : (
        <VoucherBatchForm
          today={today}
          targets={codes.data.targets}
          defaultLanguage={languages[0] ?? 'en'}
          languageName={languageName}
          onMade={(batch) => navigate(`/vouchers?batch=${batch.id}`)}
        />
      )}
    </Screen>
  );
}

function CodeScreen() {
  const { t } = useTranslation();
  const owner = useOwner();
  const { id: param } = useParams();
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/vouchers" replace />;
  return (
    <Screen title={t('vouchers.codes.detailTitle')} actions={<BackLink />}>
      <VoucherCodeDetail key={id} id={id} mayDisable={owner} />
    </Screen>
  );
}
