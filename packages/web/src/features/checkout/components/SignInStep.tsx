import { zodResolver } from '@hookform/resolvers/zod';
import type { CustomerAttributes, Language, Session } from '@museum-shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CustomerFieldInputs } from '../../../components/customer-form/CustomerFieldInputs.tsx';
import {
  type GuestField,
  type GuestFormValues,
  guestFields,
  guestFormBody,
  guestFormDefaults,
  guestFormSchema,
  offeredDefaultCountry,
} from '../../../components/customer-form/customer-form.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { errorCodeOf } from '../../../lib/api-client.ts';
import { messageKeyFor } from '../../../lib/error-messages.ts';
import { errorResponseOf } from '../../../lib/error-response.ts';
import { useCustomerAttributes } from '../api/get-customer-attributes.ts';
import { useRegisterGuest } from '../api/register-guest.ts';
import styles from './checkout.module.css';

interface SignInStepProps {
  lang: Language;
  /** The cart's request-invoice flag, sent with the guest registration. */
  sendInvoice: boolean;
  onSignedIn: (session: Session) => void;
  /** The country chosen in the guest form so far: shipping costs can be shown before sign-in. */
  onCountryChange?: (country: string | null) => void;
  /** What the last guest gave: the guest form starts from it (a guest token books once, spec §6). */
  savedGuest?: Readonly<Record<string, string>> | null;
  /** Told what a guest gave once the guest registration went through, to keep for the next order. */
  onGuestDetails?: (details: Record<string, string>) => void;
  /** A message above the forms, such as why the guest details are asked again. */
  notice?: string | null;
  /** The shop's default country (`default_user_country_key`), chosen in the guest form until the visitor chooses. */
  defaultCountry?: string | undefined;
  /** How a customer with an account signs in; without it only the guest form is offered. */
  login?: LoginCall | undefined;
}

/** The checkout's sign-in step: continue as a guest with a billing address, or sign in with a customer account. */
export function SignInStep({
  lang,
  sendInvoice,
  onSignedIn,
  onCountryChange,
  savedGuest,
  onGuestDetails,
  notice,
  defaultCountry,
  login,
}: SignInStepProps) {
  const { t } = useTranslation('checkout');
  const attributes = useCustomerAttributes(lang);
  return (
    <section className={styles.step} aria-labelledby="sign-in-heading">
      <h2 id="sign-in-heading">{t('signIn.heading')}</h2>
      {notice && (
        <p role="alert" className={styles.formError}>
          {notice}
        </p>
      )}
      <p>{t('signIn.intro')}</p>
      {attributes.isPending && <Spinner label={t('loading')} />}
      {attributes.isError && <p role="alert">{t('signIn.formUnavailable')}</p>}
      {attributes.data && (
        <GuestForm
          lang={lang}
          attributes={attributes.data}
          sendInvoice={sendInvoice}
          onSignedIn={onSignedIn}
          onCountryChange={onCountryChange}
          savedGuest={savedGuest}
          onGuestDetails={onGuestDetails}
          defaultCountry={defaultCountry}
        />
      )}
      {login && (
        <details className={styles.disclosure}>
          <summary>{t('signIn.haveAccount')}</summary>
          <LoginForm login={login} onSignedIn={onSignedIn} />
        </details>
      )}
    </section>
  );
}

export function GuestForm({
  lang,
  attributes,
  sendInvoice,
  onSignedIn,
  onCountryChange,
  savedGuest,
  onGuestDetails,
  defaultCountry,
}: {
  lang: Language;
  attributes: CustomerAttributes;
  sendInvoice: boolean;
  onSignedIn: (session: Session) => void;
  onCountryChange: ((country: string | null) => void) | undefined;
  savedGuest: Readonly<Record<string, string>> | null | undefined;
  onGuestDetails: ((details: Record<string, string>) => void) | undefined;
  /** The shop's default country, chosen until the visitor chooses another. */
  defaultCountry?: string | undefined;
}) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const fields = guestFields(attributes);
  const form = useForm<Partial<GuestFormValues>>({
    resolver: zodResolver(guestFormSchema(attributes)),
    defaultValues: guestFormDefaults(
      fields,
      savedGuest,
      offeredDefaultCountry(attributes.countries, defaultCountry),
    ),
    shouldFocusError: true,
  });
  const register = useRegisterGuest(lang);
  const country = useWatch({ control: form.control, name: 'country' });
  useEffect(() => onCountryChange?.(country || null), [country, onCountryChange]);
  const failure = register.error ? errorResponseOf(register.error) : undefined;

  const submit = form.handleSubmit(async (values) => {
    const body = guestFormBody(values, fields);
    try {
      const session = await register.mutateAsync({ form: body, sendInvoice });
      onGuestDetails?.(Object.fromEntries(fields.map((field) => [field, body[field] ?? ''])));
      onSignedIn(session);
    } catch (error) {
      const fieldErrors = errorResponseOf(error)?.errors ?? {};
      let first = true;
      for (const [field, messages] of Object.entries(fieldErrors))
        if (fields.includes(field as GuestField)) {
          form.setError(field as GuestField, { message: messages.join(' ') }, { shouldFocus: first });
          first = false;
        }
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="guest-heading">
      <h3 id="guest-heading">{t('signIn.guestHeading')}</h3>
      <p className={styles.hint}>{t('signIn.requiredNote')}</p>
      <CustomerFieldInputs form={form} fields={fields} attributes={attributes} />
      <div role="alert" className={styles.formError}>
        {failure && !failure.errors && tCommon(messageKeyFor(failure.code, 'errors.codes.INTERNAL_ERROR'))}
        {register.error && !failure && tCommon('errors.codes.INTERNAL_ERROR')}
      </div>
      <Button type="submit" busy={register.isPending}>
        {t('signIn.continueAsGuest')}
      </Button>
    </form>
  );
}

/** How the login form signs a customer in: the account feature's call, handed over by the checkout route. */
export type LoginCall = (values: { email: string; password: string }) => Promise<Session>;

function LoginForm({
  login: call,
  onSignedIn,
}: {
  login: LoginCall;
  onSignedIn: (session: Session) => void;
}) {
  const { t } = useTranslation('checkout');
  const { t: tCommon } = useTranslation();
  const id = useId();
  const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
  const login = useMutation({ mutationFn: call });
  const submit = form.handleSubmit(async (values) => {
    try {
      onSignedIn(await login.mutateAsync(values));
    } catch {
      // Shown below from the mutation's error.
    }
  });
  const required = { required: t('signIn.errors.required') };
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t('signIn.loginHeading')}>
      <TextField
        id={`${id}-email`}
        label={t('signIn.fields.email')}
        type="email"
        autoComplete="username"
        error={form.formState.errors.email?.message}
        required
        requiredMark={t('signIn.requiredMark')}
        {...form.register('email', required)}
      />
      <TextField
        id={`${id}-password`}
        label={t('signIn.password')}
        type="password"
        autoComplete="current-password"
        error={form.formState.errors.password?.message}
        required
        requiredMark={t('signIn.requiredMark')}
        {...form.register('password', required)}
      />
      <div role="alert" className={styles.formError}>
        {login.error && tCommon(messageKeyFor(errorCodeOf(login.error), 'errors.codes.INTERNAL_ERROR'))}
      </div>
      <Button type="submit" busy={login.isPending}>
        {t('signIn.login')}
      </Button>
    </form>
  );
}
