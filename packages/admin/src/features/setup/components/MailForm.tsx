import {
  MAIL_SENDER_NAME_MAX,
  mailSenderProblems,
  type ShopMailSender,
  type ShopSetup,
} from '@museum-shop/contract';
import { Button, FormTextField } from '@museum-shop/ui/controls';
import { Form } from 'react-aria-components';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { useSaveMailSender } from '../api/save-mail.ts';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { useSetupForm } from './setup-form.ts';

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
  const save = useSaveMailSender();
  const { form, submit, errorText, dirty } = useSetupForm({
    defaults: { ...setup.mail },
    rule: mailSenderProblems,
    toBody: mailBody,
    save,
    what: t('setup.mail.title'),
    fields: ['sender_name', 'reply_to'],
    asSaved: (body) => body,
  });
  const address = addressOf(setup.environment.mail_from);
  const senderName = useWatch({ control: form.control, name: 'sender_name' }).trim();
  const preview = senderName ? `${senderName} <${address}>` : setup.environment.mail_from;

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted">{t('setup.mail.hint', { address })}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.mail.sender')}</legend>
        <FormTextField
          control={form.control}
          name="sender_name"
          errorText={errorText}
          label={t('setup.mail.fields.sender_name')}
          description={t('setup.mail.hints.sender_name', { count: MAIL_SENDER_NAME_MAX, from: preview })}
          maxLength={MAIL_SENDER_NAME_MAX}
        />
        <FormTextField
          control={form.control}
          name="reply_to"
          errorText={errorText}
          type="email"
          label={t('setup.mail.fields.reply_to')}
          description={t('setup.mail.hints.reply_to')}
          maxLength={320}
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
