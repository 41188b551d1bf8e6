import { MAIL_SENDER_NAME_MAX, type ShopMailSender, type ShopSetup } from '@museum-shop/contract';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/ui/Announcer.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSaveMailSender } from '../api/save-mail.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError } from './setup-texts.ts';

/** What is sent: both trimmed. */
export function mailBody(values: ShopMailSender): ShopMailSender {
  return { sender_name: values.sender_name.trim(), reply_to: values.reply_to.trim() };
}

/** The address of MAIL_FROM (`Name <a@b>` → `a@b`), as the form names it. */
const addressOf = (mailFrom: string) => (/<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom).trim();

/**
 * How the shop's e-mails name their sender: the name shown as From beside the server's address
 * (MAIL_FROM, which the museum cannot change here: the SMTP server sends only for its own
 * addresses), and the reply-to address customers' answers go to.
 */
export function MailForm({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveMailSender();
  const [values, setValues] = useState<ShopMailSender>(() => ({ ...setup.mail }));
  const [saved, setSaved] = useState(() => JSON.stringify(mailBody(values)));
  const dirty = JSON.stringify(mailBody(values)) !== saved;
  const fields = fieldErrorsOf(save.error);
  const address = addressOf(setup.environment.mail_from);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = mailBody(values);
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        setValues(body);
        announce(t('setup.savedWhat', { what: t('setup.mail.title') }));
      },
    });
  };
  const preview = values.sender_name.trim()
    ? `${values.sender_name.trim()} <${address}>`
    : setup.environment.mail_from;

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted">{t('setup.mail.hint', { address })}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.mail.sender')}</legend>
        <TextField
          label={t('setup.mail.fields.sender_name')}
          description={t('setup.mail.hints.sender_name', { count: MAIL_SENDER_NAME_MAX, from: preview })}
          value={values.sender_name}
          onChange={(sender_name) => setValues((current) => ({ ...current, sender_name }))}
          maxLength={MAIL_SENDER_NAME_MAX}
          errorMessage={fieldError(t, fields, 'sender_name')}
        />
        <TextField
          type="email"
          label={t('setup.mail.fields.reply_to')}
          description={t('setup.mail.hints.reply_to')}
          value={values.reply_to}
          onChange={(reply_to) => setValues((current) => ({ ...current, reply_to }))}
          maxLength={320}
          errorMessage={fieldError(t, fields, 'reply_to')}
        />
      </fieldset>
      <SaveFailure error={save.error} shown={['sender_name', 'reply_to']} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
