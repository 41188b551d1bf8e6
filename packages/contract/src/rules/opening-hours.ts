// Opening hours make the time slots (issue 35): a schedule is recurring rules (weekdays, a date
// range, times, a duration, a capacity) with closed days and special openings. The rule is pure:
// the staff app shows a month of what a schedule makes before it is saved, the server makes the
// same slots up to its horizon and checks the schedule on save with the same problems.

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** When slots start on a day: every N minutes from a first to a last start, or a list of starts (HH:mm). */
export type SlotTimes =
  | { kind: 'every'; first: string; last: string; minutes: number }
  | { kind: 'list'; times: string[] };

/** A recurring rule: on these weekdays, from a date until a date (null: open-ended), these starts. */
export interface OpeningRule {
  weekdays: Weekday[];
  from: string;
  until: string | null;
  times: SlotTimes;
  /** Minutes from a slot's start to its end; the end is on the same day. */
  duration: number;
  capacity: number;
}

/** A day on which nothing is made: closed, or a public holiday the museum entered (with its name). */
export interface ClosedDay {
  date: string;
  holiday: boolean;
  name: string;
}

/** A day with its own times, instead of what the rules make (a special evening opening, say). */
export interface SpecialOpening {
  date: string;
  times: SlotTimes;
  duration: number;
  capacity: number;
}

export interface OpeningSchedule {
  rules: OpeningRule[];
  closed: ClosedDay[];
  specials: SpecialOpening[];
}

/** A slot a schedule makes: a local date, start and end (HH:mm) and its places. */
export interface PlannedSlot {
  date: string;
  time: string;
  end_time: string;
  capacity: number;
}

/** Bounds a schedule is held to: far beyond any museum's day, well inside what a page can show. */
export const SCHEDULE_LIMITS = {
  minStepMinutes: 5,
  maxStartsPerDay: 96,
  maxRules: 20,
  maxDays: 400,
  maxCapacity: 100_000,
} as const;

export const SCHEDULE_PROBLEMS = [
  'time_invalid',
  'date_invalid',
  'last_before_first',
  'step_too_small',
  'too_many_times',
  'ends_after_midnight',
  'until_before_from',
  'no_weekday',
  'no_times',
  'capacity_invalid',
  'duration_invalid',
  'overlapping_rules',
  'duplicate_day',
  'closed_and_special',
  'too_many_rules',
] as const;
export type ScheduleProblemCode = (typeof SCHEDULE_PROBLEMS)[number];

/** A problem of a schedule: where (a dotted path below the schedule) and what. */
export interface ScheduleProblem {
  path: string;
  code: ScheduleProblemCode;
}

const MINUTES_A_DAY = 24 * 60;

/** Minutes since midnight of an HH:mm, or null when it is not a time of day. */
export function minutesOf(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** HH:mm of minutes since midnight (24:00 for the end of the day). */
export function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The starts a times setting makes, in minutes, sorted and each once; empty when it is not valid. */
export function slotStarts(times: SlotTimes): number[] {
  if (times.kind === 'list') {
    const starts = times.times.map(minutesOf);
    if (starts.some((start) => start === null)) return [];
    return [...new Set(starts as number[])].sort((a, b) => a - b);
  }
  const first = minutesOf(times.first);
  const last = minutesOf(times.last);
  if (first === null || last === null || last < first || times.minutes < SCHEDULE_LIMITS.minStepMinutes)
    return [];
  const starts: number[] = [];
  for (
    let start = first;
    start <= last && starts.length < SCHEDULE_LIMITS.maxStartsPerDay;
    start += times.minutes
  )
    starts.push(start);
  return starts;
}

/** Whether a YYYY-MM-DD is a day of the calendar (not 2027-02-30 nor 2027-13-01). */
function isDate(date: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return false;
  const at = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === date;
}

/** The ISO weekday of a YYYY-MM-DD date. */
export function weekdayOf(date: string): Weekday {
  const sunday0 = new Date(`${date}T00:00:00Z`).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as Weekday;
}

/** The date `days` after a YYYY-MM-DD date (before, when negative). */
export function dateAfter(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function slotsOn(date: string, times: SlotTimes, duration: number, capacity: number): PlannedSlot[] {
  return slotStarts(times).flatMap((start) =>
    start + duration <= MINUTES_A_DAY
      ? [{ date, time: timeOf(start), end_time: timeOf(start + duration), capacity }]
      : [],
  );
}

const ruleRunsOn = (rule: OpeningRule, date: string) =>
  date >= rule.from && (rule.until === null || date <= rule.until) && rule.weekdays.includes(weekdayOf(date));

const ruleDatesValid = (rule: OpeningRule) =>
  isDate(rule.from) && (rule.until === null || isDate(rule.until));

/** Whether a rule with valid dates runs on some day: a weekday of it falls in its dates (a week shows all). */
function ruleRunsSomeDay(rule: OpeningRule): boolean {
  if (!ruleDatesValid(rule)) return false;
  for (
    let date = rule.from, days = 0;
    days < 7 && (rule.until === null || date <= rule.until);
    date = dateAfter(date, 1), days++
  )
    if (rule.weekdays.includes(weekdayOf(date))) return true;
  return false;
}

/**
 * The slots a schedule makes from `from` to `until` (both included), by date and start. A closed
 * day makes none; a special opening replaces the rules on its day; where two rules make the same
 * start (a problem the editor refuses), the first one's slot is kept.
 */
export function slotsOfSchedule(schedule: OpeningSchedule, from: string, until: string): PlannedSlot[] {
  const closed = new Set(schedule.closed.map((day) => day.date));
  const specials = new Map(schedule.specials.map((special) => [special.date, special]));
  const slots: PlannedSlot[] = [];
  for (let date = from, days = 0; date <= until && days < 5 * 366; date = dateAfter(date, 1), days++) {
    if (closed.has(date)) continue;
    const special = specials.get(date);
    if (special) {
      slots.push(...slotsOn(date, special.times, special.duration, special.capacity));
      continue;
    }
    const day = new Map<string, PlannedSlot>();
    for (const rule of schedule.rules)
      if (ruleRunsOn(rule, date))
        for (const slot of slotsOn(date, rule.times, rule.duration, rule.capacity))
          if (!day.has(slot.time)) day.set(slot.time, slot);
    slots.push(...[...day.values()].sort((a, b) => a.time.localeCompare(b.time)));
  }
  return slots;
}

function timesProblems(times: SlotTimes, duration: number, path: string): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (times.kind === 'list') {
    times.times.forEach((time, index) => {
      if (minutesOf(time) === null) problems.push({ path: `${path}.times.${index}`, code: 'time_invalid' });
    });
    if (times.times.length === 0) problems.push({ path: `${path}.times`, code: 'no_times' });
    if (times.times.length > SCHEDULE_LIMITS.maxStartsPerDay)
      problems.push({ path: `${path}.times`, code: 'too_many_times' });
  } else {
    const first = minutesOf(times.first);
    const last = minutesOf(times.last);
    if (first === null) problems.push({ path: `${path}.first`, code: 'time_invalid' });
    if (last === null) problems.push({ path: `${path}.last`, code: 'time_invalid' });
    if (first !== null && last !== null && last < first)
      problems.push({ path: `${path}.last`, code: 'last_before_first' });
    if (!Number.isInteger(times.minutes) || times.minutes < SCHEDULE_LIMITS.minStepMinutes)
      problems.push({ path: `${path}.minutes`, code: 'step_too_small' });
    else if (
      first !== null &&
      last !== null &&
      (last - first) / times.minutes >= SCHEDULE_LIMITS.maxStartsPerDay
    )
      problems.push({ path: `${path}.minutes`, code: 'too_many_times' });
  }
  const starts = slotStarts(times);
  const latest = starts[starts.length - 1];
  if (latest !== undefined && latest + duration > MINUTES_A_DAY)
    problems.push({ path: `${path.replace(/\.times$/, '')}.duration`, code: 'ends_after_midnight' });
  return problems;
}

function sizeProblems(item: { duration: number; capacity: number }, path: string): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (!Number.isInteger(item.duration) || item.duration < 1 || item.duration > MINUTES_A_DAY)
    problems.push({ path: `${path}.duration`, code: 'duration_invalid' });
  if (!Number.isInteger(item.capacity) || item.capacity < 1 || item.capacity > SCHEDULE_LIMITS.maxCapacity)
    problems.push({ path: `${path}.capacity`, code: 'capacity_invalid' });
  return problems;
}

/**
 * How rules may not overlap: `span`, their slots' times may not overlap on a day both run (an
 * event's entry slots); `start`, they may not make the same start (a guided tour's starts, where two
 * guides may well be out at once).
 */
export type RuleOverlap = 'span' | 'start';

/** Whether two rules make slots that overlap (as `overlap` says) on some day both run. */
function rulesOverlap(a: OpeningRule, b: OpeningRule, overlap: RuleOverlap): boolean {
  if (!ruleDatesValid(a) || !ruleDatesValid(b)) return false;
  const start = a.from > b.from ? a.from : b.from;
  const ends = [a.until, b.until].filter((until): until is string => until !== null).sort();
  const end = ends[0];
  if (end !== undefined && end < start) return false;
  // Some day of the common range falls on a weekday of both (a week of it shows every weekday).
  let sharedDay = false;
  for (
    let date = start, days = 0;
    days < 7 && (end === undefined || date <= end);
    date = dateAfter(date, 1), days++
  )
    if (a.weekdays.includes(weekdayOf(date)) && b.weekdays.includes(weekdayOf(date))) sharedDay = true;
  if (!sharedDay) return false;
  const spans = (rule: OpeningRule) =>
    slotStarts(rule.times).map((first) => [first, first + (overlap === 'span' ? rule.duration : 1)] as const);
  return spans(a).some(([aStart, aEnd]) => spans(b).some(([bStart, bEnd]) => aStart < bEnd && bStart < aEnd));
}

/**
 * What is wrong with a schedule, with the path of each problem below it (`rules.1.times.last`):
 * times that are not times or make nothing, dates that are not days of the calendar, a rule none of
 * whose weekdays falls in its dates, a slot past midnight, a range that ends before it starts, two
 * rules whose slots overlap on a day both run, a date closed and specially opened at once or listed
 * twice. Empty: the schedule may be saved.
 */
export function scheduleProblems(
  schedule: OpeningSchedule,
  overlap: RuleOverlap = 'span',
): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  if (schedule.rules.length > SCHEDULE_LIMITS.maxRules)
    problems.push({ path: 'rules', code: 'too_many_rules' });
  schedule.rules.forEach((rule, index) => {
    const path = `rules.${index}`;
    const datesValid = ruleDatesValid(rule);
    const untilBeforeFrom = datesValid && rule.until !== null && rule.until < rule.from;
    // No weekday at all, or none that falls in the rule's dates (Mondays from a Tuesday to a Sunday).
    if (rule.weekdays.length === 0 || (datesValid && !untilBeforeFrom && !ruleRunsSomeDay(rule)))
      problems.push({ path: `${path}.weekdays`, code: 'no_weekday' });
    if (!isDate(rule.from)) problems.push({ path: `${path}.from`, code: 'date_invalid' });
    if (rule.until !== null && !isDate(rule.until))
      problems.push({ path: `${path}.until`, code: 'date_invalid' });
    if (untilBeforeFrom) problems.push({ path: `${path}.until`, code: 'until_before_from' });
    problems.push(...timesProblems(rule.times, rule.duration, `${path}.times`), ...sizeProblems(rule, path));
    if (schedule.rules.slice(0, index).some((earlier) => rulesOverlap(earlier, rule, overlap)))
      problems.push({ path, code: 'overlapping_rules' });
  });
  const closed = new Set<string>();
  schedule.closed.forEach((day, index) => {
    if (!isDate(day.date)) problems.push({ path: `closed.${index}.date`, code: 'date_invalid' });
    if (closed.has(day.date)) problems.push({ path: `closed.${index}.date`, code: 'duplicate_day' });
    closed.add(day.date);
  });
  const special = new Set<string>();
  schedule.specials.forEach((opening, index) => {
    const path = `specials.${index}`;
    if (!isDate(opening.date)) problems.push({ path: `${path}.date`, code: 'date_invalid' });
    if (special.has(opening.date)) problems.push({ path: `${path}.date`, code: 'duplicate_day' });
    if (closed.has(opening.date)) problems.push({ path: `${path}.date`, code: 'closed_and_special' });
    special.add(opening.date);
    problems.push(
      ...timesProblems(opening.times, opening.duration, `${path}.times`),
      ...sizeProblems(opening, path),
    );
  });
  return problems;
}

/** Whether a schedule makes any slot at all on some day (a timed ticket needs one). */
export const scheduleMakesSlots = (schedule: OpeningSchedule) =>
  schedule.rules.some((rule) => slotStarts(rule.times).length > 0 && ruleRunsSomeDay(rule)) ||
  schedule.specials.some((opening) => slotStarts(opening.times).length > 0 && isDate(opening.date));
