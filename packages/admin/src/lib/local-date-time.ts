/**
 * A `datetime-local` field's value and the instants the contract sends. The field holds a time
 * without a zone: it is read in the browser's zone (the member's computer, usually the museum's)
 * and shown back in it.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the field shows it (`YYYY-MM-DDTHH:mm`, local time); '' for none. */
export function localInputValue(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** What the field holds as an ISO instant; null when it is empty (or holds no whole date and time). */
export function isoInstant(value: string): string | null {
  if (!value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The browser's time zone, as the fields' hint names it. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
