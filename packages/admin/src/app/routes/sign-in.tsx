import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from '../../features/auth/components/AuthCard.module.css';
import { SignInForm } from '../../features/auth/components/SignInForm.tsx';
import { LanguageSelect } from '../shell/LanguageSelect.tsx';

export default function SignInRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from;
  useEffect(() => {
    document.title = `${t('auth.signInTitle')} · ${t('app.name')}`;
  }, [t]);
  // Without a screen to return to, the app's home decides (an owner of a shop not open yet: the setup).
  const done = () => navigate(from && from !== '/' ? from : '/', { replace: true });
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1>{t('auth.signInTitle')}</h1>
        <SignInForm onSignedIn={done} />
        <p className="muted">{t('auth.signInHelp')}</p>
        <LanguageSelect />
      </div>
    </main>
  );
}
