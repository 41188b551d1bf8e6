import { CATALOG_SUBTICKETS_MAX, type Language } from '@museum-shop/contract';
import { Button, fieldStyles, useAnnounce } from '@museum-shop/ui/controls';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { wholeNumber } from './event-document.ts';
import { type EventFormValues, newSubticketValues } from './event-form.ts';
import { FormText, GroupProblem, TranslatedFields, useProblem } from './fields.tsx';
import { useFocusAfterRender } from './list-focus.ts';
import { fieldId } from './problem-texts.ts';
import { VatField } from './VatField.tsx';

/**
 * The members of a family ticket (spec §9): each with its name, price, VAT and how many a booking
 * may hold. A maximum equal to the minimum is a fixed count.
 */
export function SubticketsEditor({
  ticketIndex,
  languages,
  languageName,
  vatRates,
}: {
  ticketIndex: number;
  languages: readonly Language[];
  languageName: (lang: Language) => string;
  vatRates: readonly number[];
}) {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const focus = useFocusAfterRender();
  const { control, getValues } = useFormContext<EventFormValues>();
  const name = `tickets.${ticketIndex}.subtickets` as const;
  const rows = useFieldArray({ control, name, keyName: 'key' });
  const path = fieldId(name);
  const problem = useProblem(name);
  const firstLanguage = languages[0] ?? 'en';

  const add = () => {
    const at = rows.fields.length;
    rows.append(newSubticketValues(getValues(`tickets.${ticketIndex}.vat_value`)), { shouldFocus: false });
    focus(fieldId(`${name}.${at}.name.${firstLanguage}`));
  };
  const remove = (index: number) => {
    rows.remove(index);
    focus(
      index < rows.fields.length - 1 ? `${path}-${index}-remove` : `${path}-${index - 1}-remove`,
      `${path}-add`,
    );
    announce(t('catalog.subtickets.removed', { n: index + 1 }));
  };

  return (
    <fieldset
      id={path}
      className={styles.subtickets}
      aria-describedby={problem ? `${path}-error` : undefined}
    >
      <legend>{t('catalog.subtickets.title')}</legend>
      <p className={fieldStyles.description}>{t('catalog.subtickets.hint')}</p>
      {rows.fields.length === 0 && <p className="muted">{t('catalog.subtickets.none')}</p>}
      <ol className={styles.rows}>
        {rows.fields.map((row, index) => (
          <li key={row.key} className={styles.subticket}>
            <fieldset className={styles.fieldset}>
              <legend>{t('catalog.subtickets.subN', { n: index + 1 })}</legend>
              <div className={styles.grid}>
                <TranslatedFields
                  base={`${name}.${index}.name`}
                  labelKey="catalog.fields.nameIn"
                  languages={languages}
                  languageName={languageName}
                />
              </div>
              <div className={styles.grid}>
                <FormText
                  name={`${name}.${index}.price`}
                  label={t('catalog.tickets.price')}
                  description={t('catalog.tickets.priceHint')}
                  inputMode="decimal"
                  maxLength={12}
                />
                <VatField name={`${name}.${index}.vat_value`} rates={vatRates} />
                <FormText
                  name={`${name}.${index}.min_quantity`}
                  label={t('catalog.subtickets.min')}
                  inputMode="numeric"
                  maxLength={2}
                />
                <FormText
                  name={`${name}.${index}.max_quantity`}
                  label={t('catalog.subtickets.max')}
                  inputMode="numeric"
                  maxLength={2}
                />
              </div>
              <FixedCount ticketIndex={ticketIndex} index={index} />
              <GroupProblem path={`${name}.${index}`} />
              <div className="buttons">
                <Button
                  id={`${path}-${index}-remove`}
                  variant="secondary"
                  size="small"
                  onPress={() => remove(index)}
                >
                  {t('catalog.subtickets.remove', { n: index + 1 })}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <GroupProblem path={name} />
      <div className="buttons">
        <Button
          id={`${path}-add`}
          variant="secondary"
          size="small"
          isDisabled={rows.fields.length >= CATALOG_SUBTICKETS_MAX}
          onPress={add}
        >
          {t('catalog.subtickets.add')}
        </Button>
      </div>
    </fieldset>
  );
}

/** Says so when a sub-ticket's count is fixed (its maximum equals its minimum). */
function FixedCount({ ticketIndex, index }: { ticketIndex: number; index: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const [min, max] = useWatch({
    control,
    name: [
      `tickets.${ticketIndex}.subtickets.${index}.min_quantity`,
      `tickets.${ticketIndex}.subtickets.${index}.max_quantity`,
    ],
  });
  const low = wholeNumber(min);
  const high = wholeNumber(max);
  if (Number.isNaN(low) || Number.isNaN(high)) return null;
  return (
    <p className={fieldStyles.description}>
      {low === high
        ? t('catalog.subtickets.fixed', { count: low })
        : low < high
          ? t('catalog.subtickets.range', { min: low, max: high })
          : ''}
    </p>
  );
}
