import type { Language } from '@museum-shop/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DayButton, type DayButtonProps, DayPicker, type Matcher } from 'react-day-picker';
import { loaded } from '../../lib/tracked-load.ts';
import styles from './Calendar.module.css';
import { isoDate, parseIsoDate } from './calendar-dates.ts';
import { calendarLocale } from './calendar-locales.ts';

/** What a day of a booking calendar is: bookable (with few places or not) or why it is not. */
export type CalendarDayKind =
  | 'available'
  | 'few'
  | 'soldOut'
  | 'noMoreTimes'
  | 'closed'
  /** Its times are closed by the museum's staff (issue 25): "closed", not "sold out". */
  | 'staffClosed'
  | 'past'
  | 'notOnSale';
export interface CalendarDayInfo {
  kind: CalendarDayKind;
  /** Words for the day, said after its date to screen readers and in the legend: "sold out". */
  text?: string;
}

export const isBookableDay = (info: CalendarDayInfo) => info.kind === 'available' || info.kind === 'few';

/** A day of a month still loading: shown plain, neither bookable nor closed in words. */
const NOT_KNOWN_YET: CalendarDayInfo = { kind: 'available' };

const KINDS: CalendarDayKind[] = [
  'available',
  'few',
  'soldOut',
  'noMoreTimes',
  'closed',
  'staffClosed',
  'past',
  'notOnSale',
];

export interface CalendarProps {
  lang: Language;
  /** The calendar's accessible name. */
  label: string;
  /** Any date of the month shown, YYYY-MM-DD. */
  month: string;
  onMonthChange: (month: string) => void;
  selected: string | undefined;
  /** Called with a bookable day only. */
  onSelect: (date: string) => void;
  /** Called when a day that cannot be booked is chosen: the screen says why. */
  onUnavailable?: (date: string) => void;
  dayInfo: (date: string) => CalendarDayInfo;
  /**
   * The month's days are still loading, so `dayInfo` does not know them yet: they are shown plain
   * (not "closed" for a moment on a slow line), and a day chosen meanwhile (arrow keys that cross
   * into the next month, then Enter) is chosen or explained once they are known. Past days stay past.
   */
  loading?: boolean;
  /** First and last month that can be shown, YYYY-MM-DD. */
  startMonth?: string;
  endMonth?: string;
  /** The legend's words per kind; kinds without words are left out of the legend. */
  legend: Partial<Record<CalendarDayKind, string>>;
  /** The museum's date today (YYYY-MM-DD), not this device's nor the server's process's. */
  today: string;
  /** Said after today's date. */
  todayLabel: string;
  labels: { previousMonth: string; nextMonth: string };
}

/** Days that cannot be booked stay focusable (so their reason is read out) but are marked aria-disabled. */
function BookingDayButton(props: DayButtonProps) {
  const { modifiers } = props;
  const unavailable = !modifiers.available && !modifiers.few;
  return <DayButton {...props} aria-disabled={unavailable && !modifiers.outside ? true : undefined} />;
}

/**
 * A month calendar for booking (react-day-picker): operable by keyboard (arrows, Page Up/Down,
 * Home/End), every day that cannot be booked marked in the grid and its reason said in words.
 * Its code is loaded on its own (BookingCalendar.tsx, which also brings react-day-picker's styles:
 * a page the server rendered shows them before this code is there).
 * The booking screens load its names in the page's language with their code; in another language
 * (the visitor switched) the screen waits for them.
 */
export function Calendar({
  lang,
  label,
  month,
  onMonthChange,
  selected,
  onSelect,
  onUnavailable,
  dayInfo,
  loading = false,
  startMonth,
  endMonth,
  legend,
  today,
  todayLabel,
  labels,
}: CalendarProps) {
  const locale = loaded(calendarLocale(lang));
  const choose = useCallback(
    (date: string) => {
      if (isBookableDay(dayInfo(date))) onSelect(date);
      else onUnavailable?.(date);
    },
    [dayInfo, onSelect, onUnavailable],
  );
  const [pending, setPending] = useState<string>();
  useEffect(() => {
    if (loading || !pending) return;
    setPending(undefined);
    choose(pending);
  }, [loading, pending, choose]);
  // Each day is asked about once per kind of day and for its label: nine times a render. The
  // answers are kept until `dayInfo` or the loading changes (issue 37: on a phone, working them out
  // again took a third of the booking screen's first render).
  const shownInfo = useMemo(() => {
    const known = new Map<string, CalendarDayInfo>();
    return (date: string): CalendarDayInfo => {
      let info = known.get(date);
      if (!info) {
        const found = dayInfo(date);
        info = loading && found.kind !== 'past' ? NOT_KNOWN_YET : found;
        known.set(date, info);
      }
      return info;
    };
  }, [dayInfo, loading]);
  const modifiers = useMemo(
    () =>
      Object.fromEntries(
        KINDS.map((kind): [string, Matcher] => [
          kind,
          (date: Date) => shownInfo(isoDate(date)).kind === kind,
        ]),
      ),
    [shownInfo],
  );
  const dateFormat = useMemo(
    // British English for English: a European museum's visitors read the day before the month.
    () =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
    [lang],
  );
  return (
    // Busy while its month loads: assistive technology may wait before reading the days out.
    <div className={styles.calendar} aria-busy={loading || undefined}>
      <DayPicker
        mode="single"
        required
        locale={locale}
        today={parseIsoDate(today)}
        lang={lang}
        aria-label={label}
        month={parseIsoDate(month)}
        onMonthChange={(date) => onMonthChange(isoDate(date))}
        startMonth={startMonth ? parseIsoDate(startMonth) : undefined}
        endMonth={endMonth ? parseIsoDate(endMonth) : undefined}
        selected={selected ? parseIsoDate(selected) : undefined}
        onSelect={(_date, trigger) => {
          const date = isoDate(trigger);
          if (loading) setPending(date);
          else choose(date);
        }}
        showOutsideDays={false}
        modifiers={modifiers}
        modifiersClassNames={{
          few: styles.few ?? '',
          soldOut: styles.soldOut ?? '',
          noMoreTimes: styles.unavailable ?? '',
          closed: styles.unavailable ?? '',
          staffClosed: styles.unavailable ?? '',
          past: styles.unavailable ?? '',
          notOnSale: styles.unavailable ?? '',
          selected: styles.selected ?? '',
          today: styles.today ?? '',
        }}
        components={{ DayButton: BookingDayButton }}
        labels={{
          labelDayButton: (date, dayModifiers) => {
            const info = shownInfo(isoDate(date));
            return [dayModifiers.today ? todayLabel : '', dateFormat.format(date), info.text ?? '']
              .filter(Boolean)
              .join(', ');
          },
          labelPrevious: () => labels.previousMonth,
          labelNext: () => labels.nextMonth,
        }}
      />
      <ul className={styles.legend}>
        {KINDS.filter((kind) => legend[kind]).map((kind) => (
          <li key={kind}>
            <span className={`${styles.swatch} ${styles[`swatch_${kind}`] ?? ''}`} aria-hidden="true">
              {kind === 'soldOut' ? '×' : '8'}
            </span>
            {legend[kind]}
          </li>
        ))}
      </ul>
    </div>
  );
}
