import type { CatalogChoices, Language, StaffTour, TourDocument } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { errorText } from '../../../components/ui/StatusViews.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { isoDate } from '../../../lib/format.ts';
import { useCreateTour } from '../api/create-tour.ts';
import { useSaveTour } from '../api/save-tour.ts';
import styles from './Catalog.module.css';
import { scheduleOf, wholeNumber } from './event-document.ts';
import { mergeProblems, type Problems } from './event-problems.ts';
import { ProblemsProvider } from './fields.tsx';
import { KeptSlots } from './KeptSlots.tsx';
import { useFocusAfterRender } from './list-focus.ts';
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
  const announce = useAnnounce();
  const navigate = useNavigate();
  const [today] = useState(() => isoDate(new Date()));
  const defaultLanguage = languages[0] ?? 'en';
  const form = useForm<TourFormValues>({
    defaultValues: tour
      ? tourValuesOf(tour.document)
      : newTourValues(choices.venues, categories, defaultLanguage),
  });
  const create = useCreateTour();
  const save = useSaveTour(tour?.id ?? 0);
  const pending = create.isPending || save.isPending;
  useWatch({ control: form.control });
  const values = form.getValues();
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Problems>({});
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [created, setCreated] = useState<number | undefined>(undefined);
  const [summaryTurn, setSummaryTurn] = useState(0);
  const summary = useRef<HTMLElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const problems = mergeProblems(checked ? tourProblems(values, languages).problems : {}, server);
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

  useEffect(() => {
    if (summaryTurn > 0) summary.current?.focus();
  }, [summaryTurn]);
  useEffect(() => {
    if (created !== undefined) navigate(`/catalog/tours/${created}`, { replace: true });
  }, [created, navigate]);

  const refused = (error: unknown) => {
    const fields = fieldErrorsOf(error);
    setServer(tourServerProblems(fields, defaultLanguage));
    setFailure(Object.keys(fields).length > 0 ? undefined : errorText(t, error));
    setSummaryTurn((turn) => turn + 1);
  };
  const saved = (answer: StaffTour) => {
    const focused = document.activeElement?.id;
    form.reset(tourValuesOf(answer.document));
    if (focused) focusAfterRender(focused);
  };
  const send = (document: TourDocument) => {
    if (tour)
      save.mutate(document, {
        onSuccess: (answer) => {
          saved(answer);
          announce(t('catalog.editor.saved'));
        },
        onError: refused,
      });
    else
      create.mutate(document, {
        onSuccess: (answer) => {
          saved(answer);
          announce(t('catalog.editor.created'));
          setCreated(answer.id);
        },
        onError: refused,
      });
  };
  const submit = (submitted: FormEvent<HTMLFormElement>) => {
    submitted.preventDefault();
    if (pending) return;
    setServer({});
    setFailure(undefined);
    const { document, problems: found } = tourProblems(form.getValues(), languages);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      setSummaryTurn((turn) => turn + 1);
      return;
    }
    send(document);
  };

  const dirty = form.formState.isDirty;
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
              summaryRef={summary}
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
