import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dateAfter,
  minutesOf,
  type OpeningRule,
  type OpeningSchedule,
  type PlannedSlot,
  SCHEDULE_LIMITS,
  type SlotTimes,
  type SpecialOpening,
  scheduleMakesSlots,
  scheduleProblems,
  slotStarts,
  slotsOfSchedule,
  timeOf,
  WEEKDAYS,
  type Weekday,
  weekdayOf,
} from './opening-hours.ts';

// Fixed dates only: nothing here depends on today. 2027-03-01 is a Monday.
const MONDAY = '2027-03-01';
const TUESDAY = '2027-03-02';
const WEDNESDAY = '2027-03-03';
const THURSDAY = '2027-03-04';
const FRIDAY = '2027-03-05';
const SATURDAY = '2027-03-06';
const SUNDAY = '2027-03-07';
const WEEK = [MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY];

const every = (first: string, last: string, minutes: number): SlotTimes => ({
  kind: 'every',
  first,
  last,
  minutes,
});
const list = (...times: string[]): SlotTimes => ({ kind: 'list', times });

/** The museum: timed entry every 30 minutes from 10:00, 40 places, closed on Mondays. */
const rule = (change: Partial<OpeningRule> = {}): OpeningRule => ({
  weekdays: [2, 3, 4, 5, 6, 7],
  from: '2027-01-01',
  until: null,
  times: every('10:00', '16:30', 30),
  duration: 30,
  capacity: 40,
  ...change,
});
const schedule = (change: Partial<OpeningSchedule> = {}): OpeningSchedule => ({
  rules: [rule()],
  closed: [],
  specials: [],
  ...change,
});
const special = (change: Partial<SpecialOpening> = {}): SpecialOpening => ({
  date: THURSDAY,
  times: list('18:00', '19:00'),
  duration: 90,
  capacity: 20,
  ...change,
});

const slotsOfWeek = (of: OpeningSchedule) => slotsOfSchedule(of, MONDAY, SUNDAY);
const countsByDay = (slots: PlannedSlot[]) =>
  Object.fromEntries(WEEK.map((date) => [date, slots.filter((slot) => slot.date === date).length]));
const timesOn = (slots: PlannedSlot[], date: string) =>
  slots.filter((slot) => slot.date === date).map((slot) => `${slot.time}-${slot.end_time}`);

describe('times of day', () => {
  it.each([
    ['00:00', 0],
    ['09:05', 545],
    ['10:30', 630],
    ['23:59', 1439],
    ['24:00', null],
    ['10:60', null],
    ['9:00', null],
    ['10:00:00', null],
    [' 10:00', null],
    ['', null],
    ['ab:cd', null],
  ])('minutesOf(%j) is %j', (time, minutes) => {
    expect(minutesOf(time)).toBe(minutes);
  });

  it.each([
    [0, '00:00'],
    [545, '09:05'],
    [1439, '23:59'],
    [1440, '24:00'],
  ])('timeOf(%j) is %j', (minutes, time) => {
    expect(timeOf(minutes)).toBe(time);
  });

  it('reads back every minute of the day it writes', () => {
    for (let minute = 0; minute < 24 * 60; minute++) expect(minutesOf(timeOf(minute))).toBe(minute);
  });
});

describe('dates', () => {
  it.each([
    ['2027-03-01', 1],
    ['2027-03-02', 2],
    ['2027-03-06', 6],
    ['2027-03-07', 7],
    ['2028-02-29', 2],
    ['2027-12-31', 5],
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it('names the week of 2027-03-01 Monday to Sunday', () => {
    expect(WEEK.map(weekdayOf)).toEqual([...WEEKDAYS]);
    expect(WEEK).toEqual(WEEKDAYS.map((_, index) => dateAfter(MONDAY, index)));
  });

  it.each([
    ['2027-03-01', 0, '2027-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2027-12-31', 1, '2028-01-01'],
    ['2027-03-01', -1, '2027-02-28'],
    // The clocks change in Europe on 2027-03-28: dates are not instants.
    ['2027-03-27', 2, '2027-03-29'],
    ['2027-01-01', 365, '2028-01-01'],
  ])('dateAfter(%s, %i) is %s', (date, days, after) => {
    expect(dateAfter(date, days)).toBe(after);
  });
});

describe('the starts of a day', () => {
  it.each([
    ['every 30 minutes 10:00 to 16:30', every('10:00', '16:30', 30), 14, 600, 990],
    [
      'every 30 minutes 10:00 to 17:00 (the last start is included)',
      every('10:00', '17:00', 30),
      15,
      600,
      1020,
    ],
    ['a last start off the step is not made', every('10:00', '16:45', 30), 14, 600, 990],
    ['one start when first and last are the same', every('10:00', '10:00', 30), 1, 600, 600],
    ['the smallest step', every('10:00', '11:00', 5), 13, 600, 660],
    ['a whole day every quarter hour', every('00:00', '23:45', 15), 96, 0, 1425],
  ])('%s', (_, times, count, first, last) => {
    const starts = slotStarts(times);
    expect(starts).toHaveLength(count);
    expect(starts[0]).toBe(first);
    expect(starts.at(-1)).toBe(last);
  });

  it.each([
    ['the last before the first', every('16:00', '10:00', 30)],
    ['a step below five minutes', every('10:00', '11:00', 4)],
    ['a step of nothing', every('10:00', '11:00', 0)],
    ['a first start that is not a time', every('9:00', '11:00', 30)],
    ['a last start that is not a time', every('10:00', '24:00', 30)],
    ['an empty list', list()],
    ['a list with one wrong time', list('11:00', '25:00')],
  ])('makes nothing from %s', (_, times) => {
    expect(slotStarts(times)).toEqual([]);
  });

  it('sorts a list of times and makes each once', () => {
    expect(slotStarts(list('14:00', '11:00', '14:00'))).toEqual([660, 840]);
  });

  it('never makes more starts than a day may have, even from a step the editor refuses', () => {
    expect(slotStarts(every('00:00', '23:55', 5)).length).toBeLessThanOrEqual(
      SCHEDULE_LIMITS.maxStartsPerDay,
    );
  });
});

describe('the slots a schedule makes', () => {
  it('makes the museum’s week: none on Monday, 14 a day from Tuesday to Sunday', () => {
    const slots = slotsOfWeek(schedule());
    expect(countsByDay(slots)).toEqual({
      [MONDAY]: 0,
      [TUESDAY]: 14,
      [WEDNESDAY]: 14,
      [THURSDAY]: 14,
      [FRIDAY]: 14,
      [SATURDAY]: 14,
      [SUNDAY]: 14,
    });
    expect(slots).toHaveLength(6 * 14);
    expect(slots[0]).toEqual({ date: TUESDAY, time: '10:00', end_time: '10:30', capacity: 40 });
    expect(slots[13]).toEqual({ date: TUESDAY, time: '16:30', end_time: '17:00', capacity: 40 });
    expect(slots.at(-1)).toEqual({ date: SUNDAY, time: '16:30', end_time: '17:00', capacity: 40 });
  });

  it('makes a slot at the last start when it is 17:00: 15 a day, the last ending at 17:30', () => {
    const slots = slotsOfWeek(schedule({ rules: [rule({ times: every('10:00', '17:00', 30) })] }));
    expect(countsByDay(slots)[MONDAY]).toBe(0);
    expect(countsByDay(slots)[WEDNESDAY]).toBe(15);
    expect(slots).toHaveLength(6 * 15);
    expect(slots.at(-1)).toEqual({ date: SUNDAY, time: '17:00', end_time: '17:30', capacity: 40 });
  });

  it('ends each slot its duration after its start, overlapping the next when longer than the step', () => {
    const slots = slotsOfSchedule(schedule({ rules: [rule({ duration: 45 })] }), TUESDAY, TUESDAY);
    expect(timesOn(slots, TUESDAY).slice(0, 3)).toEqual(['10:00-10:45', '10:30-11:15', '11:00-11:45']);
    for (const slot of slots) expect(minutesOf(slot.end_time)).toBe((minutesOf(slot.time) as number) + 45);
  });

  it('makes a list of times, sorted', () => {
    const slots = slotsOfWeek(schedule({ rules: [rule({ times: list('14:00', '11:00'), duration: 60 })] }));
    expect(timesOn(slots, MONDAY)).toEqual([]);
    expect(timesOn(slots, FRIDAY)).toEqual(['11:00-12:00', '14:00-15:00']);
    expect(slots).toHaveLength(6 * 2);
  });

  it('makes nothing on a closed day or a public holiday, and keeps the other days', () => {
    const slots = slotsOfWeek(
      schedule({
        closed: [
          { date: WEDNESDAY, holiday: false, name: 'Inventory' },
          { date: FRIDAY, holiday: true, name: 'Good Friday' },
        ],
      }),
    );
    expect(countsByDay(slots)).toEqual({
      [MONDAY]: 0,
      [TUESDAY]: 14,
      [WEDNESDAY]: 0,
      [THURSDAY]: 14,
      [FRIDAY]: 0,
      [SATURDAY]: 14,
      [SUNDAY]: 14,
    });
  });

  it('replaces the rules with a special opening on its day', () => {
    const slots = slotsOfWeek(schedule({ specials: [special()] }));
    expect(slots.filter((slot) => slot.date === THURSDAY)).toEqual([
      { date: THURSDAY, time: '18:00', end_time: '19:30', capacity: 20 },
      { date: THURSDAY, time: '19:00', end_time: '20:30', capacity: 20 },
    ]);
    expect(countsByDay(slots)[WEDNESDAY]).toBe(14);
  });

  it('opens on a day the rules keep closed with a special opening', () => {
    const slots = slotsOfWeek(
      schedule({ specials: [special({ date: MONDAY, times: every('10:00', '11:00', 60) })] }),
    );
    expect(timesOn(slots, MONDAY)).toEqual(['10:00-11:30', '11:00-12:30']);
  });

  it('makes nothing after a rule’s until nor before its from, both days included', () => {
    const until = slotsOfWeek(schedule({ rules: [rule({ until: WEDNESDAY })] }));
    expect(countsByDay(until)).toMatchObject({ [TUESDAY]: 14, [WEDNESDAY]: 14, [THURSDAY]: 0, [SUNDAY]: 0 });
    const from = slotsOfWeek(schedule({ rules: [rule({ from: FRIDAY })] }));
    expect(countsByDay(from)).toMatchObject({ [THURSDAY]: 0, [FRIDAY]: 14, [SATURDAY]: 14, [SUNDAY]: 14 });
    const oneDay = slotsOfWeek(schedule({ rules: [rule({ from: SATURDAY, until: SATURDAY })] }));
    expect(oneDay).toHaveLength(14);
    expect(oneDay.every((slot) => slot.date === SATURDAY)).toBe(true);
  });

  it('makes the slots from the asked day to the asked day, both included', () => {
    expect(slotsOfSchedule(schedule(), TUESDAY, TUESDAY)).toHaveLength(14);
    expect(slotsOfSchedule(schedule(), TUESDAY, WEDNESDAY)).toHaveLength(28);
    expect(slotsOfSchedule(schedule(), WEDNESDAY, TUESDAY)).toEqual([]);
  });

  it('drops a slot that would pass midnight and keeps one that ends at midnight', () => {
    const late = schedule({ rules: [rule({ times: list('22:00', '23:30'), duration: 60 })] });
    expect(timesOn(slotsOfSchedule(late, TUESDAY, TUESDAY), TUESDAY)).toEqual(['22:00-23:00']);
    const atMidnight = schedule({ rules: [rule({ times: list('23:00'), duration: 60 })] });
    expect(timesOn(slotsOfSchedule(atMidnight, TUESDAY, TUESDAY), TUESDAY)).toEqual(['23:00-24:00']);
    expect(scheduleProblems(atMidnight)).toEqual([]);
  });

  it('merges the rules of one day by start, the first rule keeping a start two make', () => {
    const evening = rule({ weekdays: [4], times: list('18:00'), duration: 60, capacity: 15 });
    const twice = rule({ times: list('10:00'), duration: 60, capacity: 10 });
    const slots = slotsOfWeek(schedule({ rules: [rule(), evening, twice] }));
    expect(timesOn(slots, THURSDAY)).toHaveLength(15);
    expect(slots.filter((slot) => slot.date === THURSDAY).at(-1)).toEqual({
      date: THURSDAY,
      time: '18:00',
      end_time: '19:00',
      capacity: 15,
    });
    expect(slots.find((slot) => slot.date === TUESDAY && slot.time === '10:00')).toEqual({
      date: TUESDAY,
      time: '10:00',
      end_time: '10:30',
      capacity: 40,
    });
  });
});

describe('the problems of a schedule', () => {
  const tuesday = (change: Partial<OpeningRule>) =>
    rule({ weekdays: [2], times: every('10:00', '12:00', 60), duration: 60, ...change });
  const closedOn = (date: string) => ({ date, holiday: false, name: 'Closed' });

  it.each<[string, OpeningSchedule, { path: string; code: string }[]]>([
    ['none for the museum', schedule(), []],
    ['none for no rules at all', schedule({ rules: [] }), []],
    [
      'overlapping rules on the same weekday, at the later rule',
      schedule({ rules: [tuesday({}), tuesday({ times: list('12:30'), duration: 30 })] }),
      [{ path: 'rules.1', code: 'overlapping_rules' }],
    ],
    [
      'an open-ended rule overlaps one that starts later',
      schedule({ rules: [rule(), rule({ from: '2027-06-01', until: '2027-06-30', times: list('12:15') })] }),
      [{ path: 'rules.1', code: 'overlapping_rules' }],
    ],
    [
      'a rule overlapping two is named once',
      schedule({
        rules: [
          tuesday({}),
          tuesday({ weekdays: [3] }),
          tuesday({ weekdays: [2, 3], times: list('11:30'), duration: 15 }),
        ],
      }),
      [{ path: 'rules.2', code: 'overlapping_rules' }],
    ],
    [
      'none for the same times on different weekdays',
      schedule({ rules: [tuesday({}), tuesday({ weekdays: [3, 4] })] }),
      [],
    ],
    [
      'none for the same times in disjoint date ranges',
      schedule({
        rules: [tuesday({ until: '2027-03-31' }), tuesday({ from: '2027-04-01', until: null })],
      }),
      [],
    ],
    [
      'none when the common dates hold no weekday of both',
      schedule({
        rules: [
          tuesday({ weekdays: [1, 5], from: '2027-01-01', until: WEDNESDAY }),
          tuesday({ weekdays: [5, 6], from: MONDAY, until: null }),
        ],
      }),
      [],
    ],
    [
      'none for touching slots (10:00–11:00 and 11:00–12:00)',
      schedule({
        rules: [tuesday({ times: list('10:00') }), tuesday({ times: list('11:00') })],
      }),
      [],
    ],
    [
      'the last start before the first',
      schedule({ rules: [rule({ times: every('16:00', '10:00', 30) })] }),
      [{ path: 'rules.0.times.last', code: 'last_before_first' }],
    ],
    [
      'a step below five minutes',
      schedule({ rules: [rule({ times: every('10:00', '11:00', 4) })] }),
      [{ path: 'rules.0.times.minutes', code: 'step_too_small' }],
    ],
    [
      'a step that is not whole minutes',
      schedule({ rules: [rule({ times: every('10:00', '11:00', 7.5) })] }),
      [{ path: 'rules.0.times.minutes', code: 'step_too_small' }],
    ],
    [
      'too many starts from a step',
      schedule({ rules: [rule({ times: every('00:00', '23:55', 5), duration: 5 })] }),
      [{ path: 'rules.0.times.minutes', code: 'too_many_times' }],
    ],
    [
      'too many starts in a list',
      schedule({
        rules: [
          rule({
            times: list(...Array.from({ length: 97 }, (_, index) => timeOf(index * 10))),
            duration: 5,
          }),
        ],
      }),
      [{ path: 'rules.0.times.times', code: 'too_many_times' }],
    ],
    [
      'no weekday',
      schedule({ rules: [rule({ weekdays: [] })] }),
      [{ path: 'rules.0.weekdays', code: 'no_weekday' }],
    ],
    [
      'a rule none of whose weekdays falls in its dates',
      schedule({ rules: [rule({ weekdays: [1], from: TUESDAY, until: SUNDAY })] }),
      [{ path: 'rules.0.weekdays', code: 'no_weekday' }],
    ],
    [
      'dates that are not days of the calendar, without throwing',
      schedule({
        rules: [
          rule({ from: '2027-13-01' }),
          rule({ weekdays: [1], from: '2027-02-30', until: '2027-02-31' }),
          rule({ weekdays: [1], until: '2027-00-10' }),
        ],
        closed: [closedOn('2027-04-31')],
        specials: [special({ date: '2027-99-99' })],
      }),
      [
        { path: 'rules.0.from', code: 'date_invalid' },
        { path: 'rules.1.from', code: 'date_invalid' },
        { path: 'rules.1.until', code: 'date_invalid' },
        { path: 'rules.2.until', code: 'date_invalid' },
        { path: 'closed.0.date', code: 'date_invalid' },
        { path: 'specials.0.date', code: 'date_invalid' },
      ],
    ],
    [
      'an until before the from',
      schedule({ rules: [rule({ from: FRIDAY, until: THURSDAY })] }),
      [{ path: 'rules.0.until', code: 'until_before_from' }],
    ],
    [
      'no times',
      schedule({ rules: [rule({ times: list() })] }),
      [{ path: 'rules.0.times.times', code: 'no_times' }],
    ],
    [
      'times that are not times',
      schedule({
        rules: [
          rule({ times: list('10:00', '24:00') }),
          rule({ weekdays: [1], times: every('9:00', '1000', 30) }),
        ],
      }),
      [
        { path: 'rules.0.times.times.1', code: 'time_invalid' },
        { path: 'rules.1.times.first', code: 'time_invalid' },
        { path: 'rules.1.times.last', code: 'time_invalid' },
      ],
    ],
    [
      'a slot that would pass midnight',
      schedule({ rules: [rule({ times: list('22:00', '23:30'), duration: 60 })] }),
      [{ path: 'rules.0.duration', code: 'ends_after_midnight' }],
    ],
    [
      'a special opening that would pass midnight',
      schedule({ specials: [special({ times: every('22:00', '23:00', 30), duration: 61 })] }),
      [{ path: 'specials.0.duration', code: 'ends_after_midnight' }],
    ],
    [
      'a duration and a capacity out of bounds',
      schedule({
        rules: [rule({ duration: 0, capacity: 0 })],
        specials: [special({ duration: 1.5, capacity: SCHEDULE_LIMITS.maxCapacity + 1 })],
      }),
      [
        { path: 'rules.0.duration', code: 'duration_invalid' },
        { path: 'rules.0.capacity', code: 'capacity_invalid' },
        { path: 'specials.0.duration', code: 'duration_invalid' },
        { path: 'specials.0.capacity', code: 'capacity_invalid' },
      ],
    ],
    [
      'a day closed twice',
      schedule({ closed: [closedOn(WEDNESDAY), closedOn(FRIDAY), closedOn(WEDNESDAY)] }),
      [{ path: 'closed.2.date', code: 'duplicate_day' }],
    ],
    [
      'a day specially opened twice',
      schedule({ specials: [special(), special({ times: list('20:00') })] }),
      [{ path: 'specials.1.date', code: 'duplicate_day' }],
    ],
    [
      'a day closed and specially opened',
      schedule({ closed: [closedOn(THURSDAY)], specials: [special()] }),
      [{ path: 'specials.0.date', code: 'closed_and_special' }],
    ],
    [
      'a special opening without times',
      schedule({ specials: [special({ times: list() })] }),
      [{ path: 'specials.0.times.times', code: 'no_times' }],
    ],
    [
      'more rules than a schedule may have',
      schedule({
        rules: Array.from({ length: SCHEDULE_LIMITS.maxRules + 1 }, (_, index) =>
          rule({ from: dateAfter(MONDAY, index * 7), until: dateAfter(MONDAY, index * 7 + 6) }),
        ),
      }),
      [{ path: 'rules', code: 'too_many_rules' }],
    ],
  ])('%s', (_, of, problems) => {
    expect(scheduleProblems(of)).toEqual(problems);
  });

  it('allows as many rules as the limit', () => {
    const rules = Array.from({ length: SCHEDULE_LIMITS.maxRules }, (_, index) =>
      rule({ from: dateAfter(MONDAY, index * 7), until: dateAfter(MONDAY, index * 7 + 6) }),
    );
    expect(scheduleProblems(schedule({ rules }))).toEqual([]);
  });
});

describe('whether a schedule makes slots', () => {
  it.each([
    ['the museum', schedule(), true],
    ['nothing at all', schedule({ rules: [] }), false],
    ['only a special opening', schedule({ rules: [], specials: [special()] }), true],
    ['a rule without weekdays', schedule({ rules: [rule({ weekdays: [] })] }), false],
    ['a rule without times', schedule({ rules: [rule({ times: list() })] }), false],
    [
      'a special opening without times',
      schedule({ rules: [], specials: [special({ times: list() })] }),
      false,
    ],
    [
      'a rule none of whose weekdays falls in its dates',
      schedule({ rules: [rule({ weekdays: [1], from: TUESDAY, until: SUNDAY })] }),
      false,
    ],
    [
      'a rule on its only weekday of its dates',
      schedule({ rules: [rule({ weekdays: [1], from: MONDAY, until: MONDAY })] }),
      true,
    ],
    ['a rule whose from is not a day', schedule({ rules: [rule({ from: '2027-13-01' })] }), false],
  ])('%s', (_, of, makes) => {
    expect(scheduleMakesSlots(of)).toBe(makes);
  });
});

// Random schedules inside March and April 2027, whose slots all end by midnight.
const BASE = MONDAY;
const DAYS = 61;
const dayOf = (index: number) => dateAfter(BASE, index);
const dayArb = fc.integer({ min: 0, max: DAYS - 1 }).map(dayOf);

/** Times with a duration that keeps the last start inside the day. */
const timesArb: fc.Arbitrary<{ times: SlotTimes; duration: number }> = fc.oneof(
  fc
    .record({
      first: fc.integer({ min: 0, max: 1439 }),
      step: fc.integer({ min: SCHEDULE_LIMITS.minStepMinutes, max: 240 }),
      count: fc.integer({ min: 1, max: 16 }),
      offStep: fc.nat(239),
      seed: fc.nat(1439),
    })
    .map(({ first, step, count, offStep, seed }) => {
      const last = Math.min(1439, first + (count - 1) * step + (offStep % step));
      const lastStart = first + Math.floor((last - first) / step) * step;
      return {
        times: every(timeOf(first), timeOf(last), step),
        duration: 1 + (seed % (1440 - lastStart)),
      };
    }),
  fc
    .record({
      starts: fc.array(fc.integer({ min: 0, max: 1439 }), { minLength: 1, maxLength: 8 }),
      seed: fc.nat(1439),
    })
    .map(({ starts, seed }) => ({
      times: list(...starts.map(timeOf)),
      duration: 1 + (seed % (1440 - Math.max(...starts))),
    })),
);

const ruleArb: fc.Arbitrary<OpeningRule> = fc
  .record({
    weekdays: fc.subarray<Weekday>([...WEEKDAYS]),
    from: fc.integer({ min: 0, max: DAYS - 1 }),
    // Often shorter than a week, so that some rules never run on a weekday of theirs.
    length: fc.option(fc.oneof(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: DAYS - 1 }))),
    made: timesArb,
    capacity: fc.integer({ min: 1, max: 500 }),
  })
  .map(({ weekdays, from, length, made, capacity }) => ({
    weekdays,
    from: dayOf(from),
    until: length === null ? null : dayOf(from + length),
    ...made,
    capacity,
  }));

const scheduleArb: fc.Arbitrary<OpeningSchedule> = fc.record({
  rules: fc.array(ruleArb, { maxLength: 4 }),
  closed: fc.array(fc.record({ date: dayArb, holiday: fc.boolean(), name: fc.constant('Closed') }), {
    maxLength: 6,
  }),
  specials: fc
    .uniqueArray(fc.record({ date: dayArb, made: timesArb, capacity: fc.integer({ min: 1, max: 500 }) }), {
      selector: (opening) => opening.date,
      maxLength: 4,
    })
    .map((openings) => openings.map(({ date, made, capacity }) => ({ date, ...made, capacity }))),
});

/** A range to ask for, partly outside the schedule's dates. */
const rangeArb = fc
  .record({ start: fc.integer({ min: -5, max: DAYS + 5 }), length: fc.integer({ min: 0, max: 40 }) })
  .map(({ start, length }) => ({ from: dayOf(start), until: dayOf(start + length) }));

const runsOn = (of: OpeningRule, date: string) =>
  date >= of.from && (of.until === null || date <= of.until) && of.weekdays.includes(weekdayOf(date));
const key = (slot: PlannedSlot) => `${slot.date} ${slot.time}`;
const byDate = (slots: PlannedSlot[]) => {
  const days = new Map<string, PlannedSlot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return days;
};
const RUNS = { numRuns: 200 };

describe('the slots of any schedule', () => {
  it('stay inside the asked range, sorted by date and start, each start once, ending by midnight', () => {
    fc.assert(
      fc.property(scheduleArb, rangeArb, (of, { from, until }) => {
        const slots = slotsOfSchedule(of, from, until);
        expect(slots.every((slot) => slot.date >= from && slot.date <= until)).toBe(true);
        expect(
          slots.every((slot, index) => index === 0 || key(slots[index - 1] as PlannedSlot) < key(slot)),
        ).toBe(true);
        expect(
          slots.every(
            (slot) => minutesOf(slot.time) !== null && slot.end_time > slot.time && slot.end_time <= '24:00',
          ),
        ).toBe(true);
      }),
      RUNS,
    );
  });

  it('make nothing on a closed day and exactly the special’s starts on its day', () => {
    fc.assert(
      fc.property(scheduleArb, rangeArb, (of, { from, until }) => {
        const days = byDate(slotsOfSchedule(of, from, until));
        for (const day of of.closed) expect(days.get(day.date)).toBeUndefined();
        for (const opening of of.specials) {
          if (
            opening.date < from ||
            opening.date > until ||
            of.closed.some((day) => day.date === opening.date)
          )
            continue;
          expect(days.get(opening.date)).toEqual(
            slotStarts(opening.times).map((start) => ({
              date: opening.date,
              time: timeOf(start),
              end_time: timeOf(start + opening.duration),
              capacity: opening.capacity,
            })),
          );
        }
      }),
      RUNS,
    );
  });

  it('make the starts of the rules that run on a normal day, each slot as long and large as its rule', () => {
    fc.assert(
      fc.property(scheduleArb, rangeArb, (of, { from, until }) => {
        const days = byDate(slotsOfSchedule(of, from, until));
        for (let date = from; date <= until; date = dateAfter(date, 1)) {
          if (of.closed.some((day) => day.date === date) || of.specials.some((day) => day.date === date))
            continue;
          const made = days.get(date) ?? [];
          const running = of.rules.filter((each) => runsOn(each, date));
          // Every start of a running rule is made, and nothing else.
          const starts = [...new Set(running.flatMap((each) => slotStarts(each.times)))].sort(
            (a, b) => a - b,
          );
          expect(made.map((slot) => minutesOf(slot.time))).toEqual(starts);
          // The first rule running that day (its dates and weekdays hold it) with this start made it.
          const makers = made.map((slot) => {
            const start = minutesOf(slot.time) as number;
            const maker = running.find((each) => slotStarts(each.times).includes(start)) as OpeningRule;
            return {
              date,
              time: slot.time,
              end_time: timeOf(start + maker.duration),
              capacity: maker.capacity,
            };
          });
          expect(made).toEqual(makers);
        }
      }),
      RUNS,
    );
  });

  it('are the same when the range is split in two at any day', () => {
    fc.assert(
      fc.property(scheduleArb, rangeArb, fc.nat(41), (of, { from, until }, cut) => {
        // The first part ends on a day from the day before `from` to `until`.
        const end = dateAfter(from, (cut % (daysBetween(from, until) + 2)) - 1);
        expect([...slotsOfSchedule(of, from, end), ...slotsOfSchedule(of, dateAfter(end, 1), until)]).toEqual(
          slotsOfSchedule(of, from, until),
        );
      }),
      RUNS,
    );
  });

  it('come from a schedule without problems whose rules make starts', () => {
    let held = 0;
    fc.assert(
      fc.property(scheduleArb, (of) => {
        if (scheduleProblems(of).length === 0 && of.rules.some((each) => slotStarts(each.times).length > 0)) {
          held++;
          expect(scheduleMakesSlots(of)).toBe(true);
        }
      }),
      RUNS,
    );
    // Not true for want of cases: many random schedules have no problem.
    expect(held).toBeGreaterThan(RUNS.numRuns / 20);
  });

  it('are made on some day exactly when scheduleMakesSlots says so (closed days aside)', () => {
    fc.assert(
      fc.property(scheduleArb, (of) => {
        // Every rule and special opening of scheduleArb lies between these days.
        const made = slotsOfSchedule({ ...of, closed: [] }, dayOf(0), dayOf(2 * DAYS));
        expect(scheduleMakesSlots(of)).toBe(made.length > 0);
      }),
      RUNS,
    );
  });
});

function daysBetween(from: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
