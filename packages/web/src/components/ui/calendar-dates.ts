/**
 * Calendar dates as the API speaks them (YYYY-MM-DD, spec §9), computed in the visitor's local
 * calendar without time zones: a date is a day, not an instant.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A local Date as YYYY-MM-DD. */
export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** YYYY-MM-DD as a local Date at midnight. */
export function parseIsoDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

export function todayIso(now: Date = new Date()): string {
  return isoDate(now);
}

export function addDays(date: string, days: number): string {
  const value = parseIsoDate(date);
  value.setDate(value.getDate() + days);
  return isoDate(value);
}

/** The first day of the date's month, moved by `months`. */
export function monthStart(date: string, months = 0): string {
  const value = parseIsoDate(date);
  return isoDate(new Date(value.getFullYear(), value.getMonth() + months, 1));
}

/** The last day of the date's month, moved by `months`. */
export function monthEnd(date: string, months = 0): string {
  const value = parseIsoDate(date);
  return isoDate(new Date(value.getFullYear(), value.getMonth() + months + 1, 0));
}

/** Whether `date` lies in the month of `month` (any date of it). */
export function inMonthOf(date: string, month: string): boolean {
  return monthStart(date) === monthStart(month);
}

/** A calendar call's range `{start};{end}` in YYYYMMDD (spec §7). */
export function compactRange(start: string, end: string): string {
  return `${start.replaceAll('-', '')};${end.replaceAll('-', '')}`;
}

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** How far after the shown month a booking screen looks for the next bookable date. */
const LOOK_AHEAD_MONTHS = 12;

/**
 * The first date `pick` finds in the months after `month`, asked in turn `step` months at a time
 * (as far as one calendar call answers), until a date is found, `last` (the last day on sale) is
 * passed, or a year is looked through. `null` when there is none.
 */
export async function firstDateInMonthsAhead<Answer>(
  month: string,
  step: number,
  last: string | null | undefined,
  fetchFrom: (start: string) => Promise<Answer>,
  pick: (answer: Answer) => string | undefined,
): Promise<string | null> {
  for (let ahead = step; ahead <= LOOK_AHEAD_MONTHS; ahead += step) {
    const start = monthStart(month, ahead);
    if (last && start > last) break;
    const found = pick(await fetchFrom(start));
    if (found) return found;
  }
  return null;
}
