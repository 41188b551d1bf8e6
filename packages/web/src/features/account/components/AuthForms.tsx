import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerAttributes, Language, Session } from '@museum-shop/contract';
import { applyFieldErrors } from '@museum-shop/ui/forms';
import { md5 } from 'js-md5';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerFieldInputs } from '../../../components/customer-form/CustomerFieldInputs.tsx';
import {
  guestFields,
  guestFormBody,
  offeredDefaultCountry,
} from '../../../components/customer-form/customer-form.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { errorCodeOf, statusOf } from '../../../lib/api-client.ts';
import { messageKeyFor } from '../../../lib/error-messages.ts';
import { errorResponseOf } from '../../../lib/error-response.ts';
import { dismissNotice, showToast } from '../../../lib/notices.ts';
import { useConfirmPasswordReset } from '../api/confirm-reset.ts';
import { useLogin } from '../api/login.ts';
import { useRegisterCustomer } from '../api/register.ts';
import { useRequestPasswordReset } from '../api/request-reset.ts';
import {
  type ForgotPasswordValues,
  forgotPasswordSchema,
  type LoginValues,
  loginSchema,
  type NewPasswordValues,
  newPasswordSchema,
  type RegisterValues,
  registerSchema,
} from '../forms.ts';
import styles from './account.module.css';
import { AccountField } from './PasswordInput.tsx';

/** The message of a failed call that is not about one field: its code's text, or the general one. */
export function useFailureText() {
  const { t } = useTranslation();
  return (error: unknown) => t(messageKeyFor(errorCodeOf(error), 'errors.codes.INTERNAL_ERROR'));
}

/**
 * Login (spec §4: pending, success, failed): "signing in" while the call runs, AUTH_LOGIN_FAILED
 * and the reason under the form when it fails. The password goes as its MD5 hex (spec §7).
 */
export function LoginForm({
  lang,
  onSignedIn,
  links,
}: {
  lang: Language;
  onSignedIn: (session: Session) => void;
  links: ReactNode;
}) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const id = useId();
  const form = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useLogin(lang);
  const submit = form.handleSubmit(async (values) => {
    const pending = showToast(t('toasts.AUTH_LOGGING_IN'));
    try {
      const session = await login.mutateAsync(values);
      dismissNotice(pending);
      onSignedIn(session);
    } catch {
      dismissNotice(pending);
      showToast(t('toasts.AUTH_LOGIN_FAILED'), 'danger');
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {t('login.heading')}
      </h2>
      <AccountField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <AccountField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password}
        {...form.register('password')}
      />
      <p role="alert" className={styles.formError}>
        {login.error ? failureText(login.error) : ''}
      </p>
      <div>
        <Button type="submit" busy={login.isPending}>
          {t('login.submit')}
        </Button>
      </div>
      {links}
    </form>
  );
}

/** Registration with the fields the shop shows and requires (customer/attr), the server's 422 messages on them. */
export function RegisterForm({
  lang,
  attributes,
  onRegistered,
  defaultCountry,
}: {
  lang: Language;
  attributes: CustomerAttributes;
  onRegistered: () => void;
  /** The shop's default country (`default_user_country_key`), chosen until the visitor chooses. */
  defaultCountry?: string | undefined;
}) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const fields = guestFields(attributes);
  const form = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema(attributes)),
    defaultValues: {
      emailRepeat: '',
      password: '',
      passwordRepeat: '',
      country: offeredDefaultCountry(attributes.countries, defaultCountry),
    },
    shouldFocusError: true,
  });
  const register = useRegisterCustomer(lang);
  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync({ ...guestFormBody(values, fields), password: md5(values.password) });
      onRegistered();
    } catch (error) {
      applyFieldErrors(error, form.setError, [...fields, 'password']);
    }
  });
  const failure = register.error ? errorResponseOf(register.error) : undefined;
  const errors = form.formState.errors;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('register.formLabel')}>
      <p className={styles.hint}>{t('requiredNote')}</p>
      <CustomerFieldInputs form={form} fields={fields} attributes={attributes} />
      <div className={styles.fieldGrid}>
        <AccountField
          label={t('fields.emailRepeat')}
          type="email"
          autoComplete="email"
          error={errors.emailRepeat}
          {...form.register('emailRepeat')}
        />
        <AccountField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint', { count: 8 })}
          error={errors.password}
          {...form.register('password')}
        />
        <AccountField
          label={t('fields.passwordRepeat')}
          type="password"
          autoComplete="new-password"
          error={errors.passwordRepeat}
          {...form.register('passwordRepeat')}
        />
      </div>
      <p role="alert" className={styles.formError}>
        {register.error && !failure?.errors ? failureText(register.error) : ''}
      </p>
      <div>
        <Button type="submit" busy={register.isPending}>
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Forgot password (spec §4: pending, success, failed): AUTH_REQUEST_RESET_SUCCESS and the success
 * screen, or AUTH_REQUEST_RESET_FAIL and 'Cannot recover this Email'.
 */
export function ForgotPasswordForm({ lang, onRequested }: { lang: Language; onRequested: () => void }) {
  const { t } = useTranslation('account');
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const reset = useRequestPasswordReset(lang);
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await reset.mutateAsync(email);
      showToast(t('toasts.AUTH_REQUEST_RESET_SUCCESS'), 'success');
      onRequested();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['email']);
      showToast(t('toasts.AUTH_REQUEST_RESET_FAIL'), 'danger');
    }
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('forgot.formLabel')}>
      <AccountField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
      <p role="alert" className={styles.formError}>
        {reset.error ? t('errors.cannotRecover') : ''}
      </p>
      <div>
        <Button type="submit" busy={reset.isPending}>
          {t('forgot.submit')}
        </Button>
      </div>
    </form>
  );
}

/**
 * A new password through the reset link: its token comes from the link's hash. Success signs in
 * (AUTH_SETTING_NEW_PASSWORD_SUCCESS); a 422 or 400 is AUTH_SETTING_NEW_PASSWORD_FAILED, a 400
 * with 'You must fill all fields' (spec §8).
 */
export function RecoverForm({
  lang,
  token,
  onSignedIn,
}: {
  lang: Language;
  token: string;
  onSignedIn: (session: Session) => void;
}) {
  const { t } = useTranslation('account');
  const failureText = useFailureText();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', passwordRepeat: '' },
  });
  const confirm = useConfirmPasswordReset(lang);
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const session = await confirm.mutateAsync({ token, password });
      showToast(t('toasts.AUTH_SETTING_NEW_PASSWORD_SUCCESS'), 'success');
      onSignedIn(session);
    } catch {
      showToast(t('toasts.AUTH_SETTING_NEW_PASSWORD_FAILED'), 'danger');
    }
  });
  const status = confirm.error ? statusOf(confirm.error) : undefined;
  const missingToken = token === '';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('recover.formLabel')}>
      {missingToken && (
        <p role="alert" className={styles.formError}>
          {t('recover.noToken')}
        </p>
      )}
      <div className={styles.fieldGrid}>
        <AccountField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('passwordHint', { count: 8 })}
          error={form.formState.errors.password}
          {...form.register('password')}
        />
        <AccountField
          label={t('fields.passwordRepeat')}
          type="password"
          autoComplete="new-password"
          error={form.formState.errors.passwordRepeat}
          {...form.register('passwordRepeat')}
        />
      </div>
      <p role="alert" className={styles.formError}>
        {confirm.error ? (status === 400 ? t('errors.fillAllFields') : failureText(confirm.error)) : ''}
      </p>
      <div>
        <Button type="submit" busy={confirm.isPending} disabled={missingToken}>
          {t('recover.submit')}
        </Button>
      </div>
    </form>
  );
}
