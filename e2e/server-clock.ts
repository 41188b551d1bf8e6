// "Now" and "today" as the server under test sees them. The server's one clock starts at CLOCK_START,
// which playwright.config.ts sets from TEST_CLOCK; e2e/global-setup.ts starts the server and notes
// the real time then in E2E_CLOCK_SET_AT. The tests and the browser take their time from here, never
// from the machine's own clock, so a journey run at 23:30 museum time agrees with the server about
// the day.

/** The demo museum's time zone; the browser runs in it too (playwright.config.ts). */
export const MUSEUM_TIME_ZONE = 'Europe/Berlin';

/**
 * The server's clock now: CLOCK_START plus the real time passed since e2e/global-setup.ts started the
 * server (it starts a second or two later, so this runs that much ahead).
 */
export function serverNow(): Date {
  const start = process.env.CLOCK_START ?? '';
  const setAt = Number(process.env.E2E_CLOCK_SET_AT);
  if (Number.isNaN(Date.parse(start)) || !Number.isFinite(setAt))
    throw new Error(`CLOCK_START (${start}) needs E2E_CLOCK_SET_AT, set by e2e/global-setup.ts`);
  return new Date(Date.parse(start) + (Date.now() - setAt));
}

const museumDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: MUSEUM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The museum's date `days` after today by the server's clock (YYYY-MM-DD). */
export function museumDaysAhead(days: number): string {
  const today = museumDate.format(serverNow());
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The museum's date today by the server's clock (YYYY-MM-DD). */
export const museumToday = () => museumDaysAhead(0);
