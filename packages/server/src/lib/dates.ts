import { daysFromTo, localDateTime, MAX_RANGE_DAYS } from '@museum-shop/contract';
import { AppError } from '../errors.ts';

// The museum's wall clock and the d.m.Y display live in the contract, shared with the apps.
export { formatDisplayDate, localDateTime, toUtcPlusOne } from '@museum-shop/contract';

/** Calendar arithmetic on YYYY-MM-DD strings; the museum's local dates, never shifted by a time zone. */

/** The years a shop can be asked about; beyond them date arithmetic would leave YYYY-MM-DD. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

/** YYYY-MM-DD of a real calendar day, else a 422 naming the parameter (2026-02-31 is no date). */
export function parseDate(value: string, what = 'date'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [, year, month, day] = match ?? [];
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  const inRange = Number(year) >= FIRST_YEAR && Number(year) <= LAST_YEAR;
  if (!match || Number.isNaN(time) || toIsoDate(time) !== value || !inRange)
    throw new AppError(
      422,
      'INVALID_DATE',
      `${what} is not a valid date (YYYY-MM-DD): ${value.slice(0, 20)}`,
    );
  return value;
}

/** `{start};{end}` as YYYYMMDD;YYYYMMDD (spec §7) → two YYYY-MM-DD dates, at most a year apart. */
export function parseCompactRange(range: string): { start: string; end: string } {
  const [rawStart = '', rawEnd = ''] = range.split(';');
  const dashed = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
  const start = parseDate(dashed(rawStart), 'start');
  const end = parseDate(dashed(rawEnd), 'end');
  if (end < start) throw new AppError(422, 'INVALID_DATE_RANGE', 'The range ends before it starts');
  if (daysFromTo(start, end) >= MAX_RANGE_DAYS)
    throw new AppError(422, 'INVALID_DATE_RANGE', `A range covers at most ${MAX_RANGE_DAYS} days`);
  return { start, end };
}

// Calendar-day arithmetic is the contract's (the membership rules count days the same way).
export { addDaysTo as addDays, daysFromTo as daysBetween } from '@museum-shop/contract';

function toIsoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/**
 * The instant at which the wall clock of a time zone reads `dateTime` (YYYY-MM-DD HH:mm): the inverse
 * of localDateTime, with the zone's offset of that very day (summer or winter time). A time the
 * clocks skip in spring is taken at the offset before the change (02:30 → 03:30 summer time).
 */
export function zonedInstant(dateTime: string, timeZone: string): Date {
  const asUtc = Date.parse(`${dateTime.replace(' ', 'T')}:00Z`);
  const offsetAt = (instant: number) =>
    Date.parse(`${localDateTime(new Date(instant), timeZone).replace(' ', 'T')}:00Z`) - instant;
  const guess = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(guess));
}

/** Voucher validity is kept in UTC+1 all year (spec §5), whatever the museum's own zone. */
const UTC_PLUS_ONE_MS = 3_600_000;

export function fromUtcPlusOne(dateTime: string): Date {
  return new Date(Date.parse(`${dateTime.replace(' ', 'T')}:00Z`) - UTC_PLUS_ONE_MS);
}
