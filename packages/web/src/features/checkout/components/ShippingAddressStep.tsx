import { type Customer, SHIPPING_FIELDS, shippingFieldsReady } from '@museum-shop/contract';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offeredDefaultCountry } from '../../../components/customer-form/customer-form.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, TextField } from '../../../components/ui/Field.tsx';
import type { ShippingAddress } from '../rules.ts';
import { forgetShippingAddress, readShippingAddress, saveShippingAddress } from '../shipping-address.ts';
import styles from './checkout.module.css';
import { PostalAddress } from './PostalAddress.tsx';

interface ShippingAddressStepProps {
  customer: Customer;
  countries: Record<string, string>;
  /** Tells the screen whether the shipping fields are ready (spec §5), for the order button. */
  onReadyChange: (ready: boolean) => void;
  /** The message shown when the visitor ordered while the address was not ready. */
  error: string | null;
  /** The saved address, or null for the billing address: its country prices the shipping. */
  onAddressChange: (address: ShippingAddress | null) => void;
  /** The shop's default country (`default_user_country_key`), chosen in a new address until the visitor chooses. */
  defaultCountry?: string | undefined;
}

const EMPTY: ShippingAddress = { name: '', street: '', zip: '', city: '', country: '' };
const AUTOCOMPLETE = {
  name: 'shipping name',
  street: 'shipping street-address',
  zip: 'shipping postal-code',
  city: 'shipping address-level2',
  country: 'shipping country',
} as const;

/**
 * The shipping address (spec §4): the billing address by default; an address saved in session
 * storage makes it different. Editing ends on save.
 */
export function ShippingAddressStep({
  customer,
  countries,
  onReadyChange,
  error,
  onAddressChange,
  defaultCountry,
}: ShippingAddressStepProps) {
  const { t } = useTranslation('checkout');
  const id = useId();
  const [saved, setSaved] = useState(readShippingAddress);
  const [sameAsBilling, setSameAsBilling] = useState(saved === null);
  const [editing, setEditing] = useState(false);
  const empty: ShippingAddress = { ...EMPTY, country: offeredDefaultCountry(countries, defaultCountry) };
  const [draft, setDraft] = useState<ShippingAddress>(saved ?? empty);
  const ready = shippingFieldsReady({ editing, sameAsBilling, address: draft });
  useEffect(() => onReadyChange(ready), [ready, onReadyChange]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!shippingFieldsReady({ editing: true, sameAsBilling: false, address: draft })) {
      setShowMissing(true);
      return;
    }
    const address = Object.fromEntries(
      SHIPPING_FIELDS.map((field) => [field, draft[field].trim()]),
    ) as ShippingAddress;
    saveShippingAddress(address);
    setSaved(address);
    onAddressChange(address);
    setEditing(false);
    setShowMissing(false);
  };
  const [showMissing, setShowMissing] = useState(false);
  const billing = customer.addrBilling;
  const shown = sameAsBilling
    ? { ...billing, name: billing.name || `${customer.fname} ${customer.lname}` }
    : saved;

  return (
    <section className={styles.step} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} tabIndex={-1}>
        {t('shipping.heading')}
      </h2>
      <div className={styles.checkbox}>
        <input
          id={`${id}-same`}
          type="checkbox"
          checked={sameAsBilling}
          onChange={(event) => {
            const same = event.target.checked;
            setSameAsBilling(same);
            setEditing(!same && saved === null);
            if (same) {
              forgetShippingAddress();
              setSaved(null);
              onAddressChange(null);
              setDraft(empty);
            }
          }}
        />
        <label htmlFor={`${id}-same`}>{t('shipping.sameAsBilling')}</label>
      </div>
      {!editing && shown && (
        <div className={styles.address}>
          <PostalAddress address={shown} countries={countries} />
          {!sameAsBilling && (
            <Button variant="secondary" className={styles.alignStart} onClick={() => setEditing(true)}>
              {t('shipping.edit')}
            </Button>
          )}
        </div>
      )}
      {editing && !sameAsBilling && (
        <form className={styles.form} onSubmit={save} noValidate aria-label={t('shipping.formLabel')}>
          <div className={styles.fieldGrid}>
            {SHIPPING_FIELDS.map((field) => {
              const common = {
                label: t(`shipping.fields.${field}`),
                required: true,
                requiredMark: t('signIn.requiredMark'),
                autoComplete: AUTOCOMPLETE[field],
                value: draft[field],
                error: showMissing && !draft[field].trim() ? t('signIn.errors.required') : undefined,
              };
              return field === 'country' ? (
                <SelectField
                  key={field}
                  {...common}
                  placeholder={t('signIn.choose')}
                  options={Object.entries(countries).map(([value, name]) => ({ value, label: name }))}
                  onChange={(event) => setDraft({ ...draft, country: event.target.value })}
                />
              ) : (
                <TextField
                  key={field}
                  {...common}
                  onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
                />
              );
            })}
          </div>
          <Button type="submit">{t('shipping.save')}</Button>
        </form>
      )}
      <p role="alert" className={styles.formError}>
        {error}
      </p>
    </section>
  );
}
