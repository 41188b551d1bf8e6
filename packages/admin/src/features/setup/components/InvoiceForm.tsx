import { type InvoiceHeader, invoiceHeaderProblems, type ShopSetup } from '@museum-shop/contract';
import { Button, type ErrorWording, FormTextField } from '@museum-shop/ui/controls';
import { messagesOf } from '@museum-shop/ui/forms';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { useSaveInvoice } from '../api/save-invoice.ts';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { useSetupForm } from './setup-form.ts';

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
/** Where the issuer's fields end and the tax fields begin, and where the bank's begin. */
const ISSUER_END = 5;
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
  const save = useSaveInvoice();
  const { form, submit, errorText, dirty } = useSetupForm({
    defaults: { ...setup.invoice },
    rule: invoiceHeaderProblems,
    toBody: invoiceBody,
    save,
    what: t('setup.invoice.title'),
    fields: FIELDS.map((field) => field.key),
    asSaved: (body) => body,
  });

  /**
   * A field's error; the VAT ID's "required" means a VAT ID or a tax number, the IBAN's that the
   * bank needs one, and an invalid IBAN or BIC says what is checked.
   */
  const wording =
    (key: InvoiceField): ErrorWording =>
    (error) => {
      const codes = messagesOf(error);
      if (key === 'vat_id' && codes.includes('required')) return t('setup.invoice.vatOrTaxNumber');
      if (key === 'iban' && codes.includes('required')) return t('setup.invoice.ibanNeeded');
      if (key === 'iban' && codes.includes('invalid')) return t('setup.invoice.ibanInvalid');
      if (key === 'bic' && codes.includes('invalid')) return t('setup.invoice.bicInvalid');
      return errorText(error);
    };
  const fieldsOf = (from: number, to?: number) =>
    FIELDS.slice(from, to).map((field) => (
      <FormTextField
        key={field.key}
        control={form.control}
        name={field.key}
        errorText={wording(field.key)}
        label={t(`setup.invoice.fields.${field.key}`)}
        description={field.hint ? t(`setup.invoice.hints.${field.key}`) : undefined}
        maxLength={field.maxLength}
        className={field.key === 'country' || field.key === 'zip' ? styles.short : undefined}
      />
    ));

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted">{t('setup.invoice.hint')}</p>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.invoice.issuer')}</legend>
        {fieldsOf(0, ISSUER_END)}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.invoice.tax')}</legend>
        {fieldsOf(ISSUER_END, TAX_END)}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('setup.invoice.bank')}</legend>
        {fieldsOf(TAX_END)}
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
