import {
  CATALOG_SUBTICKETS_MAX,
  CATALOG_TICKETS_MAX,
  type Language,
  TOUR_QUESTION_TYPES,
} from '@museum-shop/contract';
import { fieldStyles } from '@museum-shop/ui/controls';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import type { Texts } from './event-form.ts';
import { FieldRows } from './FieldRows.tsx';
import { FormCheckbox, FormSelect, FormText, TranslatedFields } from './fields.tsx';
import {
  CHOICE_QUESTION_TYPES,
  newOptionValues,
  newQuestionValues,
  newTourPriceValues,
  newTourSubticketValues,
  newTourTicketValues,
  type TourFormValues,
} from './tour-form.ts';
import { VatField } from './VatField.tsx';

interface LanguagesProps {
  languages: readonly Language[];
  languageName: (lang: Language) => string;
}

/** A row's name as the member reads it: in their language, else the shop's default; '' for none. */
function useNameOf(languages: readonly Language[]) {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? 'en') as Language;
  const first = languages[0] ?? 'en';
  return (texts: Texts | undefined) => texts?.[lang]?.trim() || texts?.[first]?.trim() || '';
}

/** A row's title: "Price 2: Adults", or "Price 2" before it has a name. */
function useTitle(languages: readonly Language[]) {
  const { t } = useTranslation();
  const nameOf = useNameOf(languages);
  return (key: string, n: number, texts: Texts | undefined) => {
    const name = nameOf(texts);
    return name ? t('catalog.tour.rowNamed', { row: t(key, { n }), name }) : t(key, { n });
  };
}

/** The tour's price list: a place on the tour (or a whole tour), each with its price and VAT. */
export function TourPricesEditor({
  vatRates,
  languages,
  languageName,
}: LanguagesProps & { vatRates: readonly number[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<TourFormValues>();
  const prices = useWatch({ control, name: 'prices' });
  const complete = useWatch({ control, name: 'book_complete_tour' });
  const title = useTitle(languages);
  const first = languages[0] ?? 'en';
  return (
    <section className="panel" aria-labelledby="tour-prices">
      <h2 id="tour-prices">{t('catalog.tour.prices.title')}</h2>
      <p className="muted">
        {t(complete ? 'catalog.tour.prices.introComplete' : 'catalog.tour.prices.intro')}
      </p>
      <FieldRows
        name="prices"
        title={(index) => title('catalog.tour.prices.rowN', index + 1, prices[index]?.name)}
        addLabel={t('catalog.tour.prices.add')}
        none={t('catalog.tour.prices.none')}
        max={CATALOG_TICKETS_MAX}
        newRow={() => newTourPriceValues(vatRates)}
        firstField={(index) => `prices.${index}.name.${first}`}
      >
        {(index) => (
          <>
            <div className={styles.grid}>
              <TranslatedFields
                base={`prices.${index}.name`}
                labelKey="catalog.fields.nameIn"
                languages={languages}
                languageName={languageName}
              />
            </div>
            <div className={styles.grid}>
              <FormText
                name={`prices.${index}.price`}
                label={t('catalog.tickets.price')}
                description={t('catalog.tickets.priceHint')}
                inputMode="decimal"
                maxLength={12}
              />
              <VatField name={`prices.${index}.vat_value`} rates={vatRates} />
            </div>
          </>
        )}
      </FieldRows>
    </section>
  );
}

/** The admission tickets booked with the tour, each with its sub-tickets (which have no VAT of their own). */
export function TourTicketsEditor({
  vatRates,
  languages,
  languageName,
}: LanguagesProps & { vatRates: readonly number[] }) {
  const { t } = useTranslation();
  const { control } = useFormContext<TourFormValues>();
  const tickets = useWatch({ control, name: 'tickets' });
  const without = useWatch({ control, name: 'booking_without_tickets' });
  const title = useTitle(languages);
  const first = languages[0] ?? 'en';
  return (
    <section className="panel" aria-labelledby="tour-tickets">
      <h2 id="tour-tickets">{t('catalog.tour.tickets.title')}</h2>
      <p className="muted">
        {t(without ? 'catalog.tour.tickets.introWithout' : 'catalog.tour.tickets.intro')}
      </p>
      <FieldRows
        name="tickets"
        title={(index) => title('catalog.tour.tickets.rowN', index + 1, tickets[index]?.name)}
        addLabel={t('catalog.tour.tickets.add')}
        none={t('catalog.tour.tickets.none')}
        max={CATALOG_TICKETS_MAX}
        newRow={() => newTourTicketValues(vatRates)}
        firstField={(index) => `tickets.${index}.name.${first}`}
      >
        {(index) => (
          <>
            <div className={styles.grid}>
              <TranslatedFields
                base={`tickets.${index}.name`}
                labelKey="catalog.fields.nameIn"
                languages={languages}
                languageName={languageName}
              />
            </div>
            <div className={styles.grid}>
              <FormText
                name={`tickets.${index}.price`}
                label={t('catalog.tickets.price')}
                description={t('catalog.tickets.priceHint')}
                inputMode="decimal"
                maxLength={12}
              />
              <VatField name={`tickets.${index}.vat_value`} rates={vatRates} />
            </div>
            <fieldset className={styles.subtickets}>
              <legend>{t('catalog.subtickets.title')}</legend>
              <p className={fieldStyles.description}>{t('catalog.tour.tickets.subticketsHint')}</p>
              <FieldRows
                name={`tickets.${index}.subtickets`}
                title={(sub) =>
                  title('catalog.subtickets.subN', sub + 1, tickets[index]?.subtickets[sub]?.name)
                }
                addLabel={t('catalog.subtickets.add')}
                none={t('catalog.tour.tickets.noSubtickets')}
                max={CATALOG_SUBTICKETS_MAX}
                newRow={newTourSubticketValues}
                firstField={(sub) => `tickets.${index}.subtickets.${sub}.name.${first}`}
                small
              >
                {(sub) => (
                  <div className={styles.grid}>
                    <TranslatedFields
                      base={`tickets.${index}.subtickets.${sub}.name`}
                      labelKey="catalog.fields.nameIn"
                      languages={languages}
                      languageName={languageName}
                    />
                    <FormText
                      name={`tickets.${index}.subtickets.${sub}.price`}
                      label={t('catalog.tickets.price')}
                      description={t('catalog.tickets.priceHint')}
                      inputMode="decimal"
                      maxLength={12}
                    />
                  </div>
                )}
              </FieldRows>
            </fieldset>
          </>
        )}
      </FieldRows>
    </section>
  );
}

/** What the group answers when booking: the kind of question, its words, whether it must be answered, its options. */
export function TourQuestionsEditor({ languages, languageName }: LanguagesProps) {
  const { t } = useTranslation();
  const { control } = useFormContext<TourFormValues>();
  const questions = useWatch({ control, name: 'questions' });
  const nameOf = useNameOf(languages);
  const title = (index: number) => {
    const text = nameOf(questions[index]?.question);
    const row = t('catalog.tour.questions.rowN', { n: index + 1 });
    return text ? t('catalog.tour.rowNamed', { row, name: text }) : row;
  };
  return (
    <section className="panel" aria-labelledby="tour-questions">
      <h2 id="tour-questions">{t('catalog.tour.questions.title')}</h2>
      <p className="muted">{t('catalog.tour.questions.intro')}</p>
      <FieldRows
        name="questions"
        title={title}
        addLabel={t('catalog.tour.questions.add')}
        none={t('catalog.tour.questions.none')}
        max={30}
        newRow={newQuestionValues}
        firstField={(index) => `questions.${index}.type`}
      >
        {(index) => {
          const question = questions[index];
          const choice = question ? CHOICE_QUESTION_TYPES.includes(question.type) : false;
          return (
            <>
              <div className={styles.grid}>
                <FormSelect
                  name={`questions.${index}.type`}
                  label={t('catalog.tour.questions.type')}
                  options={TOUR_QUESTION_TYPES.map((type) => ({
                    value: type,
                    label: t(`catalog.tour.questions.types.${type}`),
                  }))}
                />
              </div>
              <div className={styles.grid}>
                <TranslatedFields
                  base={`questions.${index}.question`}
                  labelKey="catalog.tour.questions.questionIn"
                  languages={languages}
                  languageName={languageName}
                  required
                />
              </div>
              <FormCheckbox name={`questions.${index}.mandatory`}>
                {t('catalog.tour.questions.mandatory')}
              </FormCheckbox>
              {choice && (
                <fieldset className={styles.subtickets}>
                  <legend>{t('catalog.tour.questions.options')}</legend>
                  <p className={fieldStyles.description}>{t('catalog.tour.questions.optionsHint')}</p>
                  <FieldRows
                    name={`questions.${index}.options`}
                    title={(option) => {
                      const label = nameOf(question?.options[option]?.label);
                      const row = t('catalog.tour.questions.optionN', { n: option + 1 });
                      return label ? t('catalog.tour.rowNamed', { row, name: label }) : row;
                    }}
                    addLabel={t('catalog.tour.questions.addOption')}
                    none={t('catalog.tour.questions.noOptions')}
                    max={50}
                    newRow={newOptionValues}
                    firstField={(option) => `questions.${index}.options.${option}.value`}
                    small
                  >
                    {(option) => (
                      <div className={styles.grid}>
                        <FormText
                          name={`questions.${index}.options.${option}.value`}
                          label={t('catalog.tour.questions.value')}
                          description={t('catalog.tour.questions.valueHint')}
                          maxLength={100}
                        />
                        <TranslatedFields
                          base={`questions.${index}.options.${option}.label`}
                          labelKey="catalog.tour.questions.labelIn"
                          languages={languages}
                          languageName={languageName}
                        />
                      </div>
                    )}
                  </FieldRows>
                </fieldset>
              )}
            </>
          );
        }}
      </FieldRows>
    </section>
  );
}
