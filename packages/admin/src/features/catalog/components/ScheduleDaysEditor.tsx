import { SCHEDULE_LIMITS } from '@museum-shop/contract';
import { Button, useAnnounce } from '@museum-shop/ui/controls';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './Catalog.module.css';
import { type EventFormValues, newSpecialValues } from './event-form.ts';
import { FormCheckbox, FormDate, FormText, GroupProblem } from './fields.tsx';
import { useFocusAfterRender } from './list-focus.ts';
import { fieldId } from './problem-texts.ts';
import { SlotSize } from './ScheduleEditor.tsx';
import { SlotTimesFields } from './SlotTimesFields.tsx';
import { useScheduleTerms } from './schedule-terms.ts';

/**
 * The days that differ from the rules: days closed (a public holiday with its name, or closed for
 * another reason), on which no slot is made; and special openings, whose own times replace the
 * rules on their day (a late opening, say).
 */
export function ScheduleDaysEditor() {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const focus = useFocusAfterRender();
  const { control } = useFormContext<EventFormValues>();
  const closed = useFieldArray({ control, name: 'schedule.closed', keyName: 'key' });
  const specials = useFieldArray({ control, name: 'schedule.specials', keyName: 'key' });
  const terms = useScheduleTerms();

  const removeFrom = (list: typeof closed | typeof specials, kind: 'closed' | 'special', index: number) => {
    list.remove(index);
    focus(
      index < list.fields.length - 1 ? `${kind}-${index}-remove` : `${kind}-${index - 1}-remove`,
      `${kind}-add`,
    );
    announce(
      t(kind === 'closed' ? 'catalog.days.closedRemoved' : 'catalog.days.specialRemoved', { n: index + 1 }),
    );
  };

  return (
    <section className="panel" aria-labelledby="event-days">
      <h2 id="event-days">{t('catalog.days.title')}</h2>
      <h3 id="event-closed">{t('catalog.days.closedTitle')}</h3>
      <p className="muted">{t('catalog.days.closedIntro')}</p>
      {closed.fields.length === 0 && <p>{t('catalog.days.noClosed')}</p>}
      <ol className={styles.rows} aria-labelledby="event-closed">
        {closed.fields.map((day, index) => {
          const base = `schedule.closed.${index}` as const;
          return (
            <li key={day.key}>
              <fieldset id={fieldId(base)} className={styles.dayRow}>
                <legend>{t('catalog.days.closedN', { n: index + 1 })}</legend>
                <div className={styles.grid}>
                  <FormDate name={`${base}.date`} label={t('catalog.days.date')} isRequired />
                  <FormText
                    name={`${base}.name`}
                    label={t('catalog.days.name')}
                    description={t('catalog.days.nameHint')}
                    maxLength={200}
                  />
                </div>
                <FormCheckbox name={`${base}.holiday`}>{t('catalog.days.holiday')}</FormCheckbox>
                <GroupProblem path={base} />
                <div className="buttons">
                  <Button
                    id={`closed-${index}-remove`}
                    variant="secondary"
                    size="small"
                    onPress={() => removeFrom(closed, 'closed', index)}
                  >
                    {t('catalog.days.removeClosed', { n: index + 1 })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="buttons">
        <Button
          id="closed-add"
          variant="secondary"
          isDisabled={closed.fields.length >= SCHEDULE_LIMITS.maxDays}
          onPress={() => {
            const at = closed.fields.length;
            closed.append({ date: '', holiday: false, name: '' }, { shouldFocus: false });
            focus(fieldId(`schedule.closed.${at}.date`));
          }}
        >
          {t('catalog.days.addClosed')}
        </Button>
      </div>

      <h3 id="event-specials">{t('catalog.days.specialsTitle')}</h3>
      <p className="muted">{t('catalog.days.specialsIntro')}</p>
      {specials.fields.length === 0 && <p>{t('catalog.days.noSpecials')}</p>}
      <ol className={styles.rows} aria-labelledby="event-specials">
        {specials.fields.map((special, index) => {
          const base = `schedule.specials.${index}` as const;
          return (
            <li key={special.key}>
              <fieldset id={fieldId(base)} className={styles.dayRow}>
                <legend>{t('catalog.days.specialN', { n: index + 1 })}</legend>
                <FormDate name={`${base}.date`} label={t('catalog.days.date')} isRequired />
                <SlotTimesFields base={`${base}.times`} />
                <SlotSize base={base} />
                <GroupProblem path={base} />
                <div className="buttons">
                  <Button
                    id={`special-${index}-remove`}
                    variant="secondary"
                    size="small"
                    onPress={() => removeFrom(specials, 'special', index)}
                  >
                    {t('catalog.days.removeSpecial', { n: index + 1 })}
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="buttons">
        <Button
          id="special-add"
          variant="secondary"
          isDisabled={specials.fields.length >= SCHEDULE_LIMITS.maxDays}
          onPress={() => {
            const at = specials.fields.length;
            specials.append(terms ? terms.newSpecial() : newSpecialValues(), { shouldFocus: false });
            focus(fieldId(`schedule.specials.${at}.date`));
          }}
        >
          {t('catalog.days.addSpecial')}
        </Button>
      </div>
    </section>
  );
}
