import { formatDisplayDate, localDate, localDateTime } from '@museum-shop/contract';

/** Cents as money in the staff member's language (packages/ui). */
export { formatMoney } from '@museum-shop/ui';

/** A date YYYY-MM-DD (of a longer value, its first ten characters) as the shop shows dates: d.m.Y. */
export function formatDate(date: string): string {
  return formatDisplayDate(date.slice(0, 10));
}

/** A datetime `YYYY-MM-DD HH:mm` or an ISO instant as d.m.Y HH:mm (an instant in the museum's zone). */
export function formatDateTime(value: string, timeZone = 'Europe/Berlin'): string {
  if (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value)) return formatDisplayDate(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return formatDisplayDate(localDateTime(instant, timeZone));
}

/** YYYY-MM-DD of a Date in the museum's time zone. */
export function isoDate(instant: Date, timeZone = 'Europe/Berlin'): string {
  return localDate(instant, timeZone);
}

/** YYYY-MM-DD moved by `days` days. */
export function addDays(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/** Euros as typed (12, 12.5, 12,50) to cents; undefined when it is not an amount. */
export function parseEuros(text: string): number | undefined {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** Cents as a plain amount for a field (12.50), as parseEuros reads it back. */
export function eurosText(cents: number): string {
  return (cents / 100).toFixed(2);
}
