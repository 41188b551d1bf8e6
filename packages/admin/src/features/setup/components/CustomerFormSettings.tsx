import {
  ALWAYS_ASKED_FIELDS,
  CUSTOMER_FIELDS,
  type CustomerField,
  type CustomerFormSettings,
  customerFormProblems,
  SALUTATION_KEYS,
} from '@museum-shop/contract';
import { Button, Checkbox, fieldStyles, SelectField, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { ErrorMessage, Loading } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useCustomerForm } from '../api/customer-form.ts';
import { useSaveCustomerForm } from '../api/save-customer-form.ts';
import { CountryPicker, useCountryNames } from './CountryPicker.tsx';
import { SaveFailure } from './SaveFailure.tsx';
import styles from './Setup.module.css';
import { fieldError } from './setup-texts.ts';

/** The customer form screen: loads the form, then edits it. */
export function CustomerFormScreen() {
  const form = useCustomerForm();
  if (form.isPending) return <Loading />;
  if (form.isError) return <ErrorMessage error={form.error} onRetry={() => void form.refetch()} />;
  return <CustomerFormEditor settings={form.data} />;
}

const isAlwaysAsked = (field: CustomerField) => ALWAYS_ASKED_FIELDS.includes(field);

/**
 * Which fields visitors see and must fill in, the countries and salutations they choose from, and
 * the country the form starts with. The contract's rules are checked before sending (and by the
 * server again): e-mail and password are always asked, a required field is shown.
 */
export function CustomerFormEditor({ settings }: { settings: CustomerFormSettings }) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const save = useSaveCustomerForm();
  const countryName = useCountryNames();
  const [value, setValue] = useState<CustomerFormSettings>(settings);
  const [saved, setSaved] = useState(() => JSON.stringify(settings));
  const [checked, setChecked] = useState(false);
  const dirty = JSON.stringify(value) !== saved;
  const local = checked ? customerFormProblems(value) : {};
  const fields = { ...fieldErrorsOf(save.error), ...local };
  const invalid = Object.keys(local).length > 0;

  const setShown = (field: CustomerField, on: boolean) =>
    setValue((current) => ({
      ...current,
      visible_fields: on
        ? CUSTOMER_FIELDS.filter((each) => each === field || current.visible_fields.includes(each))
        : current.visible_fields.filter((each) => each !== field),
      // A hidden field cannot be required.
      required_fields: on
        ? current.required_fields
        : current.required_fields.filter((each) => each !== field),
    }));
  const setRequired = (field: CustomerField, on: boolean) =>
    setValue((current) => ({
      ...current,
      required_fields: on
        ? CUSTOMER_FIELDS.filter((each) => each === field || current.required_fields.includes(each))
        : current.required_fields.filter((each) => each !== field),
      // A required field is shown.
      visible_fields: on
        ? CUSTOMER_FIELDS.filter((each) => each === field || current.visible_fields.includes(each))
        : current.visible_fields,
    }));
  const setCountries = (countries: string[]) =>
    setValue((current) => ({
      ...current,
      countries,
      // The default stays one of the countries offered.
      default_country: countries.includes(current.default_country)
        ? current.default_country
        : (countries[0] ?? ''),
    }));
  const setSalutation = (key: string, on: boolean) =>
    setValue((current) => ({
      ...current,
      salutations: on
        ? SALUTATION_KEYS.filter((each) => each === key || current.salutations.includes(each))
        : current.salutations.filter((each) => each !== key),
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(customerFormProblems(value)).length > 0) return;
    const body = value;
    save.mutate(body, {
      onSuccess: (kept) => {
        setValue(kept);
        setSaved(JSON.stringify(kept));
        setChecked(false);
        announce(t('setup.savedWhat', { what: t('setup.customerForm.title') }));
      },
    });
  };

  const shown = [
    ...CUSTOMER_FIELDS.map((field) => `fields.${field}`),
    'countries',
    ...value.countries.map((_, index) => `countries.${index}`),
    'salutations',
    ...value.salutations.map((_, index) => `salutations.${index}`),
    'default_country',
  ];
  const countriesError = fieldError(
    t,
    fields,
    'countries',
    ...value.countries.map((_, index) => `countries.${index}`),
  );

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.form}>
      <LeaveGuard when={dirty} />
      <p className="muted">{t('setup.customerForm.intro')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>{t('setup.customerForm.fieldsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('setup.customerForm.field')}</th>
              <th scope="col">{t('setup.customerForm.shown')}</th>
              <th scope="col">{t('setup.customerForm.required')}</th>
            </tr>
          </thead>
          <tbody>
            {CUSTOMER_FIELDS.map((field) => {
              const name = t(`setup.customerForm.fields.${field}`);
              const always = isAlwaysAsked(field);
              const error = fieldError(t, fields, `fields.${field}`);
              const noteId = `customer-field-${field}-note`;
              return (
                <tr key={field}>
                  <th scope="row">
                    {name}
                    {(always || error) && (
                      <span
                        id={noteId}
                        className={always && !error ? fieldStyles.description : fieldStyles.error}
                      >
                        <br />
                        {error ?? t('setup.customerForm.alwaysAsked')}
                      </span>
                    )}
                  </th>
                  <td>
                    <Checkbox
                      isSelected={value.visible_fields.includes(field)}
                      isDisabled={always}
                      isInvalid={Boolean(error)}
                      onChange={(on) => setShown(field, on)}
                      aria-describedby={always || error ? noteId : undefined}
                    >
                      <span className="visually-hidden">
                        {t('setup.customerForm.showOf', { field: name })}
                      </span>
                    </Checkbox>
                  </td>
                  <td>
                    <Checkbox
                      isSelected={value.required_fields.includes(field)}
                      isDisabled={always}
                      isInvalid={Boolean(error)}
                      onChange={(on) => setRequired(field, on)}
                      aria-describedby={always || error ? noteId : undefined}
                    >
                      <span className="visually-hidden">
                        {t('setup.customerForm.requireOf', { field: name })}
                      </span>
                    </Checkbox>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <fieldset className={styles.fieldset}>
        <legend>{t('setup.customerForm.countries')}</legend>
        <p className="muted">{t('setup.customerForm.countriesHint')}</p>
        <CountryPicker value={value.countries} onChange={setCountries} error={countriesError} />
        <SelectField
          id="customer-default-country"
          label={t('setup.customerForm.defaultCountry')}
          description={t('setup.customerForm.defaultCountryHint')}
          value={value.default_country}
          onChange={(key) => setValue((current) => ({ ...current, default_country: key }))}
          options={
            value.countries.length > 0
              ? value.countries.map((key) => ({ value: key, label: countryName(key) }))
              : [{ value: '', label: '—' }]
          }
          errorMessage={fieldError(t, fields, 'default_country')}
        />
      </fieldset>

      <fieldset className={styles.fieldset} aria-describedby="customer-salutations-error">
        <legend>{t('setup.customerForm.salutations')}</legend>
        <p className="muted">{t('setup.customerForm.salutationsHint')}</p>
        <div className={styles.choices}>
          {SALUTATION_KEYS.map((key) => (
            <Checkbox
              key={key}
              isSelected={value.salutations.includes(key)}
              onChange={(on) => setSalutation(key, on)}
            >
              {t(`setup.customerForm.salutationNames.${key}`)}
            </Checkbox>
          ))}
        </div>
        <span id="customer-salutations-error" className={fieldStyles.error}>
          {fieldError(
            t,
            fields,
            'salutations',
            ...value.salutations.map((_, index) => `salutations.${index}`),
          )}
        </span>
      </fieldset>

      {invalid && (
        <p role="alert" className="error-text">
          {t('setup.customerForm.invalid')}
        </p>
      )}
      <SaveFailure error={save.error} shown={shown} />
      <div className="buttons">
        <Button type="submit" isPending={save.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </Form>
  );
}
