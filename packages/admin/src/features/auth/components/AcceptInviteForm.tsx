import { STAFF_PASSWORD_MIN } from '@museum-shop/contract';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import styles from './AuthCard.module.css';

/** The one-time link's form: choose a password (twice), optionally one's name, and be signed in. */
export function AcceptInviteForm({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation();
  const accept = useAcceptInvite();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const tooShort = password.length < STAFF_PASSWORD_MIN;
  const mismatch = repeat !== password;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    if (tooShort || mismatch) return;
    accept.mutate({ token, password, name: name.trim() }, { onSuccess: onAccepted });
  };
  const failure = accept.error
    ? errorCodeOf(accept.error) === 'STAFF_INVITE_INVALID'
      ? t('auth.inviteInvalid')
      : errorText(t, accept.error)
    : undefined;
  return (
    <Form className={styles.form} onSubmit={submit} validationBehavior="aria">
      {failure && <p role="alert">{failure}</p>}
      <TextField
        label={t('auth.name')}
        name="name"
        autoComplete="name"
        value={name}
        onChange={setName}
        description={t('auth.nameHint')}
      />
      <TextField
        label={t('auth.newPassword')}
        type="password"
        name="new-password"
        autoComplete="new-password"
        isRequired
        value={password}
        onChange={setPassword}
        description={t('auth.passwordRule', { count: STAFF_PASSWORD_MIN })}
        errorMessage={
          tried && tooShort ? t('auth.passwordTooShort', { count: STAFF_PASSWORD_MIN }) : undefined
        }
      />
      <TextField
        label={t('auth.repeatPassword')}
        type="password"
        name="repeat-password"
        autoComplete="new-password"
        isRequired
        value={repeat}
        onChange={setRepeat}
        errorMessage={tried && !tooShort && mismatch ? t('auth.passwordMismatch') : undefined}
      />
      <Button type="submit" isPending={accept.isPending}>
        {t('auth.accept')}
      </Button>
    </Form>
  );
}
