import type { Language, LineProblem } from '@museum-shop/contract';
import { type ReactNode, type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate, formatMoney } from '../../lib/format.ts';
import { BookingCalendar } from './BookingCalendar.tsx';
import { Button } from './Button.tsx';
import type { CalendarDayInfo } from './Calendar.tsx';
import { CalendarStatus } from './CalendarStatus.tsx';
import styles from './Catalog.module.css';
import { OrderSummary, type OrderSummaryLine } from './OrderSummary.tsx';
import { QuantityInput } from './QuantityInput.tsx';
import { SlotPicker } from './SlotPicker.tsx';

// The parts the tour and the event booking screens share. Their words come from the `booking`
// namespace, which both screens use, so that each text is chosen in one place.

interface BookingPanelProps {
  lang: Language;
  /** The tour's or event's name: the calendar is labelled with it. */
  name: string;
  calendar: {
    /** The museum's date today: the calendar starts at its month. */
    today: string;
    month: string;
    onMonthChange: (month: string) => void;
    endMonth: string | undefined;
    selected: string | undefined;
    onSelect: (date: string) => void;
    dayInfo: (date: string) => CalendarDayInfo;
    /** The legend's words for a day without a start. */
    closedLegend: string;
    /** The month's days are still loading. */
    loading: boolean;
    /** The day the visitor chose but cannot book; the status line says why. */
    explained: string | undefined;
    onUnavailable: (date: string) => void;
    /** The next bookable day after `explained`, offered as one step. */
    next: string | undefined;
    /** That day is still looked for in later months. */
    nextPending?: boolean;
    /** The month shown has no bookable day. */
    emptyMonth?: boolean;
    /** Where there is no next day to offer: a step to the next month. */
    onNextMonth?: (() => void) | undefined;
  };
  summary: {
    lines: OrderSummaryLine[];
    /** Cents. */
    total: number;
    /** The rule problems of the counts; "nothing chosen" is said only after an attempt to add. */
    problems: LineProblem[];
    /** Further things missing, in words, already filtered by the caller. */
    missing: string[];
    attempted: boolean;
    onAdd: () => void;
    /** The message after adding, with a link to the basket. */
    added: string | undefined;
    basketPath: string;
    /** The chosen date and time, as shown above the lines. */
    when: string | undefined;
  };
  /** The steps after the date: time, quantities, questions. */
  children: ReactNode;
}

/** A booking screen's body: the date step, the caller's further steps and the order summary beside them. */
export function BookingPanel({ lang, name, calendar, summary, children }: BookingPanelProps) {
  const { t } = useTranslation('booking');
  const { explained, next, onNextMonth } = calendar;
  const nextMonth = onNextMonth && { label: t('calendar.showNextMonth'), onClick: onNextMonth };
  const status = explained
    ? {
        message: t('calendar.notOnDate', {
          date: formatDate(explained),
          reason: calendar.dayInfo(explained).text ?? '',
        }),
        action: next
          ? {
              label: t('calendar.chooseNext', { date: formatDate(next) }),
              onClick: () => calendar.onSelect(next),
            }
          : nextMonth,
        pending: !next && calendar.nextPending ? t('calendar.lookingForNext') : undefined,
      }
    : calendar.emptyMonth
      ? { message: t('calendar.nothingThisMonth'), action: nextMonth }
      : {
          message: calendar.selected
            ? t('calendar.chosen', { date: formatDate(calendar.selected) })
            : undefined,
        };
  const { problems, attempted } = summary;
  const chosenAny = problems.every((problem) => problem.code !== 'NOTHING_CHOSEN');
  const shownProblems = [
    ...problems
      .filter((problem) => attempted || problem.code !== 'NOTHING_CHOSEN')
      // `count` (what is available) chooses the plural form of the texts that name numbers.
      .map((problem) => t(`problems.${problem.code}`, { ...problem, count: problem.available })),
    ...summary.missing,
  ];
  const addButton = useRef<HTMLButtonElement>(null);
  const addBelow = useBelowWindow(addButton);
  const total = formatMoney(summary.total, lang);
  return (
    <div className={styles.booking}>
      <div className={styles.steps}>
        <BookingStep title={t('steps.date')}>
          <BookingCalendar
            lang={lang}
            label={t('calendar.label', { name })}
            month={calendar.month}
            onMonthChange={calendar.onMonthChange}
            startMonth={calendar.today}
            endMonth={calendar.endMonth}
            selected={calendar.selected}
            onSelect={calendar.onSelect}
            onUnavailable={calendar.onUnavailable}
            dayInfo={calendar.dayInfo}
            loading={calendar.loading}
            today={calendar.today}
            todayLabel={t('calendar.today')}
            labels={{ previousMonth: t('calendar.previousMonth'), nextMonth: t('calendar.nextMonth') }}
            legend={{
              few: t('calendar.legend.few'),
              soldOut: t('calendar.legend.soldOut'),
              closed: calendar.closedLegend,
            }}
          />
          <CalendarStatus loading={calendar.loading ? t('calendar.loading') : undefined} {...status} />
        </BookingStep>
        {children}
      </div>
      {/*
        A small screen puts the summary under all the steps, far down: while its button is below the
        window, the total and the button follow at the window's foot (issue 26). Adding from there
        moves the focus to the summary, where what was added, or what is missing, is said.
      */}
      {addBelow && (
        <div className={styles.addBar}>
          <p className={styles.addBarTotal}>
            <span>{t('summary.total')}</span> <strong>{total}</strong>
          </p>
          <Button
            onClick={() => {
              summary.onAdd();
              addButton.current?.focus();
            }}
          >
            {t('summary.add')}
          </Button>
        </div>
      )}
      <div className={styles.aside}>
        <OrderSummary
          heading={t('summary.heading')}
          lines={summary.lines}
          totalLabel={t('summary.total')}
          total={total}
          problems={chosenAny || attempted ? shownProblems : []}
          addLabel={t('summary.add')}
          onAdd={summary.onAdd}
          addRef={addButton}
          added={
            summary.added
              ? { message: summary.added, linkText: t('toBasket'), href: summary.basketPath }
              : undefined
          }
        >
          {summary.when && <p className={styles.when}>{summary.when}</p>}
        </OrderSummary>
      </div>
    </div>
  );
}

/** Whether `target` lies below the window (not yet scrolled to); false where this cannot be told. */
function useBelowWindow(target: RefObject<HTMLElement | null>): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      const windowBottom = entry.rootBounds?.bottom ?? window.innerHeight;
      setBelow(!entry.isIntersecting && entry.boundingClientRect.top >= windowBottom);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return below;
}

/** One step of a booking, a section named by its heading. */
export function BookingStep({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.step} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** A booking screen whose thing could not be loaded: gone (404) or not reachable now, and the way back. */
export function BookingLoadFailure({
  missing,
  texts,
  listPath,
}: {
  missing: boolean;
  texts: { notFound: string; notFoundBody: string; unavailable: string; back: string };
  listPath: string;
}) {
  const { t } = useTranslation('booking');
  return (
    <>
      <h1>{missing ? texts.notFound : texts.unavailable}</h1>
      <p role="alert">{missing ? texts.notFoundBody : t('tours.tryAgain')}</p>
      <Link to={listPath}>{texts.back}</Link>
    </>
  );
}

/** A count of one price line, its − and + buttons named after the line. */
export function BookingQuantity({
  name,
  label = name,
  ...rest
}: {
  /** The full name the buttons say (a sub-ticket's includes its ticket's). */
  name: string;
  label?: string;
  description?: string | undefined;
  value: number;
  max?: number | undefined;
  onChange: (input: string) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <QuantityInput
      label={label}
      {...rest}
      decreaseLabel={t('quantity.fewer', { name })}
      increaseLabel={t('quantity.more', { name })}
    />
  );
}

/** A ticket made of components (sub-tickets): its name and price over their counts. */
export function TicketComponents({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={styles.family}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

export interface BookingTime {
  value: string;
  label: string;
  bookable: boolean;
  state: string;
  /** Closed by the staff (issue 25): said "closed", not "sold out". */
  closed?: boolean | undefined;
  /** Places left. */
  left: number;
  /** The caller's own words for the time, in place of the places left or why it cannot be chosen. */
  note?: string | undefined;
}

/**
 * The time choice of a day: times without places are shown but cannot be chosen, and say why
 * (started, closed, sold out); few places left are counted.
 */
export function BookingTimes({
  name,
  times,
  value,
  onChange,
}: {
  name: string;
  times: BookingTime[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <SlotPicker
      legend={t('times.legend')}
      name={name}
      value={value}
      onChange={onChange}
      options={times.map((time) => ({
        value: time.value,
        label: time.label,
        disabled: !time.bookable,
        few: time.bookable && time.state === 'few_left',
        note:
          time.note ??
          (!time.bookable
            ? t(time.state === 'expired' ? 'times.expired' : time.closed ? 'times.closed' : 'times.soldOut')
            : t('times.placesLeft', { count: time.left })),
      }))}
    />
  );
}
