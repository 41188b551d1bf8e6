import { type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button.tsx';
import { CheckboxField, SelectField, TextField } from '../../../components/ui/Field.tsx';
import type { ArticleOrderValues } from '../order-form.ts';
import type { OwnerEntry } from '../rules.ts';
import styles from './OrderForm.module.css';

export interface Choice {
  value: string;
  label: string;
}

interface OwnerFieldsProps {
  index: number;
  form: UseFormReturn<ArticleOrderValues>;
  titles: readonly Choice[];
  countries: readonly Choice[];
}

/** One pass holder's row (spec §3 "Annual-pass owner"): title, names, and a delivery address if wanted. */
export function OwnerFields({ index, form, titles, countries }: OwnerFieldsProps) {
  const { t } = useTranslation('shop');
  const { register, control } = form;
  const sendElsewhere = useWatch({ control, name: `owners.${index}.sendToCustomAddress` });
  const renews = useWatch({ control, name: `owners.${index}.renews` });
  const errors: FieldErrors<OwnerEntry> = form.formState.errors.owners?.[index] ?? {};
  const message = (field: keyof OwnerEntry) => {
    const key = errors[field]?.message;
    return key ? t(key) : undefined;
  };
  const required = { required: true, requiredMark: t('required') };
  return (
    <fieldset className={styles.owner}>
      <legend className={styles.legend}>{t('owners.legend', { number: index + 1 })}</legend>
      {renews && (
        <div className={styles.renewal}>
          <p>{t('owners.renewal', { number: renews })}</p>
          <Button
            variant="secondary"
            onClick={() => {
              form.setValue(`owners.${index}.renews`, '');
              // The button goes with the note: the holder's first name takes the focus.
              form.setFocus(`owners.${index}.fname`);
            }}
          >
            {t('owners.renewalRemove')}
          </Button>
        </div>
      )}
      <div className={styles.nameRow}>
        <SelectField
          label={t('owners.title')}
          options={titles}
          placeholder={t('owners.choose')}
          {...register(`owners.${index}.title`)}
        />
        <TextField
          label={t('owners.fname')}
          autoComplete="off"
          error={message('fname')}
          {...required}
          {...register(`owners.${index}.fname`)}
        />
        <TextField
          label={t('owners.lname')}
          autoComplete="off"
          error={message('lname')}
          {...required}
          {...register(`owners.${index}.lname`)}
        />
      </div>
      <CheckboxField
        label={t('owners.sendToCustomAddress')}
        {...register(`owners.${index}.sendToCustomAddress`)}
      />
      {sendElsewhere && (
        <div className={styles.addressRow}>
          <TextField
            className={styles.wide}
            label={t('owners.street')}
            error={message('street')}
            {...required}
            {...register(`owners.${index}.street`)}
          />
          <TextField
            label={t('owners.zip')}
            error={message('zip')}
            {...required}
            {...register(`owners.${index}.zip`)}
          />
          <TextField
            label={t('owners.city')}
            error={message('city')}
            {...required}
            {...register(`owners.${index}.city`)}
          />
          <SelectField
            label={t('owners.country')}
            options={countries}
            placeholder={t('owners.choose')}
            error={message('country')}
            {...required}
            {...register(`owners.${index}.country`)}
          />
        </div>
      )}
    </fieldset>
  );
}
