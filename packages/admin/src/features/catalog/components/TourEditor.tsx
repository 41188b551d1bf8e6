import type { CatalogChoices, Language, StaffTour } from '@museum-shop/contract';
import { Button } from '@museum-shop/ui/controls';
import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { isoDate } from '../../../lib/format.ts';
import { useCreateTour } from '../api/create-tour.ts';
import { useSaveTour } from '../api/save-tour.ts';
import styles from './Catalog.module.css';
import { useDocumentEditor } from './document-editor.ts';
import { scheduleOf, wholeNumber } from './event-document.ts';
import { ProblemsProvider } from './fields.tsx';
import { KeptSlots } from './KeptSlots.tsx';
import { monthOf } from './month-grid.ts';
import { ProblemSummary } from './ProblemSummary.tsx';
import { ScheduleDaysEditor } from './ScheduleDaysEditor.tsx';
import { ScheduleEditor } from './ScheduleEditor.tsx';
import { SchedulePreview } from './SchedulePreview.tsx';
import { type ScheduleTerms, ScheduleTermsContext } from './schedule-terms.ts';
import { TourDetails } from './TourDetails.tsx';
import { TourPricesEditor, TourQuestionsEditor, TourTicketsEditor } from './TourRows.tsx';
import { TourStatusActions } from './TourStatusActions.tsx';
import {
  newTourRuleValues,
  newTourSpecialValues,
  newTourValues,
  type TourFormValues,
  tourProblems,
  tourServerProblems,
  tourValuesOf,
} from './tour-form.ts';
import { tourPlaceOf } from './tour-problem-texts.ts';

/**
 * The editor of a guided tour (issue 35), as the event editor: the whole document in one form,
 * checked by the contract's rule (tourDocumentProblems) before it is sent, every problem at its
 * field with a summary that takes the focus, the server's 422 shown the same way. In its opening
 * hours a rule's capacity is the number of guides at a start, each taking the tour's participants.
 */
export function TourEditor({
  tour,
  choices,
  categories,
  languages,
  languageName,
  languageAlone,
  previewMonth,
}: {
  /** Undefined: a new tour. */
  tour?: StaffTour | undefined;
  choices: CatalogChoices;
  categories: readonly { id: number; name: Partial<Record<Language, string>> }[];
  languages: readonly Language[];
  languageName: (lang: Language) => string;
  languageAlone: (lang: Language) => string;
  previewMonth?: string;
}) {
  const { t } = useTranslation();
  const [today] = useState(() => isoDate(new Date()));
  const defaultLanguage = languages[0] ?? 'en';
  const form = useForm<TourFormValues>({
    defaultValues: tour
      ? tourValuesOf(tour.document)
      : newTourValues(choices.venues, categories, defaultLanguage),
  });
  const { problems, failure, summaryRef, submit, pending, dirty, created } = useDocumentEditor({
    form,
    languages,
    check: tourProblems,
    serverProblems: tourServerProblems,
    valuesOf: tourValuesOf,
    create: useCreateTour(),
    save: useSaveTour(tour?.id ?? 0),
    isSaved: tour !== undefined,
    createdPath: (id) => `/catalog/tours/${id}`,
    words: { saved: t('catalog.editor.saved'), created: t('catalog.editor.created') },
  });
  useWatch({ control: form.control });
  const values = form.getValues();
  const participants = wholeNumber(values.max_participants);

  const terms = useMemo<ScheduleTerms>(
    () => ({
      capacityKey: 'catalog.tourSchedule.capacity',
      capacityHintKey: 'catalog.tourSchedule.capacityHint',
      introKey: 'catalog.tourSchedule.intro',
      newRule: () => newTourRuleValues(today, form.getValues('duration_minutes')),
      newSpecial: () => newTourSpecialValues(form.getValues('duration_minutes')),
    }),
    [today, form],
  );

  const start = tour?.document.schedule.rules[0]?.from;
  return (
    <FormProvider {...form}>
      <ProblemsProvider problems={problems}>
        <ScheduleTermsContext.Provider value={terms}>
          <LeaveGuard when={dirty && created === undefined} />
          {tour && <TourStatusActions tour={tour} dirty={dirty} languages={languages} />}
          {tour && <KeptSlots slots={tour.kept_slots} />}
          <Form
            validationBehavior="aria"
            onSubmit={submit}
            className={styles.editor}
            aria-label={t('catalog.tourEditor.form')}
          >
            <ProblemSummary
              problems={problems}
              failure={failure}
              languageName={languageName}
              summaryRef={summaryRef}
              placeOf={tourPlaceOf}
              subject="tourEditor"
            />
            <TourDetails
              choices={choices}
              categories={categories}
              languages={languages}
              tourLanguage={tour?.document.language}
              languageName={languageName}
              languageAlone={languageAlone}
            />
            <TourPricesEditor
              vatRates={choices.vat_rates}
              languages={languages}
              languageName={languageName}
            />
            <TourTicketsEditor
              vatRates={choices.vat_rates}
              languages={languages}
              languageName={languageName}
            />
            <TourQuestionsEditor languages={languages} languageName={languageName} />
            <ScheduleEditor />
            <ScheduleDaysEditor />
            <SchedulePreview
              schedule={scheduleOf(values.schedule)}
              initialMonth={previewMonth ?? monthOf(start && start > today ? start : today)}
              participants={Number.isNaN(participants) ? 0 : participants}
            />
            <div className={styles.saveBar}>
              <Button type="submit" isPending={pending}>
                {tour ? t('catalog.editor.save') : t('catalog.editor.create')}
              </Button>
              <span role="status" className="muted">
                {pending ? t('catalog.editor.saving') : ''}
              </span>
            </div>
          </Form>
        </ScheduleTermsContext.Provider>
      </ProblemsProvider>
    </FormProvider>
  );
}
