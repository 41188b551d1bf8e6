import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/Field.tsx';
import { MIN_PASSWORD_LENGTH } from '../forms.ts';

type TextFieldProps = Parameters<typeof TextField>[0];

/**
 * A labelled field of an account form whose error is a key of the account texts (a client check)
 * or a server's message, shown as it is.
 */
export function AccountField({
  error,
  ...props
}: Omit<TextFieldProps, 'error'> & { error?: FieldError | undefined }) {
  const { t } = useTranslation('account');
  const message = error?.message;
  const text = message
    ? message.startsWith('errors.')
      ? t(message, { count: MIN_PASSWORD_LENGTH })
      : message
    : undefined;
  return <TextField {...props} error={text} requiredMark={t('requiredMark')} required />;
}

/** The current password, which confirms a change to the account. */
export function CurrentPasswordField(
  props: Omit<Parameters<typeof AccountField>[0], 'label' | 'type' | 'autoComplete'>,
) {
  const { t } = useTranslation('account');
  return (
    <AccountField
      label={t('fields.currentPassword')}
      type="password"
      autoComplete="current-password"
      {...props}
    />
  );
}
