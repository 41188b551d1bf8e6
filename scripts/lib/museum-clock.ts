// The instants of museum time a test run may start its clocks at (TEST_CLOCK, test-support/test-clock.ts).
import { localDateTime, zonedInstant } from '../../packages/server/src/lib/dates.ts';

/** The demo museum's time zone (its shop configuration, packages/server/src/db/seed/shop.ts). */
export const MUSEUM_TIME_ZONE = 'Europe/Berlin';

const pad = (value: number) => String(value).padStart(2, '0');

/** `date` (YYYY-MM-DD) at `time` (HH:mm) museum time, written with the offset of that day. */
export function museumInstant(date: string, time: string): string {
  const instant = zonedInstant(`${date} ${time}`, MUSEUM_TIME_ZONE);
  const local = localDateTime(instant, MUSEUM_TIME_ZONE);
  const offset = Math.round((Date.parse(`${local.replace(' ', 'T')}:00Z`) - instant.getTime()) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  return `${local.replace(' ', 'T')}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
}

/**
 * The instants a commit's second browser run starts at: the hours and days where a test that reads
 * the wrong clock, or assumes a time of day, fails (issue 33). Which one a commit gets follows from
 * its hash, so CI tries another with each commit and a failure replays with the same TEST_CLOCK.
 */
export const RISKY_INSTANTS: readonly string[] = [
  ...['00:05', '09:00', '17:05', '23:30', '23:59'].map((time) => museumInstant('2026-11-27', time)),
  museumInstant('2026-11-30', '23:30'), // a month's last day (a Monday: Neon Nights is closed)
  museumInstant('2026-12-31', '23:30'), // the year's last day, half an hour before the next
  museumInstant('2027-03-28', '09:00'), // the day summer time begins (a Sunday)
  museumInstant('2027-10-31', '17:05'), // the day summer time ends (a Sunday)
  museumInstant('2027-03-27', '23:30'), // the evening before summer time begins
];

/** The instant a commit's second browser run starts at: one of RISKY_INSTANTS, chosen by its hash. */
export function commitTestClock(commitHash: string): string {
  const index = Number.parseInt(commitHash.slice(0, 8), 16) % RISKY_INSTANTS.length;
  return RISKY_INSTANTS[Number.isNaN(index) ? 0 : index] as string;
}
