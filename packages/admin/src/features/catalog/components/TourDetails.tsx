import { type CatalogChoices, type Language, TOUR_TICKETS_PER_BOOKING_MAX } from '@museum-shop/contract';
import { fieldStyles } from '@museum-shop/ui/controls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { CustomGroups, choiceName } from './EventDetails.tsx';
import { EventImageField } from './EventImageField.tsx';
import { FormCheckbox, FormSelect, FormText, TranslatedFields } from './fields.tsx';

const FLAGS = ['book_complete_tour', 'booking_without_tickets', 'single_ticketing'] as const;

/**
 * What the visitor reads about a guided tour and how it is booked: its name, exhibition or theme
 * and description in each offered language, its picture, venue, category, the guide's language,
 * the groups it is listed under, its length, how many people one guide takes, and its booking
 * rules, each explained.
 */
export function TourDetails({
  choices,
  categories,
  languages,
  tourLanguage,
  languageName,
  languageAlone,
}: {
  choices: CatalogChoices;
  categories: readonly { id: number; name: Partial<Record<Language, string>> }[];
  languages: readonly Language[];
  /** The saved tour's guide language, offered even when the shop no longer offers it. */
  tourLanguage?: Language | undefined;
  languageName: (lang: Language) => string;
  languageAlone: (lang: Language) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const defaultLanguage = languages[0] ?? 'en';
  const ids = useId();
  const guideLanguages =
    tourLanguage && !languages.includes(tourLanguage) ? [...languages, tourLanguage] : languages;
  return (
    <>
      <section className="panel" aria-labelledby="tour-details">
        <h2 id="tour-details">{t('catalog.tourEditor.details')}</h2>
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
          <div className={styles.grid}>
            <TranslatedFields
              base="event_name"
              labelKey="catalog.tour.eventNameIn"
              languages={languages}
              languageName={languageName}
            />
          </div>
          <p className={fieldStyles.description}>{t('catalog.tour.eventNameHint')}</p>
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
            <FormSelect
              name="category_id"
              label={t('catalog.tour.category')}
              description={categories.length === 0 ? t('catalog.tour.noCategories') : undefined}
              options={[
                { value: '', label: t('catalog.tour.chooseCategory') },
                ...categories.map((category) => ({
                  value: String(category.id),
                  label: choiceName(category.name, lang, defaultLanguage),
                })),
              ]}
            />
            <FormSelect
              name="language"
              label={t('catalog.tour.language')}
              description={t('catalog.tour.languageHint')}
              options={guideLanguages.map((each) => ({ value: each, label: languageAlone(each) }))}
            />
          </div>
          <CustomGroups choices={choices} lang={lang} defaultLanguage={defaultLanguage} />
          <div className={styles.grid}>
            <FormText
              name="duration_minutes"
              label={t('catalog.tour.duration')}
              description={t('catalog.tour.durationHint')}
              inputMode="numeric"
              maxLength={4}
            />
            <FormText
              name="max_participants"
              label={t('catalog.tour.participants')}
              description={t('catalog.tour.participantsHint')}
              inputMode="numeric"
              maxLength={3}
            />
            <FormText
              name="sequence_no"
              label={t('catalog.fields.sequence')}
              description={t('catalog.tour.sequenceHint')}
              inputMode="numeric"
              maxLength={7}
            />
          </div>
        </div>
      </section>
      <section className="panel" aria-labelledby="tour-booking">
        <h2 id="tour-booking">{t('catalog.tour.booking')}</h2>
        <div className={styles.flags}>
          {FLAGS.map((flag) => (
            <div key={flag}>
              <FormCheckbox name={flag} describedBy={`${ids}-${flag}`}>
                {t(`catalog.tour.flag.${flag}`)}
              </FormCheckbox>
              <p id={`${ids}-${flag}`} className={fieldStyles.description}>
                {t(`catalog.tour.flagHint.${flag}`, { max: TOUR_TICKETS_PER_BOOKING_MAX })}
              </p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
