import type { Language, Order, OrderLine } from '@museum-shop/contract';
import {
  ICalCalendar,
  ICalCalendarMethod,
  type ICalTemporalPlainDateTimeStub,
  type ICalTemporalZonedDateTimeStub,
} from 'ical-generator';
import { addDays, localDateTime, zonedInstant } from '../../../lib/dates.ts';
import { orderMailTexts } from './order-mail.messages.ts';

/** What the calendar entries of an order are made of, as plain data. */
export interface CalendarInput {
  /** The order as order/review answers it, in the order's language. */
  order: Order;
  lang: Language;
  /** The museum's IANA time zone: the visits' times are its wall-clock times. */
  timeZone: string;
  /** The link to the order's review page, in each entry's description. */
  reviewUrl: string;
  museumName: string;
}

export interface CalendarFile {
  filename: string;
  /** The iCalendar text (RFC 5545, CRLF line ends), for a `text/calendar; method=PUBLISH` attachment. */
  content: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * A wall-clock time of the museum (YYYY-MM-DD HH:mm in `timeZone`) as ical-generator takes a
 * Temporal PlainDateTime. A native Date would be written with the server process's own time zone
 * (ical-generator reads its local getters); this writes exactly the museum's wall clock beside
 * TZID, whatever zone the server runs in, and knows its instant for ordering start and end.
 */
function wallClock(dateTime: string, timeZone: string): ICalTemporalPlainDateTimeStub {
  const [year, month, day, hour, minute] = dateTime.split(/[- :]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const text = `${dateTime.replace(' ', 'T')}:00`;
  const plain: ICalTemporalPlainDateTimeStub = {
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
    toJSON: () => text,
    toString: () => text,
    toPlainDate: () => ({
      year,
      month,
      day,
      toJSON: () => text.slice(0, 10),
      toString: () => text.slice(0, 10),
    }),
    toZonedDateTime: (zone: string) => zoned(zone),
  };
  const zoned = (zone: string): ICalTemporalZonedDateTimeStub => {
    if (zone !== timeZone) throw new Error(`a museum time in ${timeZone} asked for in ${zone}`);
    const epochMilliseconds = zonedInstant(dateTime, timeZone).getTime();
    const self: ICalTemporalZonedDateTimeStub = {
      ...plain,
      timeZoneId: timeZone,
      toPlainDateTime: () => plain,
      withTimeZone: (other: string) => zoned(other),
      toInstant: () => ({
        epochMilliseconds,
        toJSON: () => new Date(epochMilliseconds).toISOString(),
        toString: () => new Date(epochMilliseconds).toISOString(),
        toZonedDateTimeISO: (other: string) => zoned(other),
      }),
      toJSON: () => `${text}[${timeZone}]`,
      toString: () => `${text}[${timeZone}]`,
    };
    return self;
  };
  return plain;
}

/** The zone's UTC offset at an instant, in minutes. */
function offsetMinutes(instant: number, timeZone: string): number {
  const minute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  const wall = Date.parse(`${localDateTime(new Date(minute), timeZone).replace(' ', 'T')}:00Z`);
  return Math.round((wall - minute) / MINUTE_MS);
}

const formatOffset = (minutes: number) => {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
};
/** An instant as the wall clock of a fixed offset reads it: YYYYMMDDTHHMMSS. */
const wallAt = (instant: number, offset: number) =>
  new Date(instant + offset * MINUTE_MS).toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '');

/**
 * The VTIMEZONE of `timeZone` from the start of the year before `fromYear` to the end of `toYear`:
 * the offset at the start, then each change of offset (summer and winter time) as the zone's
 * rules in this Node.js (its ICU time zone data) say, each with its exact local time.
 */
export function vtimezone(timeZone: string, fromYear: number, toYear: number): string {
  const start = Date.UTC(fromYear - 1, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const first = offsetMinutes(start, timeZone);
  const observance = (at: number, from: number, to: number, daylight: boolean) => [
    `BEGIN:${daylight ? 'DAYLIGHT' : 'STANDARD'}`,
    `DTSTART:${wallAt(at, from)}`,
    `TZOFFSETFROM:${formatOffset(from)}`,
    `TZOFFSETTO:${formatOffset(to)}`,
    `END:${daylight ? 'DAYLIGHT' : 'STANDARD'}`,
  ];
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`, ...observance(start, first, first, false)];
  let offset = first;
  // Day by day; where the offset changed, the minute it changed by bisection.
  for (let day = start; day < end; day += 24 * HOUR_MS) {
    const next = offsetMinutes(day + 24 * HOUR_MS, timeZone);
    if (next === offset) continue;
    let low = day;
    let high = day + 24 * HOUR_MS;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetMinutes(middle, timeZone) === offset) low = middle;
      else high = middle;
    }
    lines.push(...observance(high, offset, next, next > offset));
    offset = next;
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

/** Where a visit is: the venue and its address. */
const locationOf = (line: OrderLine) => [line.venue, line.venue_address].filter(Boolean).join(', ');

/**
 * The order's visits as calendar entries: one .ics (METHOD:PUBLISH) with a VEVENT per line with a
 * date and time (tickets, day tickets, guided tours), in the museum's time zone with its VTIMEZONE.
 * An entry runs to the end of the line's entry window, or an hour when it has none; a day ticket
 * without a time (00:00 and no end) is an all-day entry. Each entry's UID is the order's number
 * and the line's position, so a confirmation sent again updates the same entries. Null when the
 * order has no visit.
 */
export function calendarEntries(input: CalendarInput): CalendarFile | null {
  const { order, lang, timeZone, reviewUrl, museumName } = input;
  const visits = order.lines.flatMap((line, index) =>
    line.datetime !== null &&
    (line.type === 'ticket' || line.type === 'dayTicket' || line.type === 'guidedTour')
      ? [{ line, index, datetime: line.datetime }]
      : [],
  );
  if (visits.length === 0) return null;
  const t = orderMailTexts[lang];
  const years = visits
    .flatMap(({ line, datetime }) => [datetime, line.ends ?? datetime])
    .map((value) => Number(value.slice(0, 4)));
  const calendar = new ICalCalendar({
    prodId: { company: 'museum-shop', product: 'order-confirmation', language: lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: museumName,
    // A generator only: no calendar-wide zone, so DTSTAMP stays in UTC as RFC 5545 wants.
    timezone: {
      name: null,
      generator: (zone) => vtimezone(zone, Math.min(...years), Math.max(...years)),
    },
  });
  let host = 'museum-shop';
  try {
    host = new URL(reviewUrl).host || host;
  } catch {
    // A review address that is no URL still gives every entry a stable UID.
  }
  const stamp = new Date(order.created_at);
  for (const { line, index, datetime } of visits) {
    const ends = line.ends && line.ends > datetime ? line.ends : null;
    const allDay = line.type === 'dayTicket' && !ends && datetime.endsWith(' 00:00');
    const end = allDay
      ? `${addDays(datetime.slice(0, 10), 1)} 00:00`
      : (ends ?? localDateTime(new Date(zonedInstant(datetime, timeZone).getTime() + HOUR_MS), timeZone));
    const location = locationOf(line);
    calendar.createEvent({
      id: `order-${order.order_number}-line-${index + 1}@${host}`,
      stamp,
      start: wallClock(datetime, timeZone),
      end: wallClock(end, timeZone),
      allDay,
      timezone: timeZone,
      summary: line.name,
      ...(location ? { location } : {}),
      description: `${t.calendarOrder(order.order_number)}\n${t.reviewLink}: ${reviewUrl}`,
      url: reviewUrl,
    });
  }
  return { filename: `${t.calendarFile}-${order.order_number}.ics`, content: calendar.toString() };
}
