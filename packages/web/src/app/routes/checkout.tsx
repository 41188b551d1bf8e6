import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/Spinner.tsx';
import { readCart, useStoredCart } from '../../features/cart/cart.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { routePath } from '../route-table.ts';
import { CheckoutFrame, useCheckoutSession } from './checkout-shared.tsx';
import screens from './screens.module.css';

const loadCheckoutCart = () => import('./checkout-cart.tsx');
const CheckoutCart = lazy(() => loadCheckoutCart().then((module) => ({ default: module.CheckoutCart })));
// A visitor who comes with a basket needs its code at once: it is fetched beside this screen's
// texts instead of after them.
if (readCart().lines.length > 0) void loadCheckoutCart().catch(() => {});

/**
 * The basket and checkout (spec §2 `checkout`): an empty basket's way back to the shop, or the
 * basket's lines, totals and steps (checkout-cart.tsx), loaded only when there is something to pay.
 */
export function Component() {
  const { lang } = useShop();
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const session = useCheckoutSession(lang);
  const cart = useStoredCart();
  const step = cart.lines.length === 0 ? 'cart' : session.customer ? 'payment' : 'signIn';
  // The heading and the document title name the step (issue 26), as the progress bar does.
  const title = tCommon(`progress.${step}`);
  return (
    <CheckoutFrame step={step} title={title}>
      {cart.lines.length === 0 ? (
        <>
          <p className={screens.lead}>{t('cart.empty')}</p>
          <Link className={screens.cta} to={routePath('home', lang)}>
            {t('cart.continueShopping')}
          </Link>
        </>
      ) : (
        <Suspense fallback={<Spinner label={tCommon('loading')} padded />}>
          <CheckoutCart session={session} cart={cart} />
        </Suspense>
      )}
    </CheckoutFrame>
  );
}
