import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/Spinner.tsx';
import styles from '../../features/account/components/account.module.css';
import { MyData } from '../../features/account/components/MyData.tsx';
import { MyOrders } from '../../features/account/components/MyOrders.tsx';
import {
  DetailsForm,
  EmailForm,
  PasswordForm,
  ShippingForm,
} from '../../features/account/components/SettingsForms.tsx';
import { useCustomer } from '../../features/account/hooks/use-customer.ts';
import {
  clearSession,
  noToken,
  onSessionChange,
  readToken,
  storeCustomer,
} from '../../features/account/session.ts';
import { useCustomerRefresh } from '../../features/checkout/api/get-customer.ts';
import { useCustomerAttributes } from '../../features/checkout/api/get-customer-attributes.ts';
import { orderDocumentUrl } from '../../features/checkout/api/order-documents.ts';
import { MemberCardWallets } from '../../features/checkout/components/MemberCardWallets.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { withReturnTo } from '../navigation-rules.ts';
import { routePath } from '../route-table.ts';
import { AccountFrame } from './account-shared.tsx';
import screens from './screens.module.css';

/**
 * settings: a registered customer's details, shipping address, e-mail address and password (spec
 * §2), their orders, and their data. Without a login the screen says it needs one.
 */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('account');
  const location = useLocation();
  const customer = useCustomer();
  const token = useSyncExternalStore(onSessionChange, readToken, noToken);
  if (!token || !customer || customer.isGuest)
    return (
      <AccountFrame>
        <p className={styles.notice}>{t('requiresLogin')}</p>
        <Link
          className={screens.cta}
          to={withReturnTo(routePath('login', lang), `${location.pathname}${location.search}`)}
        >
          {t('login.submit')}
        </Link>
      </AccountFrame>
    );
  return <Settings token={token} />;
}

function Settings({ token }: { token: string }) {
  const { config, lang } = useShop();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const customer = useCustomer();
  const attributes = useCustomerAttributes(lang);
  // The stored copy may be old (another tab, the server's own changes): the forms start from the server's.
  const refresh = useCustomerRefresh(lang, token);
  useEffect(() => {
    if (refresh.data) storeCustomer(refresh.data);
  }, [refresh.data]);
  const ready = attributes.data && customer && !refresh.isPending;
  return (
    <AccountFrame
      lead={
        customer ? t('settings.intro', { name: `${customer.fname} ${customer.lname}`.trim() }) : undefined
      }
    >
      {!ready && !attributes.isError && <Spinner label={t('loading')} />}
      {attributes.isError && <p role="alert">{t('formUnavailable')}</p>}
      {ready && (
        <div className={styles.sections}>
          <DetailsForm lang={lang} token={token} customer={customer} attributes={attributes.data} />
          <ShippingForm lang={lang} token={token} customer={customer} attributes={attributes.data} />
          <EmailForm lang={lang} token={token} customer={customer} />
          <PasswordForm lang={lang} token={token} onChanged={() => navigate(routePath('home', lang))} />
          <MyOrders
            lang={lang}
            token={token}
            timeZone={config.time_zone}
            reviewLink={(order, label) => (
              <Link to={routePath('orderReview', lang, { id: order.id })}>{label}</Link>
            )}
            documentUrl={(order, kind) => orderDocumentUrl(lang, order.id, kind)}
            {...(config.apple_wallet || config.google_wallet
              ? {
                  walletLinks: (order, card) => (
                    <MemberCardWallets
                      lang={lang}
                      orderId={order.id}
                      card={card}
                      wallets={{ apple: config.apple_wallet === true, google: config.google_wallet === true }}
                    />
                  ),
                }
              : {})}
          />
          <MyData
            lang={lang}
            token={token}
            onDeleted={() => {
              clearSession();
              navigate(routePath('home', lang), { replace: true });
            }}
          />
        </div>
      )}
    </AccountFrame>
  );
}
