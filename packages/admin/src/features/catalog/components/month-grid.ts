import { dateAfter, weekdayOf } from '@museum-shop/contract';

/**
 * The calendar of a month ('YYYY-MM') as the preview shows it. Only the calendar: which slots a
 * day has is the contract's rule (slotsOfSchedule).
 */

/** The month of a date (`YYYY-MM-DD` → `YYYY-MM`). */
export const monthOf = (date: string) => date.slice(0, 7);

/** The first and the last day of a month. */
export function monthRange(month: string): { first: string; last: string } {
  const [year, number] = month.split('-').map(Number);
  const days = new Date(Date.UTC(year ?? 1970, number ?? 1, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(days).padStart(2, '0')}` };
}

/** The month `by` months after (before, when negative). */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (number ?? 1) - 1 + by, 1));
  return moved.toISOString().slice(0, 7);
}

/** The weeks of a month, Monday first: each day's date, null for the days of the months beside. */
export function weeksOf(month: string): (string | null)[][] {
  const { first, last } = monthRange(month);
  const weeks: (string | null)[][] = [];
  let week: (string | null)[] = Array.from({ length: weekdayOf(first) - 1 }, () => null);
  for (let date = first; date <= last; date = dateAfter(date, 1)) {
    week.push(date);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...Array.from({ length: 7 - week.length }, () => null)]);
  return weeks;
}
