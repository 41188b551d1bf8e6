import type { InvoiceHeader, ShopSetup } from '@museum-shop/contract';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useAnnounce } from '../../../components/ui/Announcer.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/Field.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSaveInvoice } from '../api/save-invoice.ts';
import { LeaveGuard } from './LeaveGuard.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError } from './setup-texts.ts';

type InvoiceField = keyof InvoiceHeader;

/** The fields in the order an invoice prints them, with their longest value (the contract's). */
const FIELDS: { key: InvoiceField; maxLength: number; hint?: boolean }[] = [
  { key: 'legal_name', maxLength: 200, hint: true },
  { key: 'street', maxLength: 200 },
  { key: 'zip', maxLength: 20 },
  { key: 'city', maxLength: 100 },
  { key: 'country', maxLength: 2, hint: true },
  { key: 'vat_id', maxLength: 30, hint: true },
  { key: 'tax_number', maxLength: 30, hint: true },
  { key: 'vat_exemption_note', maxLength: 300, hint: true },
  { key: 'bank_account_holder', maxLength: 200, hint: true },
  { key: 'iban', maxLength: 50, hint: true },
  { key: 'bic', maxLength: 20, hint: true },
  { key: 'bank_name', maxLength: 100 },
];
/** Where the tax fields end and the bank's begin. */
const TAX_END = 8;

/** What is sent: every field trimmed, the country, IBAN and BIC in capitals. */
export function invoiceBody(values: InvoiceHeader): InvoiceHeader {
  return {
    legal_name: values.legal_name.trim(),
    street: values.street.trim(),
    zip: values.zip.trim(),
    city: values.city.trim(),
    country: values.country.trim().toUpperCase(),
    vat_id: values.vat_id.trim(),
    tax_number: values.tax_number.trim(),
    vat_exemption_note: values.vat_exemption_note.trim(),
    bank_account_holder: values.bank_account_holder.trim(),
    iban: values.iban.trim().toUpperCase(),
    bic: values.bic.trim().toUpperCase(),
    bank_name: values.bank_name.trim(),
  };
}

/** Who issues the invoices: the header printed on each of them. */
export function InvoiceForm({ setup }: { setup: ShopSetup }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveInvoice();
  const [values, setValues] = useState<InvoiceHeader>(() => ({ ...setup.invoice }));
  const [saved, setSaved] = useState(() => JSON.stringify(invoiceBody(values)));
  const dirty = JSON.stringify(invoiceBody(values)) !== saved;
  const fields = fieldErrorsOf(save.error);

  /**
   * A field's error; the VAT ID's "required" means a VAT ID or a tax number, the IBAN's that the
   * bank needs one, and an invalid IBAN or BIC says what is checked.
   */
  const errorOf = (key: InvoiceField) => {
    if (key === 'vat_id' && fields.vat_id?.includes('required')) return t('setup.invoice.vatOrTaxNumber');
    if (key === 'iban' && fields.iban?.includes('required')) return t('setup.invoice.ibanNeeded');
    if (key === 'iban' && fields.iban?.includes('invalid')) return t('setup.invoice.ibanInvalid');
    if (key === 'bic' && fields.bic?.includes('invalid')) return t('setup.invoice.bicInvalid');
    return fieldError(t, fields, key);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = invoiceBody(values);
    save.mutate(body, {
      onSuccess: () => {
        setSaved(JSON.stringify(body));
        setValues(body);
        // Names what was saved: the same words twice would not tell this save from the last.
        announce(t('setup.savedWhat', { what: t('setup.invoice.title') }));
      },
    });
  };

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted">{t('setup.invoice.hint')}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.invoice.issuer')}</legend>
        {FIELDS.slice(0, 5).map((field) => (
          <InvoiceTextField
            key={field.key}
            field={field}
            value={values[field.key]}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            errorMessage={errorOf(field.key)}
          />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.invoice.tax')}</legend>
        {FIELDS.slice(5, TAX_END).map((field) => (
          <InvoiceTextField
            key={field.key}
            field={field}
            value={values[field.key]}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            errorMessage={errorOf(field.key)}
          />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.invoice.bank')}</legend>
        {FIELDS.slice(TAX_END).map((field) => (
          <InvoiceTextField
            key={field.key}
            field={field}
            value={values[field.key]}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            errorMessage={errorOf(field.key)}
          />
        ))}
      </fieldset>
      <SaveFailure error={save.error} shown={FIELDS.map((field) => field.key)} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}

function InvoiceTextField({
  field,
  value,
  onChange,
  errorMessage,
}: {
  field: (typeof FIELDS)[number];
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(`setup.invoice.fields.${field.key}`)}
      description={field.hint ? t(`setup.invoice.hints.${field.key}`) : undefined}
      value={value}
      onChange={onChange}
      maxLength={field.maxLength}
      className={field.key === 'country' || field.key === 'zip' ? styles.short : undefined}
      errorMessage={errorMessage}
    />
  );
}
