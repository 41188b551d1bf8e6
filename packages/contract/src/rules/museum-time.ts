// The museum's wall clock, read the same way by the server (its one clock) and by the web and staff
// apps (the device's clock), and its dates as the shop shows them: on documents, e-mails, screens.

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The last answer per time zone: every request asks, and within one minute the answer is the same. */
const lastAnswers = new Map<string, { minute: number; text: string }>();
const MINUTE_MS = 60_000;

/** The wall-clock time of `now` in a time zone, as YYYY-MM-DD HH:mm (comparable as text). */
export function localDateTime(now: Date, timeZone: string): string {
  // Time zones move their clocks by whole minutes, so one UTC minute is one local minute.
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const last = lastAnswers.get(timeZone);
  if (last?.minute === minute) return last.text;
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  const text = `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
  lastAnswers.set(timeZone, { minute, text });
  return text;
}

/** The museum's calendar day (YYYY-MM-DD) of an instant: an order at 00:30 in Berlin is of that day. */
export function localDate(instant: Date, timeZone: string): string {
  return localDateTime(instant, timeZone).slice(0, 10);
}

/**
 * A date as the shop shows and prints it: d.m.Y with day and month of two digits (spec §9, decision
 * 0020), and HH:mm after it when the value (YYYY-MM-DD, YYYY-MM-DD HH:mm, or with a T) has a time.
 * Anything else is shown as it came.
 */
export function formatDisplayDate(value: string): string {
  const [date = '', time = ''] = value.split(/[ T]/);
  const [year = '', month = '', day = ''] = date.split('-');
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return value;
  return `${day.padStart(2, '0')}.${month.padStart(2, '0')}.${year}${time ? ` ${time.slice(0, 5)}` : ''}`;
}
