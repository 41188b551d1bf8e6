import { SelectField } from '@museum-shop/ui/controls';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { vatRate } from './event-document.ts';
import { FormText, type Name } from './fields.tsx';
import { fieldId } from './problem-texts.ts';

const OTHER = 'other';

/**
 * A VAT rate: one of the rates the shop uses, from a list, or another one typed (7,7 or 5.5). The
 * typed field shows when the rate is not in the list, or when "another rate" is chosen.
 */
export function VatField({ name, rates }: { name: Name; rates: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const value = String(field.value ?? '');
  const rate = vatRate(value);
  const listed = rates.some((each) => each === rate);
  const [typing, setTyping] = useState(() => !listed && value !== '');
  const percent = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en', {
    style: 'percent',
    maximumFractionDigits: 2,
  });
  const other = typing || !listed;
  return (
    <div className={styles.vat}>
      <SelectField
        id={`${fieldId(name)}-choice`}
        label={t('catalog.tickets.vat')}
        value={other ? OTHER : String(rate)}
        onChange={(chosen) => {
          if (chosen === OTHER) {
            setTyping(true);
            return;
          }
          setTyping(false);
          field.onChange(chosen);
        }}
        options={[
          ...rates.map((each) => ({ value: String(each), label: percent.format(each / 100) })),
          { value: OTHER, label: t('catalog.tickets.vatOther') },
        ]}
      />
      {other && (
        <FormText
          name={name}
          label={t('catalog.tickets.vatTyped')}
          description={t('catalog.tickets.vatHint')}
          inputMode="decimal"
          maxLength={6}
        />
      )}
    </div>
  );
}
