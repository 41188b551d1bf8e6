// The demo museum's wall clock for the test scripts and the browser tests: which instant "today at
// 23:30 museum time" is, written as CLOCK_START (an ISO 8601 instant with the museum's offset).
import { localDateTime, zonedInstant } from '../../packages/server/src/lib/dates.ts';

/** The demo museum's time zone (its shop configuration, packages/server/src/db/seed/shop.ts). */
export const MUSEUM_TIME_ZONE = 'Europe/Berlin';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * CLOCK_START for the museum's date today (by `now`) at `time` (HH:mm) museum time, with the offset
 * of that day (summer or winter time): e.g. 2026-11-25T23:30:00+01:00.
 */
export function museumClockStart(time: string, now: Date = new Date()): string {
  const today = localDateTime(now, MUSEUM_TIME_ZONE).slice(0, 10);
  const instant = zonedInstant(`${today} ${time}`, MUSEUM_TIME_ZONE);
  const local = localDateTime(instant, MUSEUM_TIME_ZONE);
  const offset = Math.round((Date.parse(`${local.replace(' ', 'T')}:00Z`) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${local.replace(' ', 'T')}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}
