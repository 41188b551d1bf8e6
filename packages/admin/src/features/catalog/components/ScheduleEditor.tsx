import { SCHEDULE_LIMITS, WEEKDAYS, type Weekday } from '@museum-shop/contract';
import { Button, Checkbox, useAnnounce } from '@museum-shop/ui/controls';
import { useMemo } from 'react';
import { useController, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dateLocaleOf } from '../../../components/ui/DateField.tsx';
import styles from './Catalog.module.css';
import { type EventFormValues, newRuleValues } from './event-form.ts';
import { FormDate, FormText, GroupProblem, useProblem } from './fields.tsx';
import { useFocusAfterRender } from './list-focus.ts';
import { fieldId } from './problem-texts.ts';
import { SlotTimesFields } from './SlotTimesFields.tsx';
import { useScheduleTerms } from './schedule-terms.ts';

/** The names of the ISO weekdays (1 Monday … 7 Sunday) in the member's language, long and short. */
export function useWeekdayNames() {
  const { i18n } = useTranslation();
  const locale = dateLocaleOf(i18n.resolvedLanguage);
  return useMemo(() => {
    const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 1 January 2024 was a Monday.
    const day = (weekday: Weekday) => new Date(Date.UTC(2024, 0, weekday));
    return {
      long: (weekday: Weekday) => long.format(day(weekday)),
      short: (weekday: Weekday) => short.format(day(weekday)),
    };
  }, [locale]);
}

/**
 * The recurring opening hours: each rule says on which weekdays, from when until when (or with no
 * end), at which times slots start, how long they last and how many places each has.
 */
export function ScheduleEditor() {
  const { t } = useTranslation();
  const announce = useAnnounce();
  const focus = useFocusAfterRender();
  const { control, getValues } = useFormContext<EventFormValues>();
  const rules = useFieldArray({ control, name: 'schedule.rules', keyName: 'key' });
  const problem = useProblem('schedule');
  const terms = useScheduleTerms();

  const add = () => {
    const at = rules.fields.length;
    if (terms) rules.append(terms.newRule(), { shouldFocus: false });
    else {
      const [from, until] = getValues(['sorting_date', 'end']);
      rules.append(newRuleValues(from, until), { shouldFocus: false });
    }
    focus(`rule-${at}-weekday-1`);
  };
  const remove = (index: number) => {
    rules.remove(index);
    focus(index < rules.fields.length - 1 ? `rule-${index}-remove` : `rule-${index - 1}-remove`, 'rule-add');
    announce(t('catalog.schedule.ruleRemoved', { n: index + 1 }));
  };

  return (
    <section
      id={fieldId('schedule')}
      tabIndex={-1}
      className="panel"
      aria-labelledby="event-schedule-title"
      aria-describedby={problem ? `${fieldId('schedule')}-error` : undefined}
    >
      <h2 id="event-schedule-title">{t('catalog.schedule.title')}</h2>
      <p className="muted">{t(terms?.introKey ?? 'catalog.schedule.intro')}</p>
      <GroupProblem path="schedule" />
      <GroupProblem path="schedule.rules" />
      {rules.fields.length === 0 && <p>{t('catalog.schedule.none')}</p>}
      <ol className={styles.rows}>
        {rules.fields.map((rule, index) => (
          <li key={rule.key}>
            <fieldset id={fieldId(`schedule.rules.${index}`)} className={styles.ticket}>
              <legend>{t('catalog.schedule.ruleN', { n: index + 1 })}</legend>
              <RuleFields index={index} />
              <GroupProblem path={`schedule.rules.${index}`} />
              <div className="buttons">
                <Button
                  id={`rule-${index}-remove`}
                  variant="secondary"
                  size="small"
                  onPress={() => remove(index)}
                >
                  {t('catalog.schedule.removeRule', { n: index + 1 })}
                </Button>
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <div className="buttons">
        <Button
          id="rule-add"
          variant="secondary"
          isDisabled={rules.fields.length >= SCHEDULE_LIMITS.maxRules}
          onPress={add}
        >
          {t('catalog.schedule.addRule')}
        </Button>
      </div>
    </section>
  );
}

function RuleFields({ index }: { index: number }) {
  const { t } = useTranslation();
  const base = `schedule.rules.${index}` as const;
  return (
    <div className={styles.stack}>
      <Weekdays index={index} />
      <div className={styles.grid}>
        <FormDate name={`${base}.from`} label={t('catalog.schedule.from')} isRequired />
        <FormDate
          name={`${base}.until`}
          label={t('catalog.schedule.until')}
          description={t('catalog.schedule.untilHint')}
        />
      </div>
      <SlotTimesFields base={`${base}.times`} />
      <SlotSize base={base} />
    </div>
  );
}

/** A slot's length and places: the same two fields for a rule and a special opening. */
export function SlotSize({ base }: { base: `schedule.${'rules' | 'specials'}.${number}` }) {
  const { t } = useTranslation();
  const terms = useScheduleTerms();
  return (
    <div className={styles.grid}>
      <FormText
        name={`${base}.duration`}
        label={t('catalog.schedule.duration')}
        description={t('catalog.schedule.durationHint')}
        inputMode="numeric"
        maxLength={4}
      />
      <FormText
        name={`${base}.capacity`}
        label={t(terms?.capacityKey ?? 'catalog.schedule.capacity')}
        description={t(terms?.capacityHintKey ?? 'catalog.schedule.capacityHint', terms?.hintValues ?? {})}
        inputMode="numeric"
        maxLength={6}
      />
    </div>
  );
}

/** The weekdays a rule runs on, Monday to Sunday, as checkboxes. */
function Weekdays({ index }: { index: number }) {
  const { t } = useTranslation();
  const names = useWeekdayNames();
  const { control } = useFormContext<EventFormValues>();
  const name = `schedule.rules.${index}.weekdays` as const;
  const { field } = useController({ control, name });
  const problem = useProblem(name);
  const chosen: Weekday[] = field.value;
  return (
    <fieldset
      id={fieldId(name)}
      className={styles.fieldset}
      aria-describedby={problem ? `${fieldId(name)}-error` : undefined}
    >
      <legend>{t('catalog.schedule.weekdays')}</legend>
      <div className={styles.checkboxes}>
        {WEEKDAYS.map((day) => (
          <Checkbox
            key={day}
            id={`rule-${index}-weekday-${day}`}
            isSelected={chosen.includes(day)}
            onChange={(on) =>
              field.onChange(
                on
                  ? WEEKDAYS.filter((each) => each === day || chosen.includes(each))
                  : chosen.filter((each) => each !== day),
              )
            }
          >
            {names.long(day)}
          </Checkbox>
        ))}
      </div>
      <GroupProblem path={name} />
    </fieldset>
  );
}
