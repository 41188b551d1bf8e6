import { useTranslation } from 'react-i18next';
import { readGuestDetails, rememberGuestDetails } from '../../features/account/session.ts';
import { useStoredCart } from '../../features/cart/cart.ts';
import { GuestForm } from '../../features/checkout/components/SignInStep.tsx';
import { useShop } from '../../features/config/shop-context.ts';
import { CustomerFieldsScreen, useAfterSignIn } from './account-shared.tsx';

/**
 * register-guest: the checkout's guest form on a screen of its own (a 422 with only a password
 * error is accepted, as in checkout); afterwards back to checkout or `returnTo`.
 */
export function Component() {
  const { lang, config } = useShop();
  const { t } = useTranslation('account');
  const cart = useStoredCart();
  const afterSignIn = useAfterSignIn(lang, 'checkout');
  return (
    <CustomerFieldsScreen
      lead={t('guest.intro')}
      form={(attributes) => (
        <GuestForm
          lang={lang}
          attributes={attributes}
          sendInvoice={cart.requestInvoice}
          onSignedIn={afterSignIn}
          onCountryChange={undefined}
          savedGuest={readGuestDetails()}
          onGuestDetails={rememberGuestDetails}
          defaultCountry={config.default_user_country_key}
        />
      )}
    />
  );
}
