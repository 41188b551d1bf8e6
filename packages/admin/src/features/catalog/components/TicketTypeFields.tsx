import { type CatalogChoices, type Language, TICKET_MODES } from '@museum-shop/contract';
import { fieldStyles } from '@museum-shop/ui/controls';
import { useId } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { choiceName } from './EventDetails.tsx';
import type { EventFormValues } from './event-form.ts';
import {
  FormCheckbox,
  FormDate,
  FormSelect,
  FormText,
  GroupProblem,
  TranslatedFields,
  useProblem,
} from './fields.tsx';
import { fieldId } from './problem-texts.ts';
import { SubticketsEditor } from './SubticketsEditor.tsx';
import { VatField } from './VatField.tsx';

const FLAGS = [
  'book_with_cost',
  'book_with_cost_warn',
  'print_separately',
  'unique_barcode',
  'scan_separately',
] as const;

/**
 * One ticket type's fields: its name in each language, how it is booked (its mode, explained),
 * its price in euros and VAT, its group, how it is booked and printed, and whether it is a family
 * ticket with sub-tickets.
 */
export function TicketTypeFields({
  index,
  choices,
  languages,
  languageName,
}: {
  index: number;
  choices: CatalogChoices;
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const defaultLanguage = languages[0] ?? 'en';
  const ids = useId();
  const { control } = useFormContext<EventFormValues>();
  const [family, subtickets] = useWatch({
    control,
    name: [`tickets.${index}.family`, `tickets.${index}.subtickets`],
  });
  const path = `tickets.${index}` as const;
  return (
    <div className={styles.stack}>
      <div className={styles.grid}>
        <TranslatedFields
          base={`${path}.name`}
          labelKey="catalog.fields.nameIn"
          languages={languages}
          languageName={languageName}
        />
      </div>
      <ModeField index={index} />
      <div className={styles.grid}>
        <FormText
          name={`${path}.price`}
          label={t('catalog.tickets.price')}
          description={t('catalog.tickets.priceHint')}
          inputMode="decimal"
          maxLength={12}
        />
        <VatField name={`${path}.vat_value`} rates={choices.vat_rates} />
        <FormSelect
          name={`${path}.group_id`}
          label={t('catalog.tickets.group')}
          description={t('catalog.tickets.groupHint')}
          options={[
            { value: '', label: t('catalog.tickets.noGroup') },
            ...choices.ticket_groups.map((group) => ({
              value: String(group.id),
              label: choiceName(group.name, lang, defaultLanguage),
            })),
          ]}
        />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('catalog.tickets.saleWindow')}</legend>
        <div className={styles.grid}>
          <FormDate
            name={`${path}.sale_from`}
            label={t('catalog.tickets.saleFrom')}
            description={t('catalog.tickets.saleFromHint')}
          />
          <FormText
            name={`${path}.sale_until_minutes_before`}
            label={t('catalog.tickets.saleUntil')}
            description={t('catalog.tickets.saleUntilHint')}
            inputMode="numeric"
            maxLength={6}
          />
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('catalog.tickets.flags')}</legend>
        <div className={styles.flags}>
          {FLAGS.map((flag) => (
            <div key={flag}>
              <FormCheckbox name={`${path}.${flag}`} describedBy={`${ids}-${flag}`}>
                {t(`catalog.tickets.flag.${flag}`)}
              </FormCheckbox>
              <p id={`${ids}-${flag}`} className={fieldStyles.description}>
                {t(`catalog.tickets.flagHint.${flag}`)}
              </p>
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <FormCheckbox name={`${path}.family`} describedBy={`${ids}-family`}>
          {t('catalog.tickets.family')}
        </FormCheckbox>
        <p id={`${ids}-family`} className={fieldStyles.description}>
          {t('catalog.tickets.familyHint')}
        </p>
      </div>
      {family || subtickets.length > 0 ? (
        <SubticketsEditor
          ticketIndex={index}
          languages={languages}
          languageName={languageName}
          vatRates={choices.vat_rates}
        />
      ) : (
        <GroupProblem path={`${path}.subtickets`} />
      )}
    </div>
  );
}

/** How a ticket is booked: each of the three modes with what it means for the visitor. */
function ModeField({ index }: { index: number }) {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const name = `tickets.${index}.mode` as const;
  const { field } = useController({ control, name });
  const problem = useProblem(name);
  const id = fieldId(name);
  return (
    <RadioGroup
      id={id}
      value={field.value}
      onChange={field.onChange}
      isInvalid={Boolean(problem)}
      className={styles.radios}
      aria-describedby={problem ? `${id}-error` : undefined}
    >
      <Label className={fieldStyles.label}>{t('catalog.tickets.mode')}</Label>
      {TICKET_MODES.map((mode) => (
        <Radio key={mode} value={String(mode)} className={styles.radio}>
          <span>
            <span className={styles.radioLabel}>{t(`catalog.tickets.modes.${mode}`)}</span>
            <span className={fieldStyles.description}>{t(`catalog.tickets.modeHints.${mode}`)}</span>
          </span>
        </Radio>
      ))}
      <GroupProblem path={name} />
    </RadioGroup>
  );
}
