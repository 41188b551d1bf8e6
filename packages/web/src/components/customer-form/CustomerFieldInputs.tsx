import type { CustomerAttributes } from '@museum-shop/contract';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../ui/Field.tsx';
import styles from './CustomerFieldInputs.module.css';
import { type GuestField, type GuestFormValues, isGuestFieldRequired } from './customer-form.ts';

const AUTOCOMPLETE: Record<GuestField, string> = {
  salutation: 'honorific-prefix',
  fname: 'given-name',
  lname: 'family-name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
  street: 'street-address',
  zip: 'postal-code',
  city: 'address-level2',
  country: 'country',
};

/**
 * The customer form's fields the shop shows, labelled, with their errors: the guest form's, and
 * the account screens' (registration, settings) on forms of their own. A message that is a key of
 * the checkout texts (`signIn.…`) is translated; a server's message is shown as it is.
 */
export function CustomerFieldInputs<Values extends Partial<Record<GuestField, string>>>({
  form,
  fields,
  attributes,
}: {
  form: UseFormReturn<Values>;
  fields: readonly GuestField[];
  attributes: CustomerAttributes;
}) {
  const { t } = useTranslation('checkout');
  // The form's values are keyed by field name; its generic type only adds fields of its own.
  const anyForm = form as unknown as UseFormReturn<Partial<GuestFormValues>>;
  const errorOf = (field: GuestField) => {
    const message = anyForm.formState.errors[field]?.message;
    return message ? (message.startsWith('signIn.') ? t(message) : message) : undefined;
  };
  return (
    <div className={styles.fieldGrid}>
      {fields.map((field) => {
        const common = {
          label: t(`signIn.fields.${field}`),
          error: errorOf(field),
          required: isGuestFieldRequired(attributes, field),
          requiredMark: t('signIn.requiredMark'),
          autoComplete: AUTOCOMPLETE[field],
          ...anyForm.register(field),
        };
        if (field === 'salutation' || field === 'country') {
          const choices = field === 'salutation' ? attributes.salutations : attributes.countries;
          return (
            <SelectField
              key={field}
              {...common}
              placeholder={t('signIn.choose')}
              options={Object.entries(choices).map(([value, name]) => ({ value, label: name }))}
            />
          );
        }
        return (
          <TextField
            key={field}
            {...common}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
          />
        );
      })}
    </div>
  );
}
