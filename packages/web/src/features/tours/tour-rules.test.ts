import { describe, expect, it } from 'vitest';
import { answersReducer, cartAnswers, unansweredMandatory } from './answers.ts';
import {
  chooseTime,
  dateAfterMonthLoad,
  defaultTourLanguage,
  filterTours,
  lookAheadDays,
  nextBookableDate,
  nonEmptyCategories,
  placesNeeded,
  setTourSubticket,
  type TourCounts,
  ticketsAboveTours,
  toCount,
  tourCartItem,
  tourCountProblems,
  tourDayKind,
  tourTotal,
} from './tour-rules.ts';

const counts = (prices: Record<number, number>, tickets: Record<number, number> = {}): TourCounts => ({
  prices,
  tickets,
  subtickets: {},
});

/** The demo museum's tours: Highlights (per place), Colours of Light (whole tours), lantern tour (no tickets). */
const perPlace = {
  max_participants: 25,
  single_ticketing: 1,
  book_complete_tour: 0,
  booking_without_tickets: 0,
} as const;
const wholeTour = {
  max_participants: 30,
  single_ticketing: 0,
  book_complete_tour: 1,
  booking_without_tickets: 0,
} as const;
const wholeSingle = { ...wholeTour, single_ticketing: 1 } as const;
const noTickets = {
  max_participants: 15,
  single_ticketing: 0,
  book_complete_tour: 0,
  booking_without_tickets: 1,
} as const;
const slot = (tickets: number, tours = 1) => ({ tickets, tours });

describe('toCount', () => {
  it.each([
    ['3', 3],
    [' 2 ', 2],
    ['', 0],
    ['abc', 0],
    ['-4', 0],
    ['2.7', 2],
    [Number.NaN, 0],
    [undefined, 0],
    [7, 7],
  ] as const)('%j → %i (non-numeric counts become 0)', (input, expected) => {
    expect(toCount(input)).toBe(expected);
  });
});

describe('tour counts (spec §5)', () => {
  it('asks for something to be chosen', () => {
    expect(tourCountProblems(perPlace, slot(25), counts({}))).toEqual([{ code: 'NOTHING_CHOSEN' }]);
  });

  it('accepts exactly max_participants places with as many tickets', () => {
    expect(tourCountProblems(perPlace, slot(25), counts({ 1: 20, 2: 5 }, { 1: 25 }))).toEqual([]);
  });

  it('refuses one place above max_participants, naming both numbers', () => {
    expect(tourCountProblems(perPlace, slot(30), counts({ 1: 26 }, { 1: 26 }))).toEqual([
      { code: 'OVER_MAX_PARTICIPANTS', requested: 26, available: 25 },
    ]);
  });

  it('is limited by the places left at the chosen time, and names them', () => {
    expect(tourCountProblems(perPlace, slot(2), counts({ 1: 3 }, { 1: 3 }))).toEqual([
      { code: 'NOT_ENOUGH_PLACES', requested: 3, available: 2 },
    ]);
    expect(tourCountProblems(perPlace, slot(2), counts({ 1: 2 }, { 1: 2 }))).toEqual([]);
  });

  it('says sold out when nothing is left (remaining = 0)', () => {
    expect(tourCountProblems(perPlace, slot(0, 0), counts({ 1: 1 }, { 1: 1 }))).toEqual([
      { code: 'SOLD_OUT' },
    ]);
  });

  it('without complete-tour booking and with tickets, ticket and tour counts must match', () => {
    expect(tourCountProblems(perPlace, slot(25), counts({ 1: 2 }, { 1: 1 }))).toEqual([
      { code: 'TICKETS_TOURS_MISMATCH', requested: 1, available: 2 },
    ]);
  });

  it('booking without tickets needs only tour places', () => {
    expect(tourCountProblems(noTickets, slot(15), counts({ 4: 2 }))).toEqual([]);
    expect(tourCountProblems(noTickets, slot(2), counts({ 4: 3 }))).toEqual([
      { code: 'NOT_ENOUGH_PLACES', requested: 3, available: 2 },
    ]);
  });

  it('complete tours: no more tours than the time has, and tickets capped at max_participants × tours', () => {
    expect(tourCountProblems(wholeTour, slot(60, 2), counts({ 3: 2 }, { 5: 60 }))).toEqual([]);
    expect(tourCountProblems(wholeTour, slot(30, 1), counts({ 3: 2 }))).toEqual([
      { code: 'NOT_ENOUGH_TOURS', requested: 2, available: 1 },
    ]);
    expect(tourCountProblems(wholeTour, slot(60, 2), counts({ 3: 1 }, { 5: 31 }))).toEqual([
      { code: 'OVER_MAX_PARTICIPANTS', requested: 31, available: 30 },
    ]);
    // Tickets without a tour are not a booking of a whole tour.
    expect(tourCountProblems(wholeTour, slot(30), counts({}, { 5: 4 }))).toEqual([
      { code: 'NOTHING_CHOSEN' },
    ]);
  });

  it('complete tours with single ticketing: at least as many tickets as tours', () => {
    expect(tourCountProblems(wholeSingle, slot(60, 2), counts({ 3: 2 }, { 5: 1 }))).toEqual([
      { code: 'TICKETS_BELOW_TOURS', requested: 1, available: 2 },
    ]);
    expect(tourCountProblems(wholeSingle, slot(60, 2), counts({ 3: 2 }, { 5: 2 }))).toEqual([]);
    expect(ticketsAboveTours(counts({ 3: 2 }, { 5: 3 }))).toBe(true);
    expect(ticketsAboveTours(counts({ 3: 2 }, { 5: 2 }))).toBe(false);
  });

  it('a whole tour booked without naming participants takes all its places', () => {
    expect(placesNeeded(wholeTour, counts({ 3: 1 }))).toBe(30);
    expect(placesNeeded(wholeTour, counts({ 3: 1 }, { 5: 12 }))).toBe(12);
    expect(placesNeeded(perPlace, counts({ 1: 2 }, { 1: 2 }))).toBe(2);
  });
});

describe('tour sub-tickets (spec §4)', () => {
  it('sets the ticket count to 1 when any sub-ticket is chosen, else 0; participants count the sub-tickets', () => {
    let chosen = setTourSubticket(counts({}), 7, 8, '2');
    chosen = setTourSubticket(chosen, 7, 9, '1');
    expect(chosen.tickets[7]).toBe(1);
    expect(tourCountProblems(perPlace, slot(25), { ...chosen, prices: { 6: 3 } })).toEqual([]);
    chosen = setTourSubticket(setTourSubticket(chosen, 7, 8, '0'), 7, 9, 'x');
    expect(chosen.tickets[7]).toBe(0);
  });

  it('adds the ticket and its sub-tickets into the total, as the server does', () => {
    const chosen = setTourSubticket({ ...counts({ 6: 2 }) }, 7, 8, 2);
    const total = tourTotal(
      [{ id: 6, price: 500 }],
      [{ id: 7, price: 3200, subtickets: [{ id: 8, name: 'Adult', price: 1100 }] }],
      chosen,
    );
    expect(total).toBe(2 * 500 + 3200 + 2 * 1100);
  });

  it('makes a cart line without prices, leaving out zero counts', () => {
    const chosen = setTourSubticket({ prices: { 6: 2, 7: 0 }, tickets: {}, subtickets: {} }, 7, 8, 2);
    expect(tourCartItem({ id: 4 }, '2026-11-28', '11:00', chosen, [])).toEqual({
      type: 'guidedTour',
      tourId: 4,
      datetime: '2026-11-28 11:00',
      prices: [{ id: 6, count: 2 }],
      tickets: [{ id: 7, count: 1, subtickets: [{ id: 8, count: 2 }] }],
      answers: [],
    });
  });
});

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
