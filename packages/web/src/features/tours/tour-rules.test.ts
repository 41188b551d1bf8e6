import { describe, expect, it } from 'vitest';
import { answersReducer, answerTexts, cartAnswers, unansweredMandatory } from './answers.ts';
import {
  chooseTime,
  dateAfterMonthLoad,
  defaultTourLanguage,
  filterTours,
  lookAheadDays,
  nextBookableDate,
  nonEmptyCategories,
  tourDayKind,
  weekdayLabel,
} from './tour-rules.ts';

const open = (time: string, tickets = 10) => ({ time, tickets, soldout: false, state: 'available' as const });
const full = (time: string) => ({ time, tickets: 0, soldout: true, state: 'sold_out' as const });

describe('time choice (spec §4)', () => {
  it('chooses the only time of a date', () => {
    expect(chooseTime([open('20:00')], '11:00')).toBe('20:00');
  });

  it('keeps the chosen time if the new date has it, otherwise takes the first', () => {
    expect(chooseTime([open('11:00'), open('15:00')], '15:00')).toBe('15:00');
    expect(chooseTime([open('11:00'), open('15:00')], '09:30')).toBe('11:00');
    expect(chooseTime([open('11:00'), open('15:00')], undefined)).toBe('11:00');
  });

  it('never hands the visitor a sold-out time (our reading of "the first")', () => {
    expect(chooseTime([full('09:30'), open('13:30')], undefined)).toBe('13:30');
    expect(chooseTime([full('09:30'), open('13:30')], '09:30')).toBe('13:30');
    expect(chooseTime([full('09:30'), full('13:30')], '09:30')).toBeUndefined();
  });
});

describe('date after a month loads (spec §4)', () => {
  const calendar = {
    '2026-11-24': [open('11:00')],
    '2026-11-25': [full('11:00'), full('15:00')],
    '2026-11-26': [open('11:00')],
  };

  it('keeps the requested date if it has times, else takes the first available date', () => {
    expect(dateAfterMonthLoad('2026-11-26', calendar)).toBe('2026-11-26');
    expect(dateAfterMonthLoad('2026-11-25', calendar)).toBe('2026-11-24');
    expect(dateAfterMonthLoad(undefined, calendar)).toBe('2026-11-24');
    expect(dateAfterMonthLoad('2026-11-25', { '2026-11-25': [full('11:00')] })).toBeUndefined();
  });

  it('finds the next bookable date after a sold-out one', () => {
    expect(nextBookableDate('2026-11-25', calendar)).toBe('2026-11-26');
    expect(nextBookableDate('2026-11-26', calendar)).toBeUndefined();
  });
});

describe('look-ahead flags (spec §4)', () => {
  const toursPerDate = {
    '2026-11-23': [1, 2],
    '2026-11-24': [1],
    '2026-11-25': [2],
    '2026-11-26': [],
  };

  it('flags today through three days ahead by whether tours exist on that date', () => {
    expect(lookAheadDays(toursPerDate, '2026-11-23').map((day) => [day.date, day.hasTours])).toEqual([
      ['2026-11-23', true],
      ['2026-11-24', true],
      ['2026-11-25', true],
      ['2026-11-26', false],
    ]);
  });

  it('decision: the fourth-day flag reads its own date, not the third day’s as the spec’s client did', () => {
    // The spec's client computed the fourth flag from the third day's date (a copy slip): here the
    // third day has tours and the fourth has none, so copying it would offer a day chip that leads
    // to an empty list. Each chip names its own day, so each flag must read its own day.
    const [, , third, fourth] = lookAheadDays(toursPerDate, '2026-11-23');
    expect(third?.hasTours).toBe(true);
    expect(fourth?.date).toBe('2026-11-26');
    expect(fourth?.hasTours).toBe(false);
  });

  it('counts only the tours the other filters leave', () => {
    const days = lookAheadDays(toursPerDate, '2026-11-23', new Set([2]));
    expect(days.map((day) => day.hasTours)).toEqual([true, false, true, false]);
  });
});

describe('tour list filters (spec §2, §4)', () => {
  const tour = (id: number, category: number, lang: string, venue: number) => ({
    id,
    category: { id: category, name: `c${category}` },
    langIdentifier: lang as 'en',
    venue: { id: venue, name: `v${venue}` },
  });
  const tours = [tour(1, 1, 'en', 1), tour(2, 2, 'de', 1), tour(5, 1, 'nl', 2)];

  it('removes empty categories', () => {
    const categories = [1, 2, 3].map((id) => ({ id, name: `c${id}` }));
    expect(nonEmptyCategories(categories, tours).map((category) => category.id)).toEqual([1, 2]);
  });

  it('defaults the language to the visitor’s if offered, else the museum’s tour language', () => {
    expect(defaultTourLanguage(['en', 'de'], 'de', 'en')).toBe('de');
    expect(defaultTourLanguage(['en', 'de'], 'sv', 'en')).toBe('en');
    expect(defaultTourLanguage(['de'], 'sv', 'en')).toBeUndefined();
  });

  it('filters by category, language, venue and day', () => {
    const ids = (filters: Parameters<typeof filterTours>[1]) =>
      filterTours(tours, filters, { '2026-11-24': [1, 5] }).map((found) => found.id);
    expect(ids({})).toEqual([1, 2, 5]);
    expect(ids({ category: 1 })).toEqual([1, 5]);
    expect(ids({ language: 'de' })).toEqual([2]);
    expect(ids({ venue: 2 })).toEqual([5]);
    expect(ids({ day: '2026-11-24' })).toEqual([1, 5]);
    expect(ids({ day: '2026-11-25' })).toEqual([]);
  });
});

describe('answers (spec §4)', () => {
  const radio = { id: 1, type: 'radio' as const };
  const checkbox = { id: 3, type: 'checkbox' as const };

  it('radio and select replace the value', () => {
    let answers = answersReducer({}, { question: radio, value: 'school' });
    answers = answersReducer(answers, { question: radio, value: 'adults' });
    answers = answersReducer(answers, { question: { id: 2, type: 'select' }, value: '6-10' });
    expect(answers).toEqual({ 1: { type: 'radio', value: 'adults' }, 2: { type: 'select', value: '6-10' } });
  });

  it('checkbox toggles a value in a list', () => {
    let answers = answersReducer({}, { question: checkbox, value: 'wheelchair' });
    answers = answersReducer(answers, { question: checkbox, value: 'stools' });
    expect(answers[3]?.value).toEqual(['wheelchair', 'stools']);
    answers = answersReducer(answers, { question: checkbox, value: 'wheelchair' });
    expect(answers[3]?.value).toEqual(['stools']);
  });

  it('text, textarea and number store the typed value', () => {
    let answers = answersReducer({}, { question: { id: 4, type: 'text' }, value: 'Ms Berg' });
    answers = answersReducer(answers, { question: { id: 5, type: 'number' }, value: '3' });
    answers = answersReducer(answers, { question: { id: 6, type: 'textarea' }, value: 'Two\nlines' });
    expect(answers).toEqual({
      4: { type: 'text', value: 'Ms Berg' },
      5: { type: 'number', value: '3' },
      6: { type: 'textarea', value: 'Two\nlines' },
    });
    expect(answersReducer(answers, { reset: true })).toEqual({});
  });

  it('finds unanswered mandatory questions, blank text counting as unanswered, and sends only answers', () => {
    const questions = [
      { id: 1, type: 'radio' as const, question: 'Group?', mandatory: true, options: [] },
      { id: 3, type: 'checkbox' as const, question: 'Needs?', mandatory: true, options: [] },
      { id: 4, type: 'text' as const, question: 'Leader', mandatory: true, options: [] },
      { id: 6, type: 'textarea' as const, question: 'Else?', mandatory: false, options: [] },
    ];
    const answers = {
      1: { type: 'radio' as const, value: 'school' },
      3: { type: 'checkbox' as const, value: [] },
      4: { type: 'text' as const, value: '  ' },
    };
    expect(unansweredMandatory(questions, answers).map((question) => question.id)).toEqual([3, 4]);
    expect(cartAnswers(answers)).toEqual([{ qId: 1, type: 'radio', value: 'school' }]);
  });
});

describe('calendar days of a tour', () => {
  const lifetime = { first: '2026-11-23', last: '2027-01-21' };
  const today = '2026-11-23';
  it.each([
    ['2026-11-22', [open('11:00')], [], 'past'],
    ['2027-01-22', [open('11:00')], [], 'notOnSale'],
    ['2026-11-24', undefined, [], 'closed'],
    ['2026-11-25', [full('11:00'), full('15:00')], ['2026-11-25'], 'soldOut'],
    ['2026-11-26', [full('11:00')], [], 'soldOut'],
    [
      '2026-11-23',
      [{ time: '09:30', tickets: 0, soldout: false, state: 'expired' as const }],
      [],
      'noMoreTimes',
    ],
    ['2026-11-24', [open('11:00'), { ...open('15:00', 2), state: 'few_left' as const }], [], 'few'],
    ['2026-11-27', [open('11:00')], [], 'available'],
  ])('%s is %4$s', (date, slots, soldOut, kind) => {
    expect(tourDayKind(date, today, lifetime, slots, soldOut)).toBe(kind);
  });

  it('calls a day whose times left are all closed by the staff closed, not sold out (issue 25)', () => {
    const closed = (time: string) => ({ ...full(time), closed: true });
    const passed = { time: '09:30', tickets: 0, soldout: false, state: 'expired' as const };
    expect(
      tourDayKind('2026-11-25', today, lifetime, [closed('11:00'), closed('15:00')], ['2026-11-25']),
    ).toBe('staffClosed');
    // Earlier today a time passed; the one left is closed.
    expect(tourDayKind(today, today, lifetime, [passed, closed('15:00')], [])).toBe('staffClosed');
    // One closed and one sold out: sold out; one closed and one open: bookable.
    expect(tourDayKind('2026-11-25', today, lifetime, [closed('11:00'), full('15:00')], [])).toBe('soldOut');
    expect(tourDayKind('2026-11-25', today, lifetime, [closed('11:00'), open('15:00')], [])).toBe(
      'available',
    );
  });

  it('tells today after its last time from a sold-out day, before the first bookable date', () => {
    const passed = (time: string) => ({ time, tickets: 0, soldout: false, state: 'expired' as const });
    // This evening: the first bookable date is tomorrow.
    const fromTomorrow = { first: '2026-11-24', last: '2027-01-21' };
    expect(tourDayKind(today, today, fromTomorrow, [passed('11:00'), passed('15:00')], [])).toBe(
      'noMoreTimes',
    );
    // Earlier today, the morning passed and the afternoon sold out: that is sold out.
    expect(tourDayKind(today, today, lifetime, [passed('11:00'), full('15:00')], [today])).toBe('soldOut');
    expect(tourDayKind('2026-11-24', today, lifetime, [passed('11:00')], [])).toBe('past');
  });

  it('a tour without first and last date is not on sale at all', () => {
    expect(tourDayKind('2026-11-27', today, { first: null, last: null }, [open('11:00')], [])).toBe(
      'notOnSale',
    );
  });
});

describe('weekdayLabel', () => {
  // 2026-11-25 is a Wednesday: every language writes the label with a capital, as a label starts.
  it.each([
    ['en', 'Wednesday'],
    ['de', 'Mittwoch'],
    ['fr', 'Mercredi'],
    ['it', 'Mercoledì'],
    ['nl', 'Woensdag'],
    ['es', 'Miércoles'],
    ['sv', 'Onsdag'],
    ['da', 'Onsdag'],
  ] as const)('%s: %s', (lang, label) => {
    expect(weekdayLabel('2026-11-25', lang)).toBe(label);
  });
});

describe('answerTexts', () => {
  const questions = [
    { id: 1, question: 'Age group', options: [{ value: 'kids', label: 'Children' }] },
    {
      id: 2,
      question: 'Interests',
      options: [
        { value: 'art', label: 'Painting' },
        { value: 'sculpture', label: 'Sculpture' },
      ],
    },
    { id: 3, question: 'Anything else?', options: [] },
    { id: 4, question: 'Not answered', options: [] },
  ];

  it('names each answered question with its answer, choices by their labels, in the tour’s order', () => {
    expect(
      answerTexts(questions, [
        { qId: 3, type: 'text', value: 'Wheelchair' },
        { qId: 2, type: 'checkbox', value: ['art', 'sculpture'] },
        { qId: 1, type: 'radio', value: 'kids' },
        { qId: 9, type: 'text', value: 'a question the tour no longer asks' },
      ]),
    ).toEqual([
      { question: 'Age group', answer: 'Children' },
      { question: 'Interests', answer: 'Painting, Sculpture' },
      { question: 'Anything else?', answer: 'Wheelchair' },
    ]);
  });

  it('leaves out empty answers', () => {
    expect(
      answerTexts(questions, [
        { qId: 2, type: 'checkbox', value: [] },
        { qId: 3, type: 'text', value: '  ' },
      ]),
    ).toEqual([]);
  });
});
