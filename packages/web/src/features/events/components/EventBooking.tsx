import {
  applyTicketCount,
  type CartItem,
  dedupeProblems,
  EMPTY_TICKET_COUNTS,
  isDayTicket,
  isFixed,
  type Language,
  type MemberCardView,
  placesProblem,
  setSubticketCount,
  type TicketCounts,
  type TicketItem,
  type TicketType,
  ticketCartItems,
  ticketDatetime,
  ticketLine,
  ticketProblems,
  ticketsTotal,
  visibleTickets,
} from '@museum-shop/contract';
import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
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
import { SelectField } from '../../../components/ui/Field.tsx';
import type { OrderSummaryLine } from '../../../components/ui/OrderSummary.tsx';
import { Spinner } from '../../../components/ui/Spinner.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { type EventTickets, useEventTickets } from '../api/get-event-tickets.ts';
import { useNextTicketDateAfter, useTicketCalendar } from '../api/get-ticket-calendar.ts';
import { useTicketLifetime } from '../api/get-ticket-lifetime.ts';
import {
  bookableForMembers,
  canBeMemberTicket,
  memberCartItems,
  memberMaxAt,
  memberPlacesAt,
  memberPrice,
  memberTicketProblems,
  ticketsToShow,
} from '../member-booking.ts';
import { eventDayKind, maxTicketsAt, nextEventDate } from '../ticket-rules.ts';

export interface TicketCartLine {
  item: TicketItem;
  name: string;
  summary: string;
  total: number;
}

interface EventBookingProps {
  lang: Language;
  id: number;
  /** Called once per chosen ticket type. */
  onAdd: (line: TicketCartLine) => void;
  basketPath: string;
  listPath: string;
  onTitle?: (title: string | undefined) => void;
  /** The museum's date today (YYYY-MM-DD): earlier days are past. */
  today: string;
  /** The tab's preview token, sent on every read: the owner's preview shows a draft (issue 35). */
  preview?: string | undefined;
  /** The lines of the cart: a pass's member tickets already there count against its caps (issue 36). */
  cartItems?: readonly CartItem[] | undefined;
  /** The signed-in customer's annual passes (member/cards), offered to book with. */
  customerCards?: readonly MemberCardView[] | undefined;
  /** The signed-in customer's surname, to claim a pass of theirs with. */
  customerLname?: string | undefined;
}

const NO_MEMBER_COUNTS: Readonly<Record<number, number>> = {};

const ALL = '';

/** Tickets of one event (spec §2): date, time, ticket types with sub-tickets, total, add to basket. */
export function EventBooking({
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
}: EventBookingProps) {
  const { t } = useTranslation(['booking', 'common']);
  const [date, setDate] = useState<string | undefined>();
  const collection = useEventTickets(lang, id, date, preview);
  const lifetime = useTicketLifetime(lang, id, preview);
  const shownDate = date ?? collection.data?.date ?? undefined;
  const [chosenMonth, setMonth] = useState<string | undefined>();
  const month = chosenMonth ?? shownDate ?? today;
  // Booking with an annual pass (issue 36): the calendar and the times count the members' places.
  const [pass, setPass] = useState<AcceptedPass | null>(null);
  const memberMode = pass !== null;
  const [memberCounts, setMemberCounts] = useState<Record<number, number>>(NO_MEMBER_COUNTS);
  const calendar = useTicketCalendar(lang, id, month, preview, memberMode);
  // The first time is chosen in the first render, not by the effect below after it: a page the
  // server rendered shows it, and is not rendered again right after its hydration (issue 37).
  const [time, setTime] = useState<string | undefined>(
    () => collection.data && timeToKeep(slotsOfDay(collection.data), memberMode, undefined),
  );
  const [group, setGroup] = useState(ALL);
  const [explained, setExplained] = useState<string | undefined>();
  const [counts, setCounts] = useState<TicketCounts>(EMPTY_TICKET_COUNTS);
  const [attempted, setAttempted] = useState(false);
  const [added, setAdded] = useState<string | undefined>();

  const name = collection.data?.event.name;
  useEffect(() => onTitle?.(name), [name, onTitle]);

  const current = collection.data && (!date || collection.data.date === date) ? collection.data : undefined;
  const slots = useMemo(() => current && slotsOfDay(current), [current]);
  const tickets = useMemo(
    () =>
      current
        ? ticketsToShow(current.tickets, visibleTickets(current.tickets), current.timeslots, memberMode)
        : [],
    [current, memberMode],
  );
  const timed = tickets.filter((ticket) => !isDayTicket(ticket));

  // The time of a new date: the one chosen before if it is there with places, else the first with
  // places (for a member, places kept for members count).
  useEffect(() => {
    if (slots) setTime((previous) => timeToKeep(slots, memberMode, previous));
  }, [slots, memberMode]);

  const monthData = calendar.isPlaceholderData ? undefined : calendar.data;
  const places = monthData?.places;
  const closedDates = monthData?.closedDates;
  const dayInfo = useCallback(
    (day: string): CalendarDayInfo => {
      const kind = eventDayKind(day, today, lifetime.data, places?.[day], closedDates);
      return { kind, text: kind === 'available' ? undefined : t(`calendar.event.${kind}`) };
    },
    [today, lifetime.data, places, closedDates, t],
  );

  // The next bookable date after an explained day: in the calendar's two months, else in the
  // months after, as far as the event is on sale.
  const nextInRange =
    explained && monthData ? nextEventDate(explained, monthData, today, lifetime.data) : undefined;
  const last = lifetime.data?.last;
  const lookFurther = Boolean(
    explained && monthData && !nextInRange && (!last || monthStart(month, 2) <= last),
  );
  const later = useNextTicketDateAfter(
    lang,
    id,
    month,
    explained,
    today,
    lifetime.data,
    lookFurther,
    preview,
    memberMode,
  );
  const nextDate = nextInRange ?? ((lookFurther && later.data) || undefined);

  if (collection.isPending || lifetime.isPending) return <Spinner label={t('common:loading')} padded />;
  if (collection.isError || lifetime.isError) {
    return (
      <BookingLoadFailure
        missing={statusOf(collection.error ?? lifetime.error) === 404}
        texts={{
          notFound: t('events.notFound'),
          notFoundBody: t('events.notFoundBody'),
          unavailable: t('events.detailUnavailable'),
          back: t('events.backToList'),
        }}
        listPath={listPath}
      />
    );
  }

  const event = collection.data.event;
  const groups = [
    ...new Map(
      tickets
        .filter((ticket) => ticket.group_id !== null)
        .map((ticket) => [ticket.group_id, ticket.group_name ?? '']),
    ).entries(),
  ];
  const shownTickets = tickets.filter((ticket) => group === ALL || String(ticket.group_id) === group);
  const timeslot = slots?.find((slot) => slot.datetime === time);
  const memberTickets = pass ? tickets.filter((ticket) => canBeMemberTicket(ticket, pass)) : [];
  const shownMemberCounts = pass ? memberCounts : NO_MEMBER_COUNTS;
  const timedChosen = timed.some(
    (ticket) => (counts.tickets[ticket.id] ?? 0) + (shownMemberCounts[ticket.id] ?? 0) > 0,
  );
  const visitDay = current?.date ?? today;
  const inCart = pass ? memberTicketsInCart(cartItems, pass.claim.number, visitDay) : 0;
  const problems = pass
    ? memberChoiceProblems()
    : ticketProblems(tickets, counts, timedChosen ? timeslot : undefined);
  const needsTime = timedChosen && !time;
  const memberLines = pass
    ? memberTickets.flatMap((ticket) => {
        const count = shownMemberCounts[ticket.id] ?? 0;
        if (count === 0) return [];
        return [{ ticket, count, subtotal: count * memberPrice(ticket, pass) }];
      })
    : [];
  const total = ticketsTotal(tickets, counts) + memberLines.reduce((sum, line) => sum + line.subtotal, 0);

  /**
   * Member mode: the counts of everyone's and member tickets together are one choice (families,
   * extras needing admissions, the members' places of the time), everyone's tickets alone take
   * the public places, and each member ticket type is put to the pass's rule.
   */
  function memberChoiceProblems() {
    if (!pass) return [];
    const together = {
      ...counts,
      tickets: Object.fromEntries(
        tickets.map((ticket) => [
          ticket.id,
          (counts.tickets[ticket.id] ?? 0) + (shownMemberCounts[ticket.id] ?? 0),
        ]),
      ),
    };
    const publicPlaces = timed.reduce(
      (sum, ticket) =>
        sum + ticketLine(ticket, counts.tickets[ticket.id] ?? 0, counts.subtickets[ticket.id] ?? {}).places,
      0,
    );
    const publicFull = timeslot && publicPlaces > 0 ? placesProblem(publicPlaces, timeslot.left) : null;
    return dedupeProblems([
      ...ticketProblems(
        tickets,
        together,
        timedChosen && timeslot ? { left: memberPlacesAt(timeslot) } : undefined,
      ),
      ...(publicFull ? [publicFull] : []),
      ...memberTicketProblems(memberTickets, shownMemberCounts, pass, visitDay, inCart),
    ]);
  }

  const lines: OrderSummaryLine[] = tickets.flatMap((ticket) => {
    const count = counts.tickets[ticket.id] ?? 0;
    if (count === 0) return [];
    const subs = ticket.subtickets
      .map((sub) => [sub.name, counts.subtickets[ticket.id]?.[sub.id] ?? 0] as const)
      .filter(([, subCount]) => subCount > 0)
      .map(([subName, subCount]) => `${subCount} × ${subName}`);
    const subtotal = ticketsTotal([ticket], counts);
    return [
      {
        key: String(ticket.id),
        label: `${count} × ${ticket.name}${subs.length > 0 ? ` (${subs.join(', ')})` : ''}`,
        amount: formatMoney(subtotal, lang),
      },
    ];
  });
  for (const { ticket, count, subtotal } of memberLines)
    lines.push({
      key: `member-${ticket.id}`,
      label: `${count} × ${t('member.ticketWithPass', { name: ticket.name })}`,
      amount: formatMoney(subtotal, lang),
    });

  const chooseDate = (day: string) => {
    // The calendar's answer reaches into the following month: the calendar turns to a date there.
    if (!inMonthOf(day, month)) setMonth(monthStart(day));
    setDate(day);
    setExplained(undefined);
    setAdded(undefined);
  };

  const add = () => {
    setAttempted(true);
    if (problems.length > 0 || needsTime) return;
    for (const item of ticketCartItems(tickets, counts, time)) {
      const ticket = tickets.find((candidate) => candidate.id === item.id) as TicketType;
      const line = lines.find((candidate) => candidate.key === String(item.id));
      onAdd({
        item,
        name: `${event.name}: ${ticket.name}`,
        summary: `${formatDateTime(item.datetime)} · ${line?.label ?? ''}`,
        total: ticketsTotal([ticket], counts),
      });
    }
    // Member tickets are lines of their own, carrying the claim the server prices them by.
    if (pass)
      for (const item of memberCartItems(memberTickets, shownMemberCounts, time, pass.claim)) {
        const member = memberLines.find((line) => line.ticket.id === item.id);
        if (!member) continue;
        const label = t('member.ticketWithPass', { name: member.ticket.name });
        onAdd({
          item,
          name: `${event.name}: ${label}`,
          summary: `${formatDateTime(item.datetime)} · ${member.count} × ${label}`,
          total: member.subtotal,
        });
      }
    setAdded(t('added', { name: event.name, when: formatDate(current?.date ?? '') }));
    setCounts(EMPTY_TICKET_COUNTS);
    setMemberCounts(NO_MEMBER_COUNTS);
    setAttempted(false);
  };

  const memberAllowed = pass ? memberTicketsAllowed(pass, inCart) : 0;
  // Member tickets of all types together never above what the pass still takes in this booking.
  const memberMax = (ticket: TicketType) => {
    const others = memberTickets.reduce(
      (sum, other) => (other.id === ticket.id ? sum : sum + (shownMemberCounts[other.id] ?? 0)),
      0,
    );
    return Math.max(0, Math.min(memberMaxAt(ticket, timeslot), memberAllowed - others));
  };
  const setMemberCount = (ticket: TicketType, input: string) => {
    const max = memberMax(ticket);
    setMemberCounts((previous) => ({
      ...previous,
      [ticket.id]: applyTicketCount(previous[ticket.id] ?? 0, input, max),
    }));
  };
  const choosePass = (accepted: AcceptedPass | null) => {
    setPass(accepted);
    setMemberCounts(NO_MEMBER_COUNTS);
    setAdded(undefined);
  };

  const setCount = (ticket: TicketType, input: string) => {
    const max = maxTicketsAt(ticket, ticketDatetime(ticket, time));
    setCounts((previous) => ({
      ...previous,
      tickets: {
        ...previous.tickets,
        [ticket.id]: applyTicketCount(previous.tickets[ticket.id] ?? 0, input, max),
      },
    }));
  };

  return (
    <>
      <header className={styles.detailHeader}>
        <h1>{event.name}</h1>
        {event.draft && (
          <p className={styles.notice} role="note">
            {t('events.draftNotice')}
          </p>
        )}
        <ul className={styles.facts}>
          <li>{event.venue.name}</li>
          {!event.expired && <li>{t('events.until', { date: formatDate(event.end) })}</li>}
        </ul>
        <p className={styles.lead}>{event.description}</p>
      </header>
      {event.expired || (!lifetime.data.first && !lifetime.data.last) ? (
        <p className={styles.notice} role="status">
          {t(event.expired ? 'events.endedBody' : 'events.notAvailable')}
        </p>
      ) : (
        <>
          <MemberPass
            lang={lang}
            subject={{ event: id }}
            today={today}
            pass={pass}
            onAccept={choosePass}
            onStop={() => choosePass(null)}
            customerCards={customerCards}
            customerLname={customerLname}
          />
          <BookingPanel
            lang={lang}
            name={event.name}
            calendar={{
              today,
              month,
              onMonthChange: (value) => {
                setMonth(value);
                setExplained(undefined);
              },
              endMonth: lifetime.data.last ?? undefined,
              selected: current?.date ?? undefined,
              onSelect: chooseDate,
              dayInfo,
              closedLegend: t('calendar.event.closed'),
              loading: calendar.isFetching && !places,
              explained,
              onUnavailable: setExplained,
              next: nextDate,
              nextPending: lookFurther && later.isPending,
            }}
            summary={{
              lines,
              total,
              problems,
              missing: needsTime ? [t('events.chooseTime')] : [],
              attempted,
              onAdd: add,
              added,
              basketPath,
              when: current?.date
                ? `${formatDate(current.date)}${time && timedChosen ? `, ${time.slice(11)}` : ''}`
                : undefined,
            }}
          >
            {timed.length > 0 && (
              <BookingStep title={t('steps.time')}>
                {!slots ? (
                  <Spinner label={t('times.loading')} />
                ) : (
                  <BookingTimes
                    name="event-time"
                    value={time}
                    onChange={setTime}
                    times={slots.map((slot) => {
                      const forMembersOnly = memberMode && !bookableForAll(slot) && bookableForMembers(slot);
                      return {
                        value: slot.datetime,
                        label: slot.datetime.slice(11),
                        bookable: memberMode ? bookableForMembers(slot) : bookableForAll(slot),
                        state: slot.state,
                        closed: slot.closed === true && slot.state !== 'expired',
                        left: memberMode ? memberPlacesAt(slot) : slot.left,
                        note: forMembersOnly
                          ? t('times.keptForMembers', { count: memberPlacesAt(slot) })
                          : undefined,
                      };
                    })}
                  />
                )}
              </BookingStep>
            )}
            <BookingStep title={t(timed.length > 0 ? 'steps.eventTickets' : 'steps.eventTicketsDay')}>
              {groups.length > 1 && (
                <SelectField
                  label={t('events.ticketGroup')}
                  placeholder={t('events.allTicketGroups')}
                  options={groups.map(([groupId, groupName]) => ({
                    value: String(groupId),
                    label: groupName,
                  }))}
                  value={group}
                  onChange={(change) => setGroup(change.target.value)}
                />
              )}
              {shownTickets.length === 0 && <p className={styles.hint}>{t('events.noTickets')}</p>}
              {shownTickets.map((ticket) =>
                ticket.subtickets.length === 0 ? (
                  <Fragment key={ticket.id}>
                    <BookingQuantity
                      name={ticket.name}
                      description={`${formatMoney(ticket.price, lang)}${isDayTicket(ticket) ? ` · ${t('events.dayTicketHint')}` : ''}`}
                      value={counts.tickets[ticket.id] ?? 0}
                      max={maxTicketsAt(ticket, ticketDatetime(ticket, time))}
                      onChange={(input) => setCount(ticket, input)}
                    />
                    {pass && memberTickets.includes(ticket) && (
                      <BookingQuantity
                        name={t('member.ticketWithPass', { name: ticket.name })}
                        description={formatMoney(memberPrice(ticket, pass), lang)}
                        value={shownMemberCounts[ticket.id] ?? 0}
                        max={memberMax(ticket)}
                        onChange={(input) => setMemberCount(ticket, input)}
                      />
                    )}
                  </Fragment>
                ) : (
                  <TicketComponents
                    key={ticket.id}
                    legend={`${ticket.name} · ${formatMoney(ticket.price, lang)}`}
                  >
                    {ticket.family && <p className={styles.hint}>{t('events.family')}</p>}
                    {ticket.subtickets.map((sub) =>
                      isFixed(sub) ? (
                        <p key={sub.id} className={styles.fixed}>
                          {sub.name}:{' '}
                          {t('events.fixed', { count: counts.subtickets[ticket.id]?.[sub.id] ?? 0 })}
                        </p>
                      ) : (
                        <BookingQuantity
                          key={sub.id}
                          name={`${ticket.name}: ${sub.name}`}
                          label={sub.name}
                          description={[
                            sub.max_quantity > 0
                              ? t('events.range', { min: sub.min_quantity, max: sub.max_quantity })
                              : '',
                            sub.price > 0 ? `+ ${formatMoney(sub.price, lang)}` : '',
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                          value={counts.subtickets[ticket.id]?.[sub.id] ?? 0}
                          max={sub.max_quantity > 0 ? sub.max_quantity : undefined}
                          onChange={(input) =>
                            setCounts((previous) => setSubticketCount(previous, ticket, sub.id, input))
                          }
                        />
                      ),
                    )}
                  </TicketComponents>
                ),
              )}
            </BookingStep>
          </BookingPanel>
        </>
      )}
    </>
  );
}

/** The time slots of a collection's date, in order. */
function slotsOfDay(collection: EventTickets) {
  return Object.values(collection.timeslots)
    .filter((slot) => slot.datetime.startsWith(`${collection.date} `))
    .sort((a, b) => a.datetime.localeCompare(b.datetime));
}

/**
 * The time of a date's `slots`: the one chosen before (`previous`, on any date) if it is there with
 * places, else the first with places (for a member, places kept for members count).
 */
function timeToKeep(
  slots: ReturnType<typeof slotsOfDay>,
  memberMode: boolean,
  previous: string | undefined,
): string | undefined {
  const open = slots.filter((slot) => (memberMode ? bookableForMembers(slot) : bookableForAll(slot)));
  const previousTime = previous?.slice(11);
  return (open.find((slot) => slot.datetime.slice(11) === previousTime) ?? open[0])?.datetime;
}

/** Whether everyone can still choose a time: not started, with places left. */
const bookableForAll = (slot: { left: number; state: string }) => slot.left > 0 && slot.state !== 'expired';
