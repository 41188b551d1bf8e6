import { zodResolver } from '@hookform/resolvers/zod';
import type { Language } from '@museum-shop/contract';
import { applyFieldErrors } from '@museum-shop/ui/forms';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/notices.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { useExportData } from '../api/export-data.ts';
import { type PasswordConfirmValues, passwordConfirmSchema } from '../forms.ts';
import styles from './account.module.css';
import { FormFooter } from './FormFooter.tsx';
import { CurrentPasswordField } from './PasswordInput.tsx';
import { Section } from './SettingsForms.tsx';

/** Offers `data` as a JSON file to save, named after the shop and the day. */
function saveJson(data: unknown, filename: string) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "My data": download everything the shop keeps (JSON), or delete the account; both confirmed with the password. */
export function MyData({ lang, token, onDeleted }: { lang: Language; token: string; onDeleted: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Section title={t('data.heading')}>
      <p>{t('data.intro')}</p>
      <ExportForm lang={lang} token={token} />
      <DeleteForm lang={lang} token={token} onDeleted={onDeleted} />
    </Section>
  );
}

function ExportForm({ lang, token }: { lang: Language; token: string }) {
  const { t } = useTranslation('account');
  const exporter = useExportData(lang, token);
  return (
    <PasswordConfirmForm
      heading={t('data.exportHeading')}
      intro={t('data.exportIntro')}
      action={t('data.export')}
      variant="secondary"
      call={exporter}
      onConfirm={async (current, reset) => {
        const data = await exporter.mutateAsync(current);
        saveJson(data, `my-data-${data.exported_at.slice(0, 10)}.json`);
        reset();
      }}
    />
  );
}

function DeleteForm({ lang, token, onDeleted }: { lang: Language; token: string; onDeleted: () => void }) {
  const { t } = useTranslation('account');
  const remove = useDeleteAccount(lang, token);
  return (
    <PasswordConfirmForm
      className={styles.danger}
      heading={t('data.deleteHeading')}
      intro={t('data.deleteIntro')}
      action={t('data.delete')}
      call={remove}
      onConfirm={async (current) => {
        await remove.mutateAsync(current);
        showToast(t('toasts.ACCOUNT_DELETED'), 'success');
        onDeleted();
      }}
    />
  );
}

/**
 * A step that the password confirms: its heading and what it does, the current password and the
 * button. `onConfirm` runs the call (it may `reset` the form after); the server's field errors
 * stand at the password.
 */
function PasswordConfirmForm({
  heading,
  intro,
  action,
  variant,
  className,
  call,
  onConfirm,
}: {
  heading: string;
  intro: string;
  action: string;
  variant?: 'secondary';
  className?: string;
  call: { error: Error | null; isPending: boolean };
  onConfirm: (current: string, reset: () => void) => Promise<void>;
}) {
  const id = useId();
  const form = useForm<PasswordConfirmValues>({
    resolver: zodResolver(passwordConfirmSchema),
    defaultValues: { current: '' },
  });
  const submit = form.handleSubmit(async ({ current }) => {
    try {
      await onConfirm(current, () => form.reset());
    } catch (error) {
      applyFieldErrors(error, form.setError, ['current'], { _po: 'current' });
    }
  });
  return (
    <form
      className={className ? `${styles.form} ${className}` : styles.form}
      onSubmit={submit}
      noValidate
      aria-labelledby={id}
    >
      <h3 id={id}>{heading}</h3>
      <p className={styles.hint}>{intro}</p>
      <CurrentPasswordField error={form.formState.errors.current} {...form.register('current')} />
      <FormFooter error={call.error} busy={call.isPending} variant={variant}>
        {action}
      </FormFooter>
    </form>
  );
}
