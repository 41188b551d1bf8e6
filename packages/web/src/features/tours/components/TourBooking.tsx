import {
  applyTicketCount,
  type CartItem,
  dedupeProblems,
  EMPTY_TOUR_COUNTS,
  type GuidedTourItem,
  type Language,
  type MemberCardView,
  setTourSubticket,
  type Tour,
  type TourCounts,
  type TourSlot,
  toCount,
  tourCartItem,
  tourCountProblems,
  tourTotal,
} from '@museum-shop/contract';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberPass } from '../../../components/member-pass/MemberPass.tsx';
import {
  type AcceptedPass,
  memberTicketsAllowed,
  memberTicketsInCart,
} from '../../../components/member-pass/member-pass.ts';
import {
  BookingLoadFailure,
  BookingPanel,
  BookingQuantity,
  BookingStep,
  BookingTimes,
  TicketComponents,
} from '../../../components/ui/BookingPanel.tsx';
import type { CalendarDayInfo } from '../../../components/ui/Calendar.tsx';
import styles from '../../../components/ui/Catalog.module.css';
import { inMonthOf, monthStart } from '../../../components/ui/calendar-dates.ts';
import type { OrderSummaryLine } from '../../../components/ui/OrderSummary.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { answersReducer, cartAnswers, unansweredMandatory } from '../answers.ts';
import { useTour } from '../api/get-tour.ts';
import { useNextTourDateAfter, useTourCalendar } from '../api/get-tour-calendar.ts';
import { useTourLifetime } from '../api/get-tour-lifetime.ts';
import { useTourSoldOut } from '../api/get-tour-sold-out.ts';
import { useTourSoldOutTimeslots } from '../api/get-tour-sold-out-timeslots.ts';
import { isTourMemberTicket, ticketsWithPass, tourMemberProblems } from '../member-tickets.ts';
import {
  chooseTime,
  dateAfterMonthLoad,
  nextBookableDate,
  slotBookable,
  tourDayKind,
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
  /** The museum's date today (YYYY-MM-DD): earlier days are past. */
  today: string;
  /** The tab's preview token, sent on every read: the owner's preview shows a draft (issue 35). */
  preview?: string | undefined;
  /** The lines of the cart: a pass's member tickets already there count against its caps (issue 36). */
  cartItems?: readonly CartItem[] | undefined;
  /** The signed-in customer's annual passes (member/cards for this tour), offered to book with. */
  customerCards?: readonly MemberCardView[] | undefined;
  /** The signed-in customer's surname, to claim a pass of theirs with. */
  customerLname?: string | undefined;
}

/** The booking of one guided tour (spec §2): date, time, quantities, questions, total, add to basket. */
export function TourBooking({
  lang,
  id,
  onAdd,
  basketPath,
  listPath,
  onTitle,
  today,
  preview,
  cartItems = [],
  customerCards,
  customerLname,
}: TourBookingProps) {
  const { t } = useTranslation(['booking', 'common']);
  const lifetime = useTourLifetime(lang, id, preview);
  const [chosenMonth, setMonth] = useState<string | undefined>();
  const first = lifetime.data?.first;
  const month = chosenMonth ?? (first && first > today ? first : today);
  const calendar = useTourCalendar(lang, id, month, preview);
  // The first date and time are chosen in the first render from the month and the day's times at
  // hand, as the effects below would choose them after it: a page the server rendered shows them,
  // and is not rendered again and asked for that day's times right after its hydration (issue 37).
  const [date, setDate] = useState<string | undefined>(() =>
    calendar.data && !calendar.isPlaceholderData ? dateAfterMonthLoad(undefined, calendar.data) : undefined,
  );
  const tour = useTour(lang, id, date, preview);
  const soldOut = useTourSoldOut(lang, id, month, preview);
  const soldOutTimes = useTourSoldOutTimeslots(lang, id, date, preview);
  const [explained, setExplained] = useState<string | undefined>();
  const [counts, setCounts] = useState<TourCounts>(EMPTY_TOUR_COUNTS);
  const [answers, dispatch] = useReducer(answersReducer, {});
  const [attempted, setAttempted] = useState(false);
  const [added, setAdded] = useState<string | undefined>();
  // Booking with an annual pass (issue 36): the admission tickets become member tickets.
  const [pass, setPass] = useState<AcceptedPass | null>(null);

  const name = tour.data?.name;
  useEffect(() => onTitle?.(name), [name, onTitle]);

  // After a month loads: the requested date if it has times, otherwise the month's first (spec §4).
  // The date is read as updated, so a day the visitor chose while the month loaded is kept.
  const monthData = calendar.isPlaceholderData ? undefined : calendar.data;
  useEffect(() => {
    if (!monthData) return;
    setDate((current) => {
      const requested = current && inMonthOf(current, month) ? current : undefined;
      return dateAfterMonthLoad(requested, monthData) ?? requested;
    });
  }, [monthData, month]);

  // The slots of the chosen date, with the sold-out times of that date marked.
  const slots = useMemo(
    () => slotsOfDate(date, tour.data, soldOutTimes.data),
    [date, tour.data, soldOutTimes.data],
  );
  const [time, setTime] = useState<string | undefined>(() => slots && chooseTime(slots, undefined));

  // Choosing a date chooses its time (spec §4).
  useEffect(() => {
    if (slots) setTime((previous) => chooseTime(slots, previous));
  }, [slots]);

  // The next bookable date after an explained day: in its month, else in the months after, as far
  // as the tour is on sale.
  const nextInMonth = explained && monthData ? nextBookableDate(explained, monthData) : undefined;
  const last = lifetime.data?.last;
  const lookFurther = Boolean(
    explained && monthData && !nextInMonth && (!last || monthStart(month, 1) <= last),
  );
  const later = useNextTourDateAfter(lang, id, month, explained, last, lookFurther, preview);
  const next = nextInMonth ?? ((lookFurther && later.data) || undefined);

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
    return (
      <BookingLoadFailure
        missing={statusOf(tour.error ?? lifetime.error ?? calendar.error) === 404}
        texts={{
          notFound: t('tours.notFound'),
          notFoundBody: t('tours.notFoundBody'),
          unavailable: t('tours.detailUnavailable'),
          back: t('tours.backToList'),
        }}
        listPath={listPath}
      />
    );
  }

  const data = tour.data;
  const notAvailable = !lifetime.data.first && !lifetime.data.last;
  const slot = slots?.find((candidate) => candidate.time === time);
  const scheduleEntry = time ? data.schedule[time] : undefined;
  const prices = scheduleEntry?.priceList ?? data.priceList;
  const allTickets = data.booking_without_tickets ? [] : data.tickets;
  // With a pass, the line's admission tickets are member tickets: one with sub-tickets cannot be.
  const tickets = pass
    ? ticketsWithPass(
        allTickets.filter((ticket) => isTourMemberTicket(ticket, pass)),
        pass,
      )
    : allTickets;
  const visitDay = date ?? today;
  const inCart = pass ? memberTicketsInCart(cartItems, pass.claim.number, visitDay) : 0;
  const problems = dedupeProblems([
    ...tourCountProblems({ ...data, tickets }, slot && { places: slot.tickets, tours: slot.tours }, counts),
    ...(pass ? tourMemberProblems(tickets, counts, pass, visitDay, inCart) : []),
  ]);
  const missingAnswers = unansweredMandatory(data.questions, answers);
  const total = tourTotal({ ...data, priceList: prices, tickets }, counts);
  const ticketName = (ticket: { name: string }) =>
    pass ? t('member.ticketWithPass', { name: ticket.name }) : ticket.name;
  const memberAllowed = pass ? memberTicketsAllowed(pass, inCart) : 0;
  // Member tickets of all types together never above what the pass still takes in this booking.
  const memberMax = (ticketId: number) =>
    Math.max(
      0,
      memberAllowed -
        tickets.reduce(
          (sum, other) => (other.id === ticketId ? sum : sum + (counts.tickets[other.id] ?? 0)),
          0,
        ),
    );
  const setTicketCount = (ticketId: number, input: string) =>
    setCounts((previous) => ({
      ...previous,
      tickets: {
        ...previous.tickets,
        [ticketId]: pass
          ? applyTicketCount(previous.tickets[ticketId] ?? 0, input, memberMax(ticketId))
          : toCount(input),
      },
    }));
  const choosePass = (accepted: AcceptedPass | null) => {
    setPass(accepted);
    // The tickets chosen were everyone's (or members'): they are chosen again.
    setCounts((previous) => ({ ...previous, tickets: {}, subtickets: {} }));
    setAdded(undefined);
  };

  const lines: OrderSummaryLine[] = [
    ...prices.map((price) => ({
      key: `p${price.id}`,
      name: price.name,
      unit: price.price,
      count: counts.prices[price.id] ?? 0,
    })),
    ...tickets.flatMap((ticket) => [
      {
        key: `t${ticket.id}`,
        name: ticketName(ticket),
        unit: ticket.price,
        count: counts.tickets[ticket.id] ?? 0,
      },
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
  const chooseDate = (day: string) => {
    // The next date offered may lie in the month after: the calendar turns to it.
    if (!inMonthOf(day, month)) setMonth(monthStart(day));
    setDate(day);
    setExplained(undefined);
    setAdded(undefined);
  };
  const add = () => {
    setAttempted(true);
    if (!date || !time || problems.length > 0 || missingAnswers.length > 0) return;
    const summary = `${formatDate(date)} ${time} · ${lines.map((line) => line.label).join(', ')}`;
    onAdd({
      // The claim makes the line's admission tickets member tickets; the server prices them.
      item: tourCartItem(data.id, date, time, counts, cartAnswers(answers), pass?.claim),
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
        <>
          <MemberPass
            lang={lang}
            subject={{ tour: id }}
            today={today}
            pass={pass}
            onAccept={choosePass}
            onStop={() => choosePass(null)}
            customerCards={customerCards}
            customerLname={customerLname}
          />
          <BookingPanel
            lang={lang}
            name={data.name}
            calendar={{
              today,
              month,
              onMonthChange: (value) => {
                setMonth(value);
                setExplained(undefined);
              },
              endMonth: lifetime.data.last ?? undefined,
              selected: date,
              onSelect: chooseDate,
              dayInfo,
              closedLegend: t('calendar.tour.closed'),
              loading: calendar.isFetching && !monthData,
              explained,
              onUnavailable: setExplained,
              next,
              nextPending: lookFurther && later.isPending,
              emptyMonth: Boolean(monthData) && !date,
              onNextMonth: nextMonth,
            }}
            summary={{
              lines,
              total,
              problems,
              missing: attempted
                ? [
                    ...(missingAnswers.length > 0 ? [t('questions.missing')] : []),
                    ...(!slot ? [t('tours.chooseDateAndTime')] : []),
                  ]
                : [],
              attempted,
              onAdd: add,
              added,
              basketPath,
              when: date && time ? `${formatDate(date)}, ${time}` : undefined,
            }}
          >
            <BookingStep title={t('steps.time')}>
              <TimeChoice slots={slots} time={time} onChange={setTime} loading={tour.isPlaceholderData} />
            </BookingStep>
            <BookingStep title={t(data.book_complete_tour ? 'steps.tours' : 'steps.places')}>
              <p className={styles.hint}>
                {t(data.book_complete_tour ? 'tours.toursHint' : 'tours.placesHint', {
                  max: data.max_participants,
                })}
              </p>
              {prices.map((price) => (
                <BookingQuantity
                  key={price.id}
                  name={price.name}
                  description={formatMoney(price.price, lang)}
                  value={counts.prices[price.id] ?? 0}
                  onChange={(input) =>
                    setCounts((previous) => ({
                      ...previous,
                      prices: { ...previous.prices, [price.id]: toCount(input) },
                    }))
                  }
                />
              ))}
              {pass && tickets.length < allTickets.length && (
                <p className={styles.hint}>{t('problems.MEMBER_TICKET_NOT_ELIGIBLE')}</p>
              )}
              {tickets.length > 0 && (
                <>
                  <h3 className={styles.subheading}>{t('steps.tickets')}</h3>
                  <p className={styles.hint}>
                    {t(data.book_complete_tour ? 'tours.ticketsHintGroup' : 'tours.ticketsHint')}
                  </p>
                  {tickets.map((ticket) =>
                    ticket.subtickets.length === 0 ? (
                      <BookingQuantity
                        key={ticket.id}
                        name={ticketName(ticket)}
                        description={formatMoney(ticket.price, lang)}
                        value={counts.tickets[ticket.id] ?? 0}
                        max={pass ? memberMax(ticket.id) : undefined}
                        onChange={(input) => setTicketCount(ticket.id, input)}
                      />
                    ) : (
                      <TicketComponents
                        key={ticket.id}
                        legend={`${ticket.name} · ${formatMoney(ticket.price, lang)}`}
                      >
                        {ticket.subtickets.map((sub) => (
                          <BookingQuantity
                            key={sub.id}
                            name={`${ticket.name}: ${sub.name}`}
                            label={sub.name}
                            description={sub.price > 0 ? `+ ${formatMoney(sub.price, lang)}` : undefined}
                            value={counts.subtickets[ticket.id]?.[sub.id] ?? 0}
                            onChange={(input) =>
                              setCounts((previous) => setTourSubticket(previous, ticket.id, sub.id, input))
                            }
                          />
                        ))}
                      </TicketComponents>
                    ),
                  )}
                </>
              )}
            </BookingStep>
            {data.questions.length > 0 && (
              <BookingStep title={t('steps.questions')}>
                <TourQuestions
                  questions={data.questions}
                  answers={answers}
                  dispatch={dispatch}
                  invalid={new Set(attempted ? missingAnswers.map((question) => question.id) : [])}
                />
              </BookingStep>
            )}
          </BookingPanel>
        </>
      )}
    </>
  );
}

/** The times of `date` in `tour` (its answer for that date), sold-out ones marked; undefined while another date's answer shows. */
function slotsOfDate(
  date: string | undefined,
  tour: Tour | undefined,
  soldOutTimeslots: readonly { timeslotId: number }[] | undefined,
) {
  if (!date || !tour || tour.date !== date) return undefined;
  const soldOutIds = new Set((soldOutTimeslots ?? []).map((slot) => slot.timeslotId));
  return Object.values(tour.schedule)
    .map((slot) => (soldOutIds.has(slot.timeslotId) ? { ...slot, soldout: true } : slot))
    .sort((a, b) => a.time.localeCompare(b.time));
}

function TourHeader({ tour }: { tour: Tour }) {
  const { t } = useTranslation('booking');
  return (
    <header className={styles.detailHeader}>
      <p className={styles.kicker}>{tour.eventName}</p>
      <h1>{tour.name}</h1>
      {tour.draft && (
        <p className={styles.notice} role="note">
          {t('tours.draftNotice')}
        </p>
      )}
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
    <BookingTimes
      name="tour-time"
      value={time}
      onChange={onChange}
      times={slots.map((slot) => ({
        value: slot.time,
        label: slot.time,
        bookable: slotBookable(slot),
        state: slot.state,
        closed: slot.closed === true && slot.state !== 'expired',
        left: slot.tickets,
      }))}
    />
  );
}
