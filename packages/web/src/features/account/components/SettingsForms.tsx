import { zodResolver } from '@hookform/resolvers/zod';
import type { Customer, CustomerAttributes, CustomerForm, Language } from '@museum-shop/contract';
import { applyFieldErrors } from '@museum-shop/ui/forms';
import { type ReactNode, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { CustomerFieldInputs } from '../../../components/customer-form/CustomerFieldInputs.tsx';
import type { GuestField } from '../../../components/customer-form/customer-form.ts';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import { showToast } from '../../../lib/notices.ts';
import { useChangeEmail } from '../api/change-email.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import {
  type ChangeEmailValues,
  type ChangePasswordValues,
  changeEmailSchema,
  changePasswordSchema,
  detailFields,
  detailsSchema,
  SHIPPING_PARTS,
  type ShippingValues,
} from '../forms.ts';
import { storeCustomer } from '../session.ts';
import styles from './account.module.css';
import { FormFooter } from './FormFooter.tsx';
import { AccountField, CurrentPasswordField } from './PasswordInput.tsx';

interface SettingsFormProps {
  lang: Language;
  token: string;
  customer: Customer;
  attributes: CustomerAttributes;
}

/** A settings section: a heading and its form. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const storedValue = (customer: Customer, field: GuestField): string => {
  switch (field) {
    case 'company':
      return customer.company.name;
    case 'street':
    case 'zip':
    case 'city':
      return customer.addrBilling[field];
    default:
      return customer[field];
  }
};

/** User details: the customer fields the shop shows, less e-mail and password (USER_SETTINGS_SAVED). */
export function DetailsForm({ lang, token, customer, attributes }: SettingsFormProps) {
  const { t } = useTranslation('account');
  const fields = detailFields(attributes);
  const form = useForm<Partial<Record<GuestField, string>>>({
    resolver: zodResolver(detailsSchema(attributes)),
    defaultValues: Object.fromEntries(fields.map((field) => [field, storedValue(customer, field)])),
  });
  const update = useUpdateCustomer(lang, token);
  const submit = form.handleSubmit(async (values) => {
    const body: CustomerForm = Object.fromEntries(
      fields.map((field) => [field, (values[field] ?? '').trim()]),
    );
    try {
      storeCustomer(await update.mutateAsync(body));
      showToast(t('toasts.USER_SETTINGS_SAVED'), 'success');
    } catch (error) {
      applyFieldErrors(error, form.setError, fields);
    }
  });
  return (
    <Section title={t('settings.details')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('settings.details')}>
        <CustomerFieldInputs form={form} fields={fields} attributes={attributes} />
        <FormFooter error={update.error} busy={update.isPending}>
          {t('settings.saveDetails')}
        </FormFooter>
      </form>
    </Section>
  );
}

const shippingSchema = z
  .object({
    separate: z.boolean(),
    name: z.string(),
    street: z.string(),
    zip: z.string(),
    city: z.string(),
    country: z.string(),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (!values.separate) return;
      for (const part of SHIPPING_PARTS)
        if (values[part].trim() === '')
          ctx.issues.push({ code: 'custom', path: [part], message: 'shipping.incomplete', input: values });
    }),
  );

/** Shipping details: the billing address, or a separate one with every part filled in. */
export function ShippingForm({ lang, token, customer, attributes }: SettingsFormProps) {
  const { t } = useTranslation('account');
  const { t: tCheckout } = useTranslation('checkout');
  const shipping = customer.addrShipping;
  const form = useForm<ShippingValues>({
    resolver: zodResolver(shippingSchema),
    defaultValues: {
      separate: shipping !== null,
      name: shipping?.name ?? '',
      street: shipping?.street ?? '',
      zip: shipping?.zip ?? '',
      city: shipping?.city ?? '',
      country: shipping?.country ?? customer.country,
    },
  });
  const separate = useWatch({ control: form.control, name: 'separate' });
  const update = useUpdateCustomer(lang, token);
  const submit = form.handleSubmit(async (values) => {
    const address = Object.fromEntries(SHIPPING_PARTS.map((part) => [part, values[part].trim()]));
    try {
      storeCustomer(
        await update.mutateAsync({
          shipping: values.separate ? (address as CustomerForm['shipping']) : null,
        }),
      );
      showToast(t('toasts.USER_SETTINGS_SAVED'), 'success');
    } catch (error) {
      applyFieldErrors(
        error,
        form.setError,
        SHIPPING_PARTS,
        Object.fromEntries(SHIPPING_PARTS.map((part) => [`shipping.${part}`, part])),
      );
    }
  });
  const errorOf = (part: (typeof SHIPPING_PARTS)[number]) => {
    const message = form.formState.errors[part]?.message;
    return message ? (message.startsWith('shipping.') ? tCheckout(message) : message) : undefined;
  };
  return (
    <Section title={t('settings.shipping')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('settings.shipping')}>
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register('separate')} />
          {t('settings.separateShipping')}
        </label>
        {separate && (
          <div className={styles.fieldGrid}>
            {SHIPPING_PARTS.map((part) =>
              part === 'country' ? (
                <SelectField
                  key={part}
                  label={tCheckout('shipping.fields.country')}
                  required
                  requiredMark={t('requiredMark')}
                  autoComplete="shipping country"
                  error={errorOf(part)}
                  placeholder={tCheckout('signIn.choose')}
                  options={Object.entries(attributes.countries).map(([value, label]) => ({ value, label }))}
                  {...form.register(part)}
                />
              ) : (
                <TextField
                  key={part}
                  label={tCheckout(`shipping.fields.${part}`)}
                  required
                  requiredMark={t('requiredMark')}
                  autoComplete={`shipping ${{ name: 'name', street: 'street-address', zip: 'postal-code', city: 'address-level2' }[part]}`}
                  error={errorOf(part)}
                  {...form.register(part)}
                />
              ),
            )}
          </div>
        )}
        <FormFooter error={update.error} busy={update.isPending}>
          {t('settings.saveShipping')}
        </FormFooter>
      </form>
    </Section>
  );
}

/** Change e-mail: the new address twice and the password; a link goes to the new address (AUTH_EMAIL_CHANGE_SUCCESS). */
export function EmailForm({ lang, token, customer }: Omit<SettingsFormProps, 'attributes'>) {
  const { t } = useTranslation('account');
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<ChangeEmailValues>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { email: '', emailRepeat: '', current: '' },
  });
  const change = useChangeEmail(lang, token);
  const submit = form.handleSubmit(async ({ email, current }) => {
    try {
      setPending(await change.mutateAsync({ email, current }));
      showToast(t('toasts.AUTH_EMAIL_CHANGE_SUCCESS'), 'success');
      form.reset();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['email', 'current'], { _po: 'current' });
    }
  });
  return (
    <Section title={t('settings.email')}>
      <p>{t('settings.currentEmail', { email: customer.email })}</p>
      {pending && (
        <p className={styles.notice} role="status">
          {t('settings.emailPending', { email: pending })}
        </p>
      )}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('settings.email')}>
        <div className={styles.fieldGrid}>
          <AccountField
            label={t('fields.newEmail')}
            type="email"
            autoComplete="email"
            error={form.formState.errors.email}
            {...form.register('email')}
          />
          <AccountField
            label={t('fields.emailRepeat')}
            type="email"
            autoComplete="email"
            error={form.formState.errors.emailRepeat}
            {...form.register('emailRepeat')}
          />
          <CurrentPasswordField error={form.formState.errors.current} {...form.register('current')} />
        </div>
        <FormFooter error={change.error} busy={change.isPending}>
          {t('settings.changeEmail')}
        </FormFooter>
      </form>
    </Section>
  );
}

/** Change password (spec §4: pending, success, failed): AUTH_PASSWORD_CHANGE_SUCCESS then home, or …FAILED with errors. */
export function PasswordForm({
  lang,
  token,
  onChanged,
}: {
  lang: Language;
  token: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation('account');
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { current: '', next: '', nextRepeat: '' },
  });
  const change = useChangePassword(lang, token);
  const submit = form.handleSubmit(async ({ current, next }) => {
    try {
      await change.mutateAsync({ current, next });
      showToast(t('toasts.AUTH_PASSWORD_CHANGE_SUCCESS'), 'success');
      onChanged();
    } catch (error) {
      applyFieldErrors(error, form.setError, ['current', 'next'], { _po: 'current', _pn: 'next' });
      showToast(t('toasts.AUTH_PASSWORD_CHANGE_FAILED'), 'danger');
    }
  });
  return (
    <Section title={t('settings.password')}>
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t('settings.password')}>
        <div className={styles.fieldGrid}>
          <CurrentPasswordField error={form.formState.errors.current} {...form.register('current')} />
          <AccountField
            label={t('fields.newPassword')}
            type="password"
            autoComplete="new-password"
            hint={t('passwordHint', { count: 8 })}
            error={form.formState.errors.next}
            {...form.register('next')}
          />
          <AccountField
            label={t('fields.passwordRepeat')}
            type="password"
            autoComplete="new-password"
            error={form.formState.errors.nextRepeat}
            {...form.register('nextRepeat')}
          />
        </div>
        <FormFooter error={change.error} busy={change.isPending}>
          {t('settings.changePassword')}
        </FormFooter>
      </form>
    </Section>
  );
}
