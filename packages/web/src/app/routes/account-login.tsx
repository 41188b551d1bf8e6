import { isOn } from '@museum-shop/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoginForm } from '../../features/account/components/AuthForms.tsx';
import styles from '../../features/account/components/account.module.css';
import { clearSession } from '../../features/account/session.ts';
import { userRegistrationEnabled } from '../../features/config/flags.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { AccountFrame, AccountLink, useAfterSignIn } from './account-shared.tsx';

/**
 * login: e-mail and password; afterwards back to checkout, to `returnTo`, or home. Sent here by a
 * 401 or 403 (`fromUnauthorized=true`), it says the page needs a login, and forgets the session
 * the server no longer accepts.
 */
export function Component() {
  const { config, lang } = useShop();
  const { t } = useTranslation('account');
  const [search] = useSearchParams();
  const fromUnauthorized = search.get('fromUnauthorized') === 'true';
  const afterSignIn = useAfterSignIn(lang, 'home');
  useEffect(() => {
    if (fromUnauthorized) clearSession();
  }, [fromUnauthorized]);
  return (
    <AccountFrame lead={t('login.intro')}>
      {fromUnauthorized && (
        <p className={styles.notice} role="status">
          {t('requiresLogin')}
        </p>
      )}
      <div className={styles.panel}>
        <LoginForm
          lang={lang}
          onSignedIn={afterSignIn}
          links={
            <ul className={styles.links}>
              <li>
                <AccountLink to="forgotPassword" lang={lang}>
                  {t('login.forgot')}
                </AccountLink>
              </li>
              {userRegistrationEnabled(config) && (
                <li>
                  <AccountLink to="register" lang={lang}>
                    {t('login.register')}
                  </AccountLink>
                </li>
              )}
              {isOn(config.guest_registration) && (
                <li>
                  <AccountLink to="registerGuest" lang={lang}>
                    {t('login.guest')}
                  </AccountLink>
                </li>
              )}
            </ul>
          }
        />
      </div>
    </AccountFrame>
  );
}
