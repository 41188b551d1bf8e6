import { fieldStyles } from '@museum-shop/ui/controls';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { type FieldPath, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import type { EventFormValues } from './event-form.ts';
import { FormText } from './fields.tsx';
import { fieldId } from './problem-texts.ts';

/**
 * When slots start on a day: every so many minutes from a first to a last start, or a list of
 * starts. `base` is the path of the times (`schedule.rules.0.times`).
 */
export function SlotTimesFields({ base }: { base: `schedule.${'rules' | 'specials'}.${number}.times` }) {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const { field } = useController({ control, name: `${base}.kind` });
  const kind = field.value;
  return (
    <div className={styles.stack}>
      <RadioGroup
        id={fieldId(`${base}.kind`)}
        value={kind}
        onChange={field.onChange}
        orientation="horizontal"
        className={styles.radios}
      >
        <Label className={fieldStyles.label}>{t('catalog.times.title')}</Label>
        <div className={styles.radioRow}>
          <Radio value="every" className={styles.radio}>
            {t('catalog.times.every')}
          </Radio>
          <Radio value="list" className={styles.radio}>
            {t('catalog.times.listed')}
          </Radio>
        </div>
      </RadioGroup>
      {kind === 'every' ? (
        <div className={styles.grid}>
          <FormText
            name={`${base}.minutes` as FieldPath<EventFormValues>}
            label={t('catalog.times.minutes')}
            inputMode="numeric"
            maxLength={4}
          />
          <FormText
            name={`${base}.first` as FieldPath<EventFormValues>}
            label={t('catalog.times.first')}
            description={t('catalog.times.hint')}
            placeholder="10:00"
            maxLength={5}
          />
          <FormText
            name={`${base}.last` as FieldPath<EventFormValues>}
            label={t('catalog.times.last')}
            description={t('catalog.times.lastHint')}
            placeholder="16:30"
            maxLength={5}
          />
        </div>
      ) : (
        <FormText
          name={`${base}.times` as FieldPath<EventFormValues>}
          label={t('catalog.times.list')}
          description={t('catalog.times.listHint')}
          placeholder="10:00, 11:30, 14:00"
          maxLength={96 * 7}
        />
      )}
    </div>
  );
}
