import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AcceptInviteForm } from '../../features/auth/components/AcceptInviteForm.tsx';
import styles from '../../features/auth/components/AuthCard.module.css';

/** The one-time token of the link: `?token=…` or `#token=…`; it is taken off the address at once. */
function readToken(): string {
  const fromQuery = new URLSearchParams(window.location.search).get('token');
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return fromQuery ?? fromHash ?? '';
}

export default function AcceptRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [token] = useState(readToken);
  useEffect(() => {
    document.title = `${t('auth.acceptTitle')} · ${t('app.name')}`;
    // The token stays out of the history and of any later Referer.
    if (token) window.history.replaceState(window.history.state, '', `${import.meta.env.BASE_URL}accept`);
  }, [t, token]);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1>{t('auth.acceptTitle')}</h1>
        {token ? (
          <AcceptInviteForm
            token={token}
            // The app's home decides where the member starts (an owner of a new shop: the setup).
            onAccepted={() => navigate('/', { replace: true })}
          />
        ) : (
          <p role="alert">{t('auth.inviteInvalid')}</p>
        )}
      </div>
    </main>
  );
}
