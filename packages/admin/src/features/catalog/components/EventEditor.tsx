import type { CatalogChoices, Language, StaffEvent } from '@museum-shop/contract';
import { Button } from '@museum-shop/ui/controls';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LeaveGuard } from '../../../components/ui/LeaveGuard.tsx';
import { isoDate } from '../../../lib/format.ts';
import { useCreateEvent } from '../api/create-event.ts';
import { useSaveEvent } from '../api/save-event.ts';
import styles from './Catalog.module.css';
import { useDocumentEditor } from './document-editor.ts';
import { EventDetails } from './EventDetails.tsx';
import { EventStatusActions } from './EventStatusActions.tsx';
import { scheduleOf } from './event-document.ts';
import { type EventFormValues, newEventValues, valuesOf } from './event-form.ts';
import { eventProblems, serverProblems } from './event-problems.ts';
import { ProblemsProvider } from './fields.tsx';
import { KeptSlots } from './KeptSlots.tsx';
import { monthOf } from './month-grid.ts';
import { ProblemSummary } from './ProblemSummary.tsx';
import { ScheduleDaysEditor } from './ScheduleDaysEditor.tsx';
import { ScheduleEditor } from './ScheduleEditor.tsx';
import { SchedulePreview } from './SchedulePreview.tsx';
import { TicketTypesEditor } from './TicketTypesEditor.tsx';

/** The month the preview opens at: this month, or the event's first when it starts later. */
function firstMonth(event: StaffEvent | undefined, today: string): string {
  const start = event?.document.sorting_datetime.slice(0, 10);
  return monthOf(start && start > today ? start : today);
}

/**
 * The editor of an event or exhibition (issue 35): the whole document in one form, checked by the
 * contract's rule before it is sent (every problem at its field, a summary at the top that takes
 * the focus), the server's 422 shown the same way, nothing typed lost on a failure. A new event is
 * created as a draft and opened; a saved one stays, "Saved" announced. Its status, what may be done
 * with it, and the slots kept for a person to decide are shown above the form.
 */
export function EventEditor({
  event,
  choices,
  languages,
  languageName,
  previewMonth,
}: {
  /** Undefined: a new event. */
  event?: StaffEvent | undefined;
  choices: CatalogChoices;
  /** The languages the shop offers, its default first. */
  languages: readonly Language[];
  languageName: (lang: Language) => string;
  /** The month the preview opens at (`YYYY-MM`); else this month or the event's first. */
  previewMonth?: string;
}) {
  const { t } = useTranslation();
  const [today] = useState(() => isoDate(new Date()));
  const form = useForm<EventFormValues>({
    defaultValues: event ? valuesOf(event.document) : newEventValues(choices, today),
  });
  const { problems, failure, summaryRef, submit, pending, dirty, created } = useDocumentEditor({
    form,
    languages,
    check: eventProblems,
    serverProblems,
    valuesOf,
    create: useCreateEvent(),
    save: useSaveEvent(event?.id ?? 0),
    isSaved: event !== undefined,
    createdPath: (id) => `/catalog/${id}`,
    words: { saved: t('catalog.editor.saved'), created: t('catalog.editor.created') },
  });
  // Re-rendered on every change: the problems once shown follow the typing, the preview follows it.
  useWatch({ control: form.control });
  const values = form.getValues();
  return (
    <FormProvider {...form}>
      <ProblemsProvider problems={problems}>
        <LeaveGuard when={dirty && created === undefined} />
        {event && <EventStatusActions event={event} dirty={dirty} languages={languages} />}
        {event && <KeptSlots slots={event.kept_slots} />}
        <Form
          validationBehavior="aria"
          onSubmit={submit}
          className={styles.editor}
          aria-label={t('catalog.editor.form')}
        >
          <ProblemSummary
            problems={problems}
            failure={failure}
            languageName={languageName}
            summaryRef={summaryRef}
          />
          <EventDetails choices={choices} languages={languages} languageName={languageName} />
          <TicketTypesEditor choices={choices} languages={languages} languageName={languageName} />
          <ScheduleEditor />
          <ScheduleDaysEditor />
          <SchedulePreview
            schedule={scheduleOf(values.schedule)}
            initialMonth={previewMonth ?? firstMonth(event, today)}
          />
          <div className={styles.saveBar}>
            <Button type="submit" isPending={pending}>
              {event ? t('catalog.editor.save') : t('catalog.editor.create')}
            </Button>
            <span role="status" className="muted">
              {pending ? t('catalog.editor.saving') : ''}
            </span>
          </div>
        </Form>
      </ProblemsProvider>
    </FormProvider>
  );
}
