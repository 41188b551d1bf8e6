import type { Language, LineProblem, Tour, TourSlot } from '@museum-shop/contract';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Calendar, type CalendarDayInfo } from '../../../components/ui/Calendar.tsx';
import { CalendarStatus } from '../../../components/ui/CalendarStatus.tsx';
import styles from '../../../components/ui/Catalog.module.css';
import { monthEnd, monthStart, todayIso } from '../../../components/ui/calendar-dates.ts';
import { OrderSummary, type OrderSummaryLine } from '../../../components/ui/OrderSummary.tsx';
import { QuantityInput } from '../../../components/ui/QuantityInput.tsx';
import { SlotPicker } from '../../../components/ui/SlotPicker.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { answersReducer, cartAnswers, unansweredMandatory } from '../answers.ts';
import { useTour } from '../api/get-tour.ts';
import { useTourCalendar } from '../api/get-tour-calendar.ts';
import { useTourLifetime } from '../api/get-tour-lifetime.ts';
import { useTourSoldOut } from '../api/get-tour-sold-out.ts';
import { useTourSoldOutTimeslots } from '../api/get-tour-sold-out-timeslots.ts';
import {
  chooseTime,
  dateAfterMonthLoad,
  EMPTY_TOUR_COUNTS,
  type GuidedTourItem,
  nextBookableDate,
  setTourSubticket,
  slotBookable,
  type TourCounts,
  toCount,
  tourCartItem,
  tourCountProblems,
  tourDayKind,
  tourTotal,
} from '../tour-rules.ts';
import { TourQuestions } from './TourQuestions.tsx';

export interface TourCartLine {
  item: GuidedTourItem;
  name: string;
  summary: string;
  total: number;
}

interface TourBookingProps {
  lang: Language;
  id: number;
  onAdd: (line: TourCartLine) => void;
  basketPath: string;
  listPath: string;
  /** The tour's name for the document title, once known. */
  onTitle?: (title: string | undefined) => void;
}

/** The booking of one guided tour (spec §2): date, time, quantities, questions, total, add to basket. */
export function TourBooking({ lang, id, onAdd, basketPath, listPath, onTitle }: TourBookingProps) {
  const { t } = useTranslation(['booking', 'common']);
  const today = todayIso();
  const lifetime = useTourLifetime(lang, id);
  const [chosenMonth, setMonth] = useState<string | undefined>();
  const first = lifetime.data?.first;
  const month = chosenMonth ?? (first && first > today ? first : today);
  const [date, setDate] = useState<string | undefined>();
  const tour = useTour(lang, id, date);
  const calendar = useTourCalendar(lang, id, month);
  const soldOut = useTourSoldOut(lang, id, month);
  const soldOutTimes = useTourSoldOutTimeslots(lang, id, date);
  const [time, setTime] = useState<string | undefined>();
  const [explained, setExplained] = useState<string | undefined>();
  const [counts, setCounts] = useState<TourCounts>(EMPTY_TOUR_COUNTS);
  const [answers, dispatch] = useReducer(answersReducer, {});
  const [attempted, setAttempted] = useState(false);
  const [added, setAdded] = useState<string | undefined>();

  const name = tour.data?.name;
  useEffect(() => onTitle?.(name), [name, onTitle]);

  // After a month loads: the requested date if it has times, otherwise the month's first (spec §4).
  const monthData = calendar.isPlaceholderData ? undefined : calendar.data;
  useEffect(() => {
    if (!monthData) return;
    const requested = date && date >= monthStart(month) && date <= monthEnd(month) ? date : undefined;
    setDate(dateAfterMonthLoad(requested, monthData) ?? requested);
  }, [monthData, month, date]);

  // The slots of the chosen date, with the sold-out times of that date marked.
  const slots = useMemo(() => {
    if (!date || !tour.data || tour.data.date !== date) return undefined;
    const soldOutIds = new Set((soldOutTimes.data ?? []).map((slot) => slot.timeslotId));
    return Object.values(tour.data.schedule)
      .map((slot) => (soldOutIds.has(slot.timeslotId) ? { ...slot, soldout: true } : slot))
      .sort((a, b) => a.time.localeCompare(b.time));
  }, [date, tour.data, soldOutTimes.data]);

  // Choosing a date chooses its time (spec §4).
  useEffect(() => {
    if (slots) setTime((previous) => chooseTime(slots, previous));
  }, [slots]);

  const soldOutDates = soldOut.data ?? [];
  const dayInfo = useCallback(
    (day: string): CalendarDayInfo => {
      const kind = tourDayKind(day, today, lifetime.data, monthData?.[day], soldOutDates);
      return { kind, text: kind === 'available' ? undefined : t(`calendar.tour.${kind}`) };
    },
    [today, lifetime.data, monthData, soldOutDates, t],
  );

  if (tour.isPending || lifetime.isPending) return <Spinner label={t('common:loading')} padded />;
  if (tour.isError || lifetime.isError || calendar.isError) {
    const missing = statusOf(tour.error ?? lifetime.error ?? calendar.error) === 404;
    return (
      <>
        <h1>{t(missing ? 'tours.notFound' : 'tours.detailUnavailable')}</h1>
        <p role="alert">{t(missing ? 'tours.notFoundBody' : 'tours.tryAgain')}</p>
        <Link to={listPath}>{t('tours.backToList')}</Link>
      </>
    );
  }

  const data = tour.data;
  const notAvailable = !lifetime.data.first && !lifetime.data.last;
  const slot = slots?.find((candidate) => candidate.time === time);
  const scheduleEntry = time ? data.schedule[time] : undefined;
  const prices = scheduleEntry?.priceList ?? data.priceList;
  const tickets = data.booking_without_tickets ? [] : data.tickets;
  const problems = tourCountProblems(data, slot, counts);
  const missingAnswers = unansweredMandatory(data.questions, answers);
  const chosenAny = problems.every((problem) => problem.code !== 'NOTHING_CHOSEN');
  const total = tourTotal(prices, tickets, counts);
  const next = explained && monthData ? nextBookableDate(explained, monthData) : undefined;

  const problemText = (problem: LineProblem) => t(`problems.${problem.code}`, { ...problem });
  const shownProblems = [
    ...problems.filter((problem) => attempted || problem.code !== 'NOTHING_CHOSEN').map(problemText),
    ...(attempted && missingAnswers.length > 0 ? [t('questions.missing')] : []),
    ...(attempted && !slot ? [t('tours.chooseDateAndTime')] : []),
  ];
  const lines: OrderSummaryLine[] = [
    ...prices.map((price) => ({
      key: `p${price.id}`,
      name: price.name,
      unit: price.price,
      count: counts.prices[price.id] ?? 0,
    })),
    ...tickets.flatMap((ticket) => [
      { key: `t${ticket.id}`, name: ticket.name, unit: ticket.price, count: counts.tickets[ticket.id] ?? 0 },
      ...ticket.subtickets.map((sub) => ({
        key: `t${ticket.id}s${sub.id}`,
        name: `${ticket.name}: ${sub.name}`,
        unit: sub.price,
        count: counts.subtickets[ticket.id]?.[sub.id] ?? 0,
      })),
    ]),
  ]
    .filter((line) => line.count > 0)
    .map((line) => ({
      key: line.key,
      label: `${line.count} × ${line.name}`,
      amount: formatMoney(line.unit * line.count, lang),
    }));

  const nextMonth = () => {
    setMonth(monthStart(month, 1));
    setExplained(undefined);
  };
  const dateStatus = explained
    ? {
        message: t('calendar.notOnDate', {
          date: formatDate(explained),
          reason: dayInfo(explained).text ?? '',
        }),
        action: next
          ? { label: t('calendar.chooseNext', { date: formatDate(next) }), onClick: () => chooseDate(next) }
          : { label: t('calendar.showNextMonth'), onClick: nextMonth },
      }
    : monthData && !date
      ? {
          message: t('calendar.nothingThisMonth'),
          action: { label: t('calendar.showNextMonth'), onClick: nextMonth },
        }
      : { message: date ? t('calendar.chosen', { date: formatDate(date) }) : undefined };
  const chooseDate = (day: string) => {
    setDate(day);
    setExplained(undefined);
    setAdded(undefined);
  };
  const add = () => {
    setAttempted(true);
    if (!date || !time || problems.length > 0 || missingAnswers.length > 0) return;
    const summary = `${formatDate(date)} ${time} · ${lines.map((line) => line.label).join(', ')}`;
    onAdd({
      item: tourCartItem(data, date, time, counts, cartAnswers(answers)),
      name: data.name,
      summary,
      total,
    });
    setAdded(t('added', { name: data.name, when: `${formatDate(date)} ${time}` }));
    setCounts(EMPTY_TOUR_COUNTS);
    dispatch({ reset: true });
    setAttempted(false);
  };

  return (
    <>
      <TourHeader tour={data} />
      {notAvailable ? (
        <p className={styles.notice} role="status">
          {t('tours.notAvailable')}
        </p>
      ) : (
        <div className={styles.booking}>
          <div className={styles.steps}>
            <section className={styles.step} aria-labelledby="tour-date-heading">
              <h2 id="tour-date-heading">{t('steps.date')}</h2>
              <Calendar
                lang={lang}
                label={t('calendar.label', { name: data.name })}
                month={month}
                onMonthChange={(value) => {
                  setMonth(value);
                  setExplained(undefined);
                }}
                startMonth={today}
                endMonth={lifetime.data.last ?? undefined}
                selected={date}
                onSelect={chooseDate}
                onUnavailable={setExplained}
                dayInfo={dayInfo}
                todayLabel={t('calendar.today')}
                labels={{ previousMonth: t('calendar.previousMonth'), nextMonth: t('calendar.nextMonth') }}
                legend={{
                  few: t('calendar.legend.few'),
                  soldOut: t('calendar.legend.soldOut'),
                  closed: t('calendar.tour.closed'),
                }}
              />
              <CalendarStatus
                loading={calendar.isFetching && !monthData ? t('calendar.loading') : undefined}
                {...dateStatus}
              />
            </section>
            <section className={styles.step} aria-labelledby="tour-time-heading">
              <h2 id="tour-time-heading">{t('steps.time')}</h2>
              <TimeChoice slots={slots} time={time} onChange={setTime} loading={tour.isFetching} />
            </section>
            <section className={styles.step} aria-labelledby="tour-count-heading">
              <h2 id="tour-count-heading">{t(data.book_complete_tour ? 'steps.tours' : 'steps.places')}</h2>
              <p className={styles.hint}>
                {t(data.book_complete_tour ? 'tours.toursHint' : 'tours.placesHint', {
                  max: data.max_participants,
                })}
              </p>
              {prices.map((price) => (
                <QuantityInput
                  key={price.id}
                  label={price.name}
                  description={formatMoney(price.price, lang)}
                  value={counts.prices[price.id] ?? 0}
                  onChange={(input) =>
                    setCounts((previous) => ({
                      ...previous,
                      prices: { ...previous.prices, [price.id]: toCount(input) },
                    }))
                  }
                  decreaseLabel={t('quantity.fewer', { name: price.name })}
                  increaseLabel={t('quantity.more', { name: price.name })}
                />
              ))}
              {tickets.length > 0 && (
                <>
                  <h3 className={styles.subheading}>{t('steps.tickets')}</h3>
                  <p className={styles.hint}>
                    {t(data.book_complete_tour ? 'tours.ticketsHintGroup' : 'tours.ticketsHint')}
                  </p>
                  {tickets.map((ticket) =>
                    ticket.subtickets.length === 0 ? (
                      <QuantityInput
                        key={ticket.id}
                        label={ticket.name}
                        description={formatMoney(ticket.price, lang)}
                        value={counts.tickets[ticket.id] ?? 0}
                        onChange={(input) =>
                          setCounts((previous) => ({
                            ...previous,
                            tickets: { ...previous.tickets, [ticket.id]: toCount(input) },
                          }))
                        }
                        decreaseLabel={t('quantity.fewer', { name: ticket.name })}
                        increaseLabel={t('quantity.more', { name: ticket.name })}
                      />
                    ) : (
                      <fieldset key={ticket.id} className={styles.family}>
                        <legend>
                          {ticket.name} · {formatMoney(ticket.price, lang)}
                        </legend>
                        {ticket.subtickets.map((sub) => (
                          <QuantityInput
                            key={sub.id}
                            label={sub.name}
                            description={sub.price > 0 ? `+ ${formatMoney(sub.price, lang)}` : undefined}
                            value={counts.subtickets[ticket.id]?.[sub.id] ?? 0}
                            onChange={(input) =>
                              setCounts((previous) => setTourSubticket(previous, ticket.id, sub.id, input))
                            }
                            decreaseLabel={t('quantity.fewer', { name: `${ticket.name}: ${sub.name}` })}
                            increaseLabel={t('quantity.more', { name: `${ticket.name}: ${sub.name}` })}
                          />
                        ))}
                      </fieldset>
                    ),
                  )}
                </>
              )}
            </section>
            {data.questions.length > 0 && (
              <section className={styles.step} aria-labelledby="tour-questions-heading">
                <h2 id="tour-questions-heading">{t('steps.questions')}</h2>
                <TourQuestions
                  questions={data.questions}
                  answers={answers}
                  dispatch={dispatch}
                  invalid={new Set(attempted ? missingAnswers.map((question) => question.id) : [])}
                />
              </section>
            )}
          </div>
          <div className={styles.aside}>
            <OrderSummary
              heading={t('summary.heading')}
              lines={lines}
              totalLabel={t('summary.total')}
              total={formatMoney(total, lang)}
              problems={chosenAny || attempted ? shownProblems : []}
              addLabel={t('summary.add')}
              onAdd={add}
              added={added ? { message: added, linkText: t('toBasket'), href: basketPath } : undefined}
            >
              {date && time && (
                <p className={styles.when}>
                  {formatDate(date)}, {time}
                </p>
              )}
            </OrderSummary>
          </div>
        </div>
      )}
    </>
  );
}

function TourHeader({ tour }: { tour: Tour }) {
  const { t } = useTranslation('booking');
  return (
    <header className={styles.detailHeader}>
      <p className={styles.kicker}>{tour.eventName}</p>
      <h1>{tour.name}</h1>
      <ul className={styles.facts}>
        <li>{t('tours.heldIn', { language: tour.langName })}</li>
        <li>{tour.venue.name}</li>
        <li>{t('tours.duration', { minutes: tour.duration })}</li>
        <li>{tour.category.name}</li>
      </ul>
      <p className={styles.lead}>{tour.description}</p>
    </header>
  );
}

function TimeChoice({
  slots,
  time,
  onChange,
  loading,
}: {
  slots: (TourSlot & { priceList?: unknown })[] | undefined;
  time: string | undefined;
  onChange: (time: string) => void;
  loading: boolean;
}) {
  const { t } = useTranslation('booking');
  if (!slots)
    return loading ? (
      <Spinner label={t('times.loading')} />
    ) : (
      <p className={styles.hint}>{t('times.chooseDateFirst')}</p>
    );
  if (slots.length === 0) return <p className={styles.hint}>{t('times.none')}</p>;
  return (
    <SlotPicker
      legend={t('times.legend')}
      name="tour-time"
      value={time}
      onChange={onChange}
      options={slots.map((slot) => {
        const bookable = slotBookable(slot);
        return {
          value: slot.time,
          label: slot.time,
          disabled: !bookable,
          few: bookable && slot.state === 'few_left',
          note: !bookable
            ? t(slot.state === 'expired' ? 'times.expired' : 'times.soldOut')
            : t('times.placesLeft', { count: slot.tickets }),
        };
      })}
    />
  );
}
