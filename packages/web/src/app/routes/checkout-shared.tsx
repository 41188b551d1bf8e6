import type { Customer, Language, Session } from '@museum-shop/contract';
import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Screen } from '../../components/layout/Screen.tsx';
import { type CheckoutStep, ProgressBar } from '../../components/ui/ProgressBar.tsx';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { useCustomer } from '../../features/account/hooks/use-customer.ts';
import {
  announceSessionChange,
  CUSTOMER_KEY,
  endGuestSession,
  onSessionChange,
  readGuestDetails,
  rememberGuestDetails,
  TOKEN_KEY,
} from '../../features/account/session.ts';
import { useStoredCart } from '../../features/cart/cart.ts';
import { HoldNotice } from '../../features/checkout/components/HoldNotice.tsx';
import { useCheckoutStart } from '../../features/checkout/hooks/use-checkout-start.ts';
import { showsProgressBar } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { legalLinks } from '../../features/content/legal-links.ts';
import { sessionStore } from '../../lib/session-store.ts';
import { routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';
import screens from './screens.module.css';

const readToken = () => sessionStore.get(TOKEN_KEY);

function storeCustomer(customer: Customer) {
  const raw = JSON.stringify(customer);
  if (sessionStore.get(CUSTOMER_KEY) === raw) return;
  sessionStore.set(CUSTOMER_KEY, raw);
  announceSessionChange();
}

/**
 * The visitor's session as checkout needs it, composed from the account feature's storage: the
 * token, the stored customer (refreshed at start, spec §4), signing in, and the payment types;
 * and a guest's token, which books once (spec §6): `endGuest` drops it after an order, and the
 * details the guest gave (`guestDetails`, kept by `rememberGuest`) fill the next guest form.
 */
export function useCheckoutSession(lang: Language) {
  const customer = useCustomer();
  const token = useSyncExternalStore(onSessionChange, readToken);
  const { payments } = useCheckoutStart(lang, token, storeCustomer);
  const signIn = useCallback((session: Session) => {
    sessionStore.set(TOKEN_KEY, session.token);
    storeCustomer(session.customer);
    announceSessionChange();
  }, []);
  return {
    customer: token ? customer : null,
    token,
    signIn,
    payments,
    endGuest: endGuestSession,
    rememberGuest: rememberGuestDetails,
    guestDetails: readGuestDetails,
  };
}
export type CheckoutSession = ReturnType<typeof useCheckoutSession>;

/** The terms and privacy pages the order button's checkbox links to: the museum's own where it has them. */
export function useLegalHrefs() {
  const { config, lang } = useShop();
  const links = legalLinks(config, lang, false);
  const href = (page: string) => links.find((link) => link.page === page)?.href ?? `/${lang}/page/${page}`;
  return { terms: href('terms'), privacy: href('data_protection') };
}

/**
 * The frame of every checkout screen: the main region, the progress bar when configured (spec
 * §2), the heading, and a spinner until the checkout's texts are loaded. The heading is the
 * route's title, or `title` where the screen names its step (the basket: basket, sign-in,
 * payment, issue 26); the document title follows it.
 */
export function CheckoutFrame({
  step,
  title,
  children,
}: {
  step: CheckoutStep;
  title?: string | undefined;
  children: ReactNode;
}) {
  const { config } = useShop();
  const { name, setTitle } = useCurrentRoute();
  const { t } = useTranslation();
  const { ready } = useTranslation('checkout');
  useEffect(() => {
    if (title !== undefined) setTitle(title);
  }, [title, setTitle]);
  return (
    <Screen>
      {showsProgressBar(config) && <ProgressBar current={step} />}
      <h1>{title ?? t(`routes.${name}.title`)}</h1>
      {ready ? children : <Spinner label={t('loading')} padded />}
    </Screen>
  );
}

/**
 * While a payment's hold is open, the time left; when it runs out, a way to try again (decision
 * 0008): by default a link to the basket; `retry={null}` on the basket itself.
 */
export function CheckoutHold({ retry }: { retry?: ReactNode } = {}) {
  const { lang } = useShop();
  const { t } = useTranslation('checkout');
  const cart = useStoredCart();
  if (!cart.cartId || !cart.holdExpiresAt) return null;
  return (
    <HoldNotice
      expiresAt={cart.holdExpiresAt}
      retry={
        retry === undefined ? (
          <Link className={screens.cta} to={routePath('checkout', lang)}>
            {t('tryAgain')}
          </Link>
        ) : (
          retry
        )
      }
    />
  );
}
