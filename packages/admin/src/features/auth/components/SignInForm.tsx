import { Button, TextField } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { useLogin } from '../api/login.ts';
import styles from './AuthCard.module.css';

/** E-mail and password; a wrong pair, a locked address and an unreachable server each say so. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    login.mutate({ email: email.trim(), password }, { onSuccess: onSignedIn });
  };
  const failure = login.error
    ? errorCodeOf(login.error) === 'LOGIN_FAILED'
      ? t('auth.loginFailed')
      : errorText(t, login.error)
    : undefined;
  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      {failure && (
        <p role="alert" className="error-text">
          {failure}
        </p>
      )}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="username"
        isRequired
        value={email}
        onChange={setEmail}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={setPassword}
      />
      <Button type="submit" isPending={login.isPending}>
        {t('auth.signIn')}
      </Button>
    </Form>
  );
}
