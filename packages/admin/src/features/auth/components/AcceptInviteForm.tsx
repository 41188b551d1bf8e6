import { STAFF_PASSWORD_MIN, type StaffInvitation } from '@museum-shop/contract';
import { Button, TextField } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { errorText, Loading } from '../../../components/ui/StatusViews.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { useAcceptInvite } from '../api/accept-invite.ts';
import { useInvitation } from '../api/invitation.ts';
import styles from './AuthCard.module.css';

/**
 * The one-time link's form: choose a password (twice), check one's name (the one the owner entered,
 * issue 34), and be signed in. It says which address the invitation is for; a link that can no
 * longer be used says so at once instead of after the passwords are typed.
 */
export function AcceptInviteForm({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { t } = useTranslation();
  const invitation = useInvitation(token);
  if (invitation.isPending) return <Loading />;
  if (invitation.isError && errorCodeOf(invitation.error) === 'NOT_FOUND')
    return <p role="alert">{t('auth.inviteInvalid')}</p>;
  // Any other failure (a busy server, too many tries): the form still works, without the prefill.
  return <PasswordForm token={token} invitation={invitation.data} onAccepted={onAccepted} />;
}

function PasswordForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: StaffInvitation | undefined;
  onAccepted: () => void;
}) {
  const { t } = useTranslation();
  const accept = useAcceptInvite();
  const [name, setName] = useState(invitation?.name ?? '');
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
    <>
      <p>{invitation ? t('auth.acceptIntroFor', { email: invitation.email }) : t('auth.acceptIntro')}</p>
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
    </>
  );
}
