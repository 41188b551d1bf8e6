// Twelve months of a member card (issue 36): the one count of months that passTerm
// (member-benefits.ts) gives a pass, for the server that issues cards and whoever shows them.
import { MEMBERSHIP_MONTHS } from './membership-limits.ts';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The last day of a validity of MEMBERSHIP_MONTHS months starting on `day` (YYYY-MM-DD): the day
 * before the same date that many months later (a start on 29 February ends on 28 February).
 */
export function monthsLater(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  // Date.UTC rolls a date the month lacks over into the next month: 29 February becomes 1 March.
  const end = new Date(Date.UTC(year, month - 1 + MEMBERSHIP_MONTHS, date) - 86_400_000);
  return `${pad(end.getUTCFullYear(), 4)}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`;
}
