import { type CatalogChoices, type Language, pickTranslation } from '@museum-shop/contract';
import { Checkbox, fieldStyles } from '@museum-shop/ui/controls';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { EventImageField } from './EventImageField.tsx';
import type { EventFormValues } from './event-form.ts';
import { FormDate, FormSelect, FormText, GroupProblem, TranslatedFields, useProblem } from './fields.tsx';
import { fieldId } from './problem-texts.ts';

/** A choice's name in the member's language, else the shop's default, else any. */
export function choiceName(
  name: Partial<Record<Language, string>>,
  lang: Language,
  defaultLanguage: Language,
): string {
  return pickTranslation(name, lang, defaultLanguage) ?? '';
}

/**
 * What the visitor reads about the event: its name and description in each offered language, its
 * picture, where it takes place, the groups it is listed under, and where it sorts and ends.
 */
export function EventDetails({
  choices,
  languages,
  languageName,
}: {
  choices: CatalogChoices;
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const defaultLanguage = languages[0] ?? 'en';
  return (
    <section className="panel" aria-labelledby="event-details">
      <h2 id="event-details">{t('catalog.editor.details')}</h2>
      <div className={styles.stack}>
        <p className={fieldStyles.description}>
          {t('catalog.fields.languagesHint', { language: languageName(defaultLanguage) })}
        </p>
        <div className={styles.grid}>
          <TranslatedFields
            base="name"
            labelKey="catalog.fields.nameIn"
            languages={languages}
            languageName={languageName}
            required
          />
        </div>
        <TranslatedFields
          base="description"
          labelKey="catalog.fields.descriptionIn"
          languages={languages}
          languageName={languageName}
          multiline
        />
        <EventImageField languages={languages} />
        <div className={styles.grid}>
          <FormSelect
            name="venue_id"
            label={t('catalog.fields.venue')}
            options={[
              { value: '', label: t('catalog.fields.chooseVenue') },
              ...choices.venues.map((venue) => ({
                value: String(venue.id),
                label: choiceName(venue.name, lang, defaultLanguage),
              })),
            ]}
          />
          <FormText
            name="sequence_no"
            label={t('catalog.fields.sequence')}
            description={t('catalog.fields.sequenceHint')}
            inputMode="numeric"
            maxLength={7}
          />
        </div>
        <CustomGroups choices={choices} lang={lang} defaultLanguage={defaultLanguage} />
        <div className={styles.grid}>
          <FormDate
            name="sorting_date"
            label={t('catalog.fields.sortingDate')}
            description={t('catalog.fields.sortingDateHint')}
            isRequired
          />
          <FormText
            name="sorting_time"
            label={t('catalog.fields.sortingTime')}
            description={t('catalog.times.hint')}
            placeholder="10:00"
            maxLength={5}
          />
          <FormDate
            name="end"
            label={t('catalog.fields.end')}
            description={t('catalog.fields.endHint')}
            isRequired
          />
        </div>
      </div>
    </section>
  );
}

/** The custom groups the event (or guided tour, or product) is listed under in the shop's filters, as checkboxes. */
export function CustomGroups({
  choices,
  lang,
  defaultLanguage,
  legend,
}: {
  choices: Pick<CatalogChoices, 'custom_groups'>;
  lang: Language;
  defaultLanguage: Language;
  /** What the groups are called here (a product's are its categories); else the catalog's custom groups. */
  legend?: string;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<EventFormValues>();
  const { field } = useController({ control, name: 'custom_group_ids' });
  const problem = useProblem('custom_group_ids');
  const chosen = field.value;
  return (
    <fieldset
      id={fieldId('custom_group_ids')}
      className={styles.fieldset}
      aria-describedby={problem ? `${fieldId('custom_group_ids')}-error` : undefined}
    >
      <legend>{legend ?? t('catalog.fields.customGroups')}</legend>
      {choices.custom_groups.length === 0 ? (
        <p className="muted">{t('catalog.fields.noCustomGroups')}</p>
      ) : (
        <div className={styles.checkboxes}>
          {choices.custom_groups.map((group) => (
            <Checkbox
              key={group.id}
              isSelected={chosen.includes(group.id)}
              onChange={(on) =>
                field.onChange(on ? [...chosen, group.id] : chosen.filter((id: number) => id !== group.id))
              }
            >
              {choiceName(group.name, lang, defaultLanguage)}
            </Checkbox>
          ))}
        </div>
      )}
      <GroupProblem path="custom_group_ids" />
    </fieldset>
  );
}
