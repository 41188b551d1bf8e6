import { demoToday } from '../db/seed/catalog.ts';
import { demoConfig } from '../db/seed/shop.ts';
import { zonedInstant } from '../lib/dates.ts';
import { serverClock } from '../settings.ts';

/**
 * The clock of the server tests, the app's clock when a test pins none: the real time, or with
 * CLOCK_START in the environment the server's clock from that instant on (as `npm start` runs it).
 * So `CLOCK_START=2026-11-25T23:30:00+01:00 npx vitest run --project server` runs the whole server
 * suite at 23:30 museum time. A test that needs "today" takes it from here (testToday), never from
 * its own `new Date()`, so it agrees with the app it talks to at any hour.
 */
export const testClock: () => Date = (() => {
  const start = process.env.CLOCK_START || undefined;
  if (start !== undefined && Number.isNaN(Date.parse(start)))
    throw new Error(`CLOCK_START is not an ISO 8601 instant: ${start}`);
  return serverClock({ CLOCK_START: start });
})();

/** The demo museum's date today by the tests' clock (YYYY-MM-DD). */
export const testToday = (): string => demoToday(testClock());

/** The instant the demo museum's clocks read `time` (HH:mm) on `date` (default: today by testClock). */
export function atMuseumTime(time: string, date: string = testToday()): Date {
  return zonedInstant(`${date} ${time}`, demoConfig.time_zone);
}
