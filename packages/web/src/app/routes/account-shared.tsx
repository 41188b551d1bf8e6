import { type CustomerAttributes, DEFAULT_LANGUAGE, type Language } from '@museum-shop/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import styles from '../../features/account/components/account.module.css';
import { startSession } from '../../features/account/session.ts';
import { useCustomerAttributes } from '../../features/checkout/api/get-customer-attributes.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { safeReturnTo, withReturnTo } from '../navigation-rules.ts';
import { loginRedirect } from '../navigation-state.ts';
import { type RouteName, routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';
import screens from './screens.module.css';

/**
 * The frame of every account screen: the main region, the route's title as its heading, and a
 * spinner until the account and checkout texts (the customer fields' labels) are loaded.
 */
export function AccountFrame({ children, lead }: { children: ReactNode; lead?: string }) {
  const { name } = useCurrentRoute();
  const { t } = useTranslation();
  const { ready } = useTranslation(['account', 'checkout']);
  return (
    <Screen>
      <h1>{t(`routes.${name}.title`)}</h1>
      {ready ? (
        <>
          {lead && <p className={screens.lead}>{lead}</p>}
          {children}
        </>
      ) : (
        <Spinner label={t('loading')} padded />
      )}
    </Screen>
  );
}

/** The `returnTo` of the address, when it is a path of this shop. */
export function useReturnTo(): string | null {
  const [search] = useSearchParams();
  return safeReturnTo(search.get('returnTo'));
}

/**
 * Where a visitor goes once signed in: back to checkout when they left it for an account screen
 * (spec §4), else to the page they came from (`returnTo`), else `fallback`.
 */
export function useAfterSignIn(lang: Language, fallback: RouteName & ('home' | 'checkout' | 'settings')) {
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  return (session?: Parameters<typeof startSession>[0]) => {
    if (session) startSession(session);
    navigate(loginRedirect() ?? returnTo ?? routePath(fallback, lang), { replace: true });
  };
}

/** A link to another account screen that keeps the way back (`returnTo`). */
export function AccountLink({
  to,
  lang,
  children,
}: {
  to: 'login' | 'register' | 'registerGuest' | 'forgotPassword';
  lang: Language;
  children: ReactNode;
}) {
  const returnTo = useReturnTo();
  const path = routePath(to, lang ?? DEFAULT_LANGUAGE);
  return <Link to={returnTo ? withReturnTo(path, returnTo) : path}>{children}</Link>;
}

/**
 * The screens that ask the customer fields (register, register-guest): the frame, a spinner while
 * the shop's fields load, a message when they cannot, then the form; and the way to login below.
 */
export function CustomerFieldsScreen({
  lead,
  form,
}: {
  lead: string;
  form: (attributes: CustomerAttributes) => ReactNode;
}) {
  const { lang } = useShop();
  const { t } = useTranslation('account');
  const attributes = useCustomerAttributes(lang);
  return (
    <AccountFrame lead={lead}>
      <div className={styles.panel}>
        {attributes.isPending && <Spinner label={t('loading')} />}
        {attributes.isError && <p role="alert">{t('formUnavailable')}</p>}
        {attributes.data && form(attributes.data)}
        <p>
          {t('register.haveAccount')}{' '}
          <AccountLink to="login" lang={lang}>
            {t('register.toLogin')}
          </AccountLink>
        </p>
      </div>
    </AccountFrame>
  );
}
