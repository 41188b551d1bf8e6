import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ForgotPasswordForm, RecoverForm } from '../../features/account/components/AuthForms.tsx';
import styles from '../../features/account/components/account.module.css';
import { startSession } from '../../features/account/session.ts';
import { useShop } from '../../features/config/shop-context.ts';
import { withReturnTo } from '../navigation-rules.ts';
import { loginRedirect } from '../navigation-state.ts';
import { routePath } from '../route-table.ts';
import { useCurrentRoute } from '../shell/current-route.ts';
import { AccountFrame, AccountLink, useReturnTo } from './account-shared.tsx';
import screens from './screens.module.css';

/** forgot-password, recover/{guid}, password-reset-success and recover-success (spec §2). */
export function Component() {
  const { name } = useCurrentRoute();
  if (name === 'recover') return <Recover />;
  if (name === 'forgotPasswordSuccess') return <ResetRequested />;
  if (name === 'recoverPasswordSuccess') return <Recovered />;
  return <ForgotPassword />;
}

function ForgotPassword() {
  const { lang } = useShop();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const success = routePath('forgotPasswordSuccess', lang);
  return (
    <AccountFrame lead={t('forgot.intro')}>
      <div className={styles.panel}>
        <ForgotPasswordForm
          lang={lang}
          onRequested={() => navigate(returnTo ? withReturnTo(success, returnTo) : success)}
        />
        <AccountLink to="login" lang={lang}>
          {t('register.toLogin')}
        </AccountLink>
      </div>
    </AccountFrame>
  );
}

function ResetRequested() {
  const { lang } = useShop();
  const { t } = useTranslation('account');
  return (
    <AccountFrame lead={t('forgot.sent')}>
      <p>{t('forgot.sentHint')}</p>
      <AccountLink to="login" lang={lang}>
        {t('register.toLogin')}
      </AccountLink>
    </AccountFrame>
  );
}

/** The token travels in the link's hash (never sent to a server); the guid in the path names the link. */
function Recover() {
  const { lang } = useShop();
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { hash } = useLocation();
  const token = decodeURIComponent(hash.replace(/^#/, ''));
  return (
    <AccountFrame lead={t('recover.intro')}>
      <div className={styles.panel}>
        <RecoverForm
          lang={lang}
          token={token}
          onSignedIn={(session) => {
            startSession(session);
            navigate(routePath('recoverPasswordSuccess', lang), { replace: true });
          }}
        />
        <AccountLink to="forgotPassword" lang={lang}>
          {t('recover.newLink')}
        </AccountLink>
      </div>
    </AccountFrame>
  );
}

function Recovered() {
  const { lang } = useShop();
  const { t } = useTranslation('account');
  // Back to checkout when the visitor came from there (spec §4); otherwise on to their settings.
  const next = loginRedirect();
  return (
    <AccountFrame lead={t('recover.done')}>
      <Link className={screens.cta} to={next ?? routePath('settings', lang)}>
        {next ? t('recover.toCheckout') : t('recover.toSettings')}
      </Link>
    </AccountFrame>
  );
}
