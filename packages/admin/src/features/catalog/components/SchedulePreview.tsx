import { type OpeningSchedule, type PlannedSlot, slotsOfSchedule, WEEKDAYS } from '@museum-shop/contract';
import { Button } from '@museum-shop/ui/controls';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateLocaleOf } from '../../../components/ui/DateField.tsx';
import styles from './Catalog.module.css';
import { monthRange, shiftMonth, weeksOf } from './month-grid.ts';
import { useWeekdayNames } from './ScheduleEditor.tsx';

/**
 * A month of the slots the opening hours make as they are typed, before anything is saved: the
 * contract's own rule (slotsOfSchedule) over the month, each day with its number of slots and its
 * first and last start, closed days and special openings marked. Previous and next month by
 * buttons; the table has a caption and its weekdays as column headers.
 */
export function SchedulePreview({
  schedule,
  initialMonth,
  participants,
}: {
  schedule: OpeningSchedule;
  /** The month shown first, `YYYY-MM`. */
  initialMonth: string;
  /**
   * A guided tour's people per guide: a slot's capacity is then its number of guides, and each day
   * says how many guides and places its starts have.
   */
  participants?: number | undefined;
}) {
  const { t, i18n } = useTranslation();
  const locale = dateLocaleOf(i18n.resolvedLanguage);
  const weekdays = useWeekdayNames();
  const [month, setMonth] = useState(initialMonth);
  const { first, last } = monthRange(month);
  const slots = slotsOfSchedule(schedule, first, last);
  const byDate = new Map<string, PlannedSlot[]>();
  for (const slot of slots) byDate.set(slot.date, [...(byDate.get(slot.date) ?? []), slot]);
  const closed = new Map(schedule.closed.map((day) => [day.date, day]));
  const specials = new Set(schedule.specials.map((special) => special.date));
  const formats = useMemo(
    () => ({
      month: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      day: new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }),
      number: new Intl.NumberFormat(locale),
    }),
    [locale],
  );
  const monthName = (value: string) => formats.month.format(new Date(`${value}-01T12:00:00Z`));
  const title = monthName(month);
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);

  return (
    <section className="panel" aria-labelledby="event-preview">
      <h2 id="event-preview">{t('catalog.preview.title')}</h2>
      <p className="muted">{t('catalog.preview.intro')}</p>
      <div className={styles.monthNav}>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('catalog.preview.previousOf', { month: monthName(previous) })}
          onPress={() => setMonth(previous)}
        >
          {t('catalog.preview.previous')}
        </Button>
        <p className={styles.monthTitle} aria-live="polite">
          {t('catalog.preview.total', {
            count: slots.length,
            number: formats.number.format(slots.length),
            month: title,
          })}
        </p>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('catalog.preview.nextOf', { month: monthName(next) })}
          onPress={() => setMonth(next)}
        >
          {t('catalog.preview.next')}
        </Button>
      </div>
      {/* On a phone the month scrolls sideways: a region the keyboard can reach and scroll. */}
      <section
        className={styles.monthWrap}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes the focus to be scrolled by keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-label={t('catalog.preview.caption', { month: title })}
      >
        <table className={styles.month}>
          <caption>{t('catalog.preview.caption', { month: title })}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col">
                  <abbr title={weekdays.long(day)}>{weekdays.short(day)}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeksOf(month).map((week) => (
              <tr key={week.find(Boolean) ?? ''}>
                {week.map((date, index) =>
                  date ? (
                    <DayCell
                      key={date}
                      date={date}
                      label={formats.day.format(new Date(`${date}T12:00:00Z`))}
                      slots={byDate.get(date) ?? []}
                      closed={closed.get(date)}
                      special={specials.has(date)}
                      number={formats.number}
                      participants={participants}
                    />
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the empty days of a week have only their place.
                    <td key={index} className={styles.outside} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}

function DayCell({
  date,
  label,
  slots,
  closed,
  special,
  number,
  participants,
}: {
  date: string;
  label: string;
  slots: PlannedSlot[];
  closed: { holiday: boolean; name: string } | undefined;
  special: boolean;
  number: Intl.NumberFormat;
  participants: number | undefined;
}) {
  const { t } = useTranslation();
  const guides = slots.reduce((sum, slot) => sum + (Number.isFinite(slot.capacity) ? slot.capacity : 0), 0);
  const firstSlot = slots[0];
  const lastSlot = slots[slots.length - 1];
  return (
    <td
      className={styles.day}
      data-closed={closed ? true : undefined}
      data-empty={slots.length === 0 || undefined}
    >
      <span className={styles.dayNumber} aria-hidden="true">
        {Number(date.slice(8, 10))}
      </span>
      <span className="visually-hidden">{label}</span>{' '}
      {closed ? (
        <span className={styles.closedMark}>
          {closed.name
            ? t(closed.holiday ? 'catalog.preview.holidayNamed' : 'catalog.preview.closedNamed', {
                name: closed.name,
              })
            : t(closed.holiday ? 'catalog.preview.holiday' : 'catalog.preview.closed')}
        </span>
      ) : slots.length === 0 ? (
        <span className="muted">{t('catalog.preview.none')}</span>
      ) : (
        <>
          <span className={styles.slotCount}>
            {t('catalog.preview.slots', { count: slots.length, number: number.format(slots.length) })}
          </span>{' '}
          {firstSlot && lastSlot && (
            <span className={styles.slotRange}>
              {slots.length === 1
                ? firstSlot.time
                : t('catalog.preview.range', { first: firstSlot.time, last: lastSlot.time })}
            </span>
          )}
          {participants !== undefined && (
            <>
              {' '}
              <span className={styles.slotRange}>
                {t('catalog.tourSchedule.guidesPlaces', {
                  count: guides,
                  guides: number.format(guides),
                  places: number.format(guides * participants),
                })}
              </span>
            </>
          )}
        </>
      )}
      {special && !closed && ' '}
      {special && !closed && <span className={styles.specialMark}>{t('catalog.preview.special')}</span>}
    </td>
  );
}
